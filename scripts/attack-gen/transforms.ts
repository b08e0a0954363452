// The obfuscations an attacker applies to a request so a filter that reads words misses it: base64, ROT13,
// leetspeak, a key word drawn as ASCII art, the request cut into string variables, and a suffix of
// token salad. Pure functions, so a test pins their exact output.

import type { Rand } from '../pii-gen/rng.ts';

export function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };

/** Vowels and s/t to digits, either case; other characters unchanged. */
export function leet(text: string): string {
  return text.replace(/[aeiost]/gi, (c) => LEET[c.toLowerCase()]!);
}

// A 5-row block font; every glyph 5 columns wide except the space.
const FONT: Record<string, readonly string[]> = {
  A: [' ### ', '#   #', '#####', '#   #', '#   #'],
  B: ['#### ', '#   #', '#### ', '#   #', '#### '],
  C: [' ####', '#    ', '#    ', '#    ', ' ####'],
  D: ['#### ', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#### ', '#    ', '#####'],
  F: ['#####', '#    ', '#### ', '#    ', '#    '],
  G: [' ####', '#    ', '#  ##', '#   #', ' ####'],
  H: ['#   #', '#   #', '#####', '#   #', '#   #'],
  I: ['#####', '  #  ', '  #  ', '  #  ', '#####'],
  J: ['#####', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '###  ', '#  # ', '#   #'],
  L: ['#    ', '#    ', '#    ', '#    ', '#####'],
  M: ['#   #', '## ##', '# # #', '#   #', '#   #'],
  N: ['#   #', '##  #', '# # #', '#  ##', '#   #'],
  O: [' ### ', '#   #', '#   #', '#   #', ' ### '],
  P: ['#### ', '#   #', '#### ', '#    ', '#    '],
  Q: [' ### ', '#   #', '# # #', '#  # ', ' ## #'],
  R: ['#### ', '#   #', '#### ', '#  # ', '#   #'],
  S: [' ####', '#    ', ' ### ', '    #', '#### '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '# # #', '## ##', '#   #'],
  X: ['#   #', ' # # ', '  #  ', ' # # ', '#   #'],
  Y: ['#   #', ' # # ', '  #  ', '  #  ', '  #  '],
  Z: ['#####', '   # ', '  #  ', ' #   ', '#####'],
  ' ': ['  ', '  ', '  ', '  ', '  '],
};

/** `word` (A–Z and spaces) in the block font, glyphs one column apart, drawn with `ink`; trailing blanks trimmed. */
export function asciiArt(word: string, ink = '#'): string {
  const glyphs = [...word.toUpperCase()].map((c) => {
    const g = FONT[c];
    if (!g) throw new Error(`no glyph for ${JSON.stringify(c)}`);
    return g;
  });
  const rows: string[] = [];
  for (let y = 0; y < 5; y++) rows.push(glyphs.map((g) => g[y]).join(' ').replace(/ +$/, '').replaceAll('#', ink));
  return rows.join('\n');
}

/** `text` cut into `n` pieces of near-equal length at code-point boundaries, mid-word on purpose. */
export function splitPayload(text: string, n: number): string[] {
  const cps = [...text];
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(cps.slice(Math.floor((cps.length * i) / n), Math.floor((cps.length * (i + 1)) / n)).join(''));
  return out;
}

export type VarStyle = 'abc' | 'x' | 'part';

export function varNames(style: VarStyle, n: number): string[] {
  return Array.from({ length: n }, (_, i) => (style === 'abc' ? String.fromCharCode(97 + i) : style === 'x' ? `x${i + 1}` : `part${i + 1}`));
}

/** The pieces as assignments, one a line, and the expression that joins them again. */
export function renderParts(pieces: readonly string[], style: VarStyle): { parts: string; sum: string } {
  const names = varNames(style, pieces.length);
  return { parts: pieces.map((p, i) => `${names[i]} = ${JSON.stringify(p)}`).join('\n'), sum: names.join(' + ') };
}

/** Nonsense tokens of the optimised-suffix kind: fragments, glued camel case, markup and punctuation. */
export function salad(r: Rand, pool: readonly string[], n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = r.pick(pool);
    const glue = out.length > 0 && r.chance(0.25);
    if (glue) out[out.length - 1] += t.charAt(0).toUpperCase() + t.slice(1);
    else out.push(t);
  }
  return out.join(' ');
}

// Written for this generator: word fragments in several languages, markup and code debris.
export const SALAD_TOKENS = [
  'surely', 'heraus', 'tutorial', '[{', '}}', 'indeed', '...)', 'formatted', 'alongside', 'Lux', '(@', '~~', 'inverse', 'writeln',
  '%%', 'Begin', 'steps', 'cdot', 'Mode', '=>', 'nouveau', 'quindi', '?)', 'rewrite', ':::', 'explicitly', 'startsWith', 'Okay',
  'firstly', 'ayuda', 'yes', 'oppositely', 'NOW', '\\!', 'twice', 'manual', 'respond', 'sentence', 'zeroth', 'jsou', 'rather',
  '](', 'plaintext', 'bitte', 'segue', 'reply', 'format', '**', 'wieder', 'clearly', 'Sure', 'heading', 'opposite', 'lista',
  'cette', '<>', 'Absolutely', 'detailed', 'mitt', 'paso', 'accurately', '}}]', 'forth', 'INST', 'tokens', 'reverse', '^^',
] as const;

// Benign noise around honest requests: ids, hashes, tags, paths, versions.
export function benignNoise(r: Rand): string {
  const hex = () => r.chars('0123456789abcdef', r.int(7, 12));
  const parts = [
    () => `#${r.pick(['release', 'infra', 'q3', 'design', 'hotfix', 'summer', 'docs', 'team'])}`,
    () => hex(),
    () => `${r.pick(['JIRA', 'OPS', 'SUP', 'DEV', 'FIN'])}-${r.int(100, 9999)}`,
    () => `v${r.int(0, 9)}.${r.int(0, 30)}.${r.int(0, 99)}`,
    () => `${r.pick(['src', 'docs', 'lib', 'assets'])}/${r.pick(['index', 'main', 'utils', 'report', 'logo'])}.${r.pick(['ts', 'md', 'py', 'png', 'csv'])}`,
    () => r.pick(['👍', '🙂', '🚀', '📎', '✅']),
  ];
  return Array.from({ length: r.int(3, 7) }, () => r.pick(parts)()).join(' ');
}
