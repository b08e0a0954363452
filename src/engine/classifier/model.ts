// The shipped prompt-attack models (models/prompt-injection/, built by scripts/train-prompts.ts), loaded
// synchronously when this module is first imported, and the one function the detectors call: the best
// window of a text for each label, as a 0–1 finding score whose 0.7 is the model's blocking threshold.
//
// Score: the model's Platt-calibrated probability q, rescaled so that the blocking threshold (chosen by
// the training script on held-back BENIGN rows at a fixed false-positive rate, BLOCK_FPR) lands on 0.7 —
// the engine's default block line — and 1 stays 1: score = 0.7 + 0.3·(q − q_t)/(1 − q_t) for q ≥ q_t.
// Below q_t nothing is reported, so a model finding never displaces a stronger signature finding on
// the same span with a weaker one (the engine keeps the longest of overlapping findings of a family).

import { readFileSync } from 'node:fs';
import { deserialize, sigmoid, type LinearModel, type StoredLinearModel } from '../../ml/linear.ts';
import { deserializeCharLm, type CharLm, type StoredCharLm } from '../../ml/charlm.ts';
import { hashedWindowLogits } from '../../ml/hashed-logit.ts';
import { FEATURE_SPEC } from './features.ts';
import { LONG_ONLY, bestWindow, scoreWindows, trimToSentences } from './window.ts';
import { DEFAULT_SUFFIX_PARAMS, findSuffixes, type SuffixHit, type SuffixParams } from './suffix.ts';
import type { Span } from '../types.ts';
import { Deadline } from '../../budget.ts';

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../../models/prompt-injection/${name}`, import.meta.url), 'utf8')) as T;
}

interface Loaded {
  model: LinearModel;
  /** Raw logit from which the model blocks. */
  blockLogit: number;
}

function loadLinear(name: string): Loaded {
  const stored = readJson<StoredLinearModel>(name);
  const blockLogit = Number(stored.meta?.['blockLogit']);
  if (!Number.isFinite(blockLogit)) throw new Error(`${name}: meta.blockLogit missing`);
  return { model: deserialize(stored), blockLogit };
}

const INJECTION = loadLinear('injection.json');
const JAILBREAK = loadLinear('jailbreak.json');
const SUFFIX_STORED = readJson<StoredCharLm>('suffix-lm.json');
const SUFFIX_LM: CharLm = deserializeCharLm(SUFFIX_STORED);
export const SUFFIX_PARAMS: SuffixParams = {
  ...DEFAULT_SUFFIX_PARAMS,
  bits: Number(SUFFIX_STORED.meta?.['bits'] ?? DEFAULT_SUFFIX_PARAMS.bits),
};

const logitsOf = hashedWindowLogits(FEATURE_SPEC, [INJECTION.model, JAILBREAK.model]);

export interface ModelHit extends Span {
  /** 0–1 finding score; ≥ 0.7 exactly when the model's blocking threshold is reached. */
  score: number;
  /** Calibrated probability of the best window. */
  probability: number;
}

export interface Classification {
  injection?: ModelHit | undefined;
  jailbreak?: ModelHit | undefined;
}

/** Finding score from a raw logit (see the module comment); undefined below the blocking threshold. */
export function scoreOf(loaded: Loaded, z: number): { score: number; probability: number } | undefined {
  const { a, b } = loaded.model.platt;
  const q = sigmoid(a * z + b);
  const qt = sigmoid(a * loaded.blockLogit + b);
  if (z < loaded.blockLogit) return undefined;
  const score = qt >= 1 ? 1 : 0.7 + (0.3 * (q - qt)) / (1 - qt);
  return { score: Math.min(1, Math.max(0.7, Math.round(score * 100) / 100)), probability: q };
}

/** Raw windowed logits [injection, jailbreak] of a text: the maximum over its windows. */
export function rawLogits(text: string): [number, number] {
  const ws = scoreWindows(text, logitsOf);
  return [bestWindow(ws, 0, LONG_ONLY[0])?.logits[0] ?? -Infinity, bestWindow(ws, 1, LONG_ONLY[1])?.logits[1] ?? -Infinity];
}

/**
 * The jailbreak model judges role-plays and personas that span paragraphs (LONG_ONLY); a text of fewer
 * units than this is a fragment it has too few n-grams to read, and its alarms there were noise: 31 of
 * 85 on everyday tweets and reviews ("this one.", "That's illicit."), the short chat replies of any app.
 * A unit is a word of a script written with spaces, or one Han, kana, Hangul or Thai character (a
 * 40-character Chinese role-play is a full sentence, not a fragment). A short jailbreak ("You are DAN
 * now") is the signatures' to find. Chosen on dev: the largest count at which no dev attack is lost
 * (train: 8 of 12,840 attacks, all a sentence or less).
 */
export const MIN_JAILBREAK_UNITS = 12;

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Han, kana, Hangul and Thai: scripts without spaces between words, read one character at a time. */
const isDense = (cp: number) =>
  (cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0xac00 && cp <= 0xd7af) ||
  (cp >= 0x0e00 && cp <= 0x0e7f) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) || (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xff66 && cp <= 0xff9d) || (cp >= 0x20000 && cp <= 0x2fa1f);

/** Whether `text` holds at least `min` units (see MIN_JAILBREAK_UNITS); stops counting there. */
export function hasUnits(text: string, min: number): boolean {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
    }
    if (cp < 128) {
      const word = (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) || (cp >= 48 && cp <= 57);
      if (word && !inWord) n++;
      inWord = word;
    } else if (isDense(cp)) {
      n++;
      inWord = false;
    } else if (WORD_CHAR.test(String.fromCodePoint(cp))) {
      if (!inWord) n++;
      inWord = true;
    } else inWord = false;
    if (n >= min) return true;
  }
  return false;
}

// The two detectors ask about the same text one after the other: remember the last few answers.
const cache = new Map<string, Classification>();
const CACHE_SIZE = 4;

/**
 * The best window per label of `text`, when it reaches the blocking threshold. Never throws on text;
 * throws BudgetExceeded past the deadline (checked between its steps).
 */
export function classify(text: string, deadline: Deadline = Deadline.NONE): Classification {
  const hit = cache.get(text);
  if (hit) return hit;
  const result: Classification = {};
  if (/[\p{L}\p{N}]/u.test(text)) {
    const ws = scoreWindows(text, logitsOf, deadline);
    deadline.check('classifier');
    ([['injection', INJECTION, 0], ['jailbreak', JAILBREAK, 1]] as const).forEach(([label, loaded, m]) => {
      const best = bestWindow(ws, m, LONG_ONLY[m]);
      if (!best) return;
      const s = scoreOf(loaded, best.logits[m]!);
      // Counted only when the jailbreak model would alarm: most texts never get here.
      if (s && label === 'jailbreak' && !hasUnits(text, MIN_JAILBREAK_UNITS)) return;
      if (s) result[label] = { ...trimToSentences(text, best), ...s };
    });
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, result);
  return result;
}

/** Adversarial-suffix spans of `text`. */
export function suffixes(text: string, deadline: Deadline = Deadline.NONE): SuffixHit[] {
  return findSuffixes(SUFFIX_LM, text, SUFFIX_PARAMS, deadline);
}
