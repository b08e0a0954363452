// Unicode evasions: NFKC (fullwidth, mathematical alphanumerics, ligatures) and letters drawn as emoji
// folded, invisible and bidi characters removed, Unicode tag characters ("ASCII smuggling") and runs of
// variation selectors ("emoji smuggling") decoded, and Cyrillic/Greek
// homoglyphs folded to Latin — only inside words that mix them with Latin letters, so real Russian or
// Greek text is never touched.

import { PassBuilder, type OffsetMap } from './offset-map.ts';
import type { Span } from '../types.ts';
import { matchesOf } from './matches.ts';
import { normalizeStreamSafe } from './stream-safe.ts';
import { Deadline } from '../../budget.ts';

export type AnomalyKind = 'tag-characters' | 'variation-selectors' | 'bidi-control' | 'invisible-characters' | 'invisible-run';

/** Where hidden characters sit in the ORIGINAL text (the first pass runs on the original). */
export interface UnicodeAnomaly extends Span {
  kind: AnomalyKind;
  /** Characters in the span. */
  count: number;
  /** For tag characters and variation-selector runs: the text they hide. */
  decoded?: string;
}

/**
 * Letters drawn as emoji, which NFKC leaves ("🇮🇬🇳🇴🇷🇪", "🅸🅶🅽🅾🆁🅴"): negative circled and negative squared
 * capitals (U+1F150–1F169, U+1F170–1F189) and regional indicators (U+1F1E6–1F1FF, the halves of flags).
 * Folded to capital letters in the normalized view; a flag reads as its country code there.
 */
const LETTER_SYMBOL = /\uD83C[\uDD50-\uDD69\uDD70-\uDD89\uDDE6-\uDDFF]/;
const LETTER_SYMBOLS = /\uD83C[\uDD50-\uDD69\uDD70-\uDD89\uDDE6-\uDDFF]/g;
function foldLetterSymbols(s: string): string {
  if (!LETTER_SYMBOL.test(s)) return s;
  return s.replace(LETTER_SYMBOLS, (ch) => {
    const cp = ch.codePointAt(0)!;
    const base = cp >= 0x1f1e6 ? 0x1f1e6 : cp >= 0x1f170 ? 0x1f170 : 0x1f150;
    return String.fromCharCode(65 + cp - base);
  });
}

/** A variation selector: U+FE00–FE0F (VS1–16) or U+E0100–E01EF (VS17–256). */
const isVariationSelector = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const UTF8 = new TextDecoder('utf-8');
const PRINTABLE = /^[^\p{C}]*$/u;

/**
 * Bytes hidden in a run of variation selectors ("emoji smuggling"): one selector per byte, VS1–16 for
 * 0–15 and VS17–256 for 16–255, read as UTF-8. An emoji takes at most one selector, so two or more in a
 * row carry data. Undefined when the bytes are not printable text.
 */
function variationSelectorText(text: string, from: number, to: number): string | undefined {
  const bytes: number[] = [];
  for (let i = from; i < to; ) {
    const cp = text.codePointAt(i)!;
    bytes.push(cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16);
    i += cp > 0xffff ? 2 : 1;
  }
  const decoded = UTF8.decode(new Uint8Array(bytes)).replace(/\r\n?/g, '\n');
  return decoded.length > 0 && PRINTABLE.test(decoded.replace(/[\n\t]/g, ' ')) ? decoded : undefined;
}

const NON_ASCII_RUN = /[\x00-\x7F]?[^\x00-\x7F]+/g;
const HIDDEN = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFE00-\uFE0F\uFEFF]|\uDB40[\uDC00-\uDDEF]/;
const MARK = /^\p{M}$/u;
/**
 * Combining marks stacked on a Latin letter that NFKC does not compose away ("I̲g̲n̲o̲r̲e̲", Zalgo text):
 * decoration that hides the word from a plain match. The normalized view drops them.
 */
const STACKED = /[A-Za-z\u00C0-\u024F][\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/;
const DECORATION = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/g;
const LATIN_BASE = /^[A-Za-z\u00C0-\u024F]/;
const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

function hiddenKind(cp: number): AnomalyKind | 'directional-mark' | undefined {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag-characters';
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) return 'bidi-control';
  // Marks that right-to-left text uses legitimately: removed from the view, never reported.
  if (cp === 0x200e || cp === 0x200f || cp === 0x061c) return 'directional-mark';
  if (
    (cp >= 0x200b && cp <= 0x200d) ||
    cp === 0x00ad ||
    cp === 0x180e ||
    cp === 0xfeff ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    isVariationSelector(cp)
  ) {
    return 'invisible-characters';
  }
  return undefined;
}

// Fullwidth punctuation right after a CJK character (the "，" and "？" of every Chinese sentence) is
// how those scripts are written, not a disguise: left as is, so ordinary CJK text needs no second view.
// After a Latin letter ("assistant：", "＜|im_start|＞") it is still folded.
const CJK_PUNCT = /(?<=[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u3000-\u303f])[\uff01-\uff0f\uff1a-\uff1f]/gu;
const isCjkPunct = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  if (!((c >= 0xff01 && c <= 0xff0f) || (c >= 0xff1a && c <= 0xff1f))) return false;
  const p = text.charCodeAt(i - 1);
  return (p >= 0x3000 && p <= 0x30ff) || (p >= 0x3400 && p <= 0x4dbf) || (p >= 0x4e00 && p <= 0x9fff) || (p >= 0xac00 && p <= 0xd7af);
};

// The NFKC of the first NFKC_CACHE_SIZE short runs and clusters seen, kept for the life of the process
// (ordinary text repeats the same few). Stored as copies: in V8 a slice or match of 13 or more characters points into the string it
// came from, so caching the run itself kept the whole scanned text in memory (a megabyte of Chinese per
// entry, thousands of entries).
const NFKC_CACHE_SIZE = 4096;
const NFKC_CACHED_LENGTH = 64;
const nfkcCache = new Map<string, string>();
const copyOf = (s: string) => Buffer.from(s, 'utf16le').toString('utf16le');
function nfkc(s: string, deadline: Deadline): string {
  let out = nfkcCache.get(s);
  if (out === undefined) {
    out = normalizeStreamSafe(s, 'NFKC', deadline);
    if (nfkcCache.size < NFKC_CACHE_SIZE && s.length <= NFKC_CACHED_LENGTH) nfkcCache.set(copyOf(s), copyOf(out));
  }
  return out;
}

/**
 * Invisible characters in a row, outside words, that make a run worth reporting: padding, or data
 * written in zero-width characters. In 250,229 rows of public text (prompts, toxicity corpora, tweets in
 * many languages, the VADER emoji lexicon) invisible characters occur 2,586 times and never more than two
 * in a row — an emoji's VS16 + ZWJ, a doubled ZWSP or ZWNJ — since Thai separates words with one ZWSP,
 * Persian joins with one ZWNJ and emoji with one ZWJ.
 */
export const INVISIBLE_RUN = 4;

/**
 * Pass 1, on the original text. Tag characters and bidi controls are always reported; zero-width and
 * joiner characters, soft hyphens and variation selectors inside a Latin word, or INVISIBLE_RUN or more
 * of them in a row anywhere.
 */
export function unicodePass(text: string, deadline: Deadline = Deadline.NONE): { text: string; map?: OffsetMap; anomalies: UnicodeAnomaly[] } {
  if (!/[^\x00-\x7F]/.test(text)) return { text, anomalies: [] };
  const b = new PassBuilder(text);
  const anomalies: UnicodeAnomaly[] = [];
  let changed = false;
  let last = 0;
  const note = (kind: AnomalyKind, start: number, end: number, decoded?: string) => {
    const prev = anomalies[anomalies.length - 1];
    if (prev && prev.kind === kind && prev.end === start) {
      prev.end = end;
      prev.count++;
      if (decoded !== undefined) prev.decoded = (prev.decoded ?? '') + decoded;
    } else {
      anomalies.push({ kind, start, end, count: 1, ...(decoded !== undefined ? { decoded } : {}) });
    }
  };
  const insideLatinWord = hiddenRunWords(text);
  let steps = 0; // runs and code points walked, for the deadline
  // The pending run of invisible characters outside words, [runStart, runEnd), of runCount characters.
  const runs: UnicodeAnomaly[] = [];
  let runStart = -1;
  let runEnd = -1;
  let runCount = 0;
  const closeRun = () => {
    if (runCount >= INVISIBLE_RUN) runs.push({ kind: 'invisible-run', start: runStart, end: runEnd, count: runCount });
    runStart = runEnd = -1;
    runCount = 0;
  };
  // The runs one at a time rather than all first (matchesOf): a text can hold half a million of them,
  // and the deadline is checked between them.
  NON_ASCII_RUN.lastIndex = 0;
  for (let m = NON_ASCII_RUN.exec(text); m !== null; m = NON_ASCII_RUN.exec(text)) {
    const run = m[0];
    deadline.tick(++steps, 'normalize');
    if (!HIDDEN.test(run) && !STACKED.test(run) && !LETTER_SYMBOL.test(run) && (nfkc(run, deadline) === run || nfkc(run.replace(CJK_PUNCT, ''), deadline) === run.replace(CJK_PUNCT, ''))) continue;
    changed = true;
    const from = m.index;
    b.copy(last, from);
    let cluster = -1; // start of the pending base + marks cluster
    let i = from;
    const to = from + run.length;
    const flush = (end: number) => {
      if (cluster < 0) return;
      const s = text.slice(cluster, end);
      let n = foldLetterSymbols(nfkc(s, deadline));
      if (LATIN_BASE.test(n)) n = n.replace(DECORATION, '');
      if (n === s || (end === cluster + 1 && isCjkPunct(text, cluster))) b.copy(cluster, end);
      else b.put(n, cluster, end);
      cluster = -1;
    };
    while (i < to) {
      deadline.tick(++steps, 'normalize');
      const cp = text.codePointAt(i) ?? 0;
      const w = cp > 0xffff ? 2 : 1;
      const kind = hiddenKind(cp);
      if (kind !== undefined && isVariationSelector(cp)) {
        // Two or more selectors in a row: data hidden in them, decoded into the view and reported.
        let j = i;
        let n = 0;
        while (j < to) {
          const c = text.codePointAt(j) ?? 0;
          if (!isVariationSelector(c)) break;
          j += c > 0xffff ? 2 : 1;
          n++;
        }
        if (n >= 2) {
          flush(i);
          const decoded = variationSelectorText(text, i, j);
          if (decoded !== undefined) b.put(decoded, i, j);
          anomalies.push({ kind: 'variation-selectors', start: i, end: j, count: n, ...(decoded !== undefined ? { decoded } : {}) });
          i = j;
          continue;
        }
      }
      if (kind !== undefined) {
        flush(i);
        if (kind === 'tag-characters') {
          const ascii = cp >= 0xe0020 && cp <= 0xe007e ? String.fromCharCode(cp - 0xe0000) : '';
          if (ascii) b.put(ascii, i, i + w);
          note(kind, i, i + w, ascii);
        } else if (kind === 'bidi-control' || (kind === 'invisible-characters' && insideLatinWord(i, w))) {
          // Zero-width spaces separate Thai words and joiners shape Persian and emoji: only inside a
          // Latin word is a hidden character a disguise…
          note(kind, i, i + w);
        } else if (kind === 'invisible-characters') {
          // … or when there are more of them in a row than any script uses.
          if (runEnd !== i) closeRun();
          if (runStart < 0) runStart = i;
          runEnd = i + w;
          runCount++;
        }
      } else if (cp >= 0x300 && MARK.test(String.fromCodePoint(cp))) {
        if (cluster < 0) cluster = i;
      } else {
        flush(i);
        cluster = i;
      }
      i += w;
    }
    flush(to);
    last = to;
  }
  closeRun();
  if (runs.length > 0) {
    for (const r of runs) anomalies.push(r);
    anomalies.sort((x, y) => x.start - y.start);
  }
  if (!changed) return { text, anomalies };
  b.copy(last, text.length);
  return { ...b.finish(undefined), anomalies };
}

/** One UTF-16 unit of HIDDEN (the single-unit characters; a tag character's halves are not). */
const isHiddenUnit = (c: number) =>
  c === 0x00ad || c === 0x061c || c === 0x180e || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
  (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069) || (c >= 0xfe00 && c <= 0xfe0f) || c === 0xfeff;

/**
 * insideLatinWord(i, w): a Latin letter on both sides of the hidden character text[i, i + w), skipping
 * other hidden characters (a run of joiners inside a word). Every character of a run of hidden units has
 * the same neighbours, so the run is walked once and its answer kept for the rest of it: walking it for
 * each of its characters made a run of n zero-width spaces cost n² (32,000 took 37 s).
 */
function hiddenRunWords(text: string): (i: number, w: number) => boolean {
  let runFrom = -1; // the run of hidden units last walked, [runFrom, runTo), and its answer
  let runTo = -1;
  let inside = false;
  return (i, w) => {
    if (i >= runFrom && i + w <= runTo) return inside;
    let a = i - 1;
    while (a >= 0 && isHiddenUnit(text.charCodeAt(a))) a--;
    let z = i + w;
    while (z < text.length && isHiddenUnit(text.charCodeAt(z))) z++;
    runFrom = a + 1;
    runTo = z;
    inside = isAsciiLetter(text.charCodeAt(a)) && isAsciiLetter(text.charCodeAt(z));
    return inside;
  };
}

// Cyrillic and Greek letters that render like Latin ones.
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ѵ: 'v', ү: 'y', к: 'k', м: 'm', н: 'h', т: 't', в: 'b', г: 'r', п: 'n',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S', Ү: 'Y',
  α: 'a', ο: 'o', ν: 'v', ρ: 'p', ι: 'i', κ: 'k', υ: 'u', χ: 'x', τ: 't', ε: 'e', η: 'n', ω: 'w',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  ɑ: 'a', ɡ: 'g', ℓ: 'l',
};
const MIXED_WORD = /[A-Za-z\u0251\u0261\u2113\u0370-\u03FF\u0400-\u052F]+/g;
const LATIN = /[A-Za-z]/;
const FOREIGN = /[\u0251\u0261\u2113\u0370-\u03FF\u0400-\u052F]/;

/** Pass 2: one unit in, one unit out, so offsets do not move. */
export function foldConfusables(text: string, deadline: Deadline = Deadline.NONE): string {
  if (!FOREIGN.test(text) || !LATIN.test(text)) return text;
  let out = '';
  let last = 0;
  let words = 0;
  for (const m of matchesOf(MIXED_WORD, text)) {
    deadline.tick(++words, 'normalize');
    const w = m[0];
    if (!LATIN.test(w) || !FOREIGN.test(w)) continue;
    let folded = '';
    let ok = true;
    for (const ch of w) {
      deadline.tick(++words, 'normalize'); // one mixed word may be the whole text
      const f = /[A-Za-z]/.test(ch) ? ch : CONFUSABLES[ch];
      if (f === undefined) {
        ok = false; // a real letter of another script: a transliteration, not a disguise
        break;
      }
      folded += f;
    }
    if (!ok) continue;
    out += text.slice(last, m.index) + folded;
    last = m.index + w.length;
  }
  return last === 0 ? text : out + text.slice(last);
}
