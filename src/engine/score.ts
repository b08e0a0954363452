// Findings → the numbers people act on: risk and block scores, risk level, one threat per
// (category, subtype) with severity and confidence, and the injection / jailbreak summaries.
// One weight table and one combination rule, both below.

import { PII_TYPES, type Finding, type PiiType, type RiskLevel, type Severity, type SignalSummary, type ThreatCategory, type ThreatOut } from './types.ts';
import { byPosition } from './merge.ts';

/**
 * Risk is the chance that at least one of the signals in a text matters, by noisy-OR:
 * risk = 1 − Π(1 − cᵢ) over the contributions cᵢ below (×100 and rounded for the API), so signals add up
 * but never past 100. Risk levels: low < 30 ≤ medium < 70 ≤ high; `threat.detected` fires from 70.
 *
 * Personal data and credentials raise risk by what is exposed, not by how often it is written:
 *  - a value counts ONCE however many times it occurs (found in context or as a copy); values are
 *    compared by their letters and digits, case-folded ("4111 1111…" = "4111-1111…", "A@x.io" = "a@x.io");
 *  - each distinct value contributes weight × confidence (its best confidence);
 *  - contact details are routine: after the first one, every further distinct contact value (of any
 *    contact type) contributes 0.10 × confidence, and contact details together contribute at most 0.55,
 *    so on their own they stay medium however many there are (bulk lists are for `pii_count` policies);
 *  - cards, bank accounts, identity numbers and credentials add up in full: a second distinct one, or a
 *    list of them, is high.
 * Attack findings (injection, jailbreak, toxicity, anomaly) contribute weight × score each, as found.
 *
 * | finding                                   | weight | each further distinct value | why                                   |
 * |-------------------------------------------|--------|-----------------------------|---------------------------------------|
 * | prompt injection, jailbreak, toxicity     | 1.00   | —                           | the score already says how sure we are |
 * | api_key (any credential)                  | 0.88   | 0.88                        | grants access by itself: a vendor-shaped key (confidence ≥ 0.8) is high; a test-mode key or a generic `name = value` (0.6–0.7) medium |
 * | credit_card, ssn, bank_account, passport  | 0.60   | 0.60                        | enables fraud or identity theft; one alone is medium, two are high |
 * | driver_license                            | 0.45   | 0.45                        | identifies a person, less directly exploitable |
 * | address (contact)                         | 0.45   | 0.10, contact total ≤ 0.55  | locates a person                       |
 * | email, phone (contact)                    | 0.30   | 0.10, contact total ≤ 0.55  | contact data, widely shared            |
 * | ip_address (contact)                      | 0.20   | 0.10, contact total ≤ 0.55  | often infrastructure, rarely identifies alone |
 * | anomaly                                   | 0.50   | —                           | unusual, not necessarily hostile       |
 * | policy violation                          | 0.00   | —                           | decided by policies, never scored by the engine |
 *
 * Worked examples (confidences as the detectors give them): one email 0.3 × 0.9 → 27 low, and the same
 * email four times → 27; an email with From/To/Cc (4 addresses) and a phone → 1 − 0.73 × 0.91³ × 0.915
 * → 50 medium; 20,000 distinct addresses → 55 medium (the contact cap); a card 0.6 × 0.95 → 57 medium;
 * three distinct cards → 1 − 0.49³ → 88 high; an AWS access key 0.88 × 0.9 → 79 high.
 */
export const TYPE_WEIGHTS: Readonly<Record<PiiType, number>> = {
  api_key: 0.88,
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

/** Routine contact details: the first counts at its weight, the others little, and all together are capped. */
export const CONTACT_TYPES: ReadonlySet<PiiType> = new Set(['email', 'phone', 'address', 'ip_address']);
/** Weight of each distinct contact value after the first (of any contact type). */
export const FURTHER_CONTACT_WEIGHT = 0.1;
/** Contact details together contribute at most this (risk 55, medium; a threat at most MEDIUM). */
export const CONTACT_CAP = 0.55;

/** Weight for findings whose type has no row above (and for every non-data category). */
export const CATEGORY_WEIGHTS: Readonly<Record<ThreatCategory, number>> = {
  PROMPT_INJECTION: 1,
  JAILBREAK: 1,
  TOXICITY: 1,
  ANOMALY: 0.5,
  PII_EXPOSURE: 0.3,
  CREDENTIAL_EXPOSURE: 0.88,
  POLICY_VIOLATION: 0,
};

/** Categories that can block a request; personal data is redacted, never blocked on. */
export const BLOCKING_CATEGORIES: ReadonlySet<ThreatCategory> = new Set(['PROMPT_INJECTION', 'JAILBREAK', 'TOXICITY', 'ANOMALY']);

/** Categories whose matched text is someone's data: it never appears in descriptions or evidence. */
export const DATA_CATEGORIES: ReadonlySet<ThreatCategory> = new Set(['PII_EXPOSURE', 'CREDENTIAL_EXPOSURE']);

/**
 * Severity of a threat from its contribution (the rule above, over the threat's own findings):
 * ≥ 0.85 CRITICAL (a confident attack, three cards), ≥ 0.6 HIGH (a credential, two cards), ≥ 0.3 MEDIUM
 * (one card, one SSN, several contact details), else LOW (an email, an IP address).
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

/** A finding of personal data or a credential, whose value counts (the copies and the scores read these). */
export const isDataValue = (f: Finding): f is Finding & { type: PiiType } => DATA_CATEGORIES.has(f.category) && isPiiType(f.type);
const foldUnit = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);
/** Letters, digits and anything beyond ASCII count; ASCII spaces and punctuation do not. */
const keepsUnit = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 0x7f;

/** A 31-bit hash of the value's kept units, case-folded, seeded by its type. */
function valueHash(text: string, f: Finding): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < f.type.length; i++) h = Math.imul(h ^ f.type.charCodeAt(i), 0x01000193);
  for (let i = f.start; i < f.end; i++) {
    const c = text.charCodeAt(i);
    if (keepsUnit(c)) h = Math.imul(h ^ foldUnit(c), 0x01000193);
  }
  return h >>> 1;
}

/** Whether two findings of one type hold the same value (kept units, case-folded). */
function sameValue(text: string, a: Finding, b: Finding): boolean {
  const length = a.end - a.start;
  if (b.end - b.start === length) {
    // Most repeats are written alike: compare as written first.
    let k = 0;
    while (k < length && text.charCodeAt(a.start + k) === text.charCodeAt(b.start + k)) k++;
    if (k === length) return true;
  }
  let i = a.start;
  let j = b.start;
  for (;;) {
    while (i < a.end && !keepsUnit(text.charCodeAt(i))) i++;
    while (j < b.end && !keepsUnit(text.charCodeAt(j))) j++;
    if (i >= a.end || j >= b.end) return i >= a.end && j >= b.end;
    if (foldUnit(text.charCodeAt(i)) !== foldUnit(text.charCodeAt(j))) return false;
    i++;
    j++;
  }
}

/**
 * The data findings reduced to one per distinct value (type and value), each with the best score of its
 * occurrences. Without the text, each finding is a value of its own.
 */
function distinctValues(findings: readonly Finding[], text: string | undefined): Finding[] {
  if (text === undefined || findings.length < 2) return [...findings];
  // Open addressing over indices into `out` (−1 empty): a Map cost more than the rest of the scoring.
  let size = 16;
  while (size < findings.length * 2) size *= 2;
  const slots = new Int32Array(size).fill(-1);
  const hashes: number[] = [];
  const out: Finding[] = [];
  for (const f of findings) {
    const h = valueHash(text, f);
    let i = h & (size - 1);
    let k = slots[i]!;
    while (k >= 0 && !(hashes[k] === h && out[k]!.type === f.type && sameValue(text, out[k]!, f))) {
      i = (i + 1) & (size - 1);
      k = slots[i]!;
    }
    if (k >= 0) {
      if (f.score > out[k]!.score) out[k] = f;
      continue;
    }
    slots[i] = out.length;
    hashes.push(h);
    out.push(f);
  }
  return out;
}

/** The contributions of distinct data values: each in full, contact details by the contact rule. */
function valueContributions(values: readonly Finding[], out: number[]): number[] {
  const contact: number[] = []; // [weight × score, further weight × score] per contact value
  let first = -1;
  for (const v of values) {
    const c = weightOf(v) * v.score;
    if (!CONTACT_TYPES.has(v.type as PiiType)) {
      out.push(c);
      continue;
    }
    if (first < 0 || c > contact[first]!) first = contact.length;
    contact.push(c, FURTHER_CONTACT_WEIGHT * v.score);
  }
  if (first >= 0) {
    // The strongest contact value at its weight, every other one at the further weight, all capped.
    let none = 1 - contact[first]!;
    for (let k = 0; k < contact.length; k += 2) if (k !== first) none *= 1 - contact[k + 1]!;
    out.push(Math.min(CONTACT_CAP, 1 - none));
  }
  return out;
}

/** The contributions of the findings by the rule above: one per attack finding, per distinct value, and the contact total. */
function contributions(findings: readonly Finding[], text: string | undefined): number[] {
  const out: number[] = [];
  const data: Finding[] = [];
  for (const f of findings) {
    if (isDataValue(f)) data.push(f);
    else out.push(weightOf(f) * f.score);
  }
  return valueContributions(distinctValues(data, text), out);
}

/**
 * Integer 0–100 over the given findings of `text` (the rule above). Without the text, every data
 * finding counts as a distinct value.
 */
export function riskOf(findings: readonly Finding[], text?: string): number {
  return Math.round(100 * noisyOr(contributions(findings, text)));
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
  return assess(text, findings).threats;
}

/**
 * The findings grouped by (category, type), groups in order of first appearance, findings in input order:
 * two Map lookups per finding instead of a key string built and hashed for each of them.
 */
function byCategoryAndType(findings: readonly Finding[]): Finding[][] {
  const groups: Finding[][] = [];
  const byCategory = new Map<string, Map<string, Finding[]>>();
  for (const f of findings) {
    let types = byCategory.get(f.category);
    if (types === undefined) byCategory.set(f.category, (types = new Map()));
    let list = types.get(f.type);
    if (list === undefined) {
      types.set(f.type, (list = []));
      groups.push(list);
    }
    list.push(f);
  }
  return groups;
}

/**
 * The threats and the risk score of a scan's findings, its copies included (a copy adds a location, never
 * a value): the distinct values are found once for both.
 */
export function assess(text: string, findings: readonly Finding[]): { threats: ThreatOut[]; riskScore: number } {
  const groups = byCategoryAndType(findings);
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
  const allValues: Finding[] = [];
  const attacks: number[] = [];
  for (const list of groups) {
    list.sort(byPosition);
    const first = list[0];
    if (!first) continue;
    const { category, type } = first;
    const isData = DATA_CATEGORIES.has(category);
    // A data threat is judged on its distinct values (repeats are not new evidence), an attack on its findings.
    const values = isDataValue(first) ? distinctValues(list, text) : undefined;
    if (values) for (const v of values) allValues.push(v);
    else for (const f of list) attacks.push(weightOf(f) * f.score);
    threats.push({
      category,
      severity: severityOf(noisyOr(values ? valueContributions(values, []) : list.map((f) => weightOf(f) * f.score))),
      confidence: round2(noisyOr((values ?? list).map((f) => f.score))),
      description: describe(category, type, list),
      evidence: list
        .slice(0, MAX_EVIDENCE)
        .map((f) => (isData ? `${type} at ${f.start}-${f.end}` : truncate(quote(f.start, f.end), MAX_EVIDENCE_CHARS))),
      type: category.toLowerCase(),
      subtype: type,
      locations: list.map((f) => ({ start: f.start, end: f.end })),
    });
  }
  const riskScore = Math.round(100 * noisyOr(valueContributions(allValues, attacks)));
  threats.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      b.confidence - a.confidence ||
      (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
      (a.subtype < b.subtype ? -1 : a.subtype > b.subtype ? 1 : 0),
  );
  return { threats, riskScore };
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
