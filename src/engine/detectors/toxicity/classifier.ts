// The trained hate classifier (scripts/train-toxicity.ts): hashed word and character n-grams into a
// calibrated logistic regression. It is asked only about sentences that name a protected group (hate
// needs a target, and this keeps a 1 MB scan cheap) and about ambiguous slurs.

import { readFileSync } from 'node:fs';
import { featurize } from '../../../ml/features.ts';
import { deserialize, predict, type LinearModel, type StoredLinearModel } from '../../../ml/linear.ts';

function load(name: string): LinearModel {
  const url = new URL(`../../../../models/toxicity/${name}.json`, import.meta.url);
  return deserialize(JSON.parse(readFileSync(url, 'utf8')) as StoredLinearModel);
}

const HATE = load('hate');

/** Calibrated probability that a sentence is hateful towards a group. */
export function hateProbability(sentence: string): number {
  return predict(HATE, featurize(sentence, HATE.spec));
}
