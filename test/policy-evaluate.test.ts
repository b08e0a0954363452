// Policy evaluation without HTTP: every condition operator on every kind of field, keyword matching
// (whole word, case, Unicode, scripts without spaces), disabled policies, monitor mode, evidence caps and
// the strictest action. Regex, sentiment, topic and language rules have their own policy-*.test.ts.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluatePolicies, strictest, type AnalysisFacts } from '../src/policy/evaluate.ts';
import { RULE_TYPES, validateRules } from '../src/policy/rules.ts';
import { WARM_POLICY, warmPolicies } from '../src/policy/warm.ts';
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

function policy(rules: StoredRule[], enabled = true, id = 'pol_1', mode: 'enforce' | 'monitor' = 'enforce'): Policy {
  return { id, orgId: 'o', name: 'P', description: null, enabled, rules, mode, isDefault: false, createdAt: '', updatedAt: '' };
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
    assert.deepEqual(out.violations, [
      { policyId: 'pol_1', policyName: 'P', ruleIndex: 0, ruleType: 'condition', action: 'BLOCK', evidence: ['risk_score = 42 greater_than 40'], mode: 'enforce', enforced: true },
    ]);
    const list = evaluatePolicies([policy([cond('pii_types', 'in', ['ssn', 'EMAIL'])])], facts);
    assert.deepEqual(list.violations[0]?.evidence, ['pii_types = ["email","phone"] in ["ssn","EMAIL"]']);
  });

  it('every operator on every numeric field, at and around the boundary', () => {
    const values: Record<string, number> = {
      risk_score: 42, injection_score: 0.8, jailbreak_score: 0.1, toxicity_score: 0, pii_count: 2, content_length: facts.content.length,
    };
    for (const [field, x] of Object.entries(values)) {
      const below = x - 0.5;
      const above = x + 0.5;
      const table: Array<[string, unknown, boolean]> = [
        ['greater_than', below, true], ['greater_than', x, false],
        ['greater_than_or_equal', x, true], ['greater_than_or_equal', above, false],
        ['less_than', above, true], ['less_than', x, false],
        ['less_than_or_equal', x, true], ['less_than_or_equal', below, false],
        ['equals', x, true], ['equals', above, false],
        ['not_equals', above, true], ['not_equals', x, false],
        ['in', [above, x], true], ['in', [above], false],
      ];
      for (const [op, value, expected] of table) assert.equal(matches(cond(field, op, value)), expected, `${field} ${op} ${JSON.stringify(value)}`);
    }
  });

  it('threat_categories: equals means "one of them equals", not_equals "none equals"', () => {
    assert.equal(matches(cond('threat_categories', 'equals', 'PII_EXPOSURE')), true);
    assert.equal(matches(cond('threat_categories', 'not_equals', 'PII_EXPOSURE')), false);
    assert.equal(matches(cond('threat_categories', 'not_equals', 'JAILBREAK')), true);
    assert.equal(matches(cond('threat_categories', 'in', ['JAILBREAK', 'TOXICITY'])), false);
    const none = { ...facts, threatCategories: [], piiTypes: [] };
    assert.equal(matches(cond('threat_categories', 'contains', 'PII_EXPOSURE'), none), false);
    assert.equal(matches(cond('pii_types', 'not_equals', 'email'), none), true);
  });

  it('direction: not_equals and in', () => {
    assert.equal(matches(cond('direction', 'not_equals', 'output')), true);
    assert.equal(matches(cond('direction', 'in', ['input', 'output'])), true);
    assert.equal(matches(cond('direction', 'equals', 'OUTPUT'), { ...facts, direction: 'output' }), true, 'case-insensitive');
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
  it('scripts without spaces: no word boundary is needed next to Han, Kana or Thai', () => {
    const cjk = { ...facts, content: '我住在東京都，用我的iPhone很好。สวัสดีครับ' };
    assert.equal(matches(kw(['東京']), cjk), true, 'a Han keyword inside a longer run of Han');
    assert.equal(matches(kw(['iphone']), cjk), true, 'a Latin keyword between Han characters is a whole word');
    assert.equal(matches(kw(['phone']), cjk), false, 'but not a part of a Latin word');
    assert.equal(matches(kw(['สวัสดี']), cjk), true, 'Thai');
    assert.equal(matches(kw(['大阪']), cjk), false);
    const out = evaluatePolicies([policy([kw(['東京', 'iPhone'])])], cjk);
    assert.deepEqual(out.violations[0]?.evidence, ['keyword "東京" at 3-5', 'keyword "iPhone" at 10-16']);
  });

  it('combining marks and digits are word characters; keywords edged by punctuation need no boundary there', () => {
    const text = { ...facts, content: 'cafe\u0301 v2 C++ #tag' };
    assert.equal(matches(kw(['cafe']), text), false, 'followed by a combining accent');
    assert.equal(matches(kw(['v']), text), false, 'followed by a digit');
    assert.equal(matches(kw(['c++']), text), true);
    assert.equal(matches(kw(['#tag']), text), true);
    assert.equal(matches(kw(['tag']), text), true, '# is not a word character');
  });

  it('composed and decomposed accents match each other', () => {
    const decomposed = { ...facts, content: 'un cafe\u0301 noir' };
    assert.equal(matches(kw(['café']), decomposed), true);
    assert.equal(matches(kw(['cafe\u0301']), { ...facts, content: 'un café noir' }), true);
    assert.deepEqual(evaluatePolicies([policy([kw(['café'])])], decomposed).violations[0]?.evidence, ['keyword "café" at 3-8']);
  });

  it('evidence is capped at 10 entries per rule, the last saying how many more matched', () => {
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    const out = evaluatePolicies([policy([kw(words)])], { ...facts, content: words.join(' ') });
    const evidence = out.violations[0]!.evidence;
    assert.equal(evidence.length, 10);
    assert.equal(evidence[0], 'keyword "w0" at 0-2');
    assert.equal(evidence[9], 'and 3 more');
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
    assert.deepEqual(out, { evaluated: [], skipped: ['pol_1'], violations: [] });
  });
  it('every rule of a policy is evaluated, violations in policy then rule order', () => {
    const out = evaluatePolicies(
      [
        policy([cond('risk_score', 'greater_than', 0), cond('risk_score', 'less_than', 0), { type: 'keyword', action: 'warn', keywords: ['zeus'] }], true, 'a'),
        policy([{ type: 'regex', action: 'allow', patterns: ['\\d{3}-\\d{4}'] }], true, 'b'),
      ],
      facts,
    );
    assert.deepEqual(out.evaluated, ['a', 'b']);
    assert.deepEqual(out.violations.map((v) => [v.policyId, v.ruleIndex, v.ruleType, v.action, v.evidence]), [
      ['a', 0, 'condition', 'BLOCK', ['risk_score = 42 greater_than 0']],
      ['a', 2, 'keyword', 'WARN', ['keyword "zeus" at 17-21']],
      ['b', 0, 'regex', 'ALLOW', ['pattern 0 at 28-36 (1 match)']],
    ]);
  });
  it('monitor mode: violations are recorded with enforced:false and never win', () => {
    const out = evaluatePolicies(
      [policy([cond('risk_score', 'greater_than', 0)], true, 'm', 'monitor'), policy([{ ...cond('risk_score', 'greater_than', 0), action: 'warn' }], true, 'e')],
      facts,
    );
    assert.deepEqual(out.violations.map((v) => [v.policyId, v.action, v.mode, v.enforced]), [
      ['m', 'BLOCK', 'monitor', false],
      ['e', 'WARN', 'enforce', true],
    ]);
    assert.equal(strictest(out.violations)?.policyId, 'e');
    assert.equal(strictest(out.violations.slice(0, 1)), undefined, 'monitor-only: nothing is enforced');
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

describe('warming the evaluator', () => {
  it('the warm-up policy is valid, holds every rule type and a condition, and its rules fire on its text', () => {
    assert.deepEqual(validateRules(WARM_POLICY.rules), []);
    const types = new Set(WARM_POLICY.rules.map((r) => (r.condition ? 'condition' : r.type)));
    assert.deepEqual([...types].sort(), [...RULE_TYPES, 'condition'].sort());
    warmPolicies();
    warmPolicies(); // a second call does nothing (and does not throw)
    // The rules that read the content each see what they look for, so their tables are built, not skipped.
    const out = evaluatePolicies([{ ...WARM_POLICY, mode: 'enforce' }], {
      content: 'I hate Project Zeus and that terrible, awful casino on the Hauptstraße.',
      direction: 'input', riskScore: 0, injectionScore: 0, jailbreakScore: 0, toxicityScore: 0, piiCount: 0, piiTypes: [], threatCategories: [],
    });
    assert.deepEqual(out.violations.map((v) => v.ruleType), ['keyword', 'regex', 'sentiment', 'topic', 'language', 'condition']);
  });
});
