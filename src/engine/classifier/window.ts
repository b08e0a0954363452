// Windowed scoring: a long text is scored in overlapping windows and the best window wins, so an
// instruction buried 30 KB into a document is judged on its own neighbourhood instead of being diluted
// by (or cut off after) everything around it — no fixed-length blind spot. Pure: the scorer is given.

import { OVERLAP, SHORT, WINDOW, structureFeaturesOf } from './features.ts';
import type { HashedWindowLogits } from '../../ml/hashed-logit.ts';
import type { Span } from '../types.ts';
import { Deadline } from '../../budget.ts';

export interface WindowScore extends Span {
  /** Raw logits of each model, for this window. */
  logits: number[];
  /** A short-scale window (see allWindows). */
  short: boolean;
}

/**
 * Window spans over `text` at one scale: one span when it fits in size + overlap characters, else windows of `size`
 * characters every size − overlap, the last one aligned to the end. Window edges are moved back to a
 * whitespace when one is near, so words are not cut in half.
 */
export function windows(text: string, size = WINDOW, overlap = OVERLAP): Span[] {
  if (text.length <= size + overlap) return [{ start: 0, end: text.length }];
  const step = size - overlap;
  const spans: Span[] = [];
  for (let start = 0; ; start += step) {
    const s = start === 0 ? 0 : snapBack(text, start, 40);
    if (start + size >= text.length) {
      spans.push({ start: Math.max(0, snapBack(text, text.length - size, 40)), end: text.length });
      break;
    }
    spans.push({ start: s, end: snapBack(text, start + size, 40) });
  }
  return spans;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

function snapBack(text: string, at: number, max: number): number {
  for (let i = at; i > at - max && i > 0; i--) {
    if (isSpace(text.charCodeAt(i - 1))) return i;
  }
  return at;
}

/**
 * Windows at two scales: WINDOW-sized ones (a long jailbreak spans them) and, for texts longer than a
 * short window, SHORT-sized ones every SHORT / 2 — a two-sentence instruction planted in a page would
 * otherwise be diluted by the benign text around it (features are L2-normalised per window).
 */
export function allWindows(text: string): Array<Span & { short: boolean }> {
  const spans = windows(text).map((w) => ({ ...w, short: false }));
  if (text.length > SHORT + SHORT / 2) {
    spans.push(...windows(text, SHORT, SHORT / 2).map((w) => ({ ...w, short: true })));
    spans.push(...sentenceWindows(text).map((w) => ({ ...w, short: true })));
  }
  return spans;
}

/** Sentences shorter than this are only scored together with a neighbour. */
const MIN_SENTENCE = 40;

/**
 * Sentence-aligned short windows: each sentence, and each pair of adjacent sentences, up to SHORT + SHORT / 2
 * characters. A fixed grid cuts a planted sentence wherever it falls and pads it with up to SHORT − its
 * length of the document around it; aligned to its own edges it is read with at most one neighbour.
 */
export function sentenceWindows(text: string): Span[] {
  const max = SHORT + SHORT / 2;
  const sentences: Span[] = [];
  let start = 0;
  // Every character where endsSentence() holds, in one scan.
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) {
    const i = m.index;
    pushTrimmed(text, sentences, start, i + 1);
    start = i + 1;
  }
  pushTrimmed(text, sentences, start, text.length);
  const out: Span[] = [];
  for (let k = 0; k < sentences.length; k++) {
    const one = sentences[k]!;
    const len = one.end - one.start;
    if (len >= MIN_SENTENCE && len <= max) out.push(one);
    const next = sentences[k + 1];
    if (next && next.end - one.start <= max && next.end - one.start >= MIN_SENTENCE) out.push({ start: one.start, end: next.end });
  }
  return out;
}

function pushTrimmed(text: string, out: Span[], start: number, end: number): void {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end > start) out.push({ start, end });
}


/** Logits of every window (both scales); the deadline is checked between the steps. */
export function scoreWindows(text: string, logits: HashedWindowLogits, deadline: Deadline = Deadline.NONE): WindowScore[] {
  const spans = allWindows(text);
  deadline.check('classifier');
  const features = structureFeaturesOf(text, spans);
  deadline.check('classifier');
  const all = logits(text, spans, features);
  return spans.map(({ start, end, short }, k) => ({ start, end, short, logits: all[k]! }));
}

/**
 * The window with the highest logit of model `m` (first one on ties). `longOnly` skips short windows:
 * the jailbreak model judges role-plays that span paragraphs, and short windows only add benign noise.
 */
export function bestWindow(scores: readonly WindowScore[], m: number, longOnly = false): WindowScore | undefined {
  let best: WindowScore | undefined;
  for (const w of scores) if ((!longOnly || !w.short) && (!best || w.logits[m]! > best.logits[m]!)) best = w;
  return best;
}

/** Which models judge on long windows only, by model index ([injection, jailbreak]). */
export const LONG_ONLY: readonly boolean[] = [false, true];

/** A sentence ends at . ! ? (followed by whitespace or the end), at CJK full stops, and at line breaks. */
const SENTENCE_END = /[\n\u3002\uff01\uff1f]|[.!?](?=[ \n\t\r]|$)/g;
const SENTENCE_END_AT = new RegExp(SENTENCE_END.source, 'y');

/** Whether a sentence ends at character i (SENTENCE_END matches there). */
function endsSentence(text: string, i: number): boolean {
  SENTENCE_END_AT.lastIndex = i;
  return SENTENCE_END_AT.test(text);
}

/** How far a window edge may move to reach a sentence boundary. */
const SNAP_REACH = 160;

/**
 * The window span widened to whole sentences: its start moves back to just after the previous sentence
 * end and its end forward to the next sentence end, each by at most SNAP_REACH characters (else the
 * edge stays). Widening, not cutting, so the evidence holds the whole planted instruction.
 */
export function trimToSentences(text: string, span: Span): Span {
  let { start, end } = span;
  for (let i = start - 1; i >= 0 && i >= span.start - SNAP_REACH; i--) {
    if (i === 0) start = 0;
    else if (endsSentence(text, i)) {
      start = i + 1;
      break;
    }
  }
  if (start !== span.start) while (start < end && /\s/.test(text[start] ?? '')) start++;
  if (end > 0 && !endsSentence(text, end - 1)) {
    for (let i = end; i < text.length && i < span.end + SNAP_REACH; i++) {
      if (endsSentence(text, i)) {
        end = text[i] === '\n' ? i : i + 1;
        break;
      }
      if (i === text.length - 1) end = text.length;
    }
  }
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  return end > start ? { start, end } : span;
}
