// Where a regex can match, read off its source: the literal text every match must start with (its
// "heads"), found for all registered regexes by one shared pass over the text, so each regex runs
// (sticky) only at those positions — the same matches as a scan of the whole text (matchesAt), and
// none at all on a text without its heads. Pays off for the signatures, which open with a look-behind
// or a word boundary before a big alternation (V8 then tries every position); plain cue regexes are
// scanned faster by V8 itself. Only the syntax our own patterns use is understood; anything else
// answers "unknown" and the caller scans as before.

/** A possible start of a match: `text` is literal; `open` when the match may go on literally after it. */
interface Head {
  text: string;
  open: boolean;
  /** A word boundary (\b) is asserted at the start of the match. */
  boundary: boolean;
  /** ^ is asserted at the start of the match. */
  anchored?: boolean;
}

/** Longest head kept: long enough to be rare, short enough that alternatives share few prefixes. */
const MAX_HEAD = 6;

class Unknown extends Error {}

/**
 * The heads of a regex source: literal strings, one of which every match starts with (under the
 * regex's own flags), each with whether a word boundary is asserted before it; undefined when the
 * source holds syntax this reader does not follow or some match can start with anything.
 */
function parseHeads(source: string, multiline = true): Head[] | undefined {
  try {
    const p = new Parser(source);
    const heads = p.alternation();
    if (p.i !== source.length) return undefined;
    const out = new Map<string, Head>();
    for (const h of heads) {
      let t = h.text;
      // A head never ends between the two halves of a surrogate pair.
      const last = t.charCodeAt(t.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) t = t.slice(0, -1);
      // A match that must start at the start of the text (^ without the m flag) starts at 0, whatever follows.
      if (h.anchored && !multiline) t = '';
      else if (t.length === 0) return undefined;
      const key = (h.boundary ? 'b' : '-') + t;
      out.set(key, { text: t, open: false, boundary: h.boundary && t.length > 0 });
    }
    return [...out.values()];
  } catch (err) {
    if (err instanceof Unknown) return undefined;
    throw err;
  }
}

/** The literal heads of a regex source (see parseHeads), without the ones another head is a prefix of. */
export function headsOfSource(source: string): string[] | undefined {
  const heads = parseHeads(source);
  if (!heads) return undefined;
  const sorted = [...new Set(heads.map((h) => h.text))].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const h of sorted) if (!kept.some((k) => h.startsWith(k))) kept.push(h);
  return kept;
}

const ESCAPED_LITERAL = /[\\^$.*+?()[\]{}|/\-]/;

class Parser {
  i = 0;
  readonly src: string;
  constructor(src: string) {
    this.src = src;
  }

  /** alt ('|' alt)* — the union of the alternatives' heads. */
  alternation(): Head[] {
    const out = this.sequence();
    while (this.src[this.i] === '|') {
      this.i++;
      out.push(...this.sequence());
    }
    return out;
  }

  /** The heads of a sequence of quantified atoms, up to ')' or '|' or the end. */
  sequence(): Head[] {
    let heads: Head[] = [{ text: '', open: true, boundary: false }];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const wordBoundary = this.src.startsWith('\\b', this.i);
      const caret = this.src[this.i] === '^';
      const atom = this.atom(); // undefined: zero-width
      const [min, max] = this.quantifier();
      if (atom === undefined) {
        // An assertion consumes nothing, whatever its quantifier; \b (unquantified) before anything is consumed is noted.
        if (wordBoundary && min === 1 && max === 1) heads = heads.map((h) => (h.text === '' && h.open ? { ...h, boundary: true } : h));
        if (caret) heads = heads.map((h) => (h.text === '' && h.open ? { ...h, anchored: true } : h));
        continue;
      }
      heads = this.extend(heads, atom, min, max);
    }
    return heads;
  }

  /** Heads after `atom`, repeated min..max times, follows each of `heads`. */
  extend(heads: Head[], atom: Head[] | 'any', min: number, max: number): Head[] {
    const out = new Map<string, Head>();
    const put = (text: string, open: boolean, boundary: boolean, anchored: boolean) => {
      const key = (open ? '+' : '-') + (boundary ? 'b' : '-') + (anchored ? '^' : '-') + text;
      if (!out.has(key)) out.set(key, { text, open, boundary, anchored });
    };
    for (const h of heads) {
      const anchored = h.anchored === true;
      if (!h.open || h.text.length >= MAX_HEAD) {
        put(h.text, false, h.boundary, anchored);
        continue;
      }
      if (min === 0) put(h.text, true, h.boundary, anchored); // skipped: the literal run goes on with what follows
      if (max === 0) continue;
      if (atom === 'any') {
        put(h.text, false, h.boundary, anchored);
        continue;
      }
      for (const a of atom) {
        const text = (h.text + a.text).slice(0, MAX_HEAD);
        const first = h.text === '';
        // Repeatable or cut short: the literal run ends here.
        put(text, a.open && max === 1 && text.length === h.text.length + a.text.length, h.boundary || (first && a.boundary), anchored || (first && a.anchored === true));
      }
    }
    if (out.size > 4096) throw new Unknown();
    return [...out.values()];
  }

  /** {min, max} of the quantifier at i (1, 1 without one), lazy marks skipped. */
  quantifier(): [number, number] {
    const q = readQuantifier(this.src, this.i);
    if (!q) throw new Unknown();
    this.i = q.next;
    return [q.min, q.max];
  }


  /** One atom: its heads, 'any' for a character not known in advance, undefined for an assertion. */
  atom(): Head[] | 'any' | undefined {
    const c = this.src[this.i]!;
    if (c === '(') return this.group();
    if (c === '[') {
      this.skipClass();
      return 'any';
    }
    if (c === '^' || c === '$') {
      this.i++;
      return undefined;
    }
    if (c === '.') {
      this.i++;
      return 'any';
    }
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Unknown();
    if (c === '\\') return this.escape();
    // A literal character (a whole surrogate pair counts as one).
    const cp = this.src.codePointAt(this.i)!;
    const ch = String.fromCodePoint(cp);
    this.i += ch.length;
    return [{ text: ch, open: true, boundary: false }];
  }

  escape(): Head[] | 'any' | undefined {
    const c = this.src[this.i + 1];
    if (c === undefined) throw new Unknown();
    this.i += 2;
    if (c === 'b' || c === 'B') return undefined;
    if ('dDwWsS'.includes(c)) return 'any';
    if (c === 'p' || c === 'P') {
      const end = this.src.indexOf('}', this.i);
      if (this.src[this.i] !== '{' || end < 0) throw new Unknown();
      this.i = end + 1;
      return 'any';
    }
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', 0: '\0' };
    if (c in simple && !(c === '0' && /\d/.test(this.src[this.i] ?? ''))) return [{ text: simple[c]!, open: true, boundary: false }];
    if (c === 'u' || c === 'x') {
      const m = (c === 'u' ? /^[0-9A-Fa-f]{4}/ : /^[0-9A-Fa-f]{2}/).exec(this.src.slice(this.i));
      if (!m) throw new Unknown(); // \u{…} and friends
      this.i += m[0].length;
      return [{ text: String.fromCharCode(parseInt(m[0], 16)), open: true, boundary: false }];
    }
    if (ESCAPED_LITERAL.test(c)) return [{ text: c, open: true, boundary: false }];
    throw new Unknown(); // back-references, \c, \k and others
  }

  group(): Head[] | undefined {
    const s = this.src;
    this.i++; // (
    const open = openGroup(s, this.i);
    if (!open) throw new Unknown(); // modifiers and anything newer
    this.i = open.body;
    const zeroWidth = open.zeroWidth;
    const heads = this.alternation();
    if (s[this.i] !== ')') throw new Unknown();
    this.i++;
    return zeroWidth ? undefined : heads;
  }

  skipClass(): void {
    const s = this.src;
    this.i++; // [
    if (s[this.i] === '^') this.i++;
    if (s[this.i] === ']') this.i++; // a leading ] is literal (without the u flag)
    while (this.i < s.length && s[this.i] !== ']') {
      if (s[this.i] === '[') throw new Unknown(); // nested classes (v flag)
      this.i += s[this.i] === '\\' ? 2 : 1;
    }
    if (s[this.i] !== ']') throw new Unknown();
    this.i++;
  }
}

/**
 * The quantifier at src[i] — {min, max}, 1 and 1 without one — and where the text after it (lazy mark
 * included) starts; undefined for a "{" that opens no valid count. Shared with prefilter.ts's reader.
 */
export function readQuantifier(src: string, i: number): { min: number; max: number; next: number } | undefined {
  const c = src[i];
  let min = 1;
  let max = 1;
  let next = i + 1;
  if (c === '*') {
    min = 0;
    max = Infinity;
  } else if (c === '+') max = Infinity;
  else if (c === '?') min = 0;
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
    if (!m) return undefined;
    min = Number(m[1]);
    max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    next = i + m[0].length;
  } else return { min: 1, max: 1, next: i };
  if (src[next] === '?') next++;
  return { min, max, next };
}

/**
 * The group opened by the "(" just before src[i]: where its body starts, and whether it is a lookaround
 * (zero-width); a named group's name is skipped. Undefined for syntax the regex readers here do not
 * follow (modifiers and anything newer). Shared by this reader and prefilter.ts's.
 */
export function openGroup(src: string, i: number): { body: number; zeroWidth: boolean } | undefined {
  if (src[i] !== '?') return { body: i, zeroWidth: false };
  const kind = src.slice(i, i + 3);
  if (kind.startsWith('?:')) return { body: i + 2, zeroWidth: false };
  if (kind.startsWith('?=') || kind.startsWith('?!')) return { body: i + 2, zeroWidth: true };
  if (kind === '?<=' || kind === '?<!') return { body: i + 3, zeroWidth: true };
  if (kind.startsWith('?<')) {
    const end = src.indexOf('>', i);
    return end < 0 ? undefined : { body: end + 1, zeroWidth: false };
  }
  return undefined;
}

const escapeLiteral = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/\-]/g, '\\$&');

// ------------------------------------------------------------------------------------------------
// One pass over a text serves every regex: the Latin word starts and their first four characters
// (lower-cased ASCII, 7 bits each), looked up in one table of the word-boundary heads of all regexes
// registered here. A regex whose heads are all found that way (or by indexOf, or by a small regex for
// heads in other scripts) never runs on a text where none of them occurs, and elsewhere only where one does.

const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
const isWordChar = (c: number) => isAlnum(c) || c === 95;
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c | 32 : c);
const KEY_CHARS = 4;
const MAX_SEARCHED_HEADS = 16;

interface Plan {
  /** Ignore case, with the unicode flag: ſ (U+017F) and K (U+212A) then match s and k. */
  foldsToAscii: boolean;
  ignoreCase: boolean;
  /** ASCII heads not known to start at a word start: found with indexOf (on the lower-cased text under i). */
  asciiHeads: string[];
  /** Heads holding other characters: a regex of them alone, same flags, run only on non-ASCII text. */
  otherHint: RegExp | undefined;
  /** Some match can start only at the start of the text. */
  atStart: boolean;
}

const plans: Plan[] = [];
/** Word-boundary heads of every plan: (key length, key) → plan ids. */
const byKey: Array<Map<number, number[]>> = Array.from({ length: KEY_CHARS + 1 }, () => new Map());
/** Whether a head of two characters or more starts with these two (lower-cased). */
const pairs = new Uint8Array(128 * 128);
/**
 * Exact keys, so that a word start asks the maps only for a key some head has: the keys of three
 * characters, and the first three characters of the keys of four (bit sets over 7-bit characters).
 */
const exact3 = new Uint32Array((128 * 128 * 128) / 32);
const prefix4 = new Uint32Array((128 * 128 * 128) / 32);
const hasBit = (bits: Uint32Array, k: number) => (bits[k >>> 5]! & (1 << (k & 31))) !== 0;

/** The plan ids of the heads of one and two characters, by key (undefined: no such head): an array load instead of a Map lookup. */
const ids1 = new Array<number[] | undefined>(128).fill(undefined);
const ids2 = new Array<number[] | undefined>(128 * 128).fill(undefined);
/**
 * The keys of four characters, hashed into a bit set of 2^20 bits: a word start whose first three
 * characters begin some key but whose fourth ends none (most of them) is ruled out without the Map.
 */
const exact4 = new Uint32Array((1 << 20) / 32);
const hash4 = (key: number) => Math.imul(key, 0x9e3779b1) >>> 12;

/** Notes word start i for every plan with a head of key (L, key). */
function add(starts: Array<number[] | undefined>, L: number, key: number, i: number): void {
  const ids = byKey[L]!.get(key);
  if (ids !== undefined) note(starts, ids, i);
}
function note(starts: Array<number[] | undefined>, ids: readonly number[], i: number): void {
  for (const id of ids) {
    const list = starts[id];
    if (list === undefined) starts[id] = [i];
    else if (list[list.length - 1] !== i) list.push(i);
  }
}

interface TextIndex {
  text: string;
  /** plans.length when built: a plan registered later rebuilds it. */
  plans: number;
  /** Candidate word starts per plan id (undefined: none). */
  starts: Array<number[] | undefined>;
  nonAscii: boolean;
  /** ſ or K occurs. */
  folding: boolean;
  lower: string | undefined;
}

const recent: TextIndex[] = [];
const RECENT = 4;

function indexOfText(text: string): TextIndex {
  // Newest first: the text of the scan under way is nearly always the last one indexed, and comparing it
  // with older texts of the same length reads them to the first difference.
  for (let k = recent.length - 1; k >= 0; k--) {
    const e = recent[k]!;
    if (e.text === text && e.plans === plans.length) return e;
  }
  // Dense from the start: written at scattered ids, a growing empty array turns into a dictionary.
  const starts = new Array<number[] | undefined>(plans.length).fill(undefined);
  let nonAscii = false;
  let folding = false;
  const n = text.length;
  let prevWord = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      nonAscii = true;
      if (c === 0x17f || c === 0x212a) folding = true;
      prevWord = false;
      continue;
    }
    if (!prevWord && isAlnum(c)) {
      // Most words start with two characters no head starts with: one load each rules them out.
      const c0 = lowerAscii(c);
      const one = ids1[c0];
      if (one !== undefined) note(starts, one, i);
      const c1 = i + 1 < n ? text.charCodeAt(i + 1) : 128;
      const k2 = (c0 << 7) | lowerAscii(c1);
      if (c1 < 128 && pairs[k2] !== 0) {
        const two = ids2[k2];
        if (two !== undefined) note(starts, two, i);
        const c2 = i + 2 < n ? text.charCodeAt(i + 2) : 128;
        if (c2 < 128) {
          const k3 = (k2 << 7) | lowerAscii(c2);
          if (hasBit(exact3, k3)) add(starts, 3, k3, i);
          const c3 = i + 3 < n ? text.charCodeAt(i + 3) : 128;
          if (c3 < 128 && hasBit(prefix4, k3)) {
            const k4 = (k3 << 7) | lowerAscii(c3);
            if (hasBit(exact4, hash4(k4))) add(starts, 4, k4, i);
          }
        }
      }
    }
    prevWord = isWordChar(c);
  }
  const e: TextIndex = { text, plans: plans.length, starts, nonAscii, folding, lower: undefined };
  if (recent.length >= RECENT) recent.shift();
  recent.push(e);
  return e;
}

/**
 * A function giving, for a text, ascending positions that include every position where `re` can match
 * (an empty list: it matches nowhere), or undefined for a text it cannot tell about (the caller scans).
 * Undefined itself when the source is not understood or a head is too short to be worth it.
 */
export function indexedStarts(re: RegExp): ((text: string) => number[] | undefined) | undefined {
  if (re.unicodeSets) return undefined;
  const heads = parseHeads(re.source, re.multiline);
  if (!heads) return undefined;
  const ignoreCase = re.ignoreCase;
  const plan: Plan = { foldsToAscii: ignoreCase && re.unicode, ignoreCase, asciiHeads: [], otherHint: undefined, atStart: false };
  const words: Array<[number, number]> = [];
  const other: string[] = [];
  for (const h of heads) {
    const t = h.text;
    if (t === '') {
      plan.atStart = true; // ^: the start of the text
      continue;
    }
    if (/[\u017f\u212a]/.test(t)) return undefined; // they fold to ASCII letters
    let ascii = 0;
    while (ascii < t.length && t.charCodeAt(ascii) < 128) ascii++;
    if (h.boundary && isAlnum(t.charCodeAt(0))) {
      // At a word start: the text's key there begins with the head's first characters.
      const L = Math.min(KEY_CHARS, ascii);
      let key = 0;
      for (let j = 0; j < L; j++) key = (key << 7) | lowerAscii(t.charCodeAt(j));
      words.push([L, key]);
    } else if (ascii === t.length) {
      if (t.length < 2 && isAlnum(t.charCodeAt(0))) return undefined; // a letter: everywhere
      plan.asciiHeads.push(ignoreCase ? t.toLowerCase() : t);
    } else {
      other.push(t);
    }
  }
  // Each such head costs a search of the whole text: past a few, scanning with the regex is cheaper.
  // A head that extends another finds no position the shorter one does not.
  plan.asciiHeads = plan.asciiHeads.sort((a, b) => a.length - b.length).filter((h, k, all) => !all.slice(0, k).some((p) => h.startsWith(p)));
  if (plan.asciiHeads.length > MAX_SEARCHED_HEADS) return undefined;
  if (other.length > 0) {
    // Heads without case (CJK, Arabic, Indic …) need no i flag, and V8 searches a case-sensitive literal
    // alternation many times faster.
    const caseless = other.every((h) => h.toLowerCase() === h && h.toUpperCase() === h);
    plan.otherHint = new RegExp(other.map(escapeLiteral).join('|'), re.flags.replace(caseless ? /[gydi]/g : /[gyd]/g, '') + 'g');
  }
  const id = plans.length;
  plans.push(plan);
  for (const [L, key] of words) {
    const ids = byKey[L]!.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    byKey[L]!.set(key, ids);
    if (L === 1) ids1[key] = ids;
    else pairs[key >> (7 * (L - 2))] = 1;
    if (L === 2) ids2[key] = ids;
    else if (L === 3) exact3[key >>> 5]! |= 1 << (key & 31);
    else if (L === 4) {
      prefix4[(key >> 7) >>> 5]! |= 1 << ((key >> 7) & 31);
      const h = hash4(key);
      exact4[h >>> 5]! |= 1 << (h & 31);
    }
  }
  const unicode = re.unicode;
  return (text) => {
    const e = indexOfText(text);
    if (plan.foldsToAscii && e.folding) return undefined;
    const found = e.starts[id];
    if (plan.asciiHeads.length === 0 && !plan.atStart && (plan.otherHint === undefined || !e.nonAscii)) return found ?? [];
    const out = found ? [...found] : [];
    if (plan.atStart) out.push(0);
    if (plan.asciiHeads.length > 0) {
      let hay = text;
      if (plan.ignoreCase && e.nonAscii) {
        hay = e.lower ??= text.toLowerCase();
        if (hay.length !== text.length) return undefined;
      } else if (plan.ignoreCase) hay = e.lower ??= text.toLowerCase();
      for (const h of plan.asciiHeads) for (let at = hay.indexOf(h); at >= 0; at = hay.indexOf(h, at + 1)) out.push(at);
    }
    if (plan.otherHint !== undefined && e.nonAscii) {
      const hint = plan.otherHint;
      hint.lastIndex = 0;
      for (let m = hint.exec(text); m !== null; m = hint.exec(text)) {
        out.push(m.index);
        // Every position where a head occurs, overlapping ones too: one code point on, not past the hit.
        let next = m.index + 1;
        if (unicode && next < text.length) {
          const c = text.charCodeAt(m.index);
          const d = text.charCodeAt(next);
          if (c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) next++;
        }
        hint.lastIndex = next;
      }
    }
    if (out.length > 1) {
      out.sort((a, b) => a - b);
      let k = 1;
      for (let j = 1; j < out.length; j++) if (out[j] !== out[k - 1]) out[k++] = out[j]!;
      out.length = k;
    }
    return out;
  };
}
