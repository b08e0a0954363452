// What literal text a regex needs, read off its source: a formula over substrings (its "atoms") that
// holds on every text it can match — `\b(?:ignore|disregard)\b[^.\n]{0,40}\b(?:previous|prior)\b` needs
// (ignore OR disregard) AND (previous OR prior). The atoms of every registered regex are found by one
// shared pass over a text (an Aho-Corasick automaton), so a signature whose formula does not hold is
// done without running: before its gates and before the start index (starts.ts), which benign text
// passes for any signature that opens with a common word. Only the syntax our own patterns use is
// understood; anything else gives no formula and the caller runs as before.

import { openGroup, readQuantifier } from './starts.ts';

/** TRUE (nothing known), an atom (a substring, folded by foldCode), or an AND / OR of formulas. */
export type Formula = true | string | { and: Formula[] } | { or: Formula[] };

/**
 * Shortest literal kept as an atom: two-letter runs ("at", "to") occur in nearly every text and would
 * only cost lookups. Two characters of a script written without spaces (CJK, kana, Hangul) are a word,
 * and rare outside texts in that script.
 */
const MIN_ATOM = 3;
const WIDE = 0x2e80;
const longEnough = (t: string) => t.length >= MIN_ATOM || (t.length === 2 && t.charCodeAt(0) >= WIDE && t.charCodeAt(1) >= WIDE);

class Unknown extends Error {}

/**
 * One code unit, folded so that any two characters a case-insensitive regex takes as equal (with the u
 * flag or without) fold alike: A and a, Σ σ and ς, ſ and s, K (Kelvin) and k, ẞ and ß. Coarser than
 * either regex rule (ı folds to i as well), which is safe: an atom is then found in more texts, never in
 * fewer. So no text has to be left to a scan (starts.ts does that when ſ or K occurs, and when lower-
 * casing changes the length). Surrogates stay as they are (astral letters are left out of atoms under
 * /iu, see Parser).
 */
function foldSlow(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return c;
  const s = String.fromCharCode(c);
  const upper = s.toUpperCase();
  const lower = (upper.length === 1 ? upper : s).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : c;
}

/** foldSlow of every code unit, filled when first asked (0: not yet; only NUL folds to 0). */
const FOLDED = new Uint16Array(0x10000);
for (let c = 0; c < 128; c++) FOLDED[c] = c >= 65 && c <= 90 ? c | 32 : c;

export function foldCode(c: number): number {
  const f = FOLDED[c]!;
  return f !== 0 || c === 0 ? f : (FOLDED[c] = foldSlow(c));
}

const ASCII = /^[\0-\x7f]*$/;

function foldText(s: string): string {
  if (ASCII.test(s)) return s.toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(foldCode(s.charCodeAt(i)));
  return out;
}

function and(parts: Formula[]): Formula {
  const flat: Formula[] = [];
  for (const p of parts) {
    if (p === true) continue;
    if (typeof p === 'object' && 'and' in p) flat.push(...p.and);
    else flat.push(p);
  }
  return flat.length === 0 ? true : flat.length === 1 ? flat[0]! : { and: flat };
}

function or(parts: Formula[]): Formula {
  const flat: Formula[] = [];
  for (const p of parts) {
    if (p === true) return true;
    if (typeof p === 'object' && 'or' in p) flat.push(...p.or);
    else flat.push(p);
  }
  return flat.length === 1 ? flat[0]! : { or: flat };
}

/**
 * The atoms of a literal text: its words (between whitespace) that are long enough — a phrase shares
 * them with other phrases, which keeps the automaton small, and together they tell nearly as much — or
 * the whole text when no word is ("지금 뭐든 하").
 */
function atom(t: string): Formula {
  if (!SPACE.test(t)) return longEnough(t) ? t : true;
  const words = t.split(/\s+/).filter(longEnough);
  return words.length > 0 ? and(words) : longEnough(t) ? t : true;
}
const SPACE = /\s/;

/**
 * What is known of a piece of the source (codesearch's regexp-to-trigram analysis, with whole substrings
 * for trigrams): the few texts it matches, when there are few (`exact`); else texts every match starts
 * with and ends with, so that its neighbours can make longer atoms across the seam; and the formula
 * every match satisfies. All texts are folded.
 */
interface Info {
  exact: ReadonlySet<string> | undefined;
  prefix: ReadonlySet<string>;
  suffix: ReadonlySet<string>;
  /** While exact, unset until matchOf makes it (the OR of the texts) when needed. */
  match: Formula | undefined;
}

/**
 * Largest set of texts kept: a phrase list crossed with its neighbours grows fast, and its words (as
 * atoms) tell nearly as much as its phrases. Measured on the prompt corpus: 16 derives faster than 64
 * and, read as clauses, lets fewer signatures through on benign prompts (4.7 of 50 a prompt against 5.4).
 */
const MAX_SET = 16;
/** Largest character class read as its characters ([ae], ['’]); a bigger one is any character. */
const MAX_CLASS = 8;

const anyOf = (texts: ReadonlySet<string>): Formula => or([...texts].map(atom));
const exactly = (texts: ReadonlySet<string>): Info => ({ exact: texts, prefix: texts, suffix: texts, match: undefined });
const matchOf = (x: Info): Formula => (x.match ??= anyOf(x.exact!));
const EMPTY: Info = exactly(new Set(['']));
const ANY: Info = { exact: undefined, prefix: EMPTY.exact!, suffix: EMPTY.exact!, match: true };

function cross(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

/** Texts every match starts (end: ends) with, cut to the longest length that leaves few enough. */
function fit(texts: ReadonlySet<string>, end: boolean): ReadonlySet<string> {
  if (texts.size <= MAX_SET) return texts;
  const cut = (len: number) => new Set([...texts].map((t) => (t.length <= len ? t : end ? t.slice(t.length - len) : t.slice(0, len))));
  // The shorter the cut, the fewer distinct texts: the longest cut that fits, by bisection.
  let lo = 0;
  let hi = Math.max(...[...texts].map((t) => t.length));
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cut(mid).size <= MAX_SET) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

function concat(x: Info, y: Info): Info {
  if (x.exact && y.exact && x.exact.size * y.exact.size <= MAX_SET) return exactly(cross(x.exact, y.exact));
  // Every match holds an end of x's match followed by a start of y's; with one side exact, that seam
  // says all the side's own formula says.
  const seam = x.suffix.size * y.prefix.size <= MAX_SET ? anyOf(cross(x.suffix, y.prefix)) : undefined;
  return {
    exact: undefined,
    prefix: x.exact ? (x.exact.size * y.prefix.size <= MAX_SET ? cross(x.exact, y.prefix) : x.exact) : x.prefix,
    suffix: y.exact ? (x.suffix.size * y.exact.size <= MAX_SET ? cross(x.suffix, y.exact) : y.exact) : y.suffix,
    match: and([seam !== undefined && x.exact ? true : matchOf(x), seam !== undefined && y.exact ? true : matchOf(y), seam ?? true]),
  };
}

function alternate(xs: Info[]): Info {
  if (xs.every((x) => x.exact)) {
    const all = new Set(xs.flatMap((x) => [...x.exact!]));
    if (all.size <= MAX_SET) return exactly(all);
  }
  return {
    exact: undefined,
    prefix: fit(new Set(xs.flatMap((x) => [...x.prefix])), false),
    suffix: fit(new Set(xs.flatMap((x) => [...x.suffix])), true),
    match: or(xs.map(matchOf)),
  };
}

function repeat(x: Info, min: number, max: number): Info {
  if (max === 0) return EMPTY;
  if (min === 0) return max === 1 ? alternate([x, EMPTY]) : ANY;
  let r = x;
  for (let k = 1; k < min; k++) r = concat(r, x);
  // More repetitions: a match still starts and ends with min of them.
  return max === min ? r : { exact: undefined, prefix: r.prefix, suffix: r.suffix, match: matchOf(r) };
}

/**
 * The formula every match of `re` satisfies, its atoms folded with foldCode; undefined when the source
 * holds syntax this reader does not follow (or the v flag).
 */
export function requiredLiterals(re: RegExp): Formula | undefined {
  if (re.unicodeSets) return undefined;
  try {
    const p = new Parser(re.source, re.unicode, re.ignoreCase);
    const info = p.alternation();
    return p.i === re.source.length ? matchOf(info) : undefined;
  } catch (err) {
    if (err instanceof Unknown) return undefined;
    throw err;
  }
}

/** Characters that stand for themselves, read in one step. */
const PLAIN = /[^\\^$.*+?()[\]{}|]+/y;
const QUANTIFIER_START = /^[*+?{]$/;
const SURROGATE = /[\ud800-\udfff]/;
const PAIR_AT_END = /[\ud800-\udbff][\udc00-\udfff]$/;
const HEX = /^[0-9A-Fa-f]+$/;
/** An escaped character that stands for itself: any but a letter, a digit or _ (those have meanings). */
const IDENTITY_ESCAPE = /^[^\p{L}\p{N}_]$/u;
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

class Parser {
  i = 0;
  readonly src: string;
  readonly unicode: boolean;
  /** Under /iu astral letters fold to other surrogate pairs, which foldCode does not know. */
  readonly foldsAstral: boolean;
  constructor(src: string, unicode: boolean, ignoreCase: boolean) {
    this.src = src;
    this.unicode = unicode;
    this.foldsAstral = unicode && ignoreCase;
  }

  /** alt ('|' alt)*, up to ')' or the end. */
  alternation(): Info {
    const alts = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : alternate(alts);
  }

  /** A sequence of quantified atoms, up to ')' or '|' or the end. */
  sequence(): Info {
    let info = EMPTY;
    let run = ''; // literal characters since the last other atom, joined to info in one step
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      // Most of a source is words: plain characters in one step, but for the last one when a quantifier
      // follows it.
      PLAIN.lastIndex = this.i;
      const plain = PLAIN.exec(this.src)?.[0];
      if (plain !== undefined && !(this.foldsAstral && SURROGATE.test(plain))) {
        const quantified = QUANTIFIER_START.test(this.src[this.i + plain.length] ?? '');
        const take = quantified ? plain.slice(0, plain.length - (this.unicode && PAIR_AT_END.test(plain) ? 2 : 1)) : plain;
        if (take !== '') {
          run += foldText(take);
          this.i += take.length;
          continue;
        }
      }
      const a = this.atom();
      const [min, max] = this.quantifier();
      const once = min === 1 && max === 1;
      if (once && typeof a === 'string') {
        run += a;
        continue;
      }
      if (run !== '') info = concat(info, exactly(new Set([run])));
      run = '';
      const x = typeof a === 'string' ? exactly(new Set([a])) : a;
      info = concat(info, once ? x : repeat(x, min, max));
    }
    return run !== '' ? concat(info, exactly(new Set([run]))) : info;
  }

  /** {min, max} of the quantifier at i (1, 1 without one), lazy marks skipped. */
  quantifier(): [number, number] {
    const q = readQuantifier(this.src, this.i);
    if (!q) throw new Unknown();
    this.i = q.next;
    return [q.min, q.max];
  }


  /** One atom: a literal character (folded; '' for an assertion), or what is known of anything else. */
  atom(): Info | string {
    const c = this.src[this.i]!;
    if (c === '(') return this.group();
    if (c === '[') return this.characterClass();
    if (c === '^' || c === '$') {
      this.i++;
      return '';
    }
    if (c === '.') {
      this.i++;
      return ANY;
    }
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Unknown();
    if (c === '\\') {
      const e = this.escape();
      return e === undefined ? ANY : e === '' ? '' : this.character(e);
    }
    return this.character(this.literal());
  }

  /** The literal character at i: under u a surrogate pair is one (a quantifier repeats both halves). */
  literal(): string {
    const ch = this.unicode ? String.fromCodePoint(this.src.codePointAt(this.i)!) : this.src[this.i]!;
    this.i += ch.length;
    return ch;
  }

  /** One literal character, folded; under /iu an astral one is any character (foldCode does not fold it). */
  character(ch: string): Info | string {
    return this.foldsAstral && ch.length > 1 ? ANY : foldText(ch);
  }

  /**
   * The escape at i: the character it stands for, '' for an assertion (\b, \B), undefined for a class of
   * characters (\d, \w, \p{…} …). `inClass`: \b is a backspace there.
   */
  escape(inClass = false): string | undefined {
    const c = this.src[this.i + 1];
    if (c === undefined) throw new Unknown();
    this.i += 2;
    if (c === 'b') return inClass ? '\b' : '';
    if (c === 'B' && !inClass) return '';
    if ('dDwWsS'.includes(c)) return undefined;
    if (c === 'p' || c === 'P') {
      const end = this.src.indexOf('}', this.i);
      if (!this.unicode || this.src[this.i] !== '{' || end < 0) throw new Unknown();
      this.i = end + 1;
      return undefined;
    }
    if (c in CONTROL_ESCAPES) return CONTROL_ESCAPES[c]!;
    if (c === '0' && !/\d/.test(this.src[this.i] ?? '')) return '\0';
    if (c === 'x') return String.fromCharCode(this.hex(2));
    if (c === 'u') {
      if (this.unicode && this.src[this.i] === '{') {
        const end = this.src.indexOf('}', this.i);
        const digits = end < 0 ? '' : this.src.slice(this.i + 1, end);
        const cp = HEX.test(digits) ? parseInt(digits, 16) : NaN;
        if (!(cp <= 0x10ffff)) throw new Unknown();
        this.i = end + 1;
        return String.fromCodePoint(cp);
      }
      const unit = this.hex(4);
      // Under u, \uD83D\uDE00 is one character: a quantifier after it repeats both.
      if (this.unicode && unit >= 0xd800 && unit <= 0xdbff && /^\\u[dD][c-fC-F][0-9A-Fa-f]{2}/.test(this.src.slice(this.i))) {
        this.i += 2;
        return String.fromCharCode(unit, this.hex(4));
      }
      return String.fromCharCode(unit);
    }
    if (IDENTITY_ESCAPE.test(c)) return c;
    throw new Unknown(); // back-references, \c, \k, identity escapes of letters
  }

  /** `digits` hexadecimal digits at i (a \x or \u escape without them means something else: unknown). */
  hex(digits: number): number {
    const h = this.src.slice(this.i, this.i + digits);
    if (h.length !== digits || !HEX.test(h)) throw new Unknown();
    this.i += digits;
    return parseInt(h, 16);
  }

  group(): Info {
    const s = this.src;
    this.i++; // (
    const open = openGroup(s, this.i);
    if (!open) throw new Unknown(); // modifiers and anything newer
    this.i = open.body;
    const zeroWidth = open.zeroWidth;
    const inner = this.alternation();
    if (s[this.i] !== ')') throw new Unknown();
    this.i++;
    // A lookaround may need text too, but not at a known place: it consumes nothing and adds nothing.
    return zeroWidth ? EMPTY : inner;
  }

  /** A class: its characters when it lists a few (['’], [ae]), else any character. */
  characterClass(): Info {
    const s = this.src;
    this.i++; // [
    const negated = s[this.i] === '^';
    if (negated) this.i++;
    const chars = new Set<string>();
    let known = !negated;
    let prev: string | undefined; // the last character read, when it can start a range
    // The class ends at the first unescaped ] ([] matches nothing, [^] anything); without the v flag a [
    // inside is a character like any other.
    while (this.i < s.length && s[this.i] !== ']') {
      const escaped = s[this.i] === '\\';
      const ch = escaped ? this.escape(true) : this.literal();
      if (ch === '-' && !escaped && prev !== undefined && s[this.i] !== ']') {
        const next = s[this.i] === '\\' ? this.escape(true) : this.literal();
        if (next === undefined) throw new Unknown();
        const from = prev.codePointAt(0)!;
        const to = next.codePointAt(0)!;
        if (to - from >= MAX_CLASS) known = false;
        else for (let c = from + 1; c <= to; c++) chars.add(String.fromCodePoint(c));
        prev = undefined;
        continue;
      }
      if (ch === undefined) known = false;
      else chars.add(ch);
      prev = ch;
    }
    if (s[this.i] !== ']') throw new Unknown();
    this.i++;
    if (!known || chars.size === 0 || chars.size > MAX_CLASS) return ANY;
    const folded = [...chars].map((ch) => this.character(ch));
    return folded.every((f): f is string => typeof f === 'string') ? exactly(new Set(folded)) : ANY;
  }
}

// ------------------------------------------------------------------------------------------------
// A formula is read as an OR of branches, each an AND of clauses, each an OR of atoms (deeper nesting is
// multiplied out up to MAX_BRANCHES, then read loosely: an OR inside an AND keeps of each of its own
// branches only the rarest clause). A branch is looked at only when an atom of its rarest clause is
// found. A text holds a few dozen atoms, mostly common words, so nearly every branch of every formula
// is done without being read: evaluating the formulas whole, top down or from the atoms up, cost several
// times as much (a phrase list is an OR of hundreds of branches, and "the" or "you" sits in hundreds).

/** Atoms, one of which must be found. */
type Clause = string[];

/** How rare a clause's texts are, roughly: the length of its shortest atom (a CJK character counts two). */
const rarity = (c: Clause) => Math.min(...c.map((a) => a.length * (a.charCodeAt(0) >= WIDE ? 2 : 1)));
const rarest = (clauses: Clause[]) => clauses.reduce((best, c) => (rarity(c) > rarity(best) ? c : best));

/** Most branches an AND is multiplied out into; past that, a part adds its clauses to every branch. */
const MAX_BRANCHES = 8;

/** The branches of f: it holds only where all clauses of one of them do. */
function branchesOf(f: Exclude<Formula, true>): Clause[][] {
  if (typeof f === 'string') return [[[f]]];
  if ('or' in f) {
    const atoms = f.or.filter((p) => typeof p === 'string');
    const rest = f.or.filter((p) => typeof p === 'object').flatMap(branchesOf);
    return atoms.length > 0 ? [[atoms], ...rest] : rest;
  }
  let out: Clause[][] = [[]];
  for (const p of f.and) {
    if (p === true) continue;
    let parts = branchesOf(p);
    if (out.length * parts.length > MAX_BRANCHES) parts = [clausesOf(p)];
    out = out.flatMap((b) => parts.map((q) => [...b, ...q]));
  }
  return out;
}

/** Clauses that all hold where f does. */
function clausesOf(f: Exclude<Formula, true>): Clause[] {
  if (typeof f === 'string') return [[f]];
  if ('and' in f) return f.and.flatMap((p) => (p === true ? [] : clausesOf(p)));
  return [[...new Set(f.or.flatMap((p) => (p === true ? [] : rarest(clausesOf(p)))))]];
}

const atomIds = new Map<string, number>();
const idOf = (atom: string): number => {
  let id = atomIds.get(atom);
  if (id === undefined) atomIds.set(atom, (id = atomIds.size));
  return id;
};

/** A clause as atom ids: the list, and a membership table for reading it from the atoms found. */
interface ClauseIds {
  ids: Int32Array;
  member: Uint8Array;
  /** Its answer on the text under way, when `stamp` is that text's: branches multiplied out share clauses. */
  stamp: number;
  holds: boolean;
}

/** One object per distinct clause, so that its answer is worked out once per text. */
const clauses = new Map<string, ClauseIds>();

function clauseIds(c: Clause): ClauseIds {
  const ids = Int32Array.from(new Set(c.map(idOf))).sort();
  const key = ids.join();
  let clause = clauses.get(key);
  if (clause === undefined) {
    const member = new Uint8Array(ids[ids.length - 1]! + 1);
    for (const id of ids) member[id] = 1;
    clauses.set(key, (clause = { ids, member, stamp: 0, holds: false }));
  }
  return clause;
}

/** Regexes registered. */
let formulas = 0;
/** Per atom id, the branches it triggers: their regex, and their other clauses. */
const triggeredRegexes: number[][] = [];
const triggeredChecks: ClauseIds[][][] = [];

function register(f: Exclude<Formula, true>, regex: number): void {
  for (const branch of branchesOf(f)) {
    const trigger = rarest(branch);
    // The rarest first: it is the likeliest to fail and end the check.
    const rest = branch
      .filter((c) => c !== trigger)
      .sort((x, y) => rarity(y) - rarity(x))
      .map(clauseIds);
    for (const atom of new Set(trigger)) {
      const id = idOf(atom);
      (triggeredRegexes[id] ??= []).push(regex);
      (triggeredChecks[id] ??= []).push(rest);
    }
  }
}

// ------------------------------------------------------------------------------------------------
// The automaton: over folded code units, with a dense transition table for the ASCII characters the
// atoms hold (nearly every step of nearly every text) and, for the others, the trie's own edges in a
// hash table, followed down the failure links. A step of the dense table is one load: its entries are
// next state × row width (the row's offset) plus 1 when atoms end there.

interface Automaton {
  /** Regexes it was built for (one registered later rebuilds it). */
  formulas: number;
  /**
   * Column of a code unit, folded: 0 for one no atom holds, 1..width for an ASCII one (dense), above
   * that for others; UNKNOWN until first seen (only ASCII is filled in advance).
   */
  column: Uint16Array;
  width: number;
  /** Row width of `dense`: columns 0..width, rounded up to even so that the low bit of an offset is free. */
  row: number;
  /** dense[offset of state + column] = offset of next state, + 1 when atoms end there (offset = state × row). */
  dense: Int32Array;
  /** The trie's edges on other columns, keyed state * stride + column (open addressing). */
  sparseKeys: Int32Array;
  sparseNext: Int32Array;
  stride: number;
  fail: Int32Array;
  /** Atoms that end at each state (its own and its failure chain's): outIds[outStart[s] .. outStart[s + 1]). */
  outStart: Int32Array;
  outIds: Int32Array;
  /** What each atom triggers: regexes triggers.ids[triggers.start[id] .. triggers.start[id + 1]), each with its checks. */
  triggers: { start: Int32Array; ids: Int32Array };
  checks: ClauseIds[][];
  /** Per atom: found in the text under way when present[atom] === stamp. */
  present: Uint32Array;
}

const UNKNOWN = 0xffff;
const slotOf = (key: number, slots: number) => Math.imul(key, 0x9e3779b1) >>> (32 - Math.log2(slots));

/** Lists of lists as one array and the start of each list in it. */
function flatten(lists: number[][]): { start: Int32Array; ids: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  for (let k = 0; k < lists.length; k++) start[k + 1] = start[k]! + lists[k]!.length;
  return { start, ids: Int32Array.from(lists.flat()) };
}

function build(): Automaton {
  const atoms = [...atomIds.keys()];
  // Columns: dense for ASCII, in code order; then the others.
  const codes = new Set<number>();
  for (const a of atoms) for (let i = 0; i < a.length; i++) codes.add(a.charCodeAt(i));
  const column = new Uint16Array(0x10000).fill(UNKNOWN);
  let width = 0;
  for (let c = 0; c < 128; c++) column[c] = codes.has(c) ? ++width : 0;
  for (let c = 65; c <= 90; c++) column[c] = column[c | 32]!; // the text is folded on the fly
  const other = new Map<number, number>();
  for (const c of [...codes].filter((c) => c >= 128).sort((a, b) => a - b)) other.set(c, width + other.size + 1);
  for (const [c, col] of other) column[c] = col;
  const stride = width + other.size + 1;

  // The trie.
  const children: Array<Map<number, number>> = [new Map()];
  const ends: number[][] = [[]];
  atoms.forEach((a, id) => {
    let s = 0;
    for (let i = 0; i < a.length; i++) {
      const col = column[a.charCodeAt(i)]!;
      let next = children[s]!.get(col);
      if (next === undefined) {
        next = children.length;
        children.push(new Map());
        ends.push([]);
        children[s]!.set(col, next);
      }
      s = next;
    }
    ends[s]!.push(id);
  });

  // Failure links and dense transitions, breadth first: a state's failure target is done before it.
  const states = children.length;
  const fail = new Int32Array(states);
  const row = (width + 2) & ~1;
  const goto = new Int32Array(states * row); // next states, before they become offsets
  const sparse: number[] = []; // key, next state, key, next state …
  const outs: number[][] = new Array(states);
  outs[0] = ends[0]!;
  const order = [0];
  for (let k = 0; k < order.length; k++) {
    const s = order[k]!;
    for (let col = 1; col <= width; col++) goto[s * row + col] = children[s]!.get(col) ?? (s === 0 ? 0 : goto[fail[s]! * row + col]!);
    for (const [col, child] of children[s]!) {
      if (col > width) sparse.push(s * stride + col, child);
      let target = 0;
      for (let f = fail[s]!; s !== 0; f = fail[f]!) {
        const t = children[f]!.get(col);
        if (t !== undefined) {
          target = t;
          break;
        }
        if (f === 0) break;
      }
      fail[child] = target;
      outs[child] = [...ends[child]!, ...outs[target]!];
      order.push(child);
    }
  }
  // Twice as many slots as edges or more: a lookup seldom goes past its first slot.
  const slots = 1 << Math.ceil(Math.log2(sparse.length + 2));
  const sparseKeys = new Int32Array(slots).fill(-1);
  const sparseNext = new Int32Array(slots);
  for (let k = 0; k < sparse.length; k += 2) {
    let slot = slotOf(sparse[k]!, slots);
    while (sparseKeys[slot] !== -1) slot = (slot + 1) & (slots - 1);
    sparseKeys[slot] = sparse[k]!;
    sparseNext[slot] = sparse[k + 1]!;
  }
  const out = flatten(outs);
  const dense = goto.map((t) => t * row + (out.start[t] !== out.start[t + 1] ? 1 : 0));
  return {
    formulas,
    column,
    width,
    row,
    dense,
    sparseKeys,
    sparseNext,
    stride,
    fail,
    outStart: out.start,
    outIds: out.ids,
    triggers: flatten(atoms.map((_, id) => triggeredRegexes[id] ?? [])),
    checks: atoms.flatMap((_, id) => triggeredChecks[id] ?? []),
    present: new Uint32Array(atoms.length),
  };
}

let automaton: Automaton | undefined;
/** One more for each text read: tells apart in `present` the atoms found in it. */
let stamp = 0;
/** The atoms found in the text under way, each once. */
const found: number[] = [];

/** The column of a code unit seen for the first time: its folded form's (ſ and K fold to ASCII). */
function columnSlow(a: Automaton, c: number): number {
  const f = foldCode(c);
  const col = f === c ? 0 : a.column[f]!;
  return (a.column[c] = col === UNKNOWN ? 0 : col);
}

/** The state after a character of a sparse column: an edge of the trie from s or from its longest suffix that has one. */
function sparseStep(a: Automaton, s: number, col: number): number {
  const { sparseKeys, sparseNext, stride, fail } = a;
  const mask = sparseKeys.length - 1;
  for (;;) {
    const key = s * stride + col;
    for (let slot = slotOf(key, sparseKeys.length); sparseKeys[slot] !== -1; slot = (slot + 1) & mask) {
      if (sparseKeys[slot] === key) return sparseNext[slot]!;
    }
    if (s === 0) return 0;
    s = fail[s]!;
  }
}

/** Lists in `found` (and marks in `present`) the atoms that end at state s. */
function atomsAt(a: Automaton, s: number): void {
  const { outStart, outIds, present } = a;
  for (let k = outStart[s]!; k < outStart[s + 1]!; k++) {
    const id = outIds[k]!;
    if (present[id] !== stamp) {
      present[id] = stamp;
      found.push(id);
    }
  }
}

/** Lists in `found` (and marks in `present`) every atom in the text. */
function findAtoms(a: Automaton, text: string): void {
  const { column, width, row, dense, outStart } = a;
  found.length = 0;
  let at = 0; // offset of the state
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let col = column[c]!;
    if (col > width) {
      if (col === UNKNOWN) col = columnSlow(a, c);
      if (col > width) {
        const s = sparseStep(a, at / row, col);
        at = s * row;
        if (outStart[s] !== outStart[s + 1]) atomsAt(a, s);
        continue;
      }
    }
    const next = dense[at + col]!;
    at = next & ~1;
    if ((next & 1) !== 0) atomsAt(a, at / row);
  }
}

/** Whether an atom of the clause was found, read from the side of the shorter list. */
function clauseHolds(clause: ClauseIds, present: Uint32Array): boolean {
  if (clause.stamp === stamp) return clause.holds;
  const { ids, member } = clause;
  let holds = false;
  if (found.length < ids.length) {
    for (let k = 0; k < found.length && !holds; k++) holds = member[found[k]!] === 1;
  } else for (let k = 0; k < ids.length && !holds; k++) holds = present[ids[k]!] === stamp;
  clause.stamp = stamp;
  return (clause.holds = holds);
}

/** Which formulas hold on the text: one byte per registered regex. */
function evaluate(a: Automaton, text: string): Uint8Array {
  stamp = (stamp + 1) >>> 0;
  if (stamp === 0) {
    a.present.fill(0);
    for (const clause of clauses.values()) clause.stamp = 0;
    stamp = 1;
  }
  findAtoms(a, text);
  const holds = new Uint8Array(formulas);
  const { triggers, checks, present } = a;
  for (const atom of found) {
    for (let k = triggers.start[atom]!; k < triggers.start[atom + 1]!; k++) {
      const regex = triggers.ids[k]!;
      if (holds[regex] === 1) continue;
      let all = true;
      for (const clause of checks[k]!) if (!(all = clauseHolds(clause, present))) break;
      if (all) holds[regex] = 1;
    }
  }
  return holds;
}

interface TextEntry {
  text: string;
  /** Regexes registered when it was read. */
  formulas: number;
  /** Per regex: 1 when its formula holds. */
  holds: Uint8Array;
}

/** The last few texts read: each detector asks about each view of the text under way. */
const recent: TextEntry[] = [];
const RECENT = 4;

function entryOf(text: string): TextEntry {
  // Newest first: the text of the scan under way is nearly always the last one read.
  for (let k = recent.length - 1; k >= 0; k--) {
    const e = recent[k]!;
    if (e.text === text && e.formulas === formulas) return e;
  }
  if (automaton?.formulas !== formulas) automaton = build();
  const e: TextEntry = { text, formulas, holds: evaluate(automaton, text) };
  if (recent.length >= RECENT) recent.shift();
  recent.push(e);
  return e;
}

/**
 * A test of whether `re` can match somewhere in a text: false only when a literal every match needs is
 * missing. Undefined when nothing is known (the source is not understood or needs no literal).
 */
export function literalPrefilter(re: RegExp): ((text: string) => boolean) | undefined {
  const formula = requiredLiterals(re);
  if (formula === undefined || formula === true) return undefined;
  const id = formulas++;
  register(formula, id);
  return (text) => entryOf(text).holds[id] === 1;
}
