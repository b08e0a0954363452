// Language identification for language rules, by eld (Efficient Language Detector, Apache-2.0): n-gram
// scores over 60 languages, ISO 639-1 codes. The extra-small database is loaded once, when this module is
// first imported (≈ 0.2 s, ≈ 32 MB): on tweets it is within half a point of the larger ones (see
// scripts/eval-language.ts). eld reads the first 1,000 characters of a text.
//
// Short texts flip-flop between languages, so a rule judges only a text with at least
// DEFAULT_MIN_LETTERS letters (the rule's minLength overrides it). And a rule only fires when the
// verdict is certain: every language scoring within MIN_MARGIN of the best one must violate the rule.
// Russian with Ukrainian a close second violates `allowed: ["en"]` either way and fires; it does not
// fire `blocked: ["ru"]`, since it might be Ukrainian.

import { eld } from 'eld/extrasmall';

export const DEFAULT_MIN_LETTERS = 30;
export const MIN_MARGIN = 0.02;
const DETECTED_PREFIX = 1_000;

export interface LanguageGuess {
  /** ISO 639-1 code, or '' when eld has no answer. */
  language: string;
  /** The best language's score (0–1) and its lead over the runner-up. */
  score: number;
  margin: number;
  /** The languages scoring within MIN_MARGIN of the best, the best first: the plausible answers. */
  close: string[];
  /** Letters (Unicode \p{L}; Han and Kana count 3, Hangul 2) in the text, counted up to MAX_COUNTED_LETTERS. */
  letters: number;
}

// A Han, Hiragana or Katakana character says about as much as a short English word and a Hangul
// syllable as a couple of letters, so they weigh 3 and 2: a 12-character Chinese sentence is judged.
const LETTER = /([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])|(\p{sc=Hangul})|\p{L}/gu;
/** Counting stops here: the largest minLength a rule may set. */
export const MAX_COUNTED_LETTERS = 10_000;

/** Letters in text (Han and Kana count 3, Hangul 2), counted up to MAX_COUNTED_LETTERS. */
export function countLetters(text: string): number {
  let n = 0;
  let m: RegExpExecArray | null;
  LETTER.lastIndex = 0;
  while (n < MAX_COUNTED_LETTERS && (m = LETTER.exec(text))) n += m[1] ? 3 : m[2] ? 2 : 1;
  LETTER.lastIndex = 0;
  return Math.min(n, MAX_COUNTED_LETTERS);
}

export function detectLanguage(text: string): LanguageGuess {
  const letters = countLetters(text);
  const result = eld.detect(text.slice(0, DETECTED_PREFIX));
  const ranked = Object.entries(result.getScores()).sort((x, y) => y[1] - x[1]);
  const score = ranked[0]?.[1] ?? 0;
  const margin = score - (ranked[1]?.[1] ?? 0);
  const close = result.language === '' ? [] : ranked.filter(([, s]) => s >= score - MIN_MARGIN).map(([code]) => code);
  return { language: result.language, score: round(score), margin: round(margin), close, letters };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Whether a rule with this minimum may judge the text at all (long enough, and eld has an answer). */
export function judgeable(guess: LanguageGuess, minLetters: number = DEFAULT_MIN_LETTERS): boolean {
  return guess.language !== '' && guess.letters >= minLetters;
}

/** Whether a rule fires: the text is judgeable and every close language violates the rule. */
export function violates(guess: LanguageGuess, violation: (code: string) => boolean, minLetters: number = DEFAULT_MIN_LETTERS): boolean {
  return judgeable(guess, minLetters) && guess.close.length > 0 && guess.close.every(violation);
}
