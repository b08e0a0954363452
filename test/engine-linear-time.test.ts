// Safety net, not a benchmark: every built-in pattern stays linear on 100 KB adversarial inputs built
// to trigger catastrophic backtracking (long runs of the characters each pattern loops over).

import { it } from 'node:test';
import assert from 'node:assert/strict';
import { scan } from '../src/engine/index.ts';

const ALL = { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: 'input' as const };
const N = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);

const INPUTS: Record<string, string> = {
  letters: fill('a'),
  digits: fill('1'),
  spacedDigits: fill('1 '),
  dashedDigits: fill('000-'),
  cardGroups: fill('4111 '),
  ats: fill('@'),
  localParts: fill('a@'),
  dottedLocal: `${fill('a.').slice(0, N - 6)}@x.com`,
  dottedDigits: fill('1.'),
  colons: fill(':'),
  hexColons: fill('a1:'),
  jwtHeads: fill('eyJ'),
  jwtParts: fill('eyJhbGciOi.'),
  pemHeaders: fill('-----BEGIN RSA PRIVATE KEY-----'),
  pemNoEnd: `-----BEGIN RSA PRIVATE KEY-----${fill('A')}`,
  skPrefixes: fill('sk-'),
  akia: fill('AKIA'),
  slackish: fill('xoxb-1234567890-'),
  dashes: fill('-'),
  spaces: fill(' '),
  newlines: fill('\n'),
  hashes: fill('#'),
  ignore: fill('ignore '),
  ignoreAll: fill('ignore all previous '),
  ignoreSpaced: `ignore${' '.repeat(N)}previous instructions`,
  roleLabels: fill('\nSYSTEM: ignore '),
  stay: fill('stay in character '),
  youAre: fill('you are '),
  emails: fill('a@b.co '),
};

it('scans every adversarial input in under 2 s in total', () => {
  const started = performance.now();
  for (const [name, text] of Object.entries(INPUTS)) {
    assert.equal(typeof scan(text, ALL).riskScore, 'number', name);
  }
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 2000, `took ${Math.round(elapsed)} ms`);
});
