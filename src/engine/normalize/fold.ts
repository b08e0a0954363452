// Spelling evasions: words fragmented by spaces or punctuation ("i g n o r e", "ig-no-re"), leetspeak
// ("1gn0r3") and rot13. Each runs only when a cheap test says it might change something.

import { PassBuilder, type OffsetMap } from './offset-map.ts';
import { matchesOf } from './matches.ts';
import { Deadline } from '../../budget.ts';

const UNIT = String.raw`[\p{L}\p{N}@$]`;
// Four or more single characters separated by the same kind of short gap: "i g n o r e", "i.g.n.o.r.e".
const SPACED = new RegExp(String.raw`(?<!${UNIT})(?:${UNIT}[ \t.\-_*·•|/+~,]{1,3}){3,}${UNIT}(?!${UNIT})`, 'gu');
// Three or more fragments of one to three characters glued by punctuation: "ig-no-re", "in.struc.tions".
const GLUED = new RegExp(String.raw`(?<!${UNIT}|[.\-_*·|])${UNIT}{1,3}(?:[.\-_*·|]${UNIT}{1,3}){2,}(?!${UNIT})`, 'gu');
// The same two on pure-ASCII text, where \p{L} and \p{N} are [A-Za-z] and [0-9] and · and • cannot
// occur: the same matches, without the Unicode property classes that make V8 scan ten times slower.
const ASCII_UNIT = '[A-Za-z0-9@$]';
const SPACED_ASCII = new RegExp(String.raw`(?<!${ASCII_UNIT})(?:${ASCII_UNIT}[ \t.\-_*|/+~,]{1,3}){3,}${ASCII_UNIT}(?!${ASCII_UNIT})`, 'g');
const GLUED_ASCII = new RegExp(String.raw`(?<!${ASCII_UNIT}|[.\-_*|])${ASCII_UNIT}{1,3}(?:[.\-_*|]${ASCII_UNIT}{1,3}){2,}(?!${ASCII_UNIT})`, 'g');
/** For the tests: the fragment patterns and their ASCII twins, in the same order. */
export const FRAGMENT_PATTERNS = { unicode: [SPACED, GLUED], ascii: [SPACED_ASCII, GLUED_ASCII] } as const;
// A cheap ASCII test first (unicode-aware scans cost ten times more): fragmentation disguises Latin
// words, which NFKC and homoglyph folding have already turned into ASCII letters.
export const FRAGMENT_HINT = /(?<![A-Za-z0-9])[A-Za-z0-9@$][ \t.\-_*|/+~,]{1,3}[A-Za-z0-9@$][ \t.\-_*|/+~,]{1,3}[A-Za-z0-9@$](?![A-Za-z0-9])|[A-Za-z0-9]{1,3}[.\-_*|][A-Za-z0-9]{1,3}[.\-_*|][A-Za-z0-9]/
// FRAGMENT_HINT's character sets, per ASCII code: an alphanumeric, a unit (alphanumeric, @ or $), a
// gap ([ \t.\-_*|/+~,]) and a glue mark ([.\-_*|]).
const ALNUM = 1;
const UNIT_CHAR = 2;
const GAP = 4;
const GLUE = 8;
const HINT_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z0-9]/.test(ch)) HINT_CLASS[c]! |= ALNUM | UNIT_CHAR;
  if (ch === '@' || ch === '$') HINT_CLASS[c]! |= UNIT_CHAR;
  if (/[ \t.\-_*|/+~,]/.test(ch)) HINT_CLASS[c]! |= GAP;
  if (/[.\-_*|]/.test(ch)) HINT_CLASS[c]! |= GLUE;
}

/**
 * FRAGMENT_HINT.test(text) in one pass over a class table (the regex retried its second alternative at
 * every letter). The sets are disjoint where it matters — a unit is never a gap, an alphanumeric never a
 * glue mark — so each bounded run has one possible length and no backtracking is needed:
 * spaced, "u g u g u" with one to three gap characters between three units, not inside a longer
 * alphanumeric run; glued, "a.bc.d" with a run of one to three alphanumerics between two glue marks.
 */
export function mayBeFragmented(text: string): boolean {
  const n = text.length;
  let prev = 0; // class of the character before i
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? HINT_CLASS[c]! : 0;
    if (k & UNIT_CHAR && !(prev & ALNUM)) {
      // u, one to three gaps, u, one to three gaps, u — not followed by an alphanumeric
      const u2 = runEnd(text, i + 1, GAP);
      if (u2 - i - 1 >= 1 && u2 - i - 1 <= 3 && classAt(text, u2) & UNIT_CHAR) {
        const u3 = runEnd(text, u2 + 1, GAP);
        if (u3 - u2 - 1 >= 1 && u3 - u2 - 1 <= 3 && classAt(text, u3) & UNIT_CHAR && !(classAt(text, u3 + 1) & ALNUM)) return true;
      }
    } else if (k & GLUE && prev & ALNUM) {
      // a glue mark after an alphanumeric, one to three alphanumerics, a glue mark, an alphanumeric
      const r = runEnd(text, i + 1, ALNUM);
      if (r - i - 1 >= 1 && r - i - 1 <= 3 && classAt(text, r) & GLUE && classAt(text, r + 1) & ALNUM) return true;
    }
    prev = k;
  }
  return false;
}

/** HINT_CLASS of text[i]; 0 past either end and for non-ASCII. */
function classAt(text: string, i: number): number {
  const c = text.charCodeAt(i); // NaN out of range
  return c < 128 ? HINT_CLASS[c]! : 0;
}

/** Index of the first character at or after i that is not of `kind`. */
function runEnd(text: string, i: number, kind: number): number {
  let j = i;
  while (j < text.length && classAt(text, j) & kind) j++;
  return j;
}
const LETTERS3 = /\p{L}[^\p{L}]*\p{L}[^\p{L}]*\p{L}/u;

/** Pass 3: drops the separators of fragmented words; every kept character keeps its own original offset. */
export function joinFragments(text: string, prev: OffsetMap | undefined, deadline: Deadline = Deadline.NONE): { text: string; map?: OffsetMap | undefined } {
  if (!mayBeFragmented(text)) return { text, map: prev };
  const hits: Array<[number, number]> = [];
  const ascii = !/[^\x00-\x7f]/.test(text);
  for (const re of ascii ? [SPACED_ASCII, GLUED_ASCII] : [SPACED, GLUED]) {
    for (const m of matchesOf(re, text)) if (LETTERS3.test(m[0])) hits.push([m.index, m.index + m[0].length]);
  }
  if (hits.length === 0) return { text, map: prev };
  hits.sort((a, b) => a[0] - b[0]);
  const b = new PassBuilder(text);
  let last = 0;
  const unit = /[\p{L}\p{N}@$]/u;
  let steps = 0;
  for (const [from, to] of hits) {
    deadline.tick(++steps, 'normalize');
    if (from < last) continue; // the two patterns overlapped; the first one wins
    b.copy(last, from);
    // The gaps between the single characters: the most frequent one separates letters, and a wider or
    // other gap with a space in it separates words ("I-g-n-o-r-e a-l-l", "i g n o r e   a l l"), which
    // stay apart as one space.
    const gaps: Array<[number, number]> = [];
    for (let i = from; i < to; ) {
      if (unit.test(text[i] ?? '')) {
        i++;
        continue;
      }
      const g = i;
      while (i < to && !unit.test(text[i] ?? '')) i++;
      gaps.push([g, i]);
    }
    const counts = new Map<string, number>();
    for (const [g, e] of gaps) counts.set(text.slice(g, e), (counts.get(text.slice(g, e)) ?? 0) + 1);
    let letterGap = '';
    for (const [gap, n] of counts) if (n > (counts.get(letterGap) ?? 0)) letterGap = gap;
    let k = 0;
    for (let i = from; i < to; i++) {
      if (unit.test(text[i] ?? '')) {
        b.copy(i, i + 1);
        continue;
      }
      const [g, e] = gaps[k++]!;
      const gap = text.slice(g, e);
      if (gap !== letterGap && /\s/.test(gap)) b.put(' ', g, e);
      i = e - 1;
    }
    last = to;
  }
  b.copy(last, text.length);
  return b.finish(prev);
}

const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
export const LEET_HINT = /[A-Za-z][013457@$]|[013457@$][A-Za-z]/;
// Per ASCII code: 1 an ASCII letter, 2 a leet character ([013457@$]).
const LEET_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z]/.test(ch)) LEET_CLASS[c] = 1;
  if (/[013457@$]/.test(ch)) LEET_CLASS[c] = 2;
}

/** LEET_HINT.test(text) as one pass over a class table: a letter and a leet character side by side. */
export function mayBeLeet(text: string): boolean {
  let prev = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? LEET_CLASS[c]! : 0;
    if (k !== 0 && prev !== 0 && k !== prev) return true;
    prev = k;
  }
  return false;
}
const VOWEL = /[aeiou]/i;

/**
 * Pass 4: leetspeak folded inside whole tokens of three or more that hold a real letter and only letters
 * and leet digits ("h264", "2fa" and "2024" are left alone). One unit for one unit, so offsets do not move.
 * "1" reads as "l" after a vowel or another "l" ("ru1es", "a11"), otherwise as "i" ("1gnore").
 */
export function foldLeet(text: string, deadline: Deadline = Deadline.NONE): string {
  if (!mayBeLeet(text)) return text;
  let out = '';
  let last = 0;
  let tokens = 0;
  const n = text.length;
  // The tokens are the matches of /[A-Za-z013457@$]{3,}/g, i.e. the maximal runs of those characters
  // three or more long: found by walking the class table, and only those holding both a letter and a leet character are looked at further
  // (a run of letters only has nothing to fold; no substring, no match object for it).
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (!(c < 128 && LEET_CLASS[c]! !== 0)) {
      i++;
      continue;
    }
    const index = i;
    let seen = 0; // 1: a letter, 2: a leet character
    for (let k = LEET_CLASS[c]!; k !== 0; k = i < n && text.charCodeAt(i) < 128 ? LEET_CLASS[text.charCodeAt(i)]! : 0) {
      seen |= k;
      i++;
    }
    if (i - index < 3 || seen !== 3) continue;
    deadline.tick(++tokens, 'normalize');
    const w = text.slice(index, i);
    const letters = w.replace(/[^A-Za-z]/g, '');
    // Not inside a longer alphanumeric token (hashes, ids): the token must be whole.
    const before = text[index - 1] ?? ' ';
    const after = text[index + w.length] ?? ' ';
    if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) continue;
    const upper = letters === letters.toUpperCase();
    let folded = '';
    // The character last put out, kept aside: reading it back as folded[folded.length - 1] flattened the
    // string built so far at every "1", which made one long token ("a1a1…", 256K) take 6 s.
    let p = '';
    for (let i = 0; i < w.length; i++) {
      const ch = w[i] ?? '';
      let f = LEET[ch];
      if (f === undefined) {
        folded += ch;
        p = ch;
        continue;
      }
      if (ch === '1') f = VOWEL.test(p) || p === 'l' || p === 'L' ? 'l' : 'i';
      p = upper ? f.toUpperCase() : f;
      folded += p;
    }
    out += text.slice(last, index) + folded;
    last = index + w.length;
  }
  return last === 0 ? text : out + text.slice(last);
}

// Typoglycemia: the attack words with their inner letters shuffled ("ignroe all prevoius isntructions"),
// which a model still reads and a plain match does not. Only these words, only when the first and last
// letters and the length agree and the inner letters are the same ones; case is kept.
const TYPO_WORDS = [
  'ignore', 'ignoring', 'previous', 'instructions', 'instruction', 'prompt', 'prompts', 'system', 'password', 'passwords', 'reveal',
  'disregard', 'forget', 'rules', 'restrictions', 'override', 'jailbreak', 'developer', 'secret', 'guidelines', 'bypass', 'filters',
  'unrestricted', 'uncensored', 'pretend', 'confidential', 'directions', 'above',
];
const typoKey = (first: number, last: number, len: number) => (first << 16) | (last << 8) | len;
/** By first letter, last letter and length: the attack words. */
const TYPO_INDEX = new Map<number, string[]>();
for (const w of TYPO_WORDS) {
  const k = typoKey(w.charCodeAt(0), w.charCodeAt(w.length - 1), w.length);
  TYPO_INDEX.set(k, [...(TYPO_INDEX.get(k) ?? []), w]);
}
const lowerCode = (c: number) => (c >= 65 && c <= 90 ? c | 32 : c);
const letterCounts = new Int8Array(26);
/** Whether text[from, to) holds the inner letters of w (its first and last left out), in any order. */
function sameLetters(text: string, from: number, to: number, w: string): boolean {
  letterCounts.fill(0);
  for (let k = 1; k < w.length - 1; k++) letterCounts[w.charCodeAt(k) - 97]!++;
  for (let k = from; k < to; k++) if (--letterCounts[lowerCode(text.charCodeAt(k)) - 97]! < 0) return false;
  return true;
}

/**
 * Pass 5: shuffled attack words put back in order ("Ignroe" → "Ignore", "PERVIOUS" → "PREVIOUS"). One
 * unit for one unit, so offsets do not move; words that are not a shuffle of an attack word stay.
 */
export function foldTypos(text: string, deadline: Deadline = Deadline.NONE): string {
  let out = '';
  let last = 0;
  let words = 0;
  const n = text.length;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (!isAsciiLetterCode(c)) {
      i++;
      continue;
    }
    const from = i;
    while (i < n && isAsciiLetterCode(text.charCodeAt(i))) i++;
    const len = i - from;
    if (len < 5 || len > 12) continue;
    const candidates = TYPO_INDEX.get(typoKey(lowerCode(c), lowerCode(text.charCodeAt(i - 1)), len));
    if (candidates === undefined) continue;
    deadline.tick(++words, 'normalize');
    // Inside a longer token (digits, non-ASCII letters around it) it is not a word of its own.
    if (from > 0 && WORD_AROUND.test(text[from - 1]!)) continue;
    if (i < n && WORD_AROUND.test(text[i]!)) continue;
    // Most words that reach here are the attack word itself, spelled right: compared without a string.
    let hit: string | undefined;
    for (const cand of candidates) {
      const w = cand;
      let same = true;
      for (let k = 1; k < len - 1 && same; k++) same = lowerCode(text.charCodeAt(from + k)) === w.charCodeAt(k);
      if (same) {
        hit = undefined;
        break;
      }
      if (hit === undefined && sameLetters(text, from + 1, i - 1, w)) hit = cand;
    }
    if (hit === undefined) continue;
    const word = text.slice(from, i);
    let fixed = '';
    for (let k = 0; k < len; k++) {
      const wc = word.charCodeAt(k);
      fixed += wc >= 65 && wc <= 90 ? hit[k]!.toUpperCase() : hit[k]!;
    }
    // Case follows the position: "Ignroe" → "Ignore"; in an all-capitals word every letter is capital.
    if (word === word.toUpperCase()) fixed = fixed.toUpperCase();
    else if (word[0] === word[0]!.toUpperCase()) fixed = fixed[0]!.toUpperCase() + fixed.slice(1).toLowerCase();
    else fixed = fixed.toLowerCase();
    out += text.slice(last, from) + fixed;
    last = i;
  }
  return last === 0 ? text : out + text.slice(last);
}
const isAsciiLetterCode = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const WORD_AROUND = /[\p{L}\p{N}]/u;

// Small capitals used as a font ("ɪɢɴᴏʀᴇ ᴀʟʟ"): NFKC leaves them, so they are folded here, one unit for one.
const SMALL_CAPS: Readonly<Record<string, string>> = {
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm',
  ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
};
const SMALL_CAP = /[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ]/g;

/** Pass 2b: small capitals to ASCII lower case; offsets do not move. */
export function foldSmallCaps(text: string): string {
  SMALL_CAP.lastIndex = 0;
  if (!SMALL_CAP.test(text)) return text;
  return text.replace(SMALL_CAP, (c) => SMALL_CAPS[c] ?? c);
}

/** The text backwards, by code point. */
export function reversed(text: string): string {
  return Array.from(text).reverse().join('');
}

// Hints that a rewritten view is worth scanning: "ignore", "instructions", "previous", "system prompt",
// "password", "jailbreak", "reveal", "disregard" in rot13 (or the word rot13 itself), and attack words
// written backwards ("snoitcurtsni suoiverp lla erongi"). One scan finds both kinds.
const ROT13_WORDS = 'vtaber|vafgehpgvbaf?|cerivbhf|flfgrz|cebzcg|cnffjbeq|wnvyoernx|erirny|qvfertneq|rot-?13';
const REVERSED_WORDS = 'erongi|snoitcurtsni|noitcurtsni|suoiverp|tpmorp|drowssap|laever|dragersid|kaerbliaj|tegrof';
const WRITING_HINT = new RegExp(String.raw`\b(?:(${ROT13_WORDS})|(${REVERSED_WORDS}))\b`, 'gi');

/** Whether the text may carry rot13, or writing backwards (a rot13 or reversed view is then scanned too). */
export function hiddenWritings(text: string): { rot13: boolean; reversed: boolean } {
  let rot = false;
  let rev = false;
  WRITING_HINT.lastIndex = 0;
  for (let m = WRITING_HINT.exec(text); m !== null && !(rot && rev); m = WRITING_HINT.exec(text)) {
    if (m[1] !== undefined) rot = true;
    else rev = true;
  }
  return { rot13: rot, reversed: rev };
}

/** rot13 of ASCII letters; one unit for one unit. */
export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}
