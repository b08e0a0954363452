// Save-time validation of both rule forms: every refusal names the field by JSON pointer, and rules of
// every type and operator that are valid pass untouched.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONDITION_OPERATORS, validateRules } from '../src/policy/rules.ts';

const cond = (field: string, operator: string, value: unknown, action: unknown = 'BLOCK') => ({ condition: { field, operator, value }, action });

describe('condition rules: save-time checks', () => {
  it('every operator is accepted on the fields it applies to', () => {
    const numeric = ['risk_score', 'injection_score', 'jailbreak_score', 'toxicity_score', 'pii_count', 'content_length'];
    for (const field of numeric) {
      for (const op of ['greater_than', 'greater_than_or_equal', 'less_than', 'less_than_or_equal', 'equals', 'not_equals']) {
        assert.deepEqual(validateRules([cond(field, op, 1)]), [], `${field} ${op}`);
      }
      assert.deepEqual(validateRules([cond(field, 'in', [1, 2])]), []);
    }
    for (const field of ['pii_types', 'threat_categories']) {
      for (const op of ['contains', 'equals', 'not_equals']) assert.deepEqual(validateRules([cond(field, op, 'email')]), [], `${field} ${op}`);
      assert.deepEqual(validateRules([cond(field, 'in', ['email'])]), []);
    }
    for (const op of ['equals', 'not_equals']) assert.deepEqual(validateRules([cond('direction', op, 'output')]), []);
    assert.deepEqual(validateRules([cond('direction', 'in', ['input', 'output'])]), []);
    assert.equal(CONDITION_OPERATORS.length, 8);
  });

  it('operators on the wrong kind of field, and values of the wrong type, are refused with their path', () => {
    const cases: Array<[unknown, string, string]> = [
      [cond('risk_score', 'contains', 'x'), '/rules/0/condition/operator', 'contains works on pii_types, threat_categories'],
      [cond('pii_types', 'greater_than', 1), '/rules/0/condition/operator', 'greater_than needs a numeric field'],
      [cond('direction', 'less_than', 1), '/rules/0/condition/operator', 'less_than needs a numeric field'],
      [cond('risk_score', 'equals', '42'), '/rules/0/condition/value', 'must be a number'],
      [cond('direction', 'equals', 1), '/rules/0/condition/value', 'must be a string'],
      [cond('risk_score', 'greater_than', Number.NaN), '/rules/0/condition/value', 'must be a number'],
      [cond('pii_types', 'contains', ''), '/rules/0/condition/value', 'must be a non-empty string'],
      [cond('risk_score', 'in', Array.from({ length: 101 }, (_, i) => i)), '/rules/0/condition/value', 'must be a non-empty array (at most 100) of strings or numbers for operator in'],
      [cond('risk_score', 'in', [{}]), '/rules/0/condition/value', 'must be a non-empty array (at most 100) of strings or numbers for operator in'],
      [{ condition: 'risk_score > 5', action: 'BLOCK' }, '/rules/0/condition', 'must be an object with field, operator and value'],
      [{ condition: { field: 'risk_score', operator: 'equals', value: 1 }, type: 'keyword', action: 'BLOCK' }, '/rules/0', 'a rule has either a condition or a type, not both'],
      [cond('risk_score', 'equals', 1, 'deny'), '/rules/0/action', 'must be one of BLOCK, WARN, FLAG, REDACT, ALLOW (any case)'],
      ['BLOCK', '/rules/0', 'must be an object'],
    ];
    for (const [rule, field, message] of cases) assert.deepEqual(validateRules([rule]), [{ field, message }], JSON.stringify(rule));
  });

  it('actions are case-insensitive; every problem of every rule is reported', () => {
    assert.deepEqual(validateRules([cond('risk_score', 'equals', 1, 'Block'), cond('risk_score', 'equals', 1, ' flag ')]), []);
    assert.deepEqual(
      validateRules([cond('risk_score', 'equals', 1), { type: 'keyword', action: 'nope', keywords: [] }, { type: 'regex', action: 'warn', patterns: ['ok', '(?=x)'] }]).map((d) => d.field),
      ['/rules/1/action', '/rules/1/keywords', '/rules/2/patterns/1'],
    );
  });
});

describe('typed rules: size limits keep evaluation bounded', () => {
  it('keywords: 1 to 500, each at most 200 characters', () => {
    const kw = (keywords: unknown) => validateRules([{ type: 'keyword', action: 'warn', keywords }]);
    assert.deepEqual(kw(Array.from({ length: 500 }, (_, i) => `k${i}`)), []);
    assert.deepEqual(kw(Array.from({ length: 501 }, (_, i) => `k${i}`)), [{ field: '/rules/0/keywords', message: 'must have 1 to 500 items' }]);
    assert.deepEqual(kw(['x'.repeat(201)]), [{ field: '/rules/0/keywords/0', message: 'must be a non-blank string of at most 200 characters' }]);
    assert.deepEqual(kw('zeus'), [{ field: '/rules/0/keywords', message: 'must be an array of strings' }]);
  });
  it('topic keywords: at most 50 topics, names of 1 to 64 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`t${i}`, ['x']]));
    assert.deepEqual(validateRules([{ type: 'topic', action: 'warn', topics: ['t0'], keywords: many }]).map((d) => d.field), ['/rules/0/keywords', '/rules/0/topics/0']);
    const long = 'x'.repeat(65);
    assert.deepEqual(validateRules([{ type: 'topic', action: 'warn', topics: ['gambling'], keywords: { [long]: ['y'] } }]), [
      { field: `/rules/0/keywords/${long}`, message: 'a topic name has 1 to 64 characters' },
    ]);
  });
});
