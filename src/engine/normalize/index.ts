// The evasion-aware views of a text that injection and jailbreak detectors read: the original, one
// normalized view (NFKC, hidden characters out, tag characters decoded, homoglyphs and small capitals,
// fragmented words, leetspeak and shuffled attack words folded), a rot13 view and a reversed view when
// the text hints at them, and every decoded payload — each with its
// way back to exact spans of the original. Also what was hidden, for the ANOMALY detector.

import { foldConfusables, unicodePass, type UnicodeAnomaly } from './unicode.ts';
import { foldLeet, foldSmallCaps, foldTypos, hiddenWritings, joinFragments, reversed, rot13 } from './fold.ts';
import { findPayloads, type Payload } from './decode.ts';
import { toOriginal, type TextView } from './offset-map.ts';
import { Deadline } from '../../budget.ts';

export { toOriginal, type OffsetMap, type TextView } from './offset-map.ts';
export type { AnomalyKind, UnicodeAnomaly } from './unicode.ts';
export type { Payload, PayloadEncoding } from './decode.ts';
export { readable } from './decode.ts';

export interface Analysis {
  /** The normalized view (text === original when nothing needed folding). */
  normalized: TextView;
  /** Hidden characters, spans on the original. */
  anomalies: UnicodeAnomaly[];
  /** Decoded payloads, spans on the original (the encoded run). */
  payloads: Payload[];
  /** Every view to scan: the original first, then the normalized, rot13 and payload views that differ. */
  views: TextView[];
}

const STAGE = 'normalize';

/**
 * Normalizes one text: the normalized string and its offset map onto the original. Each pass is linear;
 * the deadline is checked between them and inside the loops that do real work per step.
 */
export function normalize(text: string, deadline: Deadline = Deadline.NONE): TextView {
  return passes(text, deadline).view;
}

function passes(text: string, deadline: Deadline): { view: TextView; anomalies: UnicodeAnomaly[] } {
  const u = unicodePass(text, deadline);
  deadline.check(STAGE);
  const confusable = foldSmallCaps(foldConfusables(u.text, deadline));
  deadline.check(STAGE);
  const joined = joinFragments(confusable, u.map, deadline);
  deadline.check(STAGE);
  const leet = foldLeet(joined.text, deadline);
  deadline.check(STAGE);
  return { view: { text: foldTypos(leet, deadline), map: joined.map }, anomalies: u.anomalies };
}

// scan() asks for the analysis from the engine and from the ANOMALY detector: one entry is enough.
let lastText: string | undefined;
let lastAnalysis: Analysis | undefined;

/**
 * Everything the injection pass needs about a text; cached for the most recent text. Past the deadline
 * it throws BudgetExceeded, and nothing is cached.
 */
export function analyze(text: string, deadline: Deadline = Deadline.NONE): Analysis {
  if (lastAnalysis && lastText === text) return lastAnalysis;
  const { view: normalized, anomalies } = passes(text, deadline);
  deadline.check(STAGE);
  const views: TextView[] = [{ text }];
  if (normalized.text !== text) views.push(normalized);
  const writings = hiddenWritings(normalized.text);
  if (writings.rot13) views.push({ text: rot13(normalized.text), map: normalized.map });
  // Backwards writing: the reversed view's findings point at the whole text.
  if (writings.reversed) views.push({ text: reversed(normalized.text), whole: { start: 0, end: text.length } });
  deadline.check(STAGE);

  const payloads = findPayloads(text, deadline);
  // A rot13 payload has no shape of its own; it is the whole text, found by its hint words.
  for (const p of payloads) {
    const inner = normalize(p.text, deadline);
    views.push({ text: inner.text, whole: { start: p.start, end: p.end } });
  }
  const analysis: Analysis = { normalized, anomalies, payloads, views };
  lastText = text;
  lastAnalysis = analysis;
  return analysis;
}

/** Maps a span found on `view` back to the original. */
export function spanOnOriginal(view: TextView, start: number, end: number): { start: number; end: number } {
  return toOriginal(view, start, end);
}
