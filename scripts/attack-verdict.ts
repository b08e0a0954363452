// What the prompt evaluations count as blocked as an attack: the injection, jailbreak and hidden-content
// (ANOMALY) findings alone reach the API's block line — the attack part of blockScore, without toxic
// content, credentials or personal data. One definition for eval:prompts, eval:probes, eval:code and
// the attack generator's score.

import { riskOf } from '../src/engine/score.ts';
import type { Finding, ThreatCategory } from '../src/engine/types.ts';

export const BLOCK = 70;
const ATTACK: ReadonlySet<ThreatCategory> = new Set<ThreatCategory>(['PROMPT_INJECTION', 'JAILBREAK', 'ANOMALY']);

/** The injection, jailbreak and hidden-content findings. */
export const attackFindings = (findings: readonly Finding[]): Finding[] => findings.filter((f) => ATTACK.has(f.category));

/** Whether a scan's attack findings alone reach the block line. */
export const attackBlocked = (result: { findings: readonly Finding[] }): boolean => riskOf(attackFindings(result.findings)) >= BLOCK;
