// Sentiment of a text as a compound score from −1 (most negative) to +1 (most positive): a compact
// reimplementation of VADER (Hutto & Gilbert, ICWSM 2014) on its own MIT-licensed lexicon plus the AFINN
// words it lacks, compiled into models/sentiment/vader.json (see models/sentiment/README.md).
// Rules kept from VADER: negation (the three preceding words, "n't", "no"), intensifiers and dampeners
// ("very", "kind of"), "but" (before ×0.5, after ×1.5), "least", ALL-CAPS emphasis in mixed-case text,
// "!" and "?" emphasis, emoji scored through their descriptions, and a few idioms. One pass over the
// words: linear in the text length.

import { readFileSync } from 'node:fs';

interface Model {
  lexicon: Record<string, number>;
  emoji: Record<string, string>;
}

const model = JSON.parse(readFileSync(new URL('../../models/sentiment/vader.json', import.meta.url), 'utf8')) as Model;
const LEXICON = new Map(Object.entries(model.lexicon));
const EMOJI = new Map(Object.entries(model.emoji));

const B_INCR = 0.293;
const B_DECR = -0.293;
const C_INCR = 0.733;
const N_SCALAR = -0.74;

const NEGATE = new Set(
  `aint arent cannot cant couldnt darent didnt doesnt ain't aren't can't couldn't daren't didn't doesn't dont hadnt
  hasnt havent isnt mightnt mustnt neither don't hadn't hasn't haven't isn't mightn't mustn't neednt needn't never none
  nope nor not nothing nowhere oughtnt shant shouldnt uhuh wasnt werent oughtn't shan't shouldn't uh-uh wasn't weren't
  without wont wouldnt won't wouldn't rarely seldom despite`.split(/\s+/),
);

const BOOSTERS = new Map<string, number>([
  ...`absolutely amazingly awfully completely considerable considerably decidedly deeply effing enormous enormously
  entirely especially exceptional exceptionally extreme extremely fabulously flipping flippin frackin fracking fricking
  frickin frigging friggin fully fuckin fucking fuggin fugging greatly hella highly hugely incredible incredibly intensely
  major majorly more most particularly purely quite really remarkably so substantially thoroughly total totally
  tremendous tremendously uber unbelievably unusually utter utterly very`
    .split(/\s+/)
    .map((w) => [w, B_INCR] as [string, number]),
  ...`almost barely hardly kinda kindof kind-of less little marginal marginally occasional occasionally partly scarce
  scarcely slight slightly somewhat sorta sortof sort-of`
    .split(/\s+/)
    .map((w) => [w, B_DECR] as [string, number]),
]);

/** Multi-word dampeners, applied when they stand just before a rated word. */
const BOOSTER_NGRAMS = new Map<string, number>([
  ['just enough', B_DECR],
  ['kind of', B_DECR],
  ['sort of', B_DECR],
]);

/** Multi-word expressions whose valence replaces that of their last word. */
const SPECIAL_CASES = new Map<string, number>([
  ['the shit', 3],
  ['the bomb', 3],
  ['bad ass', 1.5],
  ['badass', 1.5],
  ['bus stop', 0],
  ['yeah right', -2],
  ['kiss of death', -1.5],
  ['to die for', 3],
  ['beating heart', 3.1],
  ['broken heart', -2.9],
]);

/** ASCII punctuation, as Python's string.punctuation, which VADER strips from word edges. */
const EDGE_PUNCT = /^[!-/:-@[-`{-~]+|[!-/:-@[-`{-~]+$/g;

function isUpper(word: string): boolean {
  return word !== word.toLowerCase() && word === word.toUpperCase();
}

/** Whitespace tokens, edge punctuation stripped unless that leaves ≤ 2 characters (keeps ":)" and ":-)"). */
function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/)) {
    const stripped = token.replace(EDGE_PUNCT, '');
    const word = stripped.length <= 2 ? token : stripped;
    if (word.length > 1) words.push(word);
  }
  return words;
}

/** Emoji become their descriptions, as in VADER ("😀" → " grinning face "). */
function expandEmoji(text: string): string {
  if (!/[^\u0000-\u2000]/.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const description = EMOJI.get(ch);
    out += description === undefined ? ch : ` ${description} `;
  }
  return out;
}

function negated(word: string): boolean {
  return NEGATE.has(word) || word.includes("n't");
}

export interface SentimentScore {
  /** −1..1, rounded to 4 decimals. */
  compound: number;
  /** Words of the text that carry a valence (for evidence: counts only, never the words). */
  ratedWords: number;
}

export function sentiment(text: string): SentimentScore {
  const words = tokenize(expandEmoji(text));
  const lower = words.map((w) => w.toLowerCase());
  const upperCount = words.reduce((n, w) => n + (isUpper(w) ? 1 : 0), 0);
  const capDifferential = upperCount > 0 && upperCount < words.length;
  const inLexicon = (i: number) => LEXICON.has(lower[i]!);

  const scalar = (i: number, valence: number): number => {
    const b = BOOSTERS.get(lower[i]!);
    if (b === undefined) return 0;
    let s = valence < 0 ? -b : b;
    if (isUpper(words[i]!) && capDifferential) s += valence > 0 ? C_INCR : -C_INCR;
    return s;
  };

  const sentiments: number[] = [];
  let rated = 0;
  for (let i = 0; i < words.length; i++) {
    const w = lower[i]!;
    if (BOOSTERS.has(w) || (w === 'kind' && lower[i + 1] === 'of')) {
      sentiments.push(0);
      continue;
    }
    const base = LEXICON.get(w);
    if (base === undefined) {
      sentiments.push(0);
      continue;
    }
    rated++;
    let valence = base;
    // "no" before a rated word negates it rather than counting on its own.
    if (w === 'no' && i + 1 < words.length && inLexicon(i + 1)) valence = 0;
    if (lower[i - 1] === 'no' || lower[i - 2] === 'no' || (lower[i - 3] === 'no' && (lower[i - 1] === 'or' || lower[i - 1] === 'nor'))) {
      valence = base * N_SCALAR;
    }
    if (isUpper(words[i]!) && capDifferential) valence += valence > 0 ? C_INCR : -C_INCR;

    for (let k = 0; k < 3; k++) {
      const j = i - (k + 1);
      if (j < 0 || inLexicon(j)) continue;
      let s = scalar(j, valence);
      if (k === 1) s *= 0.95;
      if (k === 2) s *= 0.9;
      valence += s;
      // Negation up to three words back; "never so/this" intensifies, "without doubt" is not a negation.
      if (k === 0) {
        if (negated(lower[i - 1]!)) valence *= N_SCALAR;
      } else if (k === 1) {
        if (lower[i - 2] === 'never' && (lower[i - 1] === 'so' || lower[i - 1] === 'this')) valence *= 1.25;
        else if (lower[i - 2] === 'without' && lower[i - 1] === 'doubt') { /* affirmation */ }
        else if (negated(lower[i - 2]!)) valence *= N_SCALAR;
      } else {
        const near = [lower[i - 2], lower[i - 1]];
        if (lower[i - 3] === 'never' && near.some((x) => x === 'so' || x === 'this')) valence *= 1.25;
        else if (lower[i - 3] === 'without' && near.includes('doubt')) { /* affirmation */ }
        else if (negated(lower[i - 3]!)) valence *= N_SCALAR;
        valence = idiom(lower, i, valence);
      }
    }
    // "least" negates unless "at least" / "very least".
    if (lower[i - 1] === 'least' && !inLexicon(i - 1) && !(i > 1 && (lower[i - 2] === 'at' || lower[i - 2] === 'very'))) valence *= N_SCALAR;
    sentiments.push(valence);
  }

  const but = lower.indexOf('but');
  if (but >= 0) {
    for (let i = 0; i < sentiments.length; i++) {
      if (i < but) sentiments[i]! *= 0.5;
      else if (i > but) sentiments[i]! *= 1.5;
    }
  }

  let sum = sentiments.reduce((a, b) => a + b, 0);
  const emphasis = punctuationEmphasis(text);
  if (sum > 0) sum += emphasis;
  else if (sum < 0) sum -= emphasis;
  const compound = sum === 0 ? 0 : Math.max(-1, Math.min(1, sum / Math.sqrt(sum * sum + 15)));
  return { compound: Math.round(compound * 10_000) / 10_000, ratedWords: rated };
}

function idiom(lower: readonly string[], i: number, valence: number): number {
  const w = (k: number) => lower[k] ?? '';
  const threeTwoOne = `${w(i - 3)} ${w(i - 2)} ${w(i - 1)}`;
  const threeTwo = `${w(i - 3)} ${w(i - 2)}`;
  const twoOne = `${w(i - 2)} ${w(i - 1)}`;
  const before = [`${w(i - 1)} ${w(i)}`, `${w(i - 2)} ${w(i - 1)} ${w(i)}`, twoOne, threeTwoOne, threeTwo];
  const hit = before.find((seq) => SPECIAL_CASES.has(seq));
  if (hit !== undefined) valence = SPECIAL_CASES.get(hit)!;
  if (i + 1 < lower.length) valence = SPECIAL_CASES.get(`${w(i)} ${w(i + 1)}`) ?? valence;
  if (i + 2 < lower.length) valence = SPECIAL_CASES.get(`${w(i)} ${w(i + 1)} ${w(i + 2)}`) ?? valence;
  for (const gram of [threeTwoOne, threeTwo, twoOne]) {
    const b = BOOSTER_NGRAMS.get(gram);
    if (b !== undefined) valence += b;
  }
  return valence;
}

/** "!" (up to four) and "?" (two or more) amplify whichever way the text already leans. */
function punctuationEmphasis(text: string): number {
  let bangs = 0;
  let questions = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 33) bangs++;
    else if (c === 63) questions++;
  }
  const ep = Math.min(bangs, 4) * 0.292;
  const qm = questions > 1 ? (questions <= 3 ? questions * 0.18 : 0.96) : 0;
  return ep + qm;
}
