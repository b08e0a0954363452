// byFirstChar: the grouped alternation finds exactly the matches of the plain one, word for word, on
// generated texts full of near-misses, with and without case folding, and falls back where it must.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { anyOfSources, byFirstChar, bySourceFirstChar } from '../src/engine/normalize/alternation.ts';
import { rng } from '../src/ml/linear.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matches = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);

const WORDS = ['account number', 'account no', 'acct', 'acct no', 'a/c', 'Konto', 'kontonummer', 'konto-nr', 'número de cuenta', 'n° de compte', 'dl', 'dl#', 'dln', "driver's", 'licence', 'license', 'Élan', 'élan', 'ü', 'über', 'x.y', '(a)'];

function texts(seed: number, n: number): string[] {
  const next = rng(seed);
  const pieces = [...WORDS, ...WORDS.map((w) => w.toUpperCase()), ...WORDS.map((w) => w.slice(0, -1)), ' ', '  ', '-', '_', ', ', 'x', 'Ü', 'É', 'ſ', 'K', '\n', 'a', 'c'];
  return Array.from({ length: n }, () => Array.from({ length: 4 + Math.floor(next() * 30) }, () => pieces[Math.floor(next() * pieces.length)]).join(''));
}

describe('byFirstChar alternations', () => {
  for (const flags of ['g', 'gi', 'gu', 'giu']) {
    it(`matches what the plain alternation matches, flags ${flags}, on 3,000 generated texts`, () => {
      const ignoreCase = flags.includes('i');
      const plain = new RegExp(WORDS.map(escape).join('|'), flags);
      const grouped = new RegExp(byFirstChar(WORDS, { ignoreCase }), flags);
      assert.notEqual(grouped.source, plain.source);
      let found = 0;
      for (const text of texts(flags.length * 7 + (ignoreCase ? 1 : 0), 3000)) {
        const want = matches(plain, text);
        found += want.length;
        assert.deepEqual(matches(grouped, text), want, JSON.stringify(text));
      }
      assert.ok(found > 3000, `${found} matches compared`);
    });
  }

  it('groups words by first character in their order, and falls back to the plain list where grouping could change a match', () => {
    assert.equal(byFirstChar(['ab', 'b', 'ac']), 'a(?:b|c)|b(?:)');
    assert.equal(byFirstChar(['Ab', 'ab'], { ignoreCase: true }), 'a(?:b|b)');
    assert.equal(byFirstChar(['Ab', 'ab']), 'A(?:b)|a(?:b)');
    assert.equal(byFirstChar(['a.', '.b']), 'a(?:\\.)|\\.(?:b)');
    assert.equal(byFirstChar(['ſa', 'sb'], { ignoreCase: true }), 'ſa|sb', 'ſ folds to s: no grouping');
    assert.equal(byFirstChar(['σα', 'ςβ'], { ignoreCase: true }), 'σα|ςβ');
    assert.equal(byFirstChar(['', 'a']), '|a');
    assert.equal(byFirstChar(['a b'], { source: (r) => r.replace(/ /g, '[ ]') }), 'a(?:[ ]b)');
  });

  it('bySourceFirstChar: the same matches and groups as the plain alternation, backtracking into later alternatives included', () => {
    const sources = String.raw`api[_.-]?key|x-api-key|api[_.-]?token|access[_.-]?key|auth[_.-]?token|authorization|secret|token|passwd|password|pwd|pass|credentials?|key`.split('|');
    const around = (alts: string) => new RegExp(String.raw`(?<word>${alts})(?<tail>[\w.-]{0,6}?)[ \t]?=[ \t]?(?<value>\w{3,})`, 'gi');
    const plain = around(sources.join('|'));
    const grouped = around(bySourceFirstChar(sources, { ignoreCase: true }));
    assert.notEqual(grouped.source, plain.source);
    const next = rng(99);
    const pieces = ['api', 'API_', 'key', 'Key', 'token', '_token', 'pass', 'PASSWORD', 'wd', 'auth', 'orization', 'credential', 's', '=', ' = ', 'x-', 'secret', 'abc123', 'zz', '.', '\n'];
    let found = 0;
    for (let k = 0; k < 3000; k++) {
      const text = Array.from({ length: 3 + Math.floor(next() * 12) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const want = [...text.matchAll(plain)].map((m) => JSON.stringify([m.index, m.groups]));
      found += want.length;
      assert.deepEqual([...text.matchAll(grouped)].map((m) => JSON.stringify([m.index, m.groups])), want, JSON.stringify(text));
    }
    assert.ok(found > 500, `${found} matches compared`);
    assert.equal(bySourceFirstChar(['ab', 'a?c']), 'ab|a?c', 'a quantified first character is not split off');
    assert.equal(bySourceFirstChar(['[ab]c', 'ad']), '[ab]c|ad', 'a class first: unknown first character');
  });

  it('anyOfSources: whether a text matches is unchanged, whatever the alternatives start with', () => {
    const sources = ['driver[^\\p{L}\\p{N}]{0,3}s', 'license', 'dl', 'führerschein', 'n[^\\p{L}\\p{N}]{0,3}de[^\\p{L}\\p{N}]{0,3}permis', '運転免許', 'a?b', '[xy]z'];
    const plain = new RegExp(sources.join('|'), 'iu');
    const grouped = new RegExp(anyOfSources(sources, { ignoreCase: true }), 'iu');
    assert.notEqual(grouped.source, plain.source);
    const next = rng(5);
    const pieces = ['driver', "'s", ' ', 'LICENSE', 'lic', 'D', 'L', 'FÜHRER', 'schein', 'n°', 'de', 'permis', '運転', '免許', 'b', 'yz', 'q'];
    let hits = 0;
    for (let k = 0; k < 3000; k++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const want = plain.test(text);
      if (want) hits++;
      assert.equal(grouped.test(text), want, JSON.stringify(text));
    }
    assert.ok(hits > 500 && hits < 2900, `${hits} of 3,000 match`);
  });
});
