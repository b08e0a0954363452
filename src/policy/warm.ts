// Warming the policy evaluator on a thread. Some of what rules read is built on first use: the case
// folding table of case-insensitive keywords (≈ 0.1 s), the language detector's n-grams, the sentiment
// and topic lexicons. Evaluating one policy with every rule type once pays that before an evaluation
// runs under its work budget, so the budget measures the evaluation and not that one-off cost.

import { evaluatePolicies } from './evaluate.ts';
import type { Policy } from '../store/types.ts';

export const WARM_POLICY: Policy = {
  id: 'pol_warm',
  orgId: 'warm',
  name: 'warm',
  description: null,
  enabled: true,
  mode: 'monitor',
  isDefault: false,
  createdAt: '1970-01-01T00:00:00.000Z',
  updatedAt: '1970-01-01T00:00:00.000Z',
  rules: [
    { type: 'keyword', action: 'warn', keywords: ['Project Zeus', 'straße'] },
    { type: 'regex', action: 'warn', patterns: ['\\b[Zz]eus\\b'] },
    { type: 'sentiment', action: 'warn', threshold: -0.5 },
    { type: 'topic', action: 'warn', topics: ['gambling'] },
    { type: 'language', action: 'warn', allowed: ['de'] },
    { condition: { field: 'content_length', operator: 'greater_than', value: 10 }, action: 'warn' },
  ],
};

let warm = false;

/** Builds what policy rules read on first use, on this thread, once; later calls do nothing. */
export function warmPolicies(): void {
  if (warm) return;
  warm = true;
  evaluatePolicies([WARM_POLICY], {
    content: 'I hate Project Zeus and that terrible, awful casino on the Hauptstraße.',
    direction: 'input',
    riskScore: 0,
    injectionScore: 0,
    jailbreakScore: 0,
    toxicityScore: 0,
    piiCount: 0,
    piiTypes: [],
    threatCategories: [],
  });
}
