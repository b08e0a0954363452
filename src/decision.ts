// The decision on one scanned text: the action, whether it is blocked and why, whether it is safe, and the
// threats reported. One module for every caller — POST /v1/analyze, POST /v1/protect and `warden scan` —
// so the same text with the same policies and threshold gets the same answer wherever it is asked.
//
// An attack threat blocks at the threshold (data exposure never blocks: protect redacts it); an enforced
// policy violation can raise the action (the strictest one wins) and block; monitor-mode violations are
// reported and change nothing.

import type { ScanResult, ThreatOut } from './engine/index.ts';
import { strictest, type AnalysisFacts, type PolicyOutcome } from './policy/evaluate.ts';

/** Risk score at and above which an attack blocks, unless a request gives its own threshold. */
export const DEFAULT_RISK_THRESHOLD = 70;

export type Action = 'ALLOW' | 'WARN' | 'REDACT' | 'BLOCK';
const RANK: Record<Action, number> = { ALLOW: 0, WARN: 1, REDACT: 2, BLOCK: 3 };

export interface Decision {
  action: Action;
  blocked: boolean;
  blockReason: string | null;
  /** Not blocked, low risk, and no enforced violation other than ALLOW. */
  isSafe: boolean;
  /** The scan's threats, then one POLICY_VIOLATION threat per enforced violation. */
  threats: ThreatOut[];
}

/** What the engine alone recommends: redact exposed data, warn on medium risk, otherwise allow. */
export function engineAction(result: ScanResult, blocked: boolean): Action {
  if (blocked) return 'BLOCK';
  if (result.pii.detected) return 'REDACT';
  return result.riskLevel === 'low' ? 'ALLOW' : 'WARN';
}

/** The attack threat that makes the content blocked at this threshold, if any (data exposure never blocks). */
export function blockingThreat(result: ScanResult, threshold: number): ThreatOut | undefined {
  if (result.blockScore === 0 || result.blockScore < threshold) return undefined;
  return result.threats.find((t) => t.category !== 'PII_EXPOSURE' && t.category !== 'CREDENTIAL_EXPOSURE');
}

/** Enforced violations become POLICY_VIOLATION threats; monitor-mode ones are only listed in policies. */
function policyThreats(outcome: PolicyOutcome): ThreatOut[] {
  return outcome.violations.filter((v) => v.enforced).map((v) => ({
    category: 'POLICY_VIOLATION',
    severity: v.action === 'BLOCK' ? 'HIGH' : v.action === 'ALLOW' ? 'LOW' : 'MEDIUM',
    confidence: 1,
    description: `Policy "${v.policyName}" rule ${v.ruleIndex} (${v.ruleType}) matched: ${v.action}`,
    evidence: v.evidence,
    type: 'policy_violation',
    subtype: v.ruleType,
    locations: [],
  }));
}

/** What the policies of a scanned text are evaluated on. */
export function policyFacts(content: string, direction: 'input' | 'output', result: ScanResult): AnalysisFacts {
  return {
    content,
    direction,
    riskScore: result.riskScore,
    injectionScore: result.injection.score,
    jailbreakScore: result.jailbreak.score,
    toxicityScore: result.toxic.score,
    piiCount: result.pii.locations.length,
    piiTypes: result.pii.types,
    threatCategories: [...new Set(result.threats.map((t) => t.category))],
  };
}

const NO_POLICIES: PolicyOutcome = { evaluated: [], skipped: [], violations: [] };

/** The decision on a scan result, with the outcome of its policies (none: the engine alone decides). */
export function decide(result: ScanResult, outcome: PolicyOutcome = NO_POLICIES, threshold: number = DEFAULT_RISK_THRESHOLD): Decision {
  const attack = blockingThreat(result, threshold);
  const policyVerdict = strictest(outcome.violations);
  const policyBlock = policyVerdict?.action === 'BLOCK' ? policyVerdict : undefined;
  const blocked = attack !== undefined || policyBlock !== undefined;
  let blockReason: string | null = null;
  if (policyBlock) blockReason = `Policy "${policyBlock.policyName}" (${policyBlock.policyId}) rule ${policyBlock.ruleIndex} requires BLOCK`;
  else if (attack) blockReason = `${attack.description} (threat score ${result.blockScore} ≥ threshold ${threshold})`;
  let action = engineAction(result, blocked);
  if (policyVerdict && RANK[policyVerdict.action] > RANK[action]) action = policyVerdict.action;
  return {
    action,
    blocked,
    blockReason,
    isSafe: !blocked && result.riskLevel === 'low' && outcome.violations.every((v) => !v.enforced || v.action === 'ALLOW'),
    threats: [...result.threats, ...policyThreats(outcome)],
  };
}
