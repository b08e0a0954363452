// Language rules: allowed and blocked lists, the minimum number of letters below which a rule does not
// judge, the confidence floor, and save-time checks.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateRules } from '../src/policy/rules.ts';
import { countLetters, DEFAULT_MIN_LETTERS, detectLanguage, judgeable } from '../src/policy/language.ts';
import { ruleEvidence } from './policy-helpers.ts';

const evidence = ruleEvidence;

const EN = 'Hello, how are you doing today my friend?';
const FR = "Bonjour, comment allez-vous aujourd'hui mon ami?";
const DE = 'Hallo, wie geht es dir heute, mein Freund?';

describe('language detection', () => {
  it('detects English, French and German sentences confidently', () => {
    assert.deepEqual(detectLanguage(EN), { language: 'en', score: 0.806, margin: 0.259, close: ['en'], letters: 32 });
    assert.deepEqual(detectLanguage(FR), { language: 'fr', score: 0.792, margin: 0.306, close: ['fr'], letters: 39 });
    assert.deepEqual(detectLanguage(DE), { language: 'de', score: 0.824, margin: 0.317, close: ['de'], letters: 32 });
  });
  it('counts Unicode letters, not characters; Han and Kana weigh 3, Hangul 2', () => {
    assert.equal(countLetters('Ünïcode 123 — 東京!'), 13);
    assert.equal(countLetters('ひらがな カタカナ 한국'), 28);
    assert.equal(countLetters('a'.repeat(20_000)), 10_000, 'counting stops at the largest minLength');
  });
  it(`below ${DEFAULT_MIN_LETTERS} letters a text is not judged, whatever eld says`, () => {
    const short = detectLanguage('Das ist gut');
    assert.equal(short.language, 'de');
    assert.equal(judgeable(short), false);
    assert.equal(judgeable(short, 9), true);
  });
});

describe('language rules', () => {
  it('allowed: fires for a confidently detected language outside the list', () => {
    assert.deepEqual(evidence({ type: 'language', action: 'block', allowed: ['en', 'de'] }, FR), ['language fr (score 0.792, margin 0.306) is not allowed']);
    assert.equal(evidence({ type: 'language', action: 'block', allowed: ['en', 'de'] }, DE), undefined);
  });
  it('blocked: fires for a language in the list', () => {
    assert.deepEqual(evidence({ type: 'language', action: 'warn', blocked: ['de'] }, DE), ['language de (score 0.824, margin 0.317) is blocked']);
    assert.equal(evidence({ type: 'language', action: 'warn', blocked: ['de'] }, EN), undefined);
  });
  it('allowed and blocked together: blocked wins for a listed language, allowed judges the rest', () => {
    const rule = { type: 'language', action: 'warn', allowed: ['en', 'fr'], blocked: ['fr'] };
    assert.deepEqual(evidence(rule, FR), ['language fr (score 0.792, margin 0.306) is blocked']);
    assert.deepEqual(evidence(rule, DE), ['language de (score 0.824, margin 0.317) is not allowed']);
    assert.equal(evidence(rule, EN), undefined);
  });
  it('minLength: short texts are not judged; the rule can lower or raise the floor', () => {
    const rule = (minLength?: number) => ({ type: 'language', action: 'block', allowed: ['en'], ...(minLength !== undefined ? { minLength } : {}) });
    assert.equal(evidence(rule(), 'Das ist gut'), undefined, '9 letters < 30');
    assert.deepEqual(evidence(rule(9), 'Das ist gut'), ['language de (score 0.864, margin 0.175) is not allowed']);
    assert.equal(evidence(rule(40), DE), undefined, '32 letters < 40');
    assert.equal(evidence(rule(0), '12345 !!!'), undefined, 'no letters: eld has no answer');
  });
  it('a short sentence in Chinese or Japanese is long enough to judge', () => {
    assert.deepEqual(evidence({ type: 'language', action: 'block', allowed: ['en'] }, '今天天气很好，我们去公园吧'), ['language zh (score 0.79, margin 0.32) is not allowed']);
    assert.deepEqual(evidence({ type: 'language', action: 'block', blocked: ['ja'] }, '東京は日本の首都です'), ['language ja (score 0.835, margin 0.478) is blocked']);
    assert.equal(evidence({ type: 'language', action: 'block', blocked: ['ja'] }, '東京です'), undefined, '4 characters weigh 12 < 30');
  });
  it('a near tie: the rule fires only if every close language violates it', () => {
    const ru = 'Привет, как дела? Как у тебя сегодня дела?';
    const guess = detectLanguage(ru);
    assert.equal(guess.language, 'ru');
    assert.equal(guess.margin, 0.013);
    assert.equal(guess.close.length, 2, 'a runner-up within 0.02');
    assert.deepEqual(evidence({ type: 'language', action: 'block', allowed: ['en'] }, ru), ['language ru (score 0.839, margin 0.013) is not allowed']);
    assert.equal(evidence({ type: 'language', action: 'block', blocked: ['ru'] }, ru), undefined, 'it might be the runner-up');
    assert.equal(evidence({ type: 'language', action: 'block', allowed: guess.close.slice(1) }, ru), undefined, 'the runner-up is allowed');
    assert.deepEqual(evidence({ type: 'language', action: 'block', blocked: guess.close }, ru), ['language ru (score 0.839, margin 0.013) is blocked']);
  });
  it('save-time checks', () => {
    assert.deepEqual(validateRules([{ type: 'language', action: 'block' }]), [{ field: '/rules/0', message: 'a language rule needs allowed and/or blocked' }]);
    assert.deepEqual(validateRules([{ type: 'language', action: 'block', blocked: ['EN'] }]), [{ field: '/rules/0/blocked/0', message: 'must be a lower-case ISO 639-1 code such as en' }]);
    assert.deepEqual(validateRules([{ type: 'language', action: 'block', allowed: [] }]), [{ field: '/rules/0/allowed', message: 'must have 1 to 200 items' }]);
    assert.deepEqual(validateRules([{ type: 'language', action: 'block', allowed: ['en'], minLength: 1.5 }]), [{ field: '/rules/0/minLength', message: 'must be a whole number from 0 to 10000' }]);
  });
});
