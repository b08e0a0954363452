// The hand-written probes of scripts/eval-probes.ts (attack styles and languages the corpus lacks, and
// their benign lookalikes), held to their figures: what the signatures alone block, exactly, so a
// change that loses a translated DAN or starts blocking a lookalike shows here. (The trained models are
// measured by `npm run eval:probes`; the README has both.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROBES, probeBlocked } from '../scripts/eval-probes.ts';

/** Per round: what it probes, its attack and lookalike counts, and per set the attacks the signatures alone block. */
const ROUNDS: ReadonlyArray<readonly [number, string, number, number, Readonly<Record<string, number>>]> = [
  [1, 'the classic attacks translated, other English styles, documents, evasions', 160, 69, { translated: 91, english: 20, document: 12, evasion: 11 }],
  [2, 'task switches, password games, circulating jailbreaks, documents', 53, 29, { switch: 16, secret: 9, wild: 4, document: 5 }],
  [3, '2024–25 jailbreak techniques, injections in what agents read', 23, 12, { technique: 12, agent: 10 }],
  [4, 'authority claims, payload splitting, planted rules, leaks in output', 20, 13, { authority: 5, split: 4, sleeper: 2, leak: 2 }],
  [5, 'documents in other languages, translation tasks, mixed languages', 15, 9, { 'foreign-doc': 7, translate: 1, mixed: 2 }],
  [6, 'backwards text, small capitals, upside-down letters, a cipher conversation', 5, 3, { 'evasion-2': 4 }],
  [7, 'translated pretexts and extraction questions, tool actions and HTML images in output', 13, 7, { 'translated-2': 9, 'tool-output': 1 }],
  [8, 'letters drawn as emoji', 2, 1, { 'emoji-letters': 2 }],
  [9, 'override, extraction and rule-free personas phrased freely in 30 languages', 48, 25, { 'translated-3': 47 }],
  [10, 'chatbots pushed off their task, asked for their configuration or for other customers\' data; hard negatives', 15, 15, { chatbot: 10 }],
  [11, 'everyday requests sharing words with attacks, in eight languages (lookalikes only)', 0, 40, {}],
  [12, '2025 techniques: tool poisoning, rules files, memory writes, policy files, judging scales, many-shot', 16, 14, { 'technique-2025': 14 }],
  [13, "round 12's agent-era forms in eight other languages", 14, 12, { 'agent-translated': 13 }],
  [14, 'documents written for agents on purpose: AGENTS.md, tool descriptions, system prompts (lookalikes only)', 0, 16, {}],
];

for (const [round, what, attackCount, benignCount, bySet] of ROUNDS) {
  const blocked = Object.values(bySet).reduce((a, b) => a + b, 0);
  test(`round ${round} (${what}): the signatures alone block ${blocked} of ${attackCount} attacks and none of the ${benignCount} lookalikes`, () => {
    const probes = PROBES.filter((p) => (p.round ?? 1) === round);
    const attacks = probes.filter((p) => p.label === 'attack');
    const benign = probes.filter((p) => p.label === 'benign');
    assert.equal(attacks.length, attackCount);
    assert.equal(benign.length, benignCount);
    const got = Object.fromEntries(Object.keys(bySet).map((set) => [set, attacks.filter((p) => p.set === set && probeBlocked(p, true)).length]));
    assert.deepEqual(got, bySet);
    assert.equal(attacks.filter((p) => probeBlocked(p, true)).length, blocked, 'every attack belongs to a listed set');
    assert.deepEqual(benign.filter((p) => probeBlocked(p, true)).map((p) => p.text), []);
  });
}
