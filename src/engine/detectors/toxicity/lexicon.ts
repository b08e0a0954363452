// One linear pass over the text that finds words and what they are: lexicon terms (profanity, sexual
// terms, slurs — from models/toxicity/lexicon.json, compiled by scripts/train-toxicity.ts; nothing here
// knows a word in clear), the few words the statement patterns and the harassment check key on, and
// group mentions. Each token's hashed keys are computed while its characters are read — the word as
// folded, its censored (f**k), stretched (fuuuck) and compound (…fucker) spellings — and checked
// against a bit filter before any map lookup, so a megabyte costs a few milliseconds. Phrases and
// letters spelled out one by one ("f u c k", "f.u.c.k") are looked up from strings, where they occur.

import { readFileSync } from 'node:fs';
import { fnv1a } from '../../../ml/features.ts';
import { NS, SEED_A, SEED_B, collapse, foldToken, hasRepeat, isCensored, keyOf, masked } from './normalize.ts';
import { unpackTerm, type Term } from './categories.ts';
import { ADDRESS, FILLER, GROUP_ADJECTIVE_SET, GROUP_NOUN_SET, GROUP_PEOPLE_SET, INSULTS_MILD, INSULTS_STRONG, STATEMENTS } from './patterns.ts';

export interface TermHit extends Term {
  start: number;
  end: number;
  /** Index of the first and one past the last token of the hit. */
  first: number;
  last: number;
}

/** Word roles (bits of Tokens.roles). Bits from PATTERN_BIT0 on: statement pattern i has an anchor here. */
export const ROLE = { address: 1, filler: 2, insultStrong: 4, insultMild: 8, groupNoun: 16, groupAdjective: 32, groupPeople: 64 } as const;
const PATTERN_BIT0 = 7;

export interface Tokens {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  roles: Int32Array;
  /** Each token's folded form, computed on demand. */
  norm(i: number): string;
}

interface StoredLexicon {
  format: string;
  maxWords: number;
  keys: string;
  codes: string;
  heads: string;
}

function float64(base64: string): Float64Array {
  const b = Buffer.from(base64, 'base64');
  return new Float64Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

const stored = JSON.parse(readFileSync(new URL('../../../../models/toxicity/lexicon.json', import.meta.url), 'utf8')) as StoredLexicon;
if (stored.format !== 'warden-toxicity-lexicon-v1') throw new Error(`unknown lexicon format ${stored.format}`);
/**
 * An open-addressing table from 53-bit keys (as their two 32-bit halves) to small values, in typed
 * arrays: a lookup is a few array reads and no allocation, which is what a per-word lookup needs.
 */
class KeyTable {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly val: Int32Array;
  private readonly mask: number;
  constructor(entries: ReadonlyArray<readonly [number, number]>) {
    let size = 1024;
    while (size < entries.length * 3) size *= 2;
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
    this.val = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (const [key, value] of entries) this.set(key % 0x100000000 | 0, Math.floor(key / 0x100000000) | 0, value);
  }
  private set(lo: number, hi: number, value: number): void {
    let i = lo & this.mask;
    while (this.val[i]! >= 0 && !(this.lo[i] === lo && this.hi[i] === hi)) i = (i + 1) & this.mask;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.val[i] = this.val[i]! >= 0 ? this.val[i]! | value : value;
  }
  /** The value for key halves (a = first hash, b = second hash, as hashed), or -1. */
  get(a: number, b: number): number {
    const lo = b | 0;
    const hi = (a >>> 0) & 0x1fffff;
    let i = lo & this.mask;
    for (;;) {
      const v = this.val[i]!;
      if (v < 0) return -1;
      if (this.lo[i] === lo && this.hi[i] === hi) return v;
      i = (i + 1) & this.mask;
    }
  }
  getKey(key: number): number {
    return this.get(Math.floor(key / 0x100000000), key % 0x100000000);
  }
}

const TABLE = (() => {
  const keys = float64(stored.keys);
  const codes = Buffer.from(stored.codes, 'base64');
  return new KeyTable([...keys].map((k, i) => [k, codes[i]!] as const));
})();
const HEADS = new KeyTable([...float64(stored.heads)].map((k) => [k, 1] as const));
const MAX_WORDS = stored.maxWords;

const SPECIAL = (() => {
  const roles = new Map<number, number>();
  const addRole = (word: string, bit: number) => {
    const k = keyOf(NS.word + word);
    roles.set(k, (roles.get(k) ?? 0) | bit);
  };
  for (const w of ADDRESS) addRole(w, ROLE.address);
  for (const w of FILLER) addRole(w, ROLE.filler);
  for (const w of INSULTS_STRONG) addRole(w, ROLE.insultStrong);
  for (const w of INSULTS_MILD) addRole(w, ROLE.insultMild);
  for (const w of GROUP_NOUN_SET) addRole(w, ROLE.groupNoun);
  for (const w of GROUP_ADJECTIVE_SET) addRole(w, ROLE.groupAdjective);
  for (const w of GROUP_PEOPLE_SET) addRole(w, ROLE.groupPeople);
  STATEMENTS.forEach((p, i) => {
    for (const w of p.anchors) addRole(w, 1 << (PATTERN_BIT0 + i));
  });
  if (STATEMENTS.length + PATTERN_BIT0 > 30) throw new Error('too many statement patterns for the role bits');
  return new KeyTable([...roles]);
})();

/** Bits of the anchors of statement pattern i. */
export const patternBit = (i: number): number => 1 << (PATTERN_BIT0 + i);


// ---------- character classes (ASCII fast path) ----------

const PRIME = 0x01000193;
/** 0 separator, 1 letter, 2 digit, 3 disguise character (* @ $ ! | #). */
const CLASS = new Uint8Array(128);
/** The folded character code: lower-cased letters, leetspeak digits and symbols as letters. */
const FOLD = new Uint16Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[a-z]/i.test(ch)) (CLASS[c] = 1), (FOLD[c] = ch.toLowerCase().charCodeAt(0));
  else if (/[0-9]/.test(ch)) (CLASS[c] = 2), (FOLD[c] = c);
  else if ('*@$!|#'.includes(ch)) (CLASS[c] = 3), (FOLD[c] = c);
}
for (const [d, l] of Object.entries({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' })) {
  FOLD[d.charCodeAt(0)] = l.charCodeAt(0);
}
const STAR = 42;
const HASH = 35;
const QUESTION = 63;
const WORDISH = /[\p{L}\p{M}\p{N}€]/u;

function prefixState(ns: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < ns.length; i++) h = Math.imul(h ^ ns.charCodeAt(i), PRIME);
  return h;
}
const W = [prefixState(NS.word, SEED_A), prefixState(NS.word, SEED_B)] as const;
const C = [prefixState(NS.collapsed, SEED_A), prefixState(NS.collapsed, SEED_B)] as const;
const M = [prefixState(NS.masked, SEED_A), prefixState(NS.masked, SEED_B)] as const;
const P = [prefixState(NS.prefix, SEED_A), prefixState(NS.prefix, SEED_B)] as const;
const S = [prefixState(NS.suffix, SEED_A), prefixState(NS.suffix, SEED_B)] as const;

/** Compound stems are 4–10 letters and leave at least two letters of the word around them. */
const STEM_MIN = 4;
const STEM_MAX = 10;

/** Single letters joined by at most this many separator characters count as a spelled-out word. */
const SPELLED_GAP = 2;
const SPELLED_MAX = 12;

export interface ScanOut {
  tokens: Tokens;
  terms: TermHit[];
}

/**
 * Tokens (letters, digits and disguise characters; leading # | ! * and trailing ! | # trimmed, as in
 * normalize.ts) with their roles, and the lexicon terms among them, non-overlapping, in order.
 */
export function scanWords(text: string): ScanOut {
  const n = text.length;
  let cap = 1024;
  let starts = new Int32Array(cap);
  let ends = new Int32Array(cap);
  let roles = new Int32Array(cap);
  let count = 0;
  const terms: TermHit[] = [];
  // per-token codes: the term found from the token's own characters (-1 none)
  let codes = new Int16Array(cap);
  // raw FNV states of "w:" + token, to extend into the two-word key of a phrase start
  let wa = new Int32Array(cap);
  let wb = new Int32Array(cap);
  const pa = new Int32Array(STEM_MAX + 1);
  const pb = new Int32Array(STEM_MAX + 1);

  let i = 0;
  while (i < n) {
    // find a raw token [s, e)
    let c = text.charCodeAt(i);
    if (c < 128 ? CLASS[c] === 0 : !isWordish(text, i)) {
      i++;
      continue;
    }
    const s = i;
    let ascii = true;
    while (i < n) {
      c = text.charCodeAt(i);
      if (c < 128) {
        if (CLASS[c] === 0) break;
        i++;
      } else if (isWordish(text, i)) {
        ascii = false;
        i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      } else break;
    }
    const e0 = Math.min(i, n);
    // trim (the same rule as normalize.trimmed, on the raw characters)
    let a = s;
    while (a < e0 && isLeadTrim(text.charCodeAt(a))) a++;
    const starOpened = a > s && text.charCodeAt(a - 1) === STAR;
    let b = e0;
    while (b > a && isTailTrim(text.charCodeAt(b - 1), starOpened)) b--;
    if (a >= b) continue;

    if (count === cap) {
      cap *= 2;
      starts = grow(starts, cap);
      ends = grow(ends, cap);
      roles = grow(roles, cap);
      wa = grow(wa, cap);
      wb = grow(wb, cap);
      codes = grow16(codes, cap);
    }
    starts[count] = a;
    ends[count] = b;
    let code = -1;
    let role = 0;
    if (!ascii) {
      const norm = foldToken(text.slice(a, b).toLowerCase());
      code = lookupNorm(norm) ?? -1;
      const w1 = fnv1a(NS.word + norm, SEED_A);
      const w2 = fnv1a(NS.word + norm, SEED_B);
      wa[count] = w1;
      wb[count] = w2;
      role = Math.max(0, SPECIAL.get(w1, w2));
    } else {
      // the word stream, and what the other spellings need: censoring, repeats, letters
      let letters = 0;
      let censored = false;
      let repeat = false;
      let w1 = W[0], w2 = W[1];
      let prev = -1;
      for (let k = a; k < b; k++) {
        const raw = text.charCodeAt(k);
        if (CLASS[raw] === 1) letters++;
        const f = FOLD[raw]!;
        w1 = Math.imul(w1 ^ f, PRIME);
        w2 = Math.imul(w2 ^ f, PRIME);
        if (f === prev) repeat = true;
        else if (f === STAR || f === HASH) censored = true;
        prev = f;
      }
      wa[count] = w1;
      wb[count] = w2;
      const len = b - a;
      if (letters > 0) {
        code = TABLE.get(w1, w2);
        role = Math.max(0, SPECIAL.get(w1, w2));
        if (code < 0 && censored && len >= 4) code = masked2(text, a, b);
        if (code < 0 && repeat) code = collapsed2(text, a, b);
        if (code < 0 && len >= STEM_MIN + 2 && !censored) code = compound(text, a, b, pa, pb);
      }
    }
    codes[count] = code;
    roles[count] = role;
    count++;
  }

  const normOf = (t: number) => foldToken(text.slice(starts[t]!, ends[t]!).toLowerCase());
  const tokens: Tokens = { count, starts, ends, roles, norm: normOf };

  // terms: spelled-out letters, phrases (longest first), then single tokens
  let t = 0;
  while (t < count) {
    const len = ends[t]! - starts[t]!;
    if (len === 1) {
      let j = t + 1;
      while (j < count && j - t < SPELLED_MAX && ends[j]! - starts[j]! === 1 && gapOk(text, ends[j - 1]!, starts[j]!)) j++;
      if (j - t >= 3) {
        const hit = spelled(text, tokens, t, j) ?? spelled(text, tokens, t + 1, j);
        if (hit) terms.push(hit);
        t = hit ? hit.last : j;
        continue;
      }
    }
    if (MAX_WORDS > 1 && t + 1 < count && HEADS.get(...bigram(text, wa[t]!, wb[t]!, tokens, t + 1)) >= 0) {
      const hit = phrase(tokens, t);
      if (hit) {
        terms.push(hit);
        t = hit.last;
        continue;
      }
    }
    const code = codes[t]!;
    if (code >= 0) terms.push({ ...unpackTerm(code), start: starts[t]!, end: ends[t]!, first: t, last: t + 1 });
    t++;
  }
  return { tokens, terms };
}

/** Key halves of "w:" + token + " " + next token, continued from the token's stream state. */
function bigram(text: string, a0: number, b0: number, tokens: Tokens, next: number): [number, number] {
  let a = Math.imul(a0 ^ 32, PRIME);
  let b = Math.imul(b0 ^ 32, PRIME);
  const s = tokens.starts[next]!;
  const e = tokens.ends[next]!;
  let ascii = true;
  for (let k = s; k < e; k++) if (text.charCodeAt(k) >= 128) ascii = false;
  if (ascii) {
    for (let k = s; k < e; k++) {
      const f = FOLD[text.charCodeAt(k)]!;
      a = Math.imul(a ^ f, PRIME);
      b = Math.imul(b ^ f, PRIME);
    }
  } else {
    const norm = tokens.norm(next);
    for (let k = 0; k < norm.length; k++) {
      a = Math.imul(a ^ norm.charCodeAt(k), PRIME);
      b = Math.imul(b ^ norm.charCodeAt(k), PRIME);
    }
  }
  return [a, b];
}

/** Stream over the folded characters of text[a, b) after a namespace state, mapping with `map`. */
function stream(text: string, a: number, b: number, ns: readonly [number, number], skipRepeats: boolean, mask: boolean): number {
  let h1 = ns[0], h2 = ns[1];
  let prev = -1;
  for (let k = a; k < b; k++) {
    let f = FOLD[text.charCodeAt(k)]!;
    if (skipRepeats && f === prev) continue;
    prev = f;
    if (mask && (f === STAR || f === HASH)) f = QUESTION;
    h1 = Math.imul(h1 ^ f, PRIME);
    h2 = Math.imul(h2 ^ f, PRIME);
  }
  return TABLE.get(h1, h2);
}
const masked2 = (text: string, a: number, b: number) => stream(text, a, b, M, false, true);
const collapsed2 = (text: string, a: number, b: number) => stream(text, a, b, C, true, false);

/** A toxic stem at either end of a longer word: prefixes read forwards, suffixes backwards. */
function compound(text: string, a: number, b: number, pa: Int32Array, pb: Int32Array): number {
  const len = b - a;
  const top = Math.min(STEM_MAX, len - 2);
  let p1 = P[0], p2 = P[1];
  for (let l = 1; l <= top; l++) {
    const f = FOLD[text.charCodeAt(a + l - 1)]!;
    p1 = Math.imul(p1 ^ f, PRIME);
    p2 = Math.imul(p2 ^ f, PRIME);
    pa[l] = p1;
    pb[l] = p2;
  }
  for (let l = top; l >= STEM_MIN; l--) {
    const got = TABLE.get(pa[l]!, pb[l]!);
    if (got >= 0) return got;
  }
  let s1 = S[0], s2 = S[1];
  for (let l = 1; l <= top; l++) {
    const f = FOLD[text.charCodeAt(b - l)]!;
    s1 = Math.imul(s1 ^ f, PRIME);
    s2 = Math.imul(s2 ^ f, PRIME);
    pa[l] = s1;
    pb[l] = s2;
  }
  for (let l = top; l >= STEM_MIN; l--) {
    const got = TABLE.get(pa[l]!, pb[l]!);
    if (got >= 0) return got;
  }
  return -1;
}

function phrase(tokens: Tokens, t: number): TermHit | undefined {
  for (let n = Math.min(MAX_WORDS, tokens.count - t); n >= 2; n--) {
    let form = tokens.norm(t);
    for (let k = 1; k < n; k++) form += ' ' + tokens.norm(t + k);
    const code = TABLE.getKey(keyOf(NS.word + form));
    if (code >= 0) return { ...unpackTerm(code), start: tokens.starts[t]!, end: tokens.ends[t + n - 1]!, first: t, last: t + n };
  }
  return undefined;
}

/**
 * The longest word spelled out by the one-letter tokens [i, j) starting at i, if it is a term: one hash
 * stream over the letters, checked at every length from 3 up, no strings built.
 */
function spelled(text: string, tokens: Tokens, i: number, j: number): TermHit | undefined {
  let a = W[0], b = W[1];
  let best = -1;
  let bestEnd = -1;
  for (let k = i; k < j; k++) {
    const c = text.charCodeAt(tokens.starts[k]!);
    if (c >= 128) break;
    const f = FOLD[c]!;
    a = Math.imul(a ^ f, PRIME);
    b = Math.imul(b ^ f, PRIME);
    if (k - i + 1 >= 3) {
      const code = TABLE.get(a, b);
      if (code >= 0) (best = code), (bestEnd = k + 1);
    }
  }
  if (best < 0) return undefined;
  return { ...unpackTerm(best), start: tokens.starts[i]!, end: tokens.ends[bestEnd - 1]!, first: i, last: bestEnd };
}

/** The lexicon code of a folded token given as a string (the slow path: non-ASCII and spelled words). */
export function lookupNorm(norm: string): number | undefined {
  if (!/\p{L}/u.test(norm)) return undefined;
  const get = (form: string) => {
    const code = TABLE.getKey(keyOf(form));
    return code >= 0 ? code : undefined;
  };
  let code = get(NS.word + norm);
  if (code === undefined && isCensored(norm) && norm.length >= 4) code = get(NS.masked + masked(norm));
  if (code === undefined && hasRepeat(norm)) code = get(NS.collapsed + collapse(norm));
  if (code === undefined && norm.length >= STEM_MIN + 2 && !isCensored(norm)) {
    for (let n = Math.min(STEM_MAX, norm.length - 2); n >= STEM_MIN && code === undefined; n--) {
      code = get(NS.prefix + norm.slice(0, n)) ?? get(NS.suffix + [...norm.slice(norm.length - n)].reverse().join(''));
    }
  }
  return code;
}

/** The term of a folded token, if any (for tests and tools). */
export function termOf(norm: string): Term | undefined {
  const code = lookupNorm(norm);
  return code === undefined ? undefined : unpackTerm(code);
}

function isWordish(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) return WORDISH.test(text.slice(i, i + 2));
  return WORDISH.test(text[i]!);
}
const isLeadTrim = (c: number) => c === HASH || c === 124 || c === 33 || c === STAR;
const isTailTrim = (c: number, starOpened: boolean) => c === HASH || c === 124 || c === 33 || (starOpened && c === STAR);

function gapOk(text: string, from: number, to: number): boolean {
  if (to - from > SPELLED_GAP) return false;
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === 10) return false;
  return true;
}

function grow(a: Int32Array, cap: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}
function grow16(a: Int16Array, cap: number): Int16Array<ArrayBuffer> {
  const b = new Int16Array(cap);
  b.set(a);
  return b;
}

