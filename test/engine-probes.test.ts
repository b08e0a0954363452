// The hand-written probes of scripts/eval-probes.ts (attack styles and languages the corpus lacks, and
// their benign lookalikes), held to their figures: what the signatures alone block, exactly, so a
// change that loses a translated DAN or starts blocking a lookalike shows here. (The trained models are
// measured by `npm run eval:probes`; the README has both.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROBES, probeBlocked } from '../scripts/eval-probes.ts';

test('probes from other styles and languages: the signatures alone block 132 of 160 attacks and none of the 69 lookalikes', () => {
  const round1 = PROBES.filter((p) => (p.round ?? 1) === 1);
  const attacks = round1.filter((p) => p.label === 'attack');
  const benign = round1.filter((p) => p.label === 'benign');
  assert.equal(attacks.length, 160);
  assert.equal(benign.length, 69);
  const bySet = (set: string) => attacks.filter((p) => p.set === set && probeBlocked(p, true)).length;
  assert.deepEqual({ translated: bySet('translated'), english: bySet('english'), document: bySet('document'), evasion: bySet('evasion') }, { translated: 89, english: 20, document: 12, evasion: 11 });
  assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
});

test('round 2 (task switches, password games, circulating jailbreaks, documents): the signatures alone block 34 of 53 attacks and none of the 29 lookalikes', () => {
  const round2 = PROBES.filter((p) => p.round === 2);
  const attacks = round2.filter((p) => p.label === 'attack');
  const benign = round2.filter((p) => p.label === 'benign');
  assert.equal(attacks.length, 53);
  assert.equal(benign.length, 29);
  const bySet = (set: string) => attacks.filter((p) => p.set === set && probeBlocked(p, true)).length;
  assert.deepEqual({ switch: bySet('switch'), secret: bySet('secret'), wild: bySet('wild'), document: bySet('document') }, { switch: 16, secret: 9, wild: 4, document: 5 });
  assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
});

test('round 3 (2024–25 jailbreak techniques, injections in what agents read): the signatures alone block 19 of 23 attacks and none of the 12 lookalikes', () => {
  const round3 = PROBES.filter((p) => p.round === 3);
  const attacks = round3.filter((p) => p.label === 'attack');
  const benign = round3.filter((p) => p.label === 'benign');
  assert.equal(attacks.length, 23);
  assert.equal(benign.length, 12);
  const bySet = (set: string) => attacks.filter((p) => p.set === set && probeBlocked(p, true)).length;
  assert.deepEqual({ technique: bySet('technique'), agent: bySet('agent') }, { technique: 10, agent: 9 });
  assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
});

test('round 4 (authority claims, payload splitting, planted rules, leaks in output): the signatures alone block 13 of 20 attacks and none of the 13 lookalikes', () => {
  const round4 = PROBES.filter((p) => p.round === 4);
  const attacks = round4.filter((p) => p.label === 'attack');
  const benign = round4.filter((p) => p.label === 'benign');
  assert.equal(attacks.length, 20);
  assert.equal(benign.length, 13);
  const bySet = (set: string) => attacks.filter((p) => p.set === set && probeBlocked(p, true)).length;
  assert.deepEqual({ authority: bySet('authority'), split: bySet('split'), sleeper: bySet('sleeper'), leak: bySet('leak') }, { authority: 5, split: 4, sleeper: 2, leak: 2 });
  assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
});

test('round 5 (documents in other languages, translation tasks, mixed languages): the signatures alone block 10 of 15 attacks and none of the 9 lookalikes', () => {
  const round5 = PROBES.filter((p) => p.round === 5);
  const attacks = round5.filter((p) => p.label === 'attack');
  const benign = round5.filter((p) => p.label === 'benign');
  assert.equal(attacks.length, 15);
  assert.equal(benign.length, 9);
  const bySet = (set: string) => attacks.filter((p) => p.set === set && probeBlocked(p, true)).length;
  assert.deepEqual({ 'foreign-doc': bySet('foreign-doc'), translate: bySet('translate'), mixed: bySet('mixed') }, { 'foreign-doc': 7, translate: 1, mixed: 2 });
  assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
});

test('round 6 (backwards text, small capitals, upside-down letters, a cipher conversation): the signatures alone block 4 of 5 attacks and none of the 3 lookalikes', () => {
  const round6 = PROBES.filter((p) => p.round === 6);
  const attacks = round6.filter((p) => p.label === 'attack');
  const benign = round6.filter((p) => p.label === 'benign');
  assert.equal(attacks.length, 5);
  assert.equal(benign.length, 3);
  assert.equal(attacks.filter((p) => probeBlocked(p, true)).length, 4);
  assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
});
