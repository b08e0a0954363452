// Shared by the rule-type tests: facts about a quiet text (every score 0, nothing found) and the evidence
// one rule gives on a content, after checking that the rule would be accepted at save time.

import assert from 'node:assert/strict';
import { evaluatePolicies, type AnalysisFacts } from '../src/policy/evaluate.ts';
import { validateRules } from '../src/policy/rules.ts';
import type { Policy, StoredRule } from '../src/store/types.ts';

export const quietFacts: AnalysisFacts = {
  content: '',
  direction: 'input',
  riskScore: 0,
  injectionScore: 0,
  jailbreakScore: 0,
  toxicityScore: 0,
  piiCount: 0,
  piiTypes: [],
  threatCategories: [],
};

export function policyOf(rules: StoredRule[], over: Partial<Policy> = {}): Policy {
  return { id: 'p', orgId: 'o', name: 'P', description: null, enabled: true, rules, mode: 'enforce', isDefault: false, createdAt: '', updatedAt: '', ...over };
}

/** The first violation's evidence for one valid rule on `content`; undefined when the rule does not fire. */
export function ruleEvidence(rule: StoredRule, content: string): string[] | undefined {
  assert.deepEqual(validateRules([rule]), [], 'the rule is valid');
  return evaluatePolicies([policyOf([rule])], { ...quietFacts, content }).violations[0]?.evidence;
}
