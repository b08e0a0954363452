// Sentiment rules: the VADER reimplementation reproduces the reference scores of VADER's own README
// (negation, intensifiers, caps, punctuation, "but", "least", emoticons, emoji, dampeners), and every
// operator decides at its boundary with exact evidence.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sentiment } from '../src/policy/sentiment.ts';
import { evaluatePolicies, type AnalysisFacts } from '../src/policy/evaluate.ts';
import { validateRules } from '../src/policy/rules.ts';
import type { Policy, StoredRule } from '../src/store/types.ts';
import { quietFacts } from './policy-helpers.ts';

describe('sentiment model', () => {
  it('matches the compound scores published with VADER (cjhutto/vaderSentiment README)', () => {
    const reference: Array<[string, number]> = [
      ['VADER is smart, handsome, and funny.', 0.8316],
      ['VADER is smart, handsome, and funny!', 0.8439],
      ['VADER is very smart, handsome, and funny.', 0.8545],
      ['VADER is VERY SMART, handsome, and FUNNY.', 0.9227],
      ['VADER is VERY SMART, handsome, and FUNNY!!!', 0.9342],
      ['VADER is VERY SMART, uber handsome, and FRIGGIN FUNNY!!!', 0.9469],
      ['VADER is not smart, handsome, nor funny.', -0.7424],
      ['The book was good.', 0.4404],
      ['At least it isn\'t a horrible book.', 0.431],
      ['The book was only kind of good.', 0.3832],
      ['The plot was good, but the characters are uncompelling and the dialog is not great.', -0.7042],
      ['Today SUX!', -0.5461],
      ['Today only kinda sux! But I\'ll get by, lol', 0.5249],
      ['Make sure you :) or :D today!', 0.8633],
      ['Catch utf-8 emoji such as such as 💘 and 💋 and 😁', 0.875],
      ['Not bad at all', 0.431],
      ['A really bad, horrible book.', -0.8211],
      ['At least it isn\'t a horrible book.', 0.431],
    ];
    for (const [text, expected] of reference) assert.equal(sentiment(text).compound, expected, text);
  });

  it('neutral, empty and unrated text score 0', () => {
    assert.equal(sentiment('').compound, 0);
    assert.equal(sentiment('The meeting is at 3pm in room 4.').compound, 0);
    assert.equal(sentiment('!!!???').compound, 0, 'punctuation only amplifies an existing lean');
  });

  it('stays within −1..1 and linear on long text', () => {
    const long = 'horrible awful terrible hate '.repeat(20_000);
    assert.equal(sentiment(long).compound, -1);
    assert.equal(sentiment('love '.repeat(50_000)).compound, 1);
  });
});

const facts: AnalysisFacts = { ...quietFacts, content: 'This is the worst service ever. I hate it.' };

function evidence(rule: StoredRule, content = facts.content): string[] | undefined {
  assert.deepEqual(validateRules([rule]), [], 'the rule is valid');
  const policy: Policy = { id: 'p', orgId: 'o', name: 'S', description: null, enabled: true, rules: [rule], mode: 'enforce', isDefault: false, createdAt: '', updatedAt: '' };
  return evaluatePolicies([policy], { ...facts, content }).violations[0]?.evidence;
}

describe('sentiment rules', () => {
  const rule = (threshold: number, operator?: string) => ({ type: 'sentiment', action: 'warn', threshold, ...(operator ? { operator } : {}) });
  it('the score of the example is -0.8316', () => {
    assert.equal(sentiment(facts.content).compound, -0.8316);
  });
  it('less_than is the default operator', () => {
    assert.deepEqual(evidence(rule(-0.5)), ['sentiment -0.8316 less_than -0.5']);
    assert.equal(evidence(rule(-0.9)), undefined);
  });
  it('every operator at its boundary', () => {
    assert.equal(evidence(rule(-0.8316, 'less_than')), undefined);
    assert.deepEqual(evidence(rule(-0.8316, 'less_than_or_equal')), ['sentiment -0.8316 less_than_or_equal -0.8316']);
    assert.equal(evidence(rule(-0.8316, 'greater_than')), undefined);
    assert.deepEqual(evidence(rule(-0.8316, 'greater_than_or_equal')), ['sentiment -0.8316 greater_than_or_equal -0.8316']);
    assert.deepEqual(evidence(rule(0.5, 'greater_than'), 'I love this, it is wonderful!'), ['sentiment 0.8478 greater_than 0.5']);
  });
  it('neutral text: 0 is not less than 0, but is less than or equal', () => {
    assert.equal(evidence(rule(0), 'The meeting is at 3pm.'), undefined);
    assert.deepEqual(evidence(rule(0, 'less_than_or_equal'), 'The meeting is at 3pm.'), ['sentiment 0 less_than_or_equal 0']);
  });
  it('save-time checks: threshold required in −1..1, operator from the list', () => {
    assert.deepEqual(validateRules([{ type: 'sentiment', action: 'warn' }]), [{ field: '/rules/0/threshold', message: 'is required: a number from -1 to 1' }]);
    assert.deepEqual(validateRules([{ type: 'sentiment', action: 'warn', threshold: -1.01 }]), [{ field: '/rules/0/threshold', message: 'is required: a number from -1 to 1' }]);
    assert.deepEqual(validateRules([{ type: 'sentiment', action: 'warn', threshold: 0, operator: 'equals' }]), [
      { field: '/rules/0/operator', message: 'must be one of less_than, less_than_or_equal, greater_than, greater_than_or_equal' },
    ]);
  });
});
