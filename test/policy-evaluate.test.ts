// Policy evaluation without HTTP: every condition operator on every kind of field, keyword matching
// (whole word, case, Unicode), disabled policies, pending rule types, and the strictest action.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluatePolicies, strictest, type AnalysisFacts } from '../src/policy/evaluate.ts';
import { validateRules } from '../src/policy/rules.ts';
import type { Policy, StoredRule } from '../src/store/types.ts';

const facts: AnalysisFacts = {
  content: 'Über das Projekt Zeus: call 555-0100',
  direction: 'input',
  riskScore: 42,
  injectionScore: 0.8,
  jailbreakScore: 0.1,
  toxicityScore: 0,
  piiCount: 2,
  piiTypes: ['email', 'phone'],
  threatCategories: ['PII_EXPOSURE', 'PROMPT_INJECTION'],
};

function policy(rules: StoredRule[], enabled = true, id = 'pol_1'): Policy {
  return { id, orgId: 'o', name: 'P', description: null, enabled, rules, createdAt: '', updatedAt: '' };
}

function matches(rule: StoredRule, f: AnalysisFacts = facts): boolean {
  assert.deepEqual(validateRules([rule]), [], 'the rule is valid');
  return evaluatePolicies([policy([rule])], f).violations.length === 1;
}

const cond = (field: string, operator: string, value: unknown) => ({ condition: { field, operator, value }, action: 'BLOCK' });

describe('condition rules', () => {
  it('numeric comparisons at the boundary', () => {
    assert.equal(matches(cond('risk_score', 'greater_than', 42)), false);
    assert.equal(matches(cond('risk_score', 'greater_than', 41)), true);
    assert.equal(matches(cond('risk_score', 'greater_than_or_equal', 42)), true);
    assert.equal(matches(cond('risk_score', 'less_than', 42)), false);
    assert.equal(matches(cond('risk_score', 'less_than_or_equal', 42)), true);
    assert.equal(matches(cond('risk_score', 'equals', 42)), true);
    assert.equal(matches(cond('risk_score', 'not_equals', 42)), false);
    assert.equal(matches(cond('risk_score', 'in', [1, 42])), true);
    assert.equal(matches(cond('injection_score', 'greater_than', 0.75)), true);
    assert.equal(matches(cond('jailbreak_score', 'greater_than', 0.5)), false);
    assert.equal(matches(cond('toxicity_score', 'equals', 0)), true);
    assert.equal(matches(cond('pii_count', 'greater_than_or_equal', 2)), true);
    assert.equal(matches(cond('content_length', 'equals', facts.content.length)), true);
  });

  it('list fields: contains, equals, not_equals, in (case-insensitive)', () => {
    assert.equal(matches(cond('pii_types', 'contains', 'phone')), true);
    assert.equal(matches(cond('pii_types', 'contains', 'ssn')), false);
    assert.equal(matches(cond('threat_categories', 'contains', 'prompt_injection')), true);
    assert.equal(matches(cond('pii_types', 'not_equals', 'ssn')), true);
    assert.equal(matches(cond('pii_types', 'in', ['ssn', 'email'])), true);
    assert.equal(matches(cond('pii_types', 'in', ['ssn'])), false);
  });

  it('direction', () => {
    assert.equal(matches(cond('direction', 'equals', 'input')), true);
    assert.equal(matches(cond('direction', 'equals', 'output')), false);
    assert.equal(matches(cond('direction', 'in', ['output'])), false);
  });

  it('evidence names the field, its value and the test', () => {
    const out = evaluatePolicies([policy([cond('risk_score', 'greater_than', 40)])], facts);
    assert.deepEqual(out.violations, [{ policyId: 'pol_1', policyName: 'P', ruleIndex: 0, ruleType: 'condition', action: 'BLOCK', evidence: ['risk_score = 42 greater_than 40'] }]);
  });
});

describe('keyword rules', () => {
  const kw = (keywords: string[], extra: Record<string, unknown> = {}) => ({ type: 'keyword', action: 'warn', keywords, ...extra });
  it('case-insensitive whole words by default, Unicode aware', () => {
    assert.equal(matches(kw(['projekt zeus'])), true);
    assert.equal(matches(kw(['über'])), true);
    assert.equal(matches(kw(['ber'])), false, 'not inside a word, even after a non-ASCII letter');
    assert.equal(matches(kw(['zeu'])), false);
    assert.equal(matches(kw(['zeu'], { wholeWord: false })), true);
    assert.equal(matches(kw(['zeus'], { caseSensitive: true })), false);
    assert.equal(matches(kw(['Zeus'], { caseSensitive: true })), true);
    assert.equal(matches(kw(['555-0100'])), true, 'punctuation in keywords is literal');
    assert.equal(matches(kw(['a.c'])), false, 'regex characters are escaped');
  });
  it('any keyword text is matched literally, never as regex syntax', () => {
    const chars = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i));
    for (const c of [...chars, '\\d', '(?=x)', '\u{1F600}', 'ß']) {
      const content = `say ${c} now`;
      const out = evaluatePolicies([policy([kw([c], { wholeWord: false })])], { ...facts, content });
      assert.equal(out.violations.length, 1, `keyword ${JSON.stringify(c)}`);
    }
  });
  it('evidence gives the keyword and its offsets on the content', () => {
    const out = evaluatePolicies([policy([kw(['zeus', 'absent'])])], facts);
    assert.deepEqual(out.violations[0]?.evidence, ['keyword "zeus" at 17-21']);
    assert.equal(out.violations[0]?.action, 'WARN');
  });
});

describe('policies', () => {
  it('a disabled policy is skipped, not evaluated', () => {
    const out = evaluatePolicies([policy([cond('risk_score', 'greater_than', 0)], false)], facts);
    assert.deepEqual(out, { evaluated: [], skipped: ['pol_1'], violations: [], pending: [] });
  });
  it('rule types without an evaluator yet are pending, never silently passed', () => {
    const out = evaluatePolicies([policy([{ type: 'sentiment', action: 'block', threshold: -0.5 }])], facts);
    assert.deepEqual(out.pending, [{ policyId: 'pol_1', ruleIndex: 0, ruleType: 'sentiment' }]);
  });
  it('FLAG reads as WARN; the strictest action wins', () => {
    const out = evaluatePolicies(
      [
        policy([{ ...cond('risk_score', 'greater_than', 0), action: 'flag' }], true, 'a'),
        policy([{ ...cond('risk_score', 'greater_than', 0), action: 'redact' }], true, 'b'),
        policy([{ ...cond('risk_score', 'greater_than', 0), action: 'allow' }], true, 'c'),
      ],
      facts,
    );
    assert.deepEqual(out.violations.map((v) => v.action), ['WARN', 'REDACT', 'ALLOW']);
    assert.equal(strictest(out.violations)?.policyId, 'b');
  });
});
