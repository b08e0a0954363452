// Complexity check of policy evaluation, per rule type (keyword, regex, sentiment, topic, language,
// condition): with many rules, patterns and keywords, evaluating content of n, 2n and 4n characters
// (runs of one character, alternating pairs, mixed Unicode categories, long words, separators, words
// of the rules themselves) may cost at most 3× per doubling (linear is 2, quadratic 4). And, at fixed
// content, 8× the keyword or regex rules may cost at most 3× the time: keywords run through one
// automaton and patterns through RE2 sets, one pass over the content whatever the number of rules
// (before, each keyword and pattern was its own pass: 8× the rules cost 8× the time).
//
// Ratios, not durations: each size is timed as the minimum over several batches after a warm-up, every
// batch of every size being long enough (≥ 8 ms) for the clock, and a failing case is measured again (up
// to five times, after a pause that lets other processes' bursts pass, keeping each size's best) before
// it fails, so a loaded machine does not fail it.

import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import { evaluatePolicies } from '../src/policy/evaluate.ts';
import { compileRegex } from '../src/policy/regex.ts';
import { validateRules } from '../src/policy/rules.ts';
import type { Policy, StoredRule } from '../src/store/types.ts';
import { policyOf, quietFacts } from './policy-helpers.ts';

const MAX_DOUBLING_RATIO = 3;
const MAX_RULES_RATIO = 3;
const BATCH_MS = 8;
const BATCHES = 4;
const ATTEMPTS = 5;
const PAUSE_MS = 100;

function policies(rules: StoredRule[], perPolicy = 100): Policy[] {
  assert.deepEqual(validateRules(rules).slice(0, 3), [], 'the rules are valid');
  const out: Policy[] = [];
  for (let i = 0; i < rules.length; i += perPolicy) out.push(policyOf(rules.slice(i, i + perPolicy), { id: `p${i}` }));
  return out;
}

const factsOf = (content: string) => ({ ...quietFacts, content, riskScore: 42, piiCount: 1, piiTypes: ['email'], threatCategories: ['PII_EXPOSURE'] });

/** Milliseconds per evaluation: the best of BATCHES batches of `calls` evaluations. */
function timeOf(ps: Policy[], content: string, calls: number): number {
  const facts = factsOf(content);
  let best = Number.POSITIVE_INFINITY;
  for (let b = 0; b < BATCHES; b++) {
    const started = performance.now();
    for (let c = 0; c < calls; c++) evaluatePolicies(ps, facts);
    best = Math.min(best, (performance.now() - started) / calls);
  }
  return best;
}

/** How many evaluations of this content make a batch of at least BATCH_MS (after a warm-up call). */
function callsFor(ps: Policy[], content: string): number {
  const facts = factsOf(content);
  evaluatePolicies(ps, facts); // warm-up: compiles and caches
  const started = performance.now();
  evaluatePolicies(ps, facts);
  const once = Math.max(performance.now() - started, 0.001);
  return Math.max(1, Math.min(2_000, Math.ceil(BATCH_MS / once)));
}

/** Times of the variants (each size, or each rule count), best per variant over up to ATTEMPTS rounds while `ok` fails. */
async function measure(variants: Array<{ ps: Policy[]; content: string }>, ok: (t: number[]) => boolean): Promise<number[]> {
  const calls = variants.map((v) => callsFor(v.ps, v.content)); // also warms every variant's compiled matchers
  let best = variants.map(() => Number.POSITIVE_INFINITY);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(PAUSE_MS);
    best = variants.map((v, i) => Math.min(best[i]!, timeOf(v.ps, v.content, calls[i]!)));
    if (ok(best)) break;
  }
  return best;
}

const ratios = (t: number[]) => t.slice(1).map((x, i) => x / t[i]!);
const fmt = (t: number[]) => t.map((x) => `${x.toFixed(2)} ms`).join(', ');

function fill(unit: string, n: number): string {
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
}

// Mixed Unicode categories: Latin with accents (composed and decomposed), special case mappings
// (ß ẞ İ ı ſ K ς), Greek, Cyrillic, Han, Kana, Hangul, Thai, Arabic, emoji (surrogate pairs), digits,
// marks, punctuation and spaces.
const UNICODE_UNIT = 'Ärger éte\u0301 ßẞ İı ſK ςσΣ Привет 東京都 カタカナ 한국어 ภาษาไทย عربى 🙂👍🏽 ١٢٣ 12 — «»…; ';

/** The content shapes each rule type is evaluated on, as functions of the size n. */
const SHAPES: Record<string, (n: number) => string> = {
  run: (n) => fill('a', n),
  pairs: (n) => fill('ab', n),
  unicode: (n) => fill(UNICODE_UNIT, n),
  longWords: (n) => fill(`${'a'.repeat(199)}b `, n),
  separators: (n) => fill(' -.,;:\n\t/', n),
};

function growthCase(name: string, ps: Policy[], shape: (n: number) => string, n: number): void {
  it(`${name}: ${n}, ${2 * n}, ${4 * n} characters`, async (t) => {
    const sizes = [n, 2 * n, 4 * n];
    const times = await measure(sizes.map((s) => ({ ps, content: shape(s) })), (x) => ratios(x).every((r) => r <= MAX_DOUBLING_RATIO));
    const r = ratios(times);
    t.diagnostic(`${fmt(times)}; ratios ${r.map((x) => x.toFixed(2)).join(', ')}`);
    for (const x of r) assert.ok(x <= MAX_DOUBLING_RATIO, `time ratio ${x.toFixed(2)} per doubling (${fmt(times)})`);
  });
}

// ---------- the rules ----------

const ALPHA = 'abcdefghijklmnopqrstuvwxyz';

/** 500 keywords per rule built to cost: prefixes of the shapes above, each made distinct by a suffix. */
function keywordRules(count: number): StoredRule[] {
  return Array.from({ length: count }, (_, r) => ({
    type: 'keyword',
    action: 'block',
    caseSensitive: r % 3 === 1,
    wholeWord: r % 2 === 0,
    keywords: Array.from({ length: 500 }, (_, i) => {
      const k = r * 500 + i;
      const tail = `${ALPHA[k % 26]}${ALPHA[Math.floor(k / 26) % 26]}${ALPHA[Math.floor(k / 676) % 26]}q`;
      switch (i % 5) {
        case 0: return `${'a'.repeat(1 + (i % 150))}${tail}`;
        case 1: return `${'ab'.repeat(1 + (i % 60))}${tail}`;
        case 2: return `ärger éte\u0301 ${tail}`;
        case 3: return `${'a'.repeat(199)}b ${tail}`.slice(-200);
        default: return `東京${tail}`;
      }
    }),
  }));
}

/** 50 patterns per rule: nested quantifiers, alternations, classes and Unicode properties, each distinct. */
function regexRules(count: number): StoredRule[] {
  const shapes = ['(a+)+$', '(a|aa)+b', '(?:ab)+c', '^(a+)+x', '\\p{L}+\\d', '(?:é|e\\x{301})+z', '[^x]{40}x', '\\bproj-\\d{3}\\b', '(?:\\s*-)+q', '東京+x'];
  return Array.from({ length: count }, (_, r) => ({
    type: 'regex',
    action: 'warn',
    ...(r % 2 === 1 ? { flags: 'i' } : {}),
    patterns: Array.from({ length: 50 }, (_, i) => `${shapes[i % shapes.length]}|zq${r}x${i}`),
  }));
}

/** 50 patterns per rule of the kinds policies hold (identifiers, secrets, words), none of which the content has. */
function typicalRegexRules(count: number): StoredRule[] {
  const shapes = ['\\bproj-\\d{3}\\b', '(?:confidential|internal only)', 'AKIA[0-9A-Z]{16}', '\\b[A-Z]{2}\\d{2}[A-Z0-9]{11,30}\\b', 'sk-[A-Za-z0-9]{20,}', '(?:\\d{3}-){2}\\d{4}', 'passw(?:or)?d\\s*[:=]', '\\bticket #\\d+', '[a-z0-9._%+-]+@corp\\.example', 'BEGIN [A-Z ]+ KEY'];
  return Array.from({ length: count }, (_, r) => ({
    type: 'regex',
    action: 'warn',
    ...(r % 2 === 1 ? { flags: 'i' } : {}),
    patterns: Array.from({ length: 50 }, (_, i) => `${shapes[i % shapes.length]}zq${r}x${i}`),
  }));
}

const sentimentRules = (count: number): StoredRule[] =>
  Array.from({ length: count }, (_, r) => ({ type: 'sentiment', action: 'flag', threshold: -1 + (2 * r) / count, operator: ['less_than', 'greater_than', 'less_than_or_equal', 'greater_than_or_equal'][r % 4] }));

function topicRules(count: number): StoredRule[] {
  return Array.from({ length: count }, (_, r) => ({
    type: 'topic',
    action: 'block',
    topics: ['gambling', 'weapons', 'medical', `own${r}`, `more${r}`],
    keywords: {
      [`own${r}`]: Array.from({ length: 250 }, (_, i) => (i % 3 === 0 ? `a ${ALPHA[i % 26]}${r}` : i % 3 === 1 ? `${'a'.repeat(1 + (i % 16))}*` : `aaa${i}x${r}`)),
      [`more${r}`]: Array.from({ length: 250 }, (_, i) => `ab ab ab ${i}`),
    },
    threshold: 0.5,
  }));
}

const languageRules = (count: number): StoredRule[] =>
  Array.from({ length: count }, (_, r) => (r % 2 === 0 ? { type: 'language', action: 'warn', allowed: ['en', 'de', 'fr'], minLength: r } : { type: 'language', action: 'block', blocked: ['ru', 'zh', 'ja', 'ko', 'th', 'ar'] }));

function conditionRules(count: number): StoredRule[] {
  const conditions = [
    { field: 'content_length', operator: 'greater_than', value: 10 },
    { field: 'risk_score', operator: 'in', value: Array.from({ length: 100 }, (_, i) => i) },
    { field: 'pii_types', operator: 'contains', value: 'email' },
    { field: 'threat_categories', operator: 'in', value: ['JAILBREAK', 'PII_EXPOSURE'] },
    { field: 'direction', operator: 'equals', value: 'input' },
    { field: 'toxicity_score', operator: 'less_than_or_equal', value: 0.5 },
  ];
  return Array.from({ length: count }, (_, r) => ({ condition: conditions[r % conditions.length], action: 'warn' }));
}

describe('policy evaluation grows linearly with the content, for every rule type', () => {
  const cases: Array<[string, Policy[], number]> = [
    ['keyword (10 rules × 500 keywords)', policies(keywordRules(10)), 4_000],
    ['regex (20 rules × 50 patterns)', policies(regexRules(20)), 4_000],
    ['sentiment (20 rules)', policies(sentimentRules(20)), 8_000],
    ['topic (20 rules × 5 topics, 500 keywords each)', policies(topicRules(20)), 8_000],
    ['language (20 rules)', policies(languageRules(20)), 8_000],
    ['condition (100 rules)', policies(conditionRules(100)), 8_000],
  ];
  for (const [name, ps, n] of cases) {
    for (const [shape, make] of Object.entries(SHAPES)) growthCase(`${name}, ${shape}`, ps, make, n);
  }
  // The rules' own words, over and over: every keyword and term nearly matches everywhere.
  growthCase('keyword, the keywords themselves', policies(keywordRules(10)), (n) => fill(keywordRules(10).flatMap((r) => r.keywords as string[]).join(' '), n), 8_000);
  growthCase('topic, the terms themselves', policies(topicRules(20)), (n) => fill('a a0 aaaa aaa1x0 ab ab ab 1 ', n), 8_000);
});

describe('keyword and regex rules: one pass over the content whatever the number of rules', () => {
  const counts = [1, 2, 4, 8];
  for (const content of [fill('a', 64_000), fill(UNICODE_UNIT, 64_000)]) {
    it(`keyword rules of 500 keywords: ${counts.join(', ')} rules on ${content.length} characters of ${JSON.stringify(content.slice(0, 6))}…`, async (t) => {
      const variants = counts.map((c) => ({ ps: policies(keywordRules(c)), content }));
      const times = await measure(variants, (x) => x.at(-1)! / x[0]! <= MAX_RULES_RATIO);
      const ratio = times.at(-1)! / times[0]!;
      t.diagnostic(`${fmt(times)}; per doubling ${ratios(times).map((x) => x.toFixed(2)).join(', ')}; 8× the rules: ${ratio.toFixed(2)}×`);
      assert.ok(ratio <= MAX_RULES_RATIO, `8× the rules cost ${ratio.toFixed(2)}× the time (${fmt(times)})`);
    });
  }

  // Patterns go into RE2 sets of bounded cost (a set's work per character grows with its patterns' cost
  // and one call cannot be interrupted), so passes grow with the patterns, but by sets, not one each:
  // 8 rules × 50 patterns must take under a third of the time of one RE2 pass per pattern (before:
  // a pass per pattern, and more: the same time or worse).
  for (const [name, make, content] of [
    ['typical', typicalRegexRules, fill('ab', 16_000)],
    ['typical', typicalRegexRules, fill(UNICODE_UNIT, 16_000)],
    ['costly', regexRules, fill('xy', 16_000)],
  ] as const) {
    it(`regex rules of 50 ${name} patterns: ${counts.join(', ')} rules on ${content.length} characters of ${JSON.stringify(content.slice(0, 6))}…, against a pass per pattern`, async (t) => {
      const variants = counts.map((c) => ({ ps: policies(make(c)), content }));
      const rules = make(counts.at(-1)!);
      const perPattern = rules.flatMap((r) => (r.patterns as string[]).map((p) => compileRegex(p, typeof r.flags === 'string' ? r.flags : '')));
      const onePassEach = () => {
        for (const re of perPattern) {
          re.lastIndex = 0;
          re.test(content);
        }
      };
      const baseline = () => {
        onePassEach();
        let best = Number.POSITIVE_INFINITY;
        for (let b = 0; b < BATCHES; b++) {
          const started = performance.now();
          onePassEach();
          best = Math.min(best, performance.now() - started);
        }
        return best;
      };
      let passes = baseline();
      const times = await measure(variants, (x) => {
        passes = Math.max(passes, baseline());
        return x.at(-1)! <= passes / 3;
      });
      t.diagnostic(`${fmt(times)}; per doubling ${ratios(times).map((x) => x.toFixed(2)).join(', ')}; 8× the rules: ${(times.at(-1)! / times[0]!).toFixed(2)}×; one RE2 pass per pattern: ${passes.toFixed(2)} ms`);
      assert.ok(times.at(-1)! <= passes / 3, `${rules.length * 50} patterns took ${times.at(-1)!.toFixed(2)} ms, one pass per pattern ${passes.toFixed(2)} ms`);
    });
  }
});
