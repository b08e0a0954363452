// The trained multi-label toxicity model (scripts/toxicity-model.ts, models/toxicity/multilabel.json):
// one logistic head per category over hashed word and character n-grams of the model's view of a
// sentence (groups.ts: obfuscation undone, groups and slurs abstracted), each calibrated, each with the
// operating threshold chosen at training. One pass over the sentence scores every head at once.

import { readFileSync } from 'node:fs';
import { hashedLogits, type HashedLogits } from '../../../ml/hashed-logit.ts';
import { deserialize, sigmoid, type StoredLinearModel } from '../../../ml/linear.ts';
import type { FeatureSpec } from '../../../ml/features.ts';
import type { ToxicCategory } from './categories.ts';
import { readGroups, type GroupMention, type SlurSpans } from './groups.ts';

export interface StoredMultilabel {
  format: 'warden-multilabel-v1';
  heads: Array<{ category: ToxicCategory; threshold: number; model: StoredLinearModel }>;
  meta: Record<string, unknown>;
}

interface Loaded {
  categories: ToxicCategory[];
  thresholds: number[];
  platt: Array<{ a: number; b: number }>;
  maxChars: number;
  score: HashedLogits;
}

function build(stored: StoredMultilabel): Loaded {
  if (stored.format !== 'warden-multilabel-v1') throw new Error(`unknown model format ${String(stored.format)}`);
  const models = stored.heads.map((h) => deserialize(h.model));
  const spec: FeatureSpec = { ...models[0]!.spec };
  const maxChars = spec.maxChars ?? 2000;
  delete (spec as { maxChars?: number }).maxChars;
  return {
    categories: stored.heads.map((h) => h.category),
    thresholds: stored.heads.map((h) => h.threshold),
    platt: models.map((m) => m.platt),
    maxChars,
    score: hashedLogits(spec, models),
  };
}

const FILE = new URL('../../../../models/toxicity/multilabel.json', import.meta.url);
let current: Loaded | undefined;

function loaded(): Loaded {
  current ??= build(JSON.parse(readFileSync(FILE, 'utf8')) as StoredMultilabel);
  return current;
}

/** Replaces the shipped model (the evaluation's leave-one-source-out runs); undefined restores it. */
export function useToxicityModel(stored: StoredMultilabel | undefined): void {
  current = stored ? build(stored) : undefined;
}

export interface HeadScore {
  category: ToxicCategory;
  probability: number;
  /** The head's operating threshold (chosen at training). */
  threshold: number;
  /** Whether the probability reaches the head's operating threshold. */
  over: boolean;
}

/**
 * What the model reads of one sentence: its first maxChars characters, as the model's view and the
 * group mentions in them (groups.ts readGroups). `slurs`: the sentence's severe hate-lexicon spans, when
 * the caller has them (else the lexicon is scanned).
 */
export function readSentence(sentence: string, slurs?: SlurSpans): { view: string; mentions: GroupMention[] } {
  const m = loaded();
  return readGroups(sentence.length > m.maxChars ? sentence.slice(0, m.maxChars) : sentence, slurs);
}

/** Every head's calibrated probability for one sentence (its first maxChars characters). */
export function toxicityScores(sentence: string): HeadScore[] {
  return viewScores(readSentence(sentence).view);
}

/** Every head's calibrated probability for a text already in the model's view (groups.ts modelView). */
export function viewScores(view: string): HeadScore[] {
  const m = loaded();
  const z = m.score(view.length > 2 * m.maxChars ? view.slice(0, 2 * m.maxChars) : view);
  return m.categories.map((category, i) => {
    const probability = sigmoid(m.platt[i]!.a * z[i]! + m.platt[i]!.b);
    return { category, probability, threshold: m.thresholds[i]!, over: probability >= m.thresholds[i]! };
  });
}

/** The categories the model has a head for. */
export function modelCategories(): readonly ToxicCategory[] {
  return loaded().categories;
}
