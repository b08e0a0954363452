// The generated toxicity functional suite (scripts/toxicity-suite.ts): the same cases for a seed, the
// coverage the evaluation reports on (groups × functionalities, hateful and not), no template leftovers
// or duplicates, slurs the shipped lexicon knows, no text the hate classifier was trained on, and each
// obfuscation transform exact.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FUNCTIONALITIES, GROUPS, RECLAIMED, SLURS, SUITE_SEED, dropChar, functionalSuite, isCorrect, joinWords, leet, spaceOut, swapAdjacent,
} from '../scripts/toxicity-suite.ts';
import { termOf } from '../src/engine/detectors/toxicity/lexicon.ts';
import { neutralGroupStatements } from '../scripts/train-toxicity.ts';

const suite = functionalSuite();
const byFunctionality = (id: string) => suite.filter((c) => c.functionality === id);

test('the suite is the same for a seed, and the seed changes it', () => {
  assert.deepEqual(functionalSuite(), suite);
  assert.deepEqual(functionalSuite(SUITE_SEED), suite);
  const other = functionalSuite(SUITE_SEED + 1);
  assert.equal(other.length, suite.length);
  assert.notDeepEqual(other.map((c) => c.text), suite.map((c) => c.text));
});

test('12 groups over 10 characteristics, 28 functionalities, 1424 cases', () => {
  assert.equal(suite.length, 1424);
  assert.equal(FUNCTIONALITIES.length, 28);
  assert.equal(new Set(FUNCTIONALITIES.map((f) => f.id)).size, 28);
  const groups = new Set(suite.flatMap((c) => (c.group ? [c.group] : [])));
  assert.deepEqual([...groups].sort(), GROUPS.map((g) => g.id).sort());
  assert.equal(groups.size, 12);
  assert.equal(new Set(GROUPS.map((g) => g.characteristic)).size, 10);
  assert.equal(FUNCTIONALITIES.filter((f) => f.expectHate).length, 16);
  assert.equal(FUNCTIONALITIES.filter((f) => !f.expectHate).length, 12);
  assert.equal(suite.filter((c) => c.expectHate).length, 910);
  assert.equal(suite.filter((c) => !c.expectHate).length, 514);
});

test('every functionality has at least 20 cases, in the order of the list, with its expectations', () => {
  const counts = Object.fromEntries(FUNCTIONALITIES.map((f) => [f.id, byFunctionality(f.id).length]));
  assert.deepEqual(counts, {
    'hate-strong-emotion': 60, 'hate-dehumanising': 60, 'hate-implicit-derogation': 60, 'hate-direct-threat': 60,
    'hate-normative-threat': 60, 'hate-question': 60, 'hate-opinion': 60, 'hate-negated-positive': 60, 'hate-slur': 70,
    'hate-profanity': 60, 'hate-pronoun-reference': 60, 'obfuscation-swapped-chars': 48, 'obfuscation-missing-char': 48,
    'obfuscation-spaced-letters': 48, 'obfuscation-leetspeak': 48, 'obfuscation-missing-spaces': 48,
    'contrast-negated-hate': 60, 'contrast-neutral-mention': 60, 'contrast-positive-mention': 60,
    'contrast-counter-speech-quote': 60, 'contrast-counter-speech-reference': 60, 'contrast-news-report': 60,
    'contrast-slur-homonym': 28, 'contrast-reclaimed-slur': 21, 'contrast-profanity': 25, 'contrast-abuse-object': 25,
    'contrast-abuse-individual': 25, 'contrast-abuse-non-protected': 30,
  });
  for (const n of Object.values(counts)) assert.ok(n >= 20);
  assert.deepEqual([...new Set(suite.map((c) => c.functionality))], FUNCTIONALITIES.map((f) => f.id));
  for (const c of suite) {
    const f = FUNCTIONALITIES.find((x) => x.id === c.functionality)!;
    assert.equal(c.description, f.description);
    assert.equal(c.expectHate, f.expectHate);
    assert.equal(c.expectToxic, f.expectToxic);
    if (c.expectHate) assert.notEqual(c.group, null, c.text);
  }
});

test('the templated functionalities cover every group evenly', () => {
  const crossed = [
    'hate-strong-emotion', 'hate-dehumanising', 'hate-implicit-derogation', 'hate-direct-threat', 'hate-normative-threat',
    'hate-question', 'hate-opinion', 'hate-negated-positive', 'hate-profanity', 'hate-pronoun-reference',
    'contrast-negated-hate', 'contrast-neutral-mention', 'contrast-positive-mention', 'contrast-counter-speech-quote',
    'contrast-counter-speech-reference', 'contrast-news-report',
  ];
  for (const id of crossed) for (const g of GROUPS) assert.equal(byFunctionality(id).filter((c) => c.group === g.id).length, 5, `${id} ${g.id}`);
  for (const f of FUNCTIONALITIES.filter((x) => x.id.startsWith('obfuscation-'))) {
    for (const g of GROUPS) assert.equal(byFunctionality(f.id).filter((c) => c.group === g.id).length, 4, `${f.id} ${g.id}`);
  }
  for (const id of ['contrast-slur-homonym', 'contrast-profanity', 'contrast-abuse-object', 'contrast-abuse-individual', 'contrast-abuse-non-protected']) {
    assert.ok(byFunctionality(id).every((c) => c.group === null), id);
  }
});

test('no duplicate texts, no template leftovers, no doubled spaces', () => {
  assert.equal(new Set(suite.map((c) => c.text)).size, suite.length);
  for (const c of suite) {
    assert.doesNotMatch(c.text, /[{}[\]]/, c.text);
    assert.doesNotMatch(c.text, /\s{2}|^\s|\s$/, c.text);
    assert.match(c.text, /^[A-Z0-9"']/, c.text);
  }
});

test('no text is one the hate classifier was trained on', () => {
  const trained = new Set(neutralGroupStatements().map((t) => t.toLowerCase()));
  for (const c of suite) assert.ok(!trained.has(c.text.toLowerCase().replace(/[.?!]$/, '')), c.text);
});

test('slurs are the shipped lexicon\'s: hate terms for slur cases, lexicon terms for reclaimed ones', () => {
  for (const s of SLURS) {
    for (const form of [s.slur, s.slurs]) assert.equal(termOf(form)?.category, 'hate', form);
  }
  for (const s of RECLAIMED) {
    for (const form of [s.slur, s.slurs]) assert.ok(['hate', 'profanity'].includes(termOf(form)?.category ?? ''), form);
  }
  const slurGroups = new Set(byFunctionality('hate-slur').map((c) => c.group));
  assert.deepEqual([...slurGroups].sort(), ['asian', 'black', 'disabled', 'gay', 'jewish', 'mexican', 'muslim', 'trans']);
});

test('each obfuscation transform, exactly', () => {
  assert.equal(swapAdjacent('despise', 1), 'dsepise');
  assert.equal(swapAdjacent('vermin', 4), 'vermni');
  assert.throws(() => swapAdjacent('rat', 2), RangeError);
  assert.equal(dropChar('vermin', 2), 'vemin');
  assert.equal(dropChar('kill', 3), 'kil');
  assert.throws(() => dropChar('kill', 4), RangeError);
  assert.equal(spaceOut('hate'), 'h a t e');
  assert.equal(leet('leeches'), 'l33ch35');
  assert.equal(leet('Torch'), '70rch');
  assert.equal(leet('bum'), 'bum');
  assert.equal(joinWords('Keep them away from me.', 1, 2), 'Keep themaway from me.');
  assert.equal(joinWords('a  b\tc d', 0, 3), 'abc d');
  assert.equal(joinWords('like a plague.', 1, 2), 'like aplague.');
  assert.throws(() => joinWords('one two', 1, 2), RangeError);
});

test('obfuscated cases carry their transform', () => {
  for (const c of byFunctionality('obfuscation-leetspeak')) assert.match(c.text, /[a-z]*[013457][a-z0-9]*/i, c.text);
  for (const c of byFunctionality('obfuscation-spaced-letters')) assert.match(c.text, /\b\w( \w){2,}\b/, c.text);
  const plain = new Set(suite.filter((c) => !c.functionality.startsWith('obfuscation-')).map((c) => c.text));
  const spaces = (t: string) => t.split(/\s+/).length;
  for (const c of byFunctionality('obfuscation-missing-spaces')) {
    // one word fewer than some plain hateful case it was made from
    assert.ok(suite.some((p) => p.expectHate && plain.has(p.text) && p.text.replace(/\s+/g, '') === c.text.replace(/\s+/g, '') && spaces(p.text) === spaces(c.text) + 1), c.text);
  }
});

test('a case is correct when hate is as expected and, where nothing toxic is expected, nothing is found', () => {
  const hateful = { expectHate: true, expectToxic: true };
  const clean = { expectHate: false, expectToxic: false };
  const tolerant = { expectHate: false, expectToxic: undefined };
  assert.equal(isCorrect(hateful, new Set(['hate'])), true);
  assert.equal(isCorrect(hateful, new Set(['harassment'])), false);
  assert.equal(isCorrect(clean, new Set()), true);
  assert.equal(isCorrect(clean, new Set(['profanity'])), false);
  assert.equal(isCorrect(tolerant, new Set(['profanity', 'harassment'])), true);
  assert.equal(isCorrect(tolerant, new Set(['hate'])), false);
});
