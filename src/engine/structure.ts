// Structure as context: the name a text gives to a value by where the value stands — a CSV/TSV/Markdown
// column header, a JSON key (nested, or JSON-escaped inside a string), a YAML key, an HTML/XML element or
// attribute, a form label (`Label: value`, `Label — value`, `Label\tvalue`, `key=value`). A value forty
// rows under a header gets the header's name, which no window of context words around it can give.
//
// One pass per text, in linear time, built only when a detector first asks and kept for the rest of that
// scan only, as every detector of a scan asks about the same text. Names are normalised to
// lower-case words: `license_no`, `licenseNumber`, `driver-license` → "license no", "license number",
// "driver license".

import { isBlank, isDigit } from './chars.ts';

/** The structured field a position lies in. */
export interface Field {
  /** The field's name as lower-case words, parent key first (`{"licence": {"no": …}}` → "licence no"). */
  readonly name: string;
  /** The value's bounds, quotes and surrounding blanks excluded. */
  readonly valueStart: number;
  readonly valueEnd: number;
  /**
   * The value is one of several under the name (a JSON array, a YAML list) or a ragged table row's cell
   * named by position only: the name says what the value may be, not that it is all of it.
   */
  readonly list: boolean;
}

/**
 * Regions: sorted by start; scalars and cells never overlap within their list, lists may nest. Stored as
 * (start, end, name id) triples in one growing Int32Array: a table gives a region per cell, and pushing
 * onto three arrays cost a quarter of the whole build.
 */
class Regions {
  data = new Int32Array(48);
  /** How many regions. */
  n = 0;
  start(i: number): number {
    return this.data[3 * i]!;
  }
  end(i: number): number {
    return this.data[3 * i + 1]!;
  }
  name(i: number): number {
    return this.data[3 * i + 2]!;
  }
  push(start: number, end: number, name: number): void {
    if (3 * this.n + 3 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const k = 3 * this.n++;
    this.data[k] = start;
    this.data[k + 1] = end;
    this.data[k + 2] = name;
  }
}

export class Structure {
  readonly #names: string[] = [];
  readonly #nameIds = new Map<string, number>();
  /**
   * Raw names already seen → name id (−1: the name is empty): one lookup per cell instead of
   * normalizeName's cache and then the id map (a table gives every cell of a column the same raw name).
   */
  readonly #rawIds = new Map<string, number>();
  readonly #scalars = new Regions();
  readonly #cells = new Regions();
  readonly #lists = new Regions();

  /** The distinct field names of the text (normalised). */
  get names(): readonly string[] {
    return this.#names;
  }

  /** The narrowest field whose value holds [start, end), if any. */
  fieldAt(start: number, end: number): Field | undefined {
    const a = within(this.#scalars, start, end);
    const b = within(this.#cells, start, end);
    const pick = a >= 0 && (b < 0 || this.#scalars.end(a) - this.#scalars.start(a) < this.#cells.end(b) - this.#cells.start(b)) ? this.#scalars : b >= 0 ? this.#cells : undefined;
    if (pick) {
      const i = pick === this.#scalars ? a : b;
      return { name: this.#names[pick.name(i)]!, valueStart: pick.start(i), valueEnd: pick.end(i), list: false };
    }
    const l = innermost(this.#lists, start, end);
    if (l < 0) return undefined;
    return { name: this.#names[this.#lists.name(l)]!, valueStart: this.#lists.start(l), valueEnd: this.#lists.end(l), list: true };
  }

  /** @internal builder */
  add(kind: 'scalar' | 'cell' | 'list', start: number, end: number, rawName: string): void {
    if (end <= start) return;
    // A table names every cell of a column with the same header: its raw name is looked up once.
    let id = this.#rawIds.get(rawName);
    if (id === undefined) {
      const name = normalizeName(rawName);
      id = name ? this.#nameIds.get(name) : -1;
      if (id === undefined) {
        id = this.#names.length;
        this.#names.push(name);
        this.#nameIds.set(name, id);
      }
      if (this.#rawIds.size < 4096) this.#rawIds.set(rawName, id);
    }
    if (id < 0) return;
    const r = kind === 'scalar' ? this.#scalars : kind === 'cell' ? this.#cells : this.#lists;
    r.push(start, end, id);
  }

  /** @internal builder: a scalar that a later key on the same line cuts short. */
  clipLastScalar(at: number, trimFrom: string): void {
    const r = this.#scalars;
    const i = r.n - 1;
    if (i < 0 || r.end(i) <= at) return;
    let e = at;
    while (e > r.start(i) && isBlankOrSep(trimFrom.charCodeAt(e - 1))) e--;
    if (e <= r.start(i)) r.n--;
    else r.data[3 * i + 1] = e;
  }

  /** @internal builder: lists are pushed when they close, so they are sorted here once. */
  finish(): this {
    const r = this.#lists;
    const order = Array.from({ length: r.n }, (_, i) => i).sort((x, y) => r.start(x) - r.start(y) || r.end(y) - r.end(x));
    const sorted = new Int32Array(Math.max(3, 3 * r.n));
    order.forEach((from, to) => sorted.set(r.data.subarray(3 * from, 3 * from + 3), 3 * to));
    r.data = sorted;
    return this;
  }
}

/** Index of the last region whose start ≤ start, or -1. */
function lastStartingBy(r: Regions, pos: number): number {
  let lo = 0;
  let hi = r.n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (r.start(mid) <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function within(r: Regions, start: number, end: number): number {
  const i = lastStartingBy(r, start);
  return i >= 0 && r.end(i) >= end ? i : -1;
}

/** Lists nest: walk back a few from the last one starting before the position (bounded work). */
function innermost(r: Regions, start: number, end: number): number {
  let i = lastStartingBy(r, start);
  for (let steps = 0; i >= 0 && steps < 8; i--, steps++) if (r.end(i) >= end) return i;
  return -1;
}

// ---------- names ----------

/** Words of a field name that say nothing of what the value is ("number", "value", "document", "notes"). */
const GENERIC_WORDS = new Set(
  (
    'number no nr nro num nº n° numero número numéro nummer id ids identifier ident value values val valor valeur wert waarde valore ' +
    'code data text note notes comment comments description desc message msg details detail info information content contents remarks ' +
    'remark body other misc document documents doc docs field item entry entries label key string str ' +
    'de of the di do da du del des van het der a an is ist est es è é são my your mein meine mon ma mes mi mio mia mijn meu minha 番号 値 内容 備考 メモ'
  ).split(' '),
);

/**
 * Whether a (normalised) field name is generic: all its words say nothing of the value's kind, so the
 * words around the value still tell what it is.
 */
export function isGenericField(name: string): boolean {
  for (const word of name.split(' ')) if (!GENERIC_WORDS.has(word)) return false;
  return true;
}

const nameCache = new Map<string, string>();

/**
 * A key or label as lower-case words: camelCase and snake_case split, punctuation and markup dropped,
 * digits kept. `licenseNumber` → "license number", `DL#` → "dl", `Nº de passeport` → "nº de passeport".
 */
export function normalizeName(raw: string): string {
  if (raw.length > 80) raw = raw.slice(0, 80);
  let out = nameCache.get(raw);
  if (out !== undefined) return out;
  out = copyOf(raw)
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}º°'’]+/gu, ' ')
    .trim();
  if (nameCache.size > 2000) nameCache.clear();
  out = copyOf(out);
  nameCache.set(copyOf(raw), out);
  return out;
}

/** A flat copy of a string that shares no memory with the text it was cut from. */
const copyOf = (s: string) => (s.length < 13 ? s : Buffer.from(s, 'utf16le').toString('utf16le'));

// ---------- building ----------

// One structure per text and scan: the engine passes one DetectContext to every detector of a scan, so
// the structure is built once and dies with the scan. Nothing here outlives it holding the text (names
// are copies: a V8 slice would keep the whole scanned text alive).
const byScan = new WeakMap<object, Array<{ text: string; structure: Structure }>>();

/** The structure of `text` if this scan has already built it (building nothing). */
export function builtStructure(text: string, scan?: object): Structure | undefined {
  const built = scan ? byScan.get(scan) : undefined;
  if (built) for (const b of built) if (b.text === text) return b.structure;
  return undefined;
}

/** The structure of a text, built once per scan (`scan`: the scan's DetectContext), or each time without one. */
export function structureOf(text: string, scan?: object): Structure {
  if (!scan) return build(text);
  let built = byScan.get(scan);
  if (!built) byScan.set(scan, (built = []));
  for (const b of built) if (b.text === text) return b.structure;
  const structure = build(text);
  if (built.length >= 4) built.shift();
  built.push({ text, structure });
  return structure;
}

const NL = 10;
const CR = 13;
const TAB = 9;
const SPACE = 32;
const QUOTE = 34;
const APOS = 39;
const BACKSLASH = 92;

const isBlankOrSep = (c: number) => c === SPACE || c === TAB || c === 44 || c === 59 || c === 38 || c === QUOTE || c === APOS || c === BACKSLASH;
/** A character a key or label may hold: letters (any script), digits, `_ . # - º °` and `'` `’`. */
function isKeyChar(c: number): boolean {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return true;
  if (c === 95 || c === 46 || c === 35 || c === 45 || c === 0xba || c === 0xb0) return true;
  if (c < 0xc0) return false;
  // Non-Latin-1 letters; general punctuation, CJK punctuation and full-width forms are not key characters.
  return !((c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xff20) || c === 0xd7 || c === 0xf7);
}
const isLetterStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 0xc0 && isKeyChar(c));

/** Line-level label separators besides `:`/`=`: a dash with blanks around it or a tab. */
const LABEL_DASH = /[ \t]{0,12}(?:[-*•][ \t]{1,3})?([\p{L}][\p{L}\p{N}\p{M} '’.#º°()\/_-]{0,47}?)[ \t]*(?:[—–]|[ \t]-[ \t]|\t)[ \t]*(?=[^\s—–-])/uy;
/** A label is short: at most six words. */
const MAX_LABEL = 48;

interface Parent {
  name: string;
  depth: number;
  listStart: number;
  list: boolean;
}
interface YamlParent {
  name: string;
  indent: number;
}
interface LineInfo {
  start: number;
  end: number;
  delim: number;
  count: number;
}

/** Line ends, separators (`: = ： < { } [ ]`), delimiters (tab | ; ,), quotes, dashes and backslashes. */
const STRUCTURAL = /[\n:=<{}[\]\uff1a,;\t|"\u2014\u2013\\]/g;

const DELIMS = [TAB, 124 /* | */, 59 /* ; */, 44 /* , */] as const;

function build(text: string): Structure {
  const s = new Structure();
  const n = text.length;
  let vA = 0;
  let vE = 0;
  let vNested = false;
  const set = (a: number, e: number): void => {
    vA = a;
    vE = e;
  };
  // JSON nesting: keys that opened an object or a list, by brace depth.
  const parents: Parent[] = [];
  let depth = 0;
  let pendingKey: { name: string; after: number } | undefined;
  // YAML-style nesting by indentation, and a label whose value is on the next line.
  const yaml: YamlParent[] = [];
  let labelForNextLine: string | undefined;
  // Tables.
  let prev: LineInfo | undefined;
  let header: { cells: string[]; delim: number; count: number; markdown: boolean } | undefined;

  // The characters that make structure, found by one native scan (a JavaScript loop over every
  // character costs several times more): line ends, separators, delimiters, quotes.
  const seps: number[] = [];
  let nSeps = 0;
  const counts = [0, 0, 0, 0];
  let ls = 0;
  let inQuote = false;
  let dashOrTab = false;
  let spacedDash = -2; // the next " - " at or after the current line, found once per occurrence
  const endLine = (le: number) => {
    let lineEnd = le;
    if (lineEnd > ls && text.charCodeAt(lineEnd - 1) === CR) lineEnd--;
    if (spacedDash !== -1 && spacedDash < ls) spacedDash = text.indexOf(' - ', ls);
    const dashed = dashOrTab || (spacedDash !== -1 && spacedDash < lineEnd);
    if (nSeps === 0 && !dashed && counts[1] === 0 && counts[2] === 0 && counts[3] === 0 && yaml.length === 0 && labelForNextLine === undefined && header === undefined) {
      // A line of plain prose: no key, no label, no table row, nothing above it to continue.
      prev = undefined;
    } else doLine(ls, lineEnd, counts, dashed);
    nSeps = 0;
    counts[0] = counts[1] = counts[2] = counts[3] = 0;
    inQuote = false;
    dashOrTab = false;
  };
  STRUCTURAL.lastIndex = 0;
  while (STRUCTURAL.test(text)) {
    const p = STRUCTURAL.lastIndex - 1;
    switch (text.charCodeAt(p)) {
      case NL:
        endLine(p);
        ls = p + 1;
        break;
      case BACKSLASH:
        // A JSON-escaped "\n" ends a line too (a CSV or a form inside a JSON string reads as lines).
        if (text.charCodeAt(p + 1) === 110 && text.charCodeAt(p - 1) !== BACKSLASH) {
          endLine(p);
          ls = p + 2;
          STRUCTURAL.lastIndex = ls;
        }
        break;
      case QUOTE:
        inQuote = !inQuote;
        break;
      case TAB:
        counts[0]!++;
        dashOrTab = true;
        break;
      case 124:
        if (!inQuote) counts[1]!++;
        break;
      case 59:
        if (!inQuote) counts[2]!++;
        break;
      case 44:
        if (!inQuote) counts[3]!++;
        break;
      case 0x2014:
      case 0x2013:
        dashOrTab = true;
        break;
      default:
        seps[nSeps++] = p;
    }
  }
  STRUCTURAL.lastIndex = 0;
  endLine(n);
  return s.finish();

  function doLine(ls: number, le: number, counts: number[], dashOrTab: boolean): void {
    let indent = ls;
    while (indent < le && isBlank(text.charCodeAt(indent))) indent++;
    if (indent === le) {
      // A blank line ends a table, and keeps the YAML parents and the pending label.
      header = undefined;
      prev = undefined;
      return;
    }
    const indentWidth = indent - ls;

    // A value on the line after its label ("Passport number:\n  X123").
    const labelAbove = labelForNextLine;
    labelForNextLine = undefined;
    while (yaml.length && yaml[yaml.length - 1]!.indent >= indentWidth) yaml.pop();
    const yamlParent = yaml.length ? yaml[yaml.length - 1]!.name : undefined;

    let keyed = false;
    let lastValueEnd = -1;
    let tableFrom = -1;
    for (let k = 0; k < nSeps; k++) {
      const p = seps[k]!;
      if (p < lastValueEnd) continue; // inside a quoted value already read
      const c = text.charCodeAt(p);
      if (c === 123 || c === 91) {
        depth++;
        if (pendingKey && onlyBlanks(pendingKey.after, p)) parents.push({ name: pendingKey.name, depth, listStart: p + 1, list: c === 91 });
        pendingKey = undefined;
        continue;
      }
      if (c === 125 || c === 93) {
        const top = parents[parents.length - 1];
        if (top && top.depth === depth) {
          parents.pop();
          if (top.list) s.add('list', top.listStart, p, top.name);
        }
        if (depth > 0) depth--;
        continue;
      }
      if (c === 60) {
        lastValueEnd = element(p, le);
        if (lastValueEnd > p) keyed = true;
        continue;
      }
      if (c === 58 || c === 0xff1a) {
        // "key:" must not be a scheme, a drive or a time: the next character is a blank, a quote, a
        // brace or the end of the line (compact JSON `"key":123` too).
        const d = text.charCodeAt(p + 1);
        if (p + 1 < le && !isBlank(d) && d !== QUOTE && d !== APOS && d !== 123 && d !== 91 && d !== BACKSLASH && d !== 42 && !(text.charCodeAt(p - 1) === QUOTE && d >= 48 && d <= 57)) continue;
      } else {
        const b = text.charCodeAt(p - 1);
        const d = text.charCodeAt(p + 1);
        if (d === 61 || d === 62 || b === 33 || b === 60 || b === 62 || b === 61) continue; // == => != <= >=
      }
      const key = keyBefore(p, ls, indent, c !== 61);
      if (!key) continue;
      const parent = parents.length ? parents[parents.length - 1]!.name : key.lineStart ? yamlParent : undefined;
      const name = parent ? `${parent} ${key.name}` : key.name;
      keyed = true;
      s.clipLastScalar(key.start, text);
      let vs = p + 1;
      while (vs < le && (isBlank(text.charCodeAt(vs)) || text.charCodeAt(vs) === 42)) vs++;
      if (vs >= le) {
        // "key:" alone: a parent of the indented lines below, or the label of the next line.
        if (key.lineStart) {
          yaml.push({ name, indent: indentWidth });
          labelForNextLine = name;
        }
        pendingKey = { name, after: p + 1 };
        continue;
      }
      const v = text.charCodeAt(vs);
      if (v === 123 || v === 91) {
        pendingKey = { name, after: p + 1 };
        continue;
      }
      valueBounds(vs, le, key.quoted);
      const a = vA;
      const e = vE;
      const nested = vNested;
      if (e > a) s.add(key.partial ? 'list' : 'scalar', a, e, name);
      // A string left open at the end of the line continues on the next (JSON-escaped "\n"): a table
      // inside it starts here.
      if ((v === QUOTE || v === APOS) && e === le) tableFrom = a;
      // A quoted value is skipped whole, unless it holds JSON of its own (escaped quotes).
      if ((v === QUOTE || v === APOS) && !nested) lastValueEnd = e;
    }

    if (!keyed && dashOrTab) {
      LABEL_DASH.lastIndex = ls;
      const m = LABEL_DASH.exec(text);
      if (m && LABEL_DASH.lastIndex < le && !/\d{3}/.test(m[1]!)) {
        valueBounds(LABEL_DASH.lastIndex, le, false);
        const a = vA;
        const e = vE;
        s.add('scalar', a, e, yamlParent ? `${yamlParent} ${m[1]!}` : m[1]!);
        keyed = true;
      }
    }
    if (!keyed && (labelAbove || yamlParent)) {
      // An indented line under "key:" (a YAML list item, a wrapped value) or the line after a lone label.
      let a = indent;
      if ((text.charCodeAt(a) === 45 || text.charCodeAt(a) === 42) && isBlank(text.charCodeAt(a + 1))) a += 2;
      valueBounds(a, le, false);
      const va = vA;
      const ve = vE;
      if (ve > va) s.add('scalar', va, ve, labelAbove ?? yamlParent!);
    }

    if (tableFrom < 0) table(ls, le, counts);
    else {
      const sub = [0, 0, 0, 0];
      for (let i = tableFrom; i < le; i++) {
        const d = DELIMS.indexOf(text.charCodeAt(i) as (typeof DELIMS)[number]);
        if (d >= 0) sub[d]!++;
      }
      table(tableFrom, le, sub);
    }
  }

  /** The key ending just before the separator at p (blanks between allowed), or undefined. */
  function keyBefore(p: number, ls: number, indent: number, colon: boolean): { name: string; start: number; quoted: boolean; lineStart: boolean; partial?: boolean } | undefined {
    let e = p;
    while (e > ls && isBlank(text.charCodeAt(e - 1))) e--;
    if (e <= ls) return undefined;
    const q = text.charCodeAt(e - 1);
    if (q === QUOTE || q === APOS) {
      // "key": or \"key\": (JSON inside a JSON string) or 'key':
      const escaped = q === QUOTE && text.charCodeAt(e - 2) === BACKSLASH;
      const close = escaped ? e - 2 : e - 1;
      const lo = Math.max(ls, close - 64);
      for (let i = close - 1; i >= lo; i--) {
        const c = text.charCodeAt(i);
        if (c === q) {
          const open = escaped ? text.charCodeAt(i - 1) === BACKSLASH : true;
          if (!open || i + 1 >= close) return undefined;
          const start = escaped ? i - 1 : i;
          return { name: text.slice(i + 1, close), start, quoted: true, lineStart: onlyBlanksOrBullet(ls, start) };
        }
        if (c === BACKSLASH || c === NL) return undefined;
      }
      return undefined;
    }
    // An unquoted key: a short multi-word label that is all the line holds before the separator (after
    // indentation or a bullet), or else one token.
    let b = e;
    while (b > ls && e - b < 41 && isKeyChar(text.charCodeAt(b - 1))) b--;
    if (b === e) return undefined;
    const l = labelStart(ls, indent);
    if (l <= b && e - l <= MAX_LABEL && isLetterStart(text.charCodeAt(l)) && labelChars(l, e))
      return { name: text.slice(l, e), start: l, quoted: false, lineStart: true };
    if (!isLetterStart(text.charCodeAt(b)) || (b > ls && isKeyChar(text.charCodeAt(b - 1)))) return undefined;
    const before = text.charCodeAt(b - 1);
    // Inline: `a=1 b=2`, `?ssn=…&dl=…`, `{key: value}`.
    if (colon && before === SPACE && isLetterStart(text.charCodeAt(b - 2))) {
      // The key may be the last word of a longer label after a value or a sentence ("… 1234-5 Conta
      // corrente:", "… €. Numéro de suivi :"): take up to three more words of letters before it. Longer
      // still, the name is partial and names the value only loosely.
      let w = b;
      let words = 0;
      for (; words < 3; words++) {
        if (text.charCodeAt(w - 1) !== SPACE) break;
        let a = w - 1;
        while (a > ls && w - 1 - a < 20 && isKeyChar(text.charCodeAt(a - 1)) && !isDigit(text.charCodeAt(a - 1))) a--;
        if (a === w - 1 || !isLetterStart(text.charCodeAt(a)) || (a > ls && isKeyChar(text.charCodeAt(a - 1)))) break;
        w = a;
      }
      const partial = words === 3 && text.charCodeAt(w - 1) === SPACE && isLetterStart(text.charCodeAt(w - 2));
      return { name: text.slice(w, e), start: w, quoted: false, lineStart: false, partial };
    }
    if (before === SPACE || before === TAB || before === 44 || before === 59 || before === 123 || before === 40 || before === 124 || before === 38 || before === 63)
      return { name: text.slice(b, e), start: b, quoted: false, lineStart: false };
    return undefined;
  }

  /** Where a line's label would start: after indentation, a list bullet, heading or quote markers. */
  function labelStart(ls: number, indent: number): number {
    let i = indent;
    for (let k = 0; k < 4; k++) {
      const c = text.charCodeAt(i);
      if ((c === 45 || c === 42 || c === 0x2022 || c === 35 || c === 62) && isBlank(text.charCodeAt(i + 1))) i += 2;
      else if (c === 42 || c === 35) i++;
      else break;
      while (isBlank(text.charCodeAt(i))) i++;
    }
    return i;
  }

  /** Letters, digits, single blanks and a little punctuation, in at most six words. */
  function labelChars(a: number, b: number): boolean {
    let words = 1;
    for (let i = a; i < b; i++) {
      const c = text.charCodeAt(i);
      if (c === SPACE) {
        if (text.charCodeAt(i - 1) !== SPACE && ++words > 6) return false;
      } else if (!isKeyChar(c) && c !== 40 && c !== 41 && c !== 47 && c !== 0x2019 && c !== APOS && c !== 42) return false;
    }
    return true;
  }

  function onlyBlanks(a: number, b: number): boolean {
    for (let i = a; i < b; i++) if (!isBlank(text.charCodeAt(i)) && text.charCodeAt(i) !== NL && text.charCodeAt(i) !== CR) return false;
    return true;
  }

  /** Only indentation, a list bullet or Markdown markers between the line start and i. */
  function onlyBlanksOrBullet(ls: number, i: number): boolean {
    for (let j = ls; j < i; j++) {
      const c = text.charCodeAt(j);
      if (!isBlank(c) && c !== 45 && c !== 42 && c !== 0x2022 && c !== 35 && c !== 62 && c !== 124 && c !== 123 && c !== 44) return false;
    }
    return true;
  }

  /** A value's bounds from vs: a quoted string to its closing quote, else to the end of the line. */
  /** Sets vA, vE (and vNested: a quoted value holding escaped quotes, JSON of its own). */
  function valueBounds(vs: number, le: number, quotedKey: boolean): void {
    vNested = false;
    const c = text.charCodeAt(vs);
    if (c === QUOTE || c === APOS) {
      for (let i = vs + 1; i < le; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) {
          if (text.charCodeAt(i + 1) === QUOTE) vNested = true;
          i++;
          continue;
        }
        if (d === c) return set(vs + 1, i);
      }
      return set(vs + 1, le);
    }
    if (c === BACKSLASH && text.charCodeAt(vs + 1) === QUOTE) {
      for (let i = vs + 2; i < le; i++) if (text.charCodeAt(i) === BACKSLASH && text.charCodeAt(i + 1) === QUOTE) return set(vs + 2, i);
      return set(vs + 2, le);
    }
    let e = le;
    if (quotedKey) {
      // JSON scalars (numbers, true, null) end at the next comma or bracket.
      for (let i = vs; i < le; i++) {
        const d = text.charCodeAt(i);
        if (d === 44 || d === 125 || d === 93) {
          e = i;
          break;
        }
      }
    }
    while (e > vs && isBlankOrSep(text.charCodeAt(e - 1))) e--;
    set(vs, e);
  }

  /** `<tag attr="…">value<`: the value named by the tag, or by its name/id attribute. Returns where it ends. */
  function element(p: number, le: number): number {
    let i = p + 1;
    if (!isLetterStart(text.charCodeAt(i))) return -1;
    while (i < le && i - p < 42 && (isKeyChar(text.charCodeAt(i)) || text.charCodeAt(i) === 58)) i++;
    let tag = text.slice(p + 1, i);
    let close = -1;
    for (let j = i; j < le && j - i <= 200; j++) {
      const d = text.charCodeAt(j);
      if (d === 62) {
        close = j;
        break;
      }
      if (d === 60) return -1;
    }
    if (close < 0) return -1;
    const attrs = text.slice(i, close);
    const named = /\b(?:name|id|key|field|label|data-field)\s*=\s*["']([^"']{1,60})["']/i.exec(attrs);
    if (named) tag = named[1]!;
    if (text.charCodeAt(close - 1) === 47) {
      // <input name="ssn" value="…"/>: the value attribute carries the value.
      const value = /\bvalue\s*=\s*"([^"]{1,200})"/i.exec(attrs);
      if (value && named) s.add('scalar', i + value.index + value[0].indexOf('"') + 1, i + value.index + value[0].length - 1, tag);
      return close;
    }
    const value = /\bvalue\s*=\s*"([^"]{1,200})"/i.exec(attrs);
    if (value && named) s.add('scalar', i + value.index + value[0].indexOf('"') + 1, i + value.index + value[0].length - 1, tag);
    let vs = close + 1;
    let ve = vs;
    while (ve < le && text.charCodeAt(ve) !== 60) ve++;
    while (vs < ve && isBlank(text.charCodeAt(vs))) vs++;
    while (ve > vs && isBlank(text.charCodeAt(ve - 1))) ve--;
    if (ve > vs) s.add('scalar', vs, ve, tag);
    return close;
  }

  /** Tables: a header line, then rows with the same number of the same delimiter. */
  function table(ls: number, le: number, counts: number[]): void {
    let delim = -1;
    let count = 0;
    for (let d = 0; d < DELIMS.length; d++) {
      if (counts[d]! > 0) {
        delim = DELIMS[d]!;
        count = counts[d]!;
        break;
      }
    }
    const info: LineInfo = { start: ls, end: le, delim, count };
    if (delim < 0) {
      header = undefined;
      prev = undefined;
      return;
    }
    // Rows may be ragged (an optional trailing column, a missing last cell): a row keeps the table's
    // delimiter and about its number of cells, and its cells take the header's names by position.
    if (header && header.delim === delim && Math.abs(count - header.count) <= 2) {
      rowCells(ls, le, delim, header.markdown, header.cells, count !== header.count);
      prev = info;
      return;
    }
    header = undefined;
    // A header's cells are names of at most 40 characters: a longer line is prose, not worth splitting.
    if (prev && prev.delim === delim && count >= prev.count && count - prev.count <= 2 && prev.end - prev.start <= (prev.count + 1) * 44) {
      const markdown = delim === 124 && text.charCodeAt(firstNonBlank(prev.start, prev.end)) === 124;
      const cells = splitCells(prev.start, prev.end, delim, markdown).map(([a, b]) => unquote(a, b));
      if (cells.length >= 2 && cells.every((c) => nameLike(c))) {
        header = { cells, delim, count: prev.count, markdown };
        if (!(markdown && isRule(ls, le))) rowCells(ls, le, delim, markdown, cells, count !== prev.count);
        prev = info;
        return;
      }
      // No header, but two columns: each row may be "label, value".
      if (cells.length === 2 && delim !== 44) {
        pairRow(prev.start, prev.end, delim, markdown);
        pairRow(ls, le, delim, markdown);
        header = { cells: [], delim, count: prev.count, markdown };
        prev = info;
        return;
      }
    }
    prev = info;
  }

  /** A row's cells named by the header; a ragged row's only loosely (by position, which an extra cell may shift). */
  function rowCells(ls: number, le: number, delim: number, markdown: boolean, names: string[], ragged = false): void {
    if (markdown && isRule(ls, le)) return;
    if (names.length === 0) return pairRow(ls, le, delim, markdown);
    const cells = splitCells(ls, le, delim, markdown);
    // Two columns whose rows label themselves ("| Passport | X123 |" under "| Field | Value |").
    if (cells.length === 2 && names.length === 2 && (GENERIC_HEADER.test(names[0]!) || GENERIC_HEADER.test(names[1]!))) {
      const label = unquote(cells[0]![0], cells[0]![1]);
      if (nameLike(label) && !nameLike(unquote(cells[1]![0], cells[1]![1]))) {
        addCell(cells[1]!, label);
        return;
      }
    }
    for (let c = 0; c < cells.length && c < names.length; c++) addCell(cells[c]!, names[c]!, ragged);
  }

  function pairRow(ls: number, le: number, delim: number, markdown: boolean): void {
    const cells = splitCells(ls, le, delim, markdown);
    if (cells.length !== 2) return;
    const label = unquote(cells[0]![0], cells[0]![1]);
    if (nameLike(label)) addCell(cells[1]!, label);
  }

  function addCell([a, b]: [number, number], name: string, loose = false): void {
    while (a < b && (isBlank(text.charCodeAt(a)) || text.charCodeAt(a) === QUOTE || text.charCodeAt(a) === 42)) a++;
    while (b > a && (isBlank(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) === QUOTE || text.charCodeAt(b - 1) === 42)) b--;
    if (b > a) s.add(loose ? 'list' : 'cell', a, b, name);
  }

  function splitCells(ls: number, le: number, delim: number, markdown: boolean): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    let a = ls;
    let inQuote = false;
    for (let i = ls; i < le; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE && delim !== TAB) inQuote = !inQuote;
      else if (c === delim && !inQuote) {
        out.push([a, i]);
        a = i + 1;
      }
    }
    out.push([a, le]);
    if (markdown) {
      // "| a | b |": the text before the first pipe and after the last one is not a cell.
      if (out.length && isBlankRange(out[0]![0], out[0]![1])) out.shift();
      if (out.length && isBlankRange(out[out.length - 1]![0], out[out.length - 1]![1])) out.pop();
    }
    return out;
  }

  function isBlankRange(a: number, b: number): boolean {
    for (let i = a; i < b; i++) if (!isBlank(text.charCodeAt(i))) return false;
    return true;
  }

  function firstNonBlank(a: number, b: number): number {
    while (a < b && isBlank(text.charCodeAt(a))) a++;
    return a;
  }

  /** A Markdown rule row: |---|:---:| */
  function isRule(ls: number, le: number): boolean {
    for (let i = ls; i < le; i++) {
      const c = text.charCodeAt(i);
      if (c !== 124 && c !== 45 && c !== 58 && !isBlank(c)) return false;
    }
    return true;
  }

  function unquote(a: number, b: number): string {
    while (a < b && (isBlank(text.charCodeAt(a)) || text.charCodeAt(a) === QUOTE || text.charCodeAt(a) === 42 || text.charCodeAt(a) === 96)) a++;
    while (b > a && (isBlank(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) === QUOTE || text.charCodeAt(b - 1) === 42 || text.charCodeAt(b - 1) === 96)) b--;
    return text.slice(a, b);
  }
}

/** Header cells of a two-column table of labelled rows ("Field | Value", "Campo;Valor", "項目\t内容"). */
const GENERIC_HEADER = /^(?:fields?|keys?|attributes?|property|properties|items?|labels?|parameters?|values?|valor(?:es)?|valeurs?|werte?|waarden?|valori|valore|details?|info(?:rmation)?|data|content|description|campos?|champs?|feld(?:er)?|veld(?:en)?|chaves?|clés?|項目|値|内容|データ)$/iu;

/** A header cell or a row label: short, starts with a letter, mostly letters, no value punctuation. */
function nameLike(cell: string): boolean {
  if (cell.length === 0 || cell.length > 40) return false;
  if (!isLetterStart(cell.charCodeAt(0))) return false;
  let digits = 0;
  let spaces = 0;
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === SPACE) spaces++;
    else if (c === 58 || c === 123 || c === 125 || c === 64 || c === 61 || c === 60 || c === 62) return false;
  }
  return digits * 3 < cell.length && spaces <= 5;
}
