// Keyword matching for keyword rules. Whole-word by default: a keyword matches only where it is not
// glued to another word character (a Unicode letter, mark or digit, or _), so "ber" is not found in
// "Über". Scripts written without spaces between words (Han, Hiragana, Katakana, Thai, Lao, Khmer,
// Myanmar) have no word boundaries to check: a keyword edge in such a script matches anywhere ("東京"
// in "東京都"), and their characters count as boundaries for neighbouring Latin words ("iPhone" in
// "我的iPhone很好"). Case-insensitive by default (Unicode case folding). Each keyword is a literal, so
// every search is linear in the text; compiled keywords are cached (bounded) across requests.
// findKeyword searches one keyword and is the reference: evaluation finds all keywords of an analysis in
// one pass with keyword-set.ts, which shares the boundary rule below and is tested against findKeyword.

const NO_SPACE_SCRIPTS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}';
/** Characters that continue a word: letters, marks, digits and _, except in the scripts above. */
const WORD_CHAR = `[[\\p{L}\\p{M}\\p{N}_]--[${NO_SPACE_SCRIPTS}]]`;
const NO_SPACE = new RegExp(`[${NO_SPACE_SCRIPTS}]`, 'v');
const IS_WORD_CHAR = new RegExp(WORD_CHAR, 'v');

/** Whether a keyword that starts or ends with ch needs a word boundary there (whole-word matching). */
export function edgeNeedsBoundary(ch: string): boolean {
  return IS_WORD_CHAR.test(ch) && !NO_SPACE.test(ch);
}

// Word-ness of every code point, computed on first sight: 0 unknown, 1 word character, 2 not.
const wordness = new Uint8Array(0x110000);

/** Whether the code point continues a word (WORD_CHAR), as the boundary lookarounds below test it. */
export function isWordCodePoint(cp: number): boolean {
  let w = wordness[cp]!;
  if (w === 0) w = wordness[cp] = IS_WORD_CHAR.test(String.fromCodePoint(cp)) ? 1 : 2;
  return w === 1;
}

const CACHE_SIZE = 5_000;
const cache = new Map<string, RegExp>();

/** Escapes what is syntax outside a character class in v-mode; nothing else (a needless escape is an error). */
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function keywordRegExp(keyword: string, caseSensitive: boolean, wholeWord: boolean): RegExp {
  const key = `${caseSensitive ? 1 : 0}${wholeWord ? 1 : 0}${keyword}`;
  let re = cache.get(key);
  if (re) return re;
  const first = [...keyword][0] ?? '';
  const last = [...keyword].at(-1) ?? '';
  // A boundary is only required next to a keyword edge that is itself a word character of a spaced script.
  const left = wholeWord && edgeNeedsBoundary(first) ? `(?<!${WORD_CHAR})` : '';
  const right = wholeWord && edgeNeedsBoundary(last) ? `(?!${WORD_CHAR})` : '';
  // Accented letters come composed (é) or decomposed (e + ◌́): the keyword matches either spelling.
  const forms = [...new Set([keyword.normalize('NFC'), keyword.normalize('NFD')])].map(escapeRegExp);
  const body = forms.length === 1 ? forms[0]! : `(?:${forms.join('|')})`;
  re = new RegExp(`${left}${body}${right}`, caseSensitive ? 'v' : 'iv');
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, re);
  return re;
}

/** UTF-16 span of the first occurrence of keyword in text, or undefined. */
export function findKeyword(text: string, keyword: string, caseSensitive: boolean, wholeWord: boolean): { start: number; end: number } | undefined {
  const m = keywordRegExp(keyword, caseSensitive, wholeWord).exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}
