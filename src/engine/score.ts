// Findings → the numbers people act on: risk and block scores, risk level, one threat per
// (category, subtype) with severity and confidence, and the injection / jailbreak summaries.
// One weight table and one combination rule, both below.

import { PII_TYPES, type Finding, type PiiType, type RiskLevel, type Severity, type SignalSummary, type ThreatCategory, type ThreatOut } from './types.ts';
import { byPosition, groupBy } from './merge.ts';

/**
 * How much ONE finding of confidence 1 contributes to risk. A finding contributes weight × score; the
 * contributions combine by noisy-OR, risk = 1 − Π(1 − wᵢ·sᵢ), so several findings add up but the
 * total never exceeds 1 (×100 and rounded for the API).
 *
 * | finding                                   | weight | why                                                    |
 * |-------------------------------------------|--------|--------------------------------------------------------|
 * | prompt injection, jailbreak, toxicity     | 1.00   | the score already says how sure we are of an attack    |
 * | api_key (any credential)                  | 0.65   | grants access by itself                                |
 * | credit_card, ssn, bank_account, passport  | 0.60   | enables fraud or identity theft                        |
 * | driver_license, address                   | 0.45   | identifies a person, less directly exploitable         |
 * | email, phone                              | 0.30   | contact data, widely shared                            |
 * | anomaly                                   | 0.50   | unusual, not necessarily hostile                       |
 * | ip_address                                | 0.20   | often infrastructure, rarely identifies alone          |
 * | policy violation                          | 0.00   | decided by policies, never scored by the engine        |
 */
export const TYPE_WEIGHTS: Readonly<Record<PiiType, number>> = {
  api_key: 0.65,
  credit_card: 0.6,
  ssn: 0.6,
  bank_account: 0.6,
  passport: 0.6,
  driver_license: 0.45,
  address: 0.45,
  email: 0.3,
  phone: 0.3,
  ip_address: 0.2,
};

/** Weight for findings whose type has no row above (and for every non-data category). */
export const CATEGORY_WEIGHTS: Readonly<Record<ThreatCategory, number>> = {
  PROMPT_INJECTION: 1,
  JAILBREAK: 1,
  TOXICITY: 1,
  ANOMALY: 0.5,
  PII_EXPOSURE: 0.3,
  CREDENTIAL_EXPOSURE: 0.65,
  POLICY_VIOLATION: 0,
};

/** Categories that can block a request; personal data is redacted, never blocked on. */
export const BLOCKING_CATEGORIES: ReadonlySet<ThreatCategory> = new Set(['PROMPT_INJECTION', 'JAILBREAK', 'TOXICITY', 'ANOMALY']);

/** Categories whose matched text is someone's data: it never appears in descriptions or evidence. */
export const DATA_CATEGORIES: ReadonlySet<ThreatCategory> = new Set(['PII_EXPOSURE', 'CREDENTIAL_EXPOSURE']);

/**
 * Severity of a threat from its weighted contribution (noisy-OR of weight × score over its findings):
 * ≥ 0.85 CRITICAL (a confident attack), ≥ 0.6 HIGH (a credential, two cards), ≥ 0.3 MEDIUM (one card,
 * one SSN), else LOW (an email, an IP address).
 */
const SEVERITY_FLOORS: ReadonlyArray<readonly [number, Severity]> = [
  [0.85, 'CRITICAL'],
  [0.6, 'HIGH'],
  [0.3, 'MEDIUM'],
];
const SEVERITY_RANK: Readonly<Record<Severity, number>> = { LOW: 0, MEDIUM: 1, HIGH: 2, CRITICAL: 3 };

/** Risk levels: low < 30 ≤ medium < 70 ≤ high. */
export function riskLevelOf(score: number): RiskLevel {
  return score >= 70 ? 'high' : score >= 30 ? 'medium' : 'low';
}

export function severityOf(contribution: number): Severity {
  for (const [floor, severity] of SEVERITY_FLOORS) if (contribution >= floor) return severity;
  return 'LOW';
}

const PII_TYPE_SET: ReadonlySet<string> = new Set(PII_TYPES);
export const isPiiType = (t: string): t is PiiType => PII_TYPE_SET.has(t);

export function weightOf(f: Finding): number {
  if (DATA_CATEGORIES.has(f.category) && isPiiType(f.type)) return TYPE_WEIGHTS[f.type];
  return CATEGORY_WEIGHTS[f.category];
}

/** 1 − Π(1 − pᵢ): the chance that at least one of several independent signals is right. */
export function noisyOr(probabilities: Iterable<number>): number {
  let none = 1;
  for (const p of probabilities) none *= 1 - Math.min(1, Math.max(0, p));
  return 1 - none;
}

/** Integer 0–100 over the given findings. */
export function riskOf(findings: readonly Finding[]): number {
  return Math.round(100 * noisyOr(findings.map((f) => weightOf(f) * f.score)));
}

/** The injection or jailbreak summary: noisy-OR of the category's scores; detected from 0.5. */
export function signalSummary(findings: readonly Finding[], category: ThreatCategory): SignalSummary {
  const mine = findings.filter((f) => f.category === category);
  const score = round2(noisyOr(mine.map((f) => f.score)));
  return { score, detected: score >= 0.5, patterns: [...new Set(mine.map((f) => f.type))].sort() };
}

const NOUNS: Readonly<Record<PiiType, readonly [string, string]>> = {
  email: ['email address', 'email addresses'],
  ssn: ['US Social Security number', 'US Social Security numbers'],
  credit_card: ['credit card number', 'credit card numbers'],
  phone: ['phone number', 'phone numbers'],
  address: ['postal address', 'postal addresses'],
  ip_address: ['IP address', 'IP addresses'],
  passport: ['passport number', 'passport numbers'],
  driver_license: ["driver's license number", "driver's license numbers"],
  bank_account: ['bank account number', 'bank account numbers'],
  api_key: ['credential', 'credentials'],
};

const TITLES: Readonly<Record<ThreatCategory, string>> = {
  PROMPT_INJECTION: 'Prompt injection',
  JAILBREAK: 'Jailbreak attempt',
  PII_EXPOSURE: 'Personal data',
  CREDENTIAL_EXPOSURE: 'Credential',
  TOXICITY: 'Toxic content',
  ANOMALY: 'Anomaly',
  POLICY_VIOLATION: 'Policy violation',
};

/** Evidence lines per threat; the count in the description and all locations stay complete. */
export const MAX_EVIDENCE = 10;
const MAX_EVIDENCE_CHARS = 100;

/** One threat per (category, subtype), sorted by severity, then confidence (then category, subtype). */
export function buildThreats(text: string, findings: readonly Finding[]): ThreatOut[] {
  const groups = groupBy(findings, (f) => `${f.category}\u0000${f.type}`);
  // An attack's evidence may cover personal data (a classifier window, a long injection): that data is
  // masked as [type] so no value ever leaves through an evidence line.
  const data = findings.filter((f) => DATA_CATEGORIES.has(f.category)).sort(byPosition);
  const quote = (start: number, end: number): string => {
    let out = '';
    let at = start;
    for (const d of data) {
      if (d.end <= at || d.start >= end) continue;
      out += text.slice(at, Math.max(at, d.start)) + `[${d.type}]`;
      at = Math.max(at, d.end);
    }
    return out + text.slice(at, Math.max(at, end));
  };
  const threats: ThreatOut[] = [];
  for (const list of groups.values()) {
    list.sort(byPosition);
    const first = list[0];
    if (!first) continue;
    const { category, type } = first;
    const isData = DATA_CATEGORIES.has(category);
    threats.push({
      category,
      severity: severityOf(noisyOr(list.map((f) => weightOf(f) * f.score))),
      confidence: round2(noisyOr(list.map((f) => f.score))),
      description: describe(category, type, list),
      evidence: list
        .slice(0, MAX_EVIDENCE)
        .map((f) => (isData ? `${type} at ${f.start}-${f.end}` : truncate(quote(f.start, f.end), MAX_EVIDENCE_CHARS))),
      type: category.toLowerCase(),
      subtype: type,
      locations: list.map((f) => ({ start: f.start, end: f.end })),
    });
  }
  return threats.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      b.confidence - a.confidence ||
      (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
      (a.subtype < b.subtype ? -1 : a.subtype > b.subtype ? 1 : 0),
  );
}

// Built from counts, types and detector reasons only — reasons never hold the matched value.
function describe(category: ThreatCategory, type: string, list: readonly Finding[]): string {
  const n = list.length;
  const reasons = [...new Set(list.map((f) => f.reason))].sort().join('; ');
  if (DATA_CATEGORIES.has(category)) {
    const [one, many] = isPiiType(type) ? NOUNS[type] : [type, type];
    const found = `${n} ${n === 1 ? one : many} found`;
    return category === 'CREDENTIAL_EXPOSURE' ? `${found} (${reasons})` : found;
  }
  return `${TITLES[category]}: ${reasons} (${n} ${n === 1 ? 'match' : 'matches'})`;
}

/** Cuts to at most `max` UTF-16 units without leaving half a surrogate pair. */
function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const code = s.charCodeAt(max - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
