// Regex rules: RE2 at save time (refusals with RE2's reason and the field path) and at evaluation
// (linear time on catastrophic patterns, flags, UTF-16 offsets, capped match counts).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateRules } from '../src/policy/rules.ts';
import { findMatches, compileRegex, regexProblem } from '../src/policy/regex.ts';
import { ruleEvidence } from './policy-helpers.ts';
import type { StoredRule } from '../src/store/types.ts';

const evidence = ruleEvidence;

const rx = (patterns: string[], flags?: string) => ({ type: 'regex', action: 'block', patterns, ...(flags !== undefined ? { flags } : {}) });

describe('regex rules: evaluation', () => {
  it('catastrophic-backtracking patterns run in linear time on 100 KB (RE2)', () => {
    const content = `${'a'.repeat(100_000)}!`;
    // A backtracking engine needs about 2^n steps for these on a failing input; RE2 answers at once.
    assert.equal(evidence(rx(['(a+)+$', '(a|aa)+$', '(a|a?)+b', '^(a+)+b']), content), undefined);
    assert.deepEqual(evidence(rx(['(a+)+!$']), content), ['pattern 0 at 0-100001 (1 match)']);
    assert.deepEqual(evidence(rx(['(x+x+)+y', 'a!']), `${'x'.repeat(100_000)}a!`), ['pattern 1 at 100000-100002 (1 match)']);
  });

  it('reports each matching pattern with its first span and a match count capped at 100', () => {
    assert.deepEqual(evidence(rx(['\\bproj-\\d{3}\\b', 'nothing', 'o']), 'see proj-123 and proj-456, not proj-12'), [
      'pattern 0 at 4-12 (2 matches)',
      'pattern 2 at 6-7 (4 matches)',
    ]);
    assert.deepEqual(evidence(rx(['x']), 'x'.repeat(1000)), ['pattern 0 at 0-1 (100+ matches)']);
  });

  it('flags: i, m, s, u; without i matching is case-sensitive', () => {
    assert.equal(evidence(rx(['SECRET']), 'a secret'), undefined);
    assert.deepEqual(evidence(rx(['SECRET'], 'i'), 'a secret'), ['pattern 0 at 2-8 (1 match)']);
    assert.equal(evidence(rx(['^two$']), 'one\ntwo\nthree'), undefined);
    assert.deepEqual(evidence(rx(['^two$'], 'm'), 'one\ntwo\nthree'), ['pattern 0 at 4-7 (1 match)']);
    assert.equal(evidence(rx(['one.two']), 'one\ntwo'), undefined);
    assert.deepEqual(evidence(rx(['one.two'], 's'), 'one\ntwo'), ['pattern 0 at 0-7 (1 match)']);
    assert.deepEqual(evidence(rx(['\\p{Lu}\\p{Ll}+'], 'u'), 'über Ärger'), ['pattern 0 at 5-10 (1 match)']);
  });

  it('offsets are UTF-16 code units, as JavaScript strings count them', () => {
    const content = '😀😀 wörld';
    assert.deepEqual(evidence(rx(['w.rld']), content), ['pattern 0 at 5-10 (1 match)']);
    assert.equal(content.slice(5, 10), 'wörld');
  });

  it('empty matches are not matches; a pattern that only matches empty never fires', () => {
    assert.equal(evidence(rx(['\\b(?:zz)?']), 'no words here'), undefined, 'empty at every word edge, never non-empty');
    assert.deepEqual(evidence(rx(['\\bz*']), 'no zz here'), ['pattern 0 at 3-5 (1 match)'], 'the empty matches before it are skipped');
  });

  it('findMatches resets its state: the same compiled pattern finds the same first match twice', () => {
    const re = compileRegex('b+', 'i');
    assert.deepEqual(findMatches(re, 'aBbab'), { start: 1, end: 3, count: 2 });
    assert.deepEqual(findMatches(re, 'aBbab'), { start: 1, end: 3, count: 2 });
    assert.equal(findMatches(re, 'aaa'), undefined);
  });
});

describe('regex rules: save-time refusals', () => {
  const fields = (rule: StoredRule) => validateRules([{ type: 'keyword', action: 'warn', keywords: ['k'] }, rule]);

  it('backreferences and lookaround: refused with RE2 reason and field path', () => {
    assert.deepEqual(fields(rx(['ok', '(a)\\1'])), [
      { field: '/rules/1/patterns/1', message: 'backreferences and lookaround are not supported: patterns run on RE2, a linear-time engine (invalid escape sequence: \\1)' },
    ]);
    assert.deepEqual(fields(rx(['(?<=a)b'])), [
      { field: '/rules/1/patterns/0', message: 'backreferences and lookaround are not supported: patterns run on RE2, a linear-time engine (invalid perl operator: (?<=)' },
    ]);
    assert.deepEqual(fields(rx(['a(?!b)'])), [
      { field: '/rules/1/patterns/0', message: 'backreferences and lookaround are not supported: patterns run on RE2, a linear-time engine (invalid perl operator: (?!)' },
    ]);
  });

  it('syntax errors, oversized repetitions and empty-matching patterns', () => {
    assert.deepEqual(fields(rx(['[a-'])), [{ field: '/rules/1/patterns/0', message: 'is not a valid RE2 regular expression: missing ]: [a-' }]);
    assert.deepEqual(fields(rx(['a{1001}'])), [{ field: '/rules/1/patterns/0', message: 'is not a valid RE2 regular expression: invalid repetition size: {1001}' }]);
    assert.deepEqual(fields(rx(['x*', 'y?', '(?:)'])), [
      { field: '/rules/1/patterns/0', message: 'matches the empty string, so it would match every text' },
      { field: '/rules/1/patterns/1', message: 'matches the empty string, so it would match every text' },
      { field: '/rules/1/patterns/2', message: 'matches the empty string, so it would match every text' },
    ]);
  });

  it('flags other than i, m, s, u (or repeated) and more than 50 patterns are refused', () => {
    assert.deepEqual(fields(rx(['a'], 'g')), [{ field: '/rules/1/flags', message: 'may only contain the flags i, m, s and u, each once' }]);
    assert.deepEqual(fields(rx(['a'], 'ii')), [{ field: '/rules/1/flags', message: 'may only contain the flags i, m, s and u, each once' }]);
    assert.deepEqual(fields(rx(Array.from({ length: 51 }, () => 'a'))), [{ field: '/rules/1/patterns', message: 'must have 1 to 50 items' }]);
    assert.deepEqual(fields(rx(['a'.repeat(1001)])), [{ field: '/rules/1/patterns/0', message: 'must be a non-blank string of at most 1000 characters' }]);
  });

  it('JavaScript-only syntax that RE2 reads differently is refused, never silently changed', () => {
    assert.equal(regexProblem('\\p{L}+', 'u'), undefined);
    assert.equal(regexProblem('[[:alpha:]]+', ''), undefined, 'RE2 extensions are fine');
    assert.match(regexProblem('(?<name>a)\\k<name>', '') ?? '', /^backreferences and lookaround are not supported/);
  });
});
