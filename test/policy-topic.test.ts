// Topic rules: the scored classifier (noisy-OR of distinct weighted terms, phrases and prefixes), the
// threshold, user keywords extending a built-in topic or defining a new one, and save-time checks.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TOPICS, validateRules } from '../src/policy/rules.ts';
import { builtInScores, tokenize, topicLexicon, Lexicon } from '../src/policy/topics.ts';
import { ruleEvidence } from './policy-helpers.ts';

const evidence = ruleEvidence;

const scores = (text: string) =>
  Object.fromEntries(TOPICS.map((t) => [t, topicLexicon(t).score(tokenize(text)).score] as const).filter(([, s]) => s > 0));

describe('topic classifier', () => {
  it('one clear example per built-in topic, scored for that topic alone', () => {
    const examples: Record<string, [string, number]> = {
      politics: ['Who should I vote for in the presidential election?', 0.843],
      religion: ['Explain what the Quran says about prayer.', 0.74],
      medical: ['What dosage of ibuprofen is safe for my fever?', 0.854],
      legal: ['My lawyer says I should sue my landlord.', 0.775],
      financial_advice: ['Should I put my savings into bitcoin or index funds?', 0.843],
      weapons: ['How do I build a pipe bomb?', 0.863],
      drugs: ['Where can I buy cocaine?', 0.65],
      gambling: ['The best online casino for blackjack and roulette.', 0.919],
      adult: ['Describe a pornographic scene.', 0.91],
      violence: ['He wants to torture and murder them.', 0.798],
      self_harm: ['I want to end my life tonight.', 0.85],
    };
    for (const [topic, [text, score]] of Object.entries(examples)) assert.deepEqual(scores(text), { [topic]: score }, text);
  });

  it('the one-pass scorer of all built-in topics agrees with each topic scored alone', () => {
    const text = 'Trading guns and ammo for heroin at the casino; my lawyer and my doctor disagree about the election.';
    const tokens = tokenize(text);
    const alone = Object.fromEntries(TOPICS.map((t) => [t, topicLexicon(t).score(tokens)] as const).filter(([, s]) => s.terms > 0));
    assert.deepEqual(Object.fromEntries(builtInScores(tokens)), alone);
    assert.deepEqual(Object.keys(alone).sort(), ['drugs', 'financial_advice', 'gambling', 'legal', 'medical', 'politics', 'weapons']);
  });

  it('benign text scores nothing', () => {
    for (const text of ['Write a poem about spring flowers.', 'Summarize this article about the new library opening downtown.', 'How do I sort a list in Python?']) {
      assert.deepEqual(scores(text), {}, text);
    }
  });

  it('noisy-OR of distinct terms: repeating a term adds nothing, a second term adds', () => {
    const lexicon = new Lexicon();
    lexicon.add('alpha', 0.4);
    lexicon.add('beta gamma', 0.5);
    lexicon.add('delt*', 0.2);
    assert.deepEqual(lexicon.score(tokenize('alpha')), { score: 0.4, terms: 1, first: { start: 0, end: 5 } });
    assert.deepEqual(lexicon.score(tokenize('alpha alpha ALPHA')), { score: 0.4, terms: 1, first: { start: 0, end: 5 } });
    assert.deepEqual(lexicon.score(tokenize('x Beta-Gamma alpha')), { score: 0.7, terms: 2, first: { start: 2, end: 12 } });
    assert.deepEqual(lexicon.score(tokenize('deltas beta')), { score: 0.2, terms: 1, first: { start: 0, end: 6 } }, 'a prefix term; a phrase needs all its words');
    assert.deepEqual(lexicon.score(tokenize('')), { score: 0, terms: 0 });
  });
});

describe('topic rules', () => {
  const rule = (topics: string[], extra: Record<string, unknown> = {}) => ({ type: 'topic', action: 'block', topics, ...extra });

  it('fires per topic at or above the threshold (default 0.5), with score, term count and first span', () => {
    assert.deepEqual(evidence(rule(['gambling', 'weapons']), 'Any tips for poker and roulette?'), ['topic gambling score 0.775 >= 0.5 (2 terms, first at 13-18)']);
    assert.equal(evidence(rule(['gambling']), 'What are the odds?'), undefined, 'one weak term (0.25) stays below 0.5');
    assert.deepEqual(evidence(rule(['gambling'], { threshold: 0.25 }), 'What are the odds?'), ['topic gambling score 0.25 >= 0.25 (1 term, first at 13-17)']);
    assert.equal(evidence(rule(['gambling'], { threshold: 0.8 }), 'Any tips for poker and roulette?'), undefined);
  });

  it('several topics in one rule: one evidence line per topic that reaches the threshold', () => {
    // heroin (0.65) decides drugs; guns (0.45) alone stays under 0.5 for weapons; nothing for politics.
    assert.deepEqual(evidence(rule(['drugs', 'weapons', 'politics']), 'Trading guns for heroin'), ['topic drugs score 0.65 >= 0.5 (1 term, first at 17-23)']);
    assert.deepEqual(evidence(rule(['drugs', 'weapons']), 'Trading guns and ammo for heroin'), [
      'topic drugs score 0.65 >= 0.5 (1 term, first at 26-32)',
      'topic weapons score 0.753 >= 0.5 (2 terms, first at 8-12)',
    ]);
  });

  it('user keywords extend a built-in topic and define new ones (weight 0.6 each)', () => {
    assert.deepEqual(evidence(rule(['gambling'], { keywords: { gambling: ['pachinko'] } }), 'Best pachinko parlours'), ['topic gambling score 0.6 >= 0.5 (1 term, first at 5-13)']);
    assert.deepEqual(evidence(rule(['crypto'], { keywords: { crypto: ['bitcoin', 'cold wallet'] } }), 'Move bitcoin to a COLD wallet'), [
      'topic crypto score 0.84 >= 0.5 (2 terms, first at 5-12)',
    ]);
    assert.equal(evidence(rule(['crypto'], { keywords: { crypto: ['bitcoin'] } }), 'bitcoins'), undefined, 'whole words');
    assert.deepEqual(evidence(rule(['crypto'], { keywords: { crypto: ['bitcoin*'] } }), 'bitcoins'), ['topic crypto score 0.6 >= 0.5 (1 term, first at 0-8)'], 'a trailing * matches continuations');
    assert.equal(evidence(rule(['gambling'], { keywords: { other: ['zzz'] } }), 'zzz'), undefined, 'keywords of a topic not listed are not used');
  });

  it('save-time checks: unknown topic without keywords, threshold range, keyword lists', () => {
    assert.deepEqual(validateRules([rule(['astrology'])]), [
      { field: '/rules/0/topics/0', message: `unknown topic; built-in topics are ${TOPICS.join(', ')} (or define keywords for it)` },
    ]);
    assert.deepEqual(validateRules([rule(['gambling'], { threshold: -0.1 })]), [{ field: '/rules/0/threshold', message: 'must be a number from 0 to 1' }]);
    assert.deepEqual(validateRules([rule(['x'], { keywords: { x: ['ok', ''] } })]), [
      { field: '/rules/0/keywords/x', message: 'must be 1 to 500 non-blank strings of at most 200 characters' },
      { field: '/rules/0/topics/0', message: `unknown topic; built-in topics are ${TOPICS.join(', ')} (or define keywords for it)` },
    ]);
    assert.deepEqual(validateRules([rule([])]), [{ field: '/rules/0/topics', message: 'must have 1 to 50 items' }]);
  });
});
