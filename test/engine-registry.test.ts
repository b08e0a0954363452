// Every built-in detector proves itself with its own examples (exact spans for positives, nothing for
// negatives), and the registry refuses a malformed detector list.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUILTIN_DETECTORS, buildRegistry, registry } from '../src/engine/detectors/index.ts';
import { checkExamples, marked, patternDetector } from '../src/engine/detectors/define.ts';
import type { Detector } from '../src/engine/types.ts';

describe('built-in detectors', () => {
  for (const detector of registry.detectors) {
    it(`${detector.id} passes its own examples`, () => {
      assert.ok(detector.examples.positive.length > 0, 'needs positive examples');
      assert.ok(detector.examples.negative.length > 0, 'needs negative examples');
      assert.deepEqual(checkExamples(detector), []);
    });
  }

  it('every positive example lists exact spans', () => {
    for (const d of registry.detectors) {
      for (const ex of d.examples.positive) assert.ok((ex.spans ?? []).length > 0, `${d.id}: ${ex.text}`);
    }
  });

  it('are all in the one registry list', () => {
    assert.equal(registry.detectors.length, BUILTIN_DETECTORS.length);
    assert.equal(registry.byId.size, BUILTIN_DETECTORS.length);
  });
});

describe('buildRegistry', () => {
  const fake = (id: string, over: Partial<Detector> = {}): Detector => ({
    id,
    family: 'pii',
    category: 'PII_EXPOSURE',
    types: ['email'],
    detect: () => [],
    examples: { positive: [], negative: [] },
    ...over,
  });

  it('throws on a duplicate id', () => {
    assert.throws(() => buildRegistry([fake('dup'), fake('other'), fake('dup')]), /duplicate detector id "dup"/);
  });

  it('throws when a built-in id is registered twice', () => {
    const first = BUILTIN_DETECTORS[0];
    assert.ok(first);
    assert.throws(() => buildRegistry([...BUILTIN_DETECTORS, first]), /duplicate detector id/);
  });

  it('throws on a non-kebab-case id', () => {
    assert.throws(() => buildRegistry([fake('Bad_Id')]), /kebab-case/);
  });

  it('throws when a personal-data detector reports a type that is not a PII type', () => {
    assert.throws(() => buildRegistry([fake('x', { types: ['nickname'] })]), /non-PII types: nickname/);
  });
});

describe('patternDetector', () => {
  const base = {
    id: 'demo',
    family: 'pii' as const,
    category: 'PII_EXPOSURE' as const,
    type: 'email',
    baseScore: 0.5,
    reason: 'demo',
    examples: { positive: ['«x»'], negative: [] },
  };

  it('refuses a non-global pattern', () => {
    assert.throws(() => patternDetector({ ...base, pattern: /x/ }), /global/);
  });

  it('skips the regex when no keyword is present (prefilter)', () => {
    let ran = 0;
    const d = patternDetector({
      ...base,
      pattern: /x/g,
      keywords: ['KEY'],
      validate: () => {
        ran++;
        return true;
      },
    });
    assert.deepEqual(d.detect('x x x'), []);
    assert.equal(ran, 0);
    assert.equal(d.detect('KEY x').length, 1);
  });

  it('boosts near context words, requires them when asked, and lets a validator set the score', () => {
    const boosted = patternDetector({ ...base, pattern: /x/g, contextWords: ['near by'], contextWindow: 10, contextBoost: 0.25 });
    assert.deepEqual(boosted.detect('x').map((f) => f.score), [0.5]);
    assert.deepEqual(boosted.detect('near  by x').map((f) => f.score), [0.75]);
    assert.deepEqual(boosted.detect(`nearby x`).map((f) => f.score), [0.5], 'whole words only');
    assert.deepEqual(boosted.detect(`near by${' '.repeat(20)}x`).map((f) => f.score), [0.5], 'outside the window');

    const required = patternDetector({ ...base, pattern: /x/g, contextWords: ['near'], requireContext: true });
    assert.equal(required.detect('x').length, 0);
    assert.equal(required.detect('near x').length, 1);

    const scored = patternDetector({ ...base, pattern: /x+/g, validate: (v) => (v.length > 1 ? 0.3 : v.length === 1) });
    assert.deepEqual(scored.detect('x xx').map((f) => [f.start, f.score]), [[0, 0.5], [2, 0.3]]);
  });

  it('parses «marked» examples into exact spans', () => {
    assert.deepEqual(marked('a «bc» d «e»'), { text: 'a bc d e', spans: [{ start: 2, end: 4 }, { start: 7, end: 8 }] });
    assert.deepEqual(marked('😀«x»'), { text: '😀x', spans: [{ start: 2, end: 3 }] });
    assert.throws(() => marked('no markers'), /markers/);
    assert.throws(() => marked('«open'), /markers/);
  });
});
