// The one-pass matchers behind keyword, regex and topic rules, checked against the one-keyword and
// one-pattern references they replace: the keyword automaton against findKeyword (random keywords and
// texts full of case-folding, composition and boundary traps), the RE2 sets against findMatches, the
// case-fold table against /…/iv itself. And the work bounds: pattern cost, span searches per analysis,
// the deadline checked inside every pass, compiled matchers reused across analyses.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BudgetExceeded, Deadline } from '../src/budget.ts';
import { fold } from '../src/policy/case-fold.ts';
import { evaluatePolicies } from '../src/policy/evaluate.ts';
import { findKeyword } from '../src/policy/keyword.ts';
import { KeywordSet } from '../src/policy/keyword-set.ts';
import { compileMatchers } from '../src/policy/matchers.ts';
import { MAX_PATTERN_COST, compileRegex, findMatches, patternCost, regexProblem } from '../src/policy/regex.ts';
import { MAX_SPAN_SEARCHES, RegexSet, SET_COST, mayMatchEmpty, withoutCaptures } from '../src/policy/regex-set.ts';
import { Lexicon, tokenize } from '../src/policy/topics.ts';
import { rng } from '../src/ml/linear.ts';
import type { StoredRule } from '../src/store/types.ts';
import { policyOf, quietFacts } from './policy-helpers.ts';

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A deadline whose clock runs out after `reads` looks at it, counting them. */
function deadlineAfter(reads: number): Deadline & { reads: number } {
  let n = 0;
  const d = Object.create(Deadline.NONE, {
    passed: { get: () => ++n > reads },
    reads: { get: () => n },
  }) as Deadline & { reads: number };
  return d;
}

describe('case folding', () => {
  it('folds exactly as /…/iv compares, special mappings included', () => {
    const same = (a: string, b: string) => fold(a.codePointAt(0)!) === fold(b.codePointAt(0)!);
    const pairs: Array<[string, string]> = [['ſ', 's'], ['ſ', 'S'], ['K', 'k'], ['ẞ', 'ß'], ['ς', 'σ'], ['ς', 'Σ'], ['ϐ', 'β'], ['µ', 'μ'], ['Å', 'å'], ['ꭰ', 'Ꭰ'], ['\u0390', '\u1fd3'], ['\ufb05', '\ufb06'], ['𐐀', '𐐨'], ['Ǆ', 'ǆ'], ['ǅ', 'ǆ']];
    for (const [a, b] of pairs) {
      assert.ok(same(a, b), `${a} ~ ${b}`);
      assert.ok(new RegExp(a, 'iv').test(b), `/${a}/iv matches ${b}`);
    }
    const apart: Array<[string, string]> = [['ı', 'i'], ['İ', 'i'], ['ß', 's'], ['a', 'b']];
    for (const [a, b] of apart) {
      assert.ok(!same(a, b), `${a} ≁ ${b}`);
      assert.ok(!new RegExp(a, 'iv').test(b), `/${a}/iv does not match ${b}`);
    }
  });

  it('every code point below U+20000 folds to a member of its own /iv class, and cased letters agree pairwise', () => {
    const escape = (ch: string) => ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
    let cased = 0;
    for (let cp = 0; cp < 0x20000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const f = fold(cp);
      if (f === cp) continue;
      cased++;
      assert.ok(new RegExp(`^${escape(String.fromCodePoint(f))}$`, 'iv').test(String.fromCodePoint(cp)), `U+${cp.toString(16)} → U+${f.toString(16)}`);
    }
    assert.ok(cased > 1_400, `${cased} code points fold to another`);
  });
});

describe('keyword automaton: one pass, the same answers as findKeyword', () => {
  const ALPHABET = ['a', 'A', 'b', 'é', 'e\u0301', 'É', 'ß', 'ẞ', 'ſ', 's', 'S', 'K', 'k', 'ı', 'İ', 'i', ' ', '-', '_', '1', '東', '京', 'ภ', '🙂', 'ς', 'σ', 'Σ', '\u0301', '\ud800', 'x'];
  for (const seed of [1, 2, 3]) {
    it(`random keywords and texts, seed ${seed}: every keyword's first span, or none`, () => {
      const random = rng(seed);
      const word = (n: number) => Array.from({ length: n }, () => pick(random, ALPHABET)).join('');
      let checks = 0;
      for (let round = 0; round < 150; round++) {
        const rules = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
          keywords: Array.from({ length: 1 + Math.floor(random() * 4) }, () => word(1 + Math.floor(random() * 4))).filter((k) => k.trim() !== ''),
          caseSensitive: random() < 0.3,
          wholeWord: random() < 0.6,
        }));
        const set = new KeywordSet(rules);
        for (let t = 0; t < 4; t++) {
          const text = word(Math.floor(random() * 40));
          const hits = set.search(text, Deadline.NONE);
          rules.forEach((rule, r) => {
            const expected = [...new Set(rule.keywords)].flatMap((keyword) => {
              const m = findKeyword(text, keyword, rule.caseSensitive, rule.wholeWord);
              return m ? [{ keyword, ...m }] : [];
            });
            assert.deepEqual(hits.of(r), expected, JSON.stringify({ rule, text }));
            checks++;
          });
        }
      }
      assert.ok(checks > 1_000);
    });
  }

  it('whole words of one letter repeated, over a run of that letter: found only where the run ends', () => {
    const set = new KeywordSet([{ keywords: Array.from({ length: 200 }, (_, i) => 'a'.repeat(i + 1)), caseSensitive: false, wholeWord: true }]);
    const text = `${'a'.repeat(150)} x`;
    assert.deepEqual(set.search(text, Deadline.NONE).of(0), [{ keyword: 'a'.repeat(150), start: 0, end: 150 }]);
  });

  it('checks the deadline inside the pass', () => {
    const set = new KeywordSet([{ keywords: ['zz'], caseSensitive: false, wholeWord: true }]);
    const deadline = deadlineAfter(3);
    assert.throws(() => set.search('a'.repeat(100_000), deadline), (e: unknown) => e instanceof BudgetExceeded && e.stage === 'policies');
    assert.equal(deadline.reads, 4, 'read every 1,024 code points: the fourth read is past it');
  });
});

describe('regex sets: which patterns match, then spans for those', () => {
  const ATOMS = ['a', 'b', '.', '\\b', '\\B', '^', '$', '[ab]', '[^a]', '(a)', '(?<n>b)', '\\d', '\\s', 'é', '東', '(?:a|b)', '(a|)', 'x', '\\p{L}'];
  const QUANTIFIERS = ['', '', '*', '+', '?', '{2}', '{1,3}', '*?'];
  const TEXT = ['a', 'b', ' ', '\n', 'é', '東', '1', 'x', 'ab', 'A'];
  for (const seed of [1, 2]) {
    it(`random patterns and texts, seed ${seed}: the same spans and counts as one pattern at a time`, () => {
      const random = rng(seed);
      const pattern = () => Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, ATOMS) + pick(random, QUANTIFIERS)).join('') + (random() < 0.2 ? `|${pick(random, ATOMS)}` : '');
      let checks = 0;
      for (let round = 0; round < 150; round++) {
        const rules = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          patterns: Array.from({ length: 1 + Math.floor(random() * 4) }, pattern).filter((p) => {
            try {
              compileRegex(p, '');
              return true;
            } catch {
              return false;
            }
          }),
          flags: pick(random, ['', 'i', 'm', 's', 'im']),
        }));
        const set = new RegexSet(rules);
        for (let t = 0; t < 4; t++) {
          const text = Array.from({ length: Math.floor(random() * 30) }, () => pick(random, TEXT)).join('');
          const hits = set.match(text, Deadline.NONE);
          rules.forEach((rule, r) => {
            const expected = rule.patterns.flatMap((p, index) => {
              const m = findMatches(compileRegex(p, rule.flags), text);
              return m ? [{ index, ...m }] : [];
            });
            assert.deepEqual(hits.of(r).map((h) => ({ index: h.index, ...(h.span() as object) })), expected, JSON.stringify({ rule, text }));
            checks++;
          });
        }
      }
      assert.ok(checks > 500);
    });
  }

  it('capturing groups become non-capturing for span searches, classes and quoted text left alone', () => {
    assert.equal(withoutCaptures('(a+)+$', ''), '(?:a+)+$');
    assert.equal(withoutCaptures('(?<year>\\d{4})-(?P<m>\\d\\d)', ''), '(?:\\d{4})-(?:\\d\\d)');
    assert.equal(withoutCaptures('[(]a(b)', ''), '[(]a(?:b)');
    assert.equal(withoutCaptures('[]()]+(x)', ''), '[]()]+(?:x)');
    assert.equal(withoutCaptures('\\(a(b)\\)', ''), '\\(a(?:b)\\)');
    assert.equal(withoutCaptures('\\Q(a)\\E(b)', ''), '\\Q(a)\\E(?:b)');
    assert.equal(withoutCaptures('[[:alpha:](]+(z)', ''), '[[:alpha:](]+(?:z)');
    assert.equal(withoutCaptures('(?:a)(?i:b)', ''), '(?:a)(?i:b)', 'nothing to rewrite');
  });

  it('patterns that can match empty next to some character are told apart (they are confirmed one by one)', () => {
    for (const p of ['\\bz*', 'x*\\b', '^', '(?:a|$)?', '\\B']) assert.equal(mayMatchEmpty(p, ''), true, p);
    assert.equal(mayMatchEmpty('^x*', 'm'), true);
    for (const p of ['a+', '\\bproj-\\d{3}\\b', '^a', 'a$', '[^x]{3}']) assert.equal(mayMatchEmpty(p, ''), false, p);
  });

  it(`sets hold at most ${SET_COST} of pattern cost: 32 patterns of cost 8 are one pass, 33 are two`, () => {
    const passes = (n: number) => {
      const set = new RegexSet([{ patterns: Array.from({ length: n }, (_, i) => `abcd${String(i).padStart(4, '0')}`), flags: '' }]);
      assert.equal(patternCost('abcd0000'), 8);
      const deadline = deadlineAfter(1_000);
      set.match('abcd0032 x', deadline);
      return deadline.reads;
    };
    assert.equal(passes(32), 1);
    assert.equal(passes(33), 2);
  });

  it('checks the deadline before every set', () => {
    const set = new RegexSet([{ patterns: ['a+b', 'c'], flags: '' }, { patterns: ['d'], flags: 'i' }]);
    const deadline = deadlineAfter(1);
    assert.throws(() => set.match('a'.repeat(1_000), deadline), BudgetExceeded);
    assert.equal(deadline.reads, 2, 'one set per flags: the second is not run');
  });
});

describe('pattern cost: refused above MAX_PATTERN_COST, with the reason', () => {
  it('counted repetitions multiply, broad atoms count double, assertions nothing', () => {
    const cases: Array<[string, number]> = [
      ['(a+)+$', 1],
      ['\\bproj-\\d{3}\\b', 8],
      ['[a-f0-9]{64}', 64],
      ['.{1,40}x', 81],
      ['[^x]{999}x', 1999],
      ['(?:.{0,10}a){10}x', 211],
      ['\\p{L}{20}x', 41],
      ['[]a]+', 1],
      ['\\Qa.b\\E', 3],
      ['(?<name>ab)c', 3],
      ['(?i)secret', 6],
    ];
    for (const [p, cost] of cases) assert.equal(patternCost(p), cost, p);
  });

  it('a pattern over the cost is refused at save time, after RE2 syntax errors', () => {
    assert.equal(MAX_PATTERN_COST, 100);
    assert.equal(regexProblem('[^x]{50}y', ''), 'is too complex: about 101 positions once its repetitions are expanded (counted repetitions multiply, ., negated classes and \\p{…} count double); at most 100 are allowed');
    assert.equal(regexProblem('[^x]{49}y', ''), undefined);
    assert.match(regexProblem('[^x]{1001}', '') ?? '', /^is not a valid RE2 regular expression: invalid repetition size/);
  });
});

describe('evaluation: compiled once, bounded per analysis', () => {
  const regexRule = (patterns: string[]): StoredRule => ({ type: 'regex', action: 'warn', patterns });

  it('the same policy contents reuse the compiled matchers; edited contents compile anew', () => {
    const rules: StoredRule[] = [{ type: 'keyword', action: 'block', keywords: ['alpha'] }, regexRule(['b+c']), { type: 'topic', action: 'warn', topics: ['x'], keywords: { x: ['xylophone'] } }];
    const a = compileMatchers([policyOf(rules)]);
    const b = compileMatchers([policyOf(structuredClone(rules), { id: 'other' })]);
    assert.equal(a.keywords, b.keywords);
    assert.equal(a.regex, b.regex);
    assert.equal(a.topics, b.topics);
    const edited = compileMatchers([policyOf([{ ...rules[0]!, keywords: ['beta'] }, rules[1]!, rules[2]!])]);
    assert.notEqual(edited.keywords, a.keywords);
    assert.equal(edited.regex, a.regex, 'only what changed is compiled again');
  });

  it(`spans are searched for the first ${MAX_SPAN_SEARCHES} matching patterns of an analysis; the others are reported without`, () => {
    const rules = Array.from({ length: 12 }, (_, r) => regexRule(Array.from({ length: 10 }, (_, i) => `a|zq${r}x${i}`)));
    const out = evaluatePolicies([policyOf(rules)], { ...quietFacts, content: 'a' });
    assert.equal(out.violations.length, 12);
    assert.deepEqual(out.violations[0]!.evidence.slice(0, 2), ['pattern 0 at 0-1 (1 match)', 'pattern 1 at 0-1 (1 match)']);
    assert.deepEqual(out.violations[9]!.evidence.at(-1), 'pattern 9 at 0-1 (1 match)', 'the 100th search');
    assert.deepEqual(out.violations[10]!.evidence[0], `pattern 0 matched (spans are searched for the first ${MAX_SPAN_SEARCHES} matching patterns of an analysis)`);
    assert.equal(out.violations[11]!.evidence.length, 10);
  });

  it('more than ten matching patterns: nine with spans and how many more', () => {
    const out = evaluatePolicies([policyOf([regexRule(Array.from({ length: 14 }, (_, i) => `a|zq${i}`))])], { ...quietFacts, content: 'xa' });
    assert.deepEqual(out.violations[0]!.evidence, [...Array.from({ length: 9 }, (_, i) => `pattern ${i} at 1-2 (1 match)`), 'and 5 more']);
  });

  it('throws BudgetExceeded when the deadline has passed, checking it inside long passes', () => {
    const policy = policyOf([{ type: 'keyword', action: 'block', keywords: ['needle'] }]);
    assert.throws(() => evaluatePolicies([policy], { ...quietFacts, content: 'x' }, Deadline.in(-1)), (e: unknown) => e instanceof BudgetExceeded && e.stage === 'policies');
    const deadline = deadlineAfter(5);
    assert.throws(() => evaluatePolicies([policy], { ...quietFacts, content: 'hay '.repeat(100_000) }, deadline), BudgetExceeded);
    assert.equal(deadline.reads, 6, 'before the rule, then every 1,024 code points of the keyword pass');
    assert.equal(evaluatePolicies([policy], { ...quietFacts, content: 'a needle' }, Deadline.in(60_000)).violations.length, 1);
  });
});

describe('topic lexicon: phrases as a trie, each term counted once', () => {
  it('a thousand phrases sharing their first word cost one lookup per occurrence, with the same scores', () => {
    const lexicon = new Lexicon();
    for (let i = 0; i < 1_000; i++) lexicon.add(`alpha w${i}`, 0.1);
    lexicon.add('alpha', 0.5);
    lexicon.add('alpha w7 omega', 0.2);
    const score = lexicon.score(tokenize(`${'alpha '.repeat(2_000)}alpha w7 omega`));
    assert.deepEqual(score, { score: Math.round((1 - 0.5 * 0.9 * 0.8) * 1000) / 1000, terms: 3, first: { start: 0, end: 5 } });
  });

  it('terms found at the same word are counted in the order they were added (the first sets the span)', () => {
    const lexicon = new Lexicon();
    lexicon.add('cold wallet', 0.6);
    lexicon.add('cold', 0.6);
    assert.deepEqual(lexicon.score(tokenize('a cold wallet')), { score: 0.84, terms: 2, first: { start: 2, end: 13 } });
  });
});
