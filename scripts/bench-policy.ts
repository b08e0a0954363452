// Policy evaluation under the two attacks of issue 20 (item 2), in process: 100 regex rules × 50
// patterns (a+)+$ (identical, then all distinct) and 10 keyword rules × 500 keywords, on 100 KB of "a".
// Prints seconds for the first analysis (compiling the matchers) and a repeated one (cached).
// Usage: node scripts/bench-policy.ts

import { evaluatePolicies, type AnalysisFacts } from '../src/policy/evaluate.ts';
import { quietFacts } from '../test/policy-helpers.ts';
import type { Policy, StoredRule } from '../src/store/types.ts';

const facts: AnalysisFacts = { ...quietFacts, content: 'a'.repeat(100_000) };

const policy = (rules: StoredRule[]): Policy[] => [
  { id: 'p', orgId: 'o', name: 'attack', description: null, enabled: true, rules, mode: 'enforce', isDefault: false, createdAt: '', updatedAt: '' },
];

const cases: Array<[string, Policy[]]> = [
  ['regex: 100 rules x 50 patterns (a+)+$', policy(Array.from({ length: 100 }, () => ({ type: 'regex', action: 'block', patterns: Array(50).fill('(a+)+$') })))],
  ['regex: 100 rules x 50 distinct, (a+)+$ or x<r>_<i>', policy(Array.from({ length: 100 }, (_, r) => ({ type: 'regex', action: 'block', patterns: Array.from({ length: 50 }, (_, i) => `(a+)+$|x${r}_${i}`) })))],
  ['keyword: 10 rules x 500 keywords aaa<n>', policy(Array.from({ length: 10 }, (_, r) => ({ type: 'keyword', action: 'block', keywords: Array.from({ length: 500 }, (_, i) => `aaa${r * 500 + i}`) })))],
  ['keyword: 10 rules x 500 keywords a^k…', policy(Array.from({ length: 10 }, (_, r) => ({ type: 'keyword', action: 'block', keywords: Array.from({ length: 500 }, (_, i) => `${'a'.repeat(1 + (i % 150))}${r * 500 + i}`) })))],
];

console.log('| case (100 KB of "a") | first analysis, s | repeated, s | violations |');
console.log('|---|---|---|---|');
for (const [name, policies] of cases) {
  let started = performance.now();
  evaluatePolicies(policies, facts);
  const first = (performance.now() - started) / 1000;
  started = performance.now();
  const out = evaluatePolicies(policies, facts);
  const again = (performance.now() - started) / 1000;
  console.log(`| ${name} | ${first.toFixed(3)} | ${again.toFixed(3)} | ${out.violations.length} |`);
}
