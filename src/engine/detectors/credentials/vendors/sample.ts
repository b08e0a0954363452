// Deterministic sample secrets for the rules' own examples: generated at load time from a seed, so no
// literal token sits in the repository for secret scanners (ours or GitHub's) to flag.

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const HEX = '0123456789abcdef';
export const UPPER_HEX = '0123456789ABCDEF';
export const B64URL = `${ALNUM}-_`;
export const B64 = `${ALNUM}+/`;
export const DIGITS = '0123456789';

let state = 0x9e3779b9;

/** n characters drawn from `alphabet` (mulberry32, one shared deterministic stream). */
export function gen(alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    out += alphabet[Math.floor(r * alphabet.length)];
  }
  return out;
}
