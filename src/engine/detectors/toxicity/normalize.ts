// How toxicity sees words: tokens with their spans on the original text, the spellings people use to
// get past filters folded back (leetspeak, censoring stars, stretched letters, spaced-out letters), and
// the 53-bit hashed keys the shipped lexicon is stored under. Shared by the training script (which
// compiles the lexicon) and the detector (which looks tokens up), so both agree on every key.

import { fnv1a } from '../../../ml/features.ts';
import { normalizeStreamSafe } from '../../normalize/stream-safe.ts';

export interface Token {
  /** Half-open UTF-16 span on the original text. */
  start: number;
  end: number;
  /** Lower-cased, diacritics removed, leetspeak folded; censoring characters (* #) kept. */
  norm: string;
}

// Letters, digits and the characters used to disguise letters (f*ck, sh!t, $hit, @ss, f#ck).
const TOKEN = /[\p{L}\p{M}\p{N}*@$!|#€]+/gu;
/** Digits and symbols written for the letters they look like. */
export const LEET: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l', '€': 'e',
};
const HAS_LETTER = /\p{L}/u;
const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{M}+/gu;

/**
 * How many characters of a raw token are punctuation, not disguised letters: leading # | ! * (hashtags,
 * *emphasis*), trailing ! | # (and trailing * only when the token also opened with one).
 */
export function trimmed(raw: string): [lead: number, trail: number] {
  let a = 0;
  while (a < raw.length && '#|!*'.includes(raw[a]!)) a++;
  const closing = a > 0 && raw[a - 1] === '*' ? '!|#*' : '!|#';
  let b = raw.length;
  while (b > a && closing.includes(raw[b - 1]!)) b--;
  return [a, raw.length - b];
}

/** Folds one raw token (already lower-cased and trimmed); '' when nothing is left. */
export function foldToken(raw: string): string {
  let s = raw;
  if (NON_ASCII.test(s)) s = normalizeStreamSafe(s, 'NFKD').replace(MARKS, '');
  if (!HAS_LETTER.test(s)) return s; // numbers stay numbers: "69", "2" in "2 girls 1 cup"
  let out = '';
  for (const ch of s) out += LEET[ch] ?? ch;
  return out;
}

const DIGIT_LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '€': 'e' };
const MIXED = /[\p{L}\p{N}@$€]*\p{L}[\p{L}\p{N}@$€]*/gu;

/**
 * The text with leetspeak digits and symbols inside words replaced by the letters they stand for
 * ("Muslims are v3rmin" → "Muslims are vermin"), character for character: offsets stay valid, so
 * statement patterns run on it and report spans on the original.
 */
export function foldLeet(text: string): string {
  return text.replace(MIXED, (w) => (/[0-9@$€]/.test(w) ? w.replace(/[0-9@$€]/g, (c) => DIGIT_LEET[c] ?? c) : w));
}

/** Tokens of `text` in order. Linear: one regex pass, constant work per character. */
export function tokenize(text: string): Token[] {
  const lower = text.toLowerCase();
  // toLowerCase keeps UTF-16 length for all but a few characters (İ); fall back to per-token lowering then.
  const sameLength = lower.length === text.length;
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = sameLength ? lower.slice(m.index, m.index + m[0].length) : m[0].toLowerCase();
    const [lead, trail] = trimmed(raw);
    if (lead + trail >= raw.length) continue;
    const norm = foldToken(raw.slice(lead, raw.length - trail));
    if (norm.length === 0) continue;
    // The span covers what survived trimming: surrounding punctuation is not evidence.
    tokens.push({ start: m.index + lead, end: m.index + m[0].length - trail, norm });
  }
  return tokens;
}

/** Runs of one repeated character shortened to one: "fuuuck" → "fuck", "shiiiit" → "shit". */
export function collapse(s: string): string {
  let out = '';
  let prev = '';
  for (const ch of s) {
    if (ch !== prev) out += ch;
    prev = ch;
  }
  return out;
}

/** Whether some character repeats back to back ("fuuck"), i.e. collapse() would change it. */
export function hasRepeat(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s.charCodeAt(i) === s.charCodeAt(i - 1)) return true;
  return false;
}

/** Censoring characters as the one wildcard the lexicon knows: "f**k" → "f??k". */
export function masked(s: string): string {
  return s.replace(/[*#]/g, '?');
}

export const isCensored = (s: string): boolean => s.includes('*') || s.includes('#');

/**
 * The key a (namespaced) form is stored under: two FNV-1a hashes with different seeds combined into a
 * 53-bit integer, so a lookup of arbitrary text collides with the lexicon about once in 10^11 tokens.
 */
export function keyOf(form: string): number {
  const a = fnv1a(form, SEED_A);
  const b = fnv1a(form, SEED_B);
  return (a & 0x1fffff) * 0x100000000 + b;
}

/** Key namespaces: whole words or phrases, collapsed spellings, censored spellings, compound stems (suffixes reversed). */
export const NS = { word: 'w:', collapsed: 'c:', masked: 'm:', prefix: 'p:', suffix: 's:' } as const;

/** FNV-1a seeds of the two halves of a key (see keyOf). */
export const SEED_A = 0x811c9dc5;
export const SEED_B = 0x9747b28c;
