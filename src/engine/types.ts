// The detector contract (STYLE.md): text in, findings out. A detector never changes text, never looks at
// policy, never throws on text, and never puts the matched value into a finding's reason. The one
// exception to "never throws": past the scan's deadline it throws BudgetExceeded (src/budget.ts).

import type { Deadline } from '../budget.ts';

/** The closed list of threat categories Warden reports. */
export const THREAT_CATEGORIES = [
  'PROMPT_INJECTION',
  'JAILBREAK',
  'PII_EXPOSURE',
  'CREDENTIAL_EXPOSURE',
  'TOXICITY',
  'ANOMALY',
  'POLICY_VIOLATION',
] as const;
export type ThreatCategory = (typeof THREAT_CATEGORIES)[number];

export const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The personal-data types of the interface, spelled exactly as it spells them. */
export const PII_TYPES = [
  'email',
  'ssn',
  'credit_card',
  'phone',
  'address',
  'ip_address',
  'passport',
  'driver_license',
  'bank_account',
  'api_key',
] as const;
export type PiiType = (typeof PII_TYPES)[number];

export type DetectorFamily = 'pii' | 'credential' | 'injection' | 'jailbreak' | 'toxicity' | 'anomaly';

export interface Finding {
  /** Id of the detector that produced it (kebab-case, unique). */
  detector: string;
  category: ThreatCategory;
  /** For PII and credentials a PiiType; otherwise a detector-specific kind such as "instruction-override". */
  type: string;
  /** Half-open UTF-16 span on the ORIGINAL text. */
  start: number;
  end: number;
  /** Confidence 0–1. */
  score: number;
  /** Short human reason; never contains the matched value. */
  reason: string;
}

export interface DetectorExample {
  text: string;
  /** Exact spans the detector must report for this text (type defaults to the detector's type). */
  spans?: Array<{ start: number; end: number; type?: string }>;
}

export interface Detector {
  id: string;
  family: DetectorFamily;
  category: ThreatCategory;
  /** Types this detector can report (for PII: PiiType values). */
  types: readonly string[];
  /** Detectors that do not care about the content type or direction ignore `ctx`. */
  detect(text: string, ctx?: DetectContext): Finding[];
  /** The context its examples are checked in (for detectors that only speak in document or output mode). */
  exampleContext?: DetectContext;
  /** Its own proof: every positive must yield a finding from this detector, every negative none. */
  examples: { positive: DetectorExample[]; negative: string[] };
}

/** What the content is: a user's request ("prompt") or data the model processes ("document": page, email, file). */
export type ContentType = 'prompt' | 'document';

/** What a detector may know about the content besides its text. */
export interface DetectContext {
  contentType: ContentType;
  direction: 'input' | 'output';
  /**
   * The scan's work budget: a detector with a loop over matches, tokens or windows calls
   * deadline.tick(i, id) in it (and check(id) between costly steps), which throws BudgetExceeded once it
   * has passed. Undefined: no budget.
   */
  deadline?: Deadline | undefined;
}

export interface ScanOptions {
  detectPII: boolean;
  detectCredentials: boolean;
  detectInjection: boolean;
  detectJailbreak: boolean;
  /** When set, only threats of these categories are reported and scored. */
  categories?: readonly ThreatCategory[];
  direction: 'input' | 'output';
  /** Extension (default "prompt"): "document" makes instructions addressed to the assistant suspicious. */
  contentType?: ContentType;
  /**
   * Work budget of this scan in milliseconds, counted from the call: past it scan() throws BudgetExceeded
   * instead of returning. Undefined: no budget. A number rather than a Deadline because options are
   * structured-cloned to worker threads, and a deadline is local to the thread that made it.
   */
  budgetMs?: number;
}

// ---------- what the engine returns (the HTTP layer maps these straight into responses) ----------

/** A half-open UTF-16 span on the original text. */
export interface Span {
  start: number;
  end: number;
}

/** One reported threat: the findings of one (category, subtype), never containing a PII or credential value. */
export interface ThreatOut {
  category: ThreatCategory;
  severity: Severity;
  /** 0–1, two decimals. */
  confidence: number;
  description: string;
  evidence: string[];
  /** Lower-case category for webhook clients: 'prompt_injection', 'jailbreak', 'pii_exposure', … */
  type: string;
  /** The finding type, e.g. 'credit_card' or 'instruction-override'. */
  subtype: string;
  locations: Span[];
}

export interface PiiLocation {
  type: PiiType;
  start: number;
  end: number;
  confidence: number;
}

export interface SignalSummary {
  /** 0–1, two decimals. */
  score: number;
  detected: boolean;
  /** Finding types (signature kinds) that matched, sorted. */
  patterns: string[];
}

export type RiskLevel = 'low' | 'medium' | 'high';

export interface ScanResult {
  /** Merged findings, sorted by start then end. */
  findings: Finding[];
  /** One per (category, subtype); sorted by severity desc then confidence desc. */
  threats: ThreatOut[];
  /** Integer 0–100 over every reported finding. */
  riskScore: number;
  /** Integer 0–100 over the blocking categories only (PROMPT_INJECTION, JAILBREAK, TOXICITY, ANOMALY). */
  blockScore: number;
  riskLevel: RiskLevel;
  pii: { detected: boolean; types: PiiType[]; locations: PiiLocation[] };
  injection: SignalSummary;
  jailbreak: SignalSummary;
  toxic: { score: number; detected: boolean; categories: string[] };
}

export interface Redaction {
  type: string;
  original: string;
  replacement: string;
  /** Offsets on the ORIGINAL text. */
  start: number;
  end: number;
  /** The same offsets, in the shape some clients expect. */
  position: Span;
}

export interface RedactOptions {
  /** Only findings of these types are replaced; all when undefined. */
  types?: ReadonlySet<string>;
  /** Replacement text; "{type}" inside it becomes the upper-case type ("[{type}]" → "[CREDIT_CARD]"). */
  replacement: string;
}
