// The engine's public face: scan (text → findings, threats, scores) and redact (findings → protected
// text). Pure and synchronous: no I/O, no policy, no HTTP. The HTTP layer and the CLI call only this.
// A scan given a work budget (options.budgetMs) throws BudgetExceeded once it has run that long.

import './regexp-tier.ts'; // first: before any detector's regex is compiled
import type { DetectContext, Detector, DetectorFamily, Finding, PiiLocation, ScanOptions, ScanResult, ThreatCategory } from './types.ts';
import { registry } from './detectors/index.ts';
import { analyze, toOriginal, type TextView } from './normalize/index.ts';
import { MENTION_FACTOR, isMention, isNegatedOverride, isPromptAuthoring } from './detectors/injection/mention.ts';
import { structureFeatures } from './classifier/features.ts';
import { byPosition, resolveOverlaps, snapSpan } from './merge.ts';
import { copiesOf } from './copies.ts';
import { toxicSummary } from './detectors/toxicity/summary.ts';
import { BLOCKING_CATEGORIES, DATA_CATEGORIES, assess, isDataValue, isPiiType, riskLevelOf, riskOf, round2, signalSummary } from './score.ts';
import { BudgetExceeded, Deadline } from '../budget.ts';

export type { Finding, PiiLocation, RedactOptions, Redaction, ScanOptions, ScanResult, ThreatOut } from './types.ts';
export { redact } from './redact.ts';
export { BudgetExceeded } from '../budget.ts';

/** Which option switches each detector family on; families without a switch always run. */
const ENABLED_BY: Readonly<Record<DetectorFamily, (o: ScanOptions) => boolean>> = {
  pii: (o) => o.detectPII,
  credential: (o) => o.detectCredentials,
  injection: (o) => o.detectInjection,
  jailbreak: (o) => o.detectJailbreak,
  toxicity: () => true,
  anomaly: () => true,
};

/** Families that read the evasion-aware views (normalized, rot13, decoded payloads) besides the original. */
const READS_VIEWS: ReadonlySet<DetectorFamily> = new Set(['injection', 'jailbreak']);

/**
 * Scans with the built-in detectors. Injection and jailbreak detectors read the original and its
 * normalized views (findings map back to original spans); the others read the original only.
 * `direction: "output"` and `contentType: "document"` reach detectors through their context.
 * Throws BudgetExceeded when `budgetMs` is set and the scan runs past it; otherwise never throws.
 */
export function scan(text: string, options: ScanOptions): ScanResult {
  return scanWith(registry.detectors, text, options);
}

/**
 * Scans with the given detectors. A detector that throws is skipped (reported to onDetectorError by id,
 * never with the text) so one faulty detector cannot take the whole scan down — except for
 * BudgetExceeded, which ends the scan: the deadline is checked before every detector and every view,
 * and inside the normalizer's and the detectors' long loops.
 */
export function scanWith(
  detectors: readonly Detector[],
  text: string,
  options: ScanOptions,
  onDetectorError?: (detectorId: string, error: unknown) => void,
): ScanResult {
  const allowed: ReadonlySet<ThreatCategory> | undefined = options.categories ? new Set(options.categories) : undefined;
  // Asked once per family, not once per detector.
  const on: Record<DetectorFamily, boolean> = {
    pii: ENABLED_BY.pii(options),
    credential: ENABLED_BY.credential(options),
    injection: ENABLED_BY.injection(options),
    jailbreak: ENABLED_BY.jailbreak(options),
    toxicity: ENABLED_BY.toxicity(options),
    anomaly: ENABLED_BY.anomaly(options),
  };
  const enabled = (d: Detector) => on[d.family] && !(allowed && !allowed.has(d.category));
  const deadline = options.budgetMs === undefined ? Deadline.NONE : Deadline.in(options.budgetMs);
  deadline.check('scan');
  const ctx: DetectContext = { contentType: options.contentType ?? 'prompt', direction: options.direction, deadline };
  const original: TextView = { text };
  const originalOnly: readonly TextView[] = [original];
  let views: readonly TextView[] | undefined; // built on first use: only injection families need them
  const raw: Finding[] = [];
  // Whether an attack finding's span is only mentioned, negated or about writing prompts, by span: every
  // finding on a reversed or decoded view maps to that view's one whole span, and these checks read the
  // span, so asking once per finding read a reversed text once per finding (quadratic: 256K took 26 s).
  const mentioned = new Map<number, boolean>();
  const isMentioned = (start: number, end: number): boolean => {
    const key = start * (text.length + 1) + end;
    let verdict = mentioned.get(key);
    if (verdict === undefined) {
      verdict = isMention(text, start, end) || isNegatedOverride(text, start, end, structureFeatures) || isPromptAuthoring(text, start, end, structureFeatures);
      mentioned.set(key, verdict);
    }
    return verdict;
  };
  for (const d of detectors) {
    if (!enabled(d)) continue;
    const attack = READS_VIEWS.has(d.family);
    if (attack) views ??= analyze(text, deadline).views;
    for (const view of attack && views ? views : originalOnly) {
      deadline.check(d.id);
      let found: Finding[];
      try {
        found = d.detect(view.text, ctx);
      } catch (err) {
        if (err instanceof BudgetExceeded) throw err;
        onDetectorError?.(d.id, err);
        break;
      }
      for (const f of found) {
        if (allowed && !allowed.has(f.category)) continue;
        const mapped = view === original ? f : { ...f, ...toOriginal(view, f.start, f.end) };
        const span = snapSpan(text, mapped.start, mapped.end);
        let score = Math.min(1, Math.max(0, f.score));
        if (attack && span && isMentioned(span.start, span.end)) {
          score = Math.round(score * MENTION_FACTOR * 100) / 100;
        }
        // The detector id is ours to assign: a detector cannot report findings under another's name.
        if (span && score > 0) raw.push({ ...f, ...span, score, detector: d.id });
      }
    }
  }

  // Attack detectors are independent signals (a signature and the classifier may cover the same text and
  // both are evidence), so each resolves only its own overlaps; data detectors compete within a family.
  // The family of each enabled detector by id (the last one of an id wins), needed only for findings.
  const familyOf = new Map<string, DetectorFamily>();
  if (raw.length > 0) for (const d of detectors) if (enabled(d)) familyOf.set(d.id, d.family);
  const detected = resolveOverlaps(raw, (f) => {
    const family = familyOf.get(f.detector);
    return family && READS_VIEWS.has(family) ? `detector:${f.detector}` : (family ?? f.category);
  });
  // Every other occurrence of a found value is a finding of the same type (the copy of a secret in a URL
  // or a second JSON string has no context of its own). Copies are located and redacted like the value
  // but counted once: risk, block score and threat severity come from the detected findings alone.
  deadline.check('copies');
  const copies = copiesOf(text, detected, isDataValue, deadline);
  const findings = copies.length > 0 ? [...detected, ...copies].sort(byPosition) : detected;
  const isCopy = new Set(copies);
  const scored = copies.length > 0 ? findings.map((f) => (isCopy.has(f) ? { ...f, score: 0 } : f)) : findings;
  const data = findings.filter((f) => DATA_CATEGORIES.has(f.category));
  const locations: PiiLocation[] = [];
  for (const f of data) {
    if (isPiiType(f.type)) locations.push({ type: f.type, start: f.start, end: f.end, confidence: round2(f.score) });
  }
  // Copies score 0 and repeat a detected value, so risk over all findings is risk over the detected ones.
  const { threats, riskScore } = assess(text, scored);

  return {
    findings,
    threats,
    riskScore,
    blockScore: riskOf(detected.filter((f) => BLOCKING_CATEGORIES.has(f.category))),
    riskLevel: riskLevelOf(riskScore),
    pii: {
      detected: locations.length > 0,
      types: [...new Set(locations.map((l) => l.type))].sort(),
      locations,
    },
    injection: signalSummary(findings, 'PROMPT_INJECTION'),
    jailbreak: signalSummary(findings, 'JAILBREAK'),
    toxic: toxicSummary(findings),
  };
}
