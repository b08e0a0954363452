// The engine's public face: scan (text → findings, threats, scores) and redact (findings → protected
// text). Pure and synchronous: no I/O, no policy, no HTTP. The HTTP layer and the CLI call only this.

import type { Detector, DetectorFamily, Finding, PiiLocation, ScanOptions, ScanResult, ThreatCategory } from './types.ts';
import { registry } from './detectors/index.ts';
import { resolveOverlaps, snapSpan } from './merge.ts';
import { BLOCKING_CATEGORIES, DATA_CATEGORIES, buildThreats, isPiiType, riskLevelOf, riskOf, round2, signalSummary } from './score.ts';

export type { Finding, PiiLocation, RedactOptions, Redaction, ScanOptions, ScanResult, ThreatOut } from './types.ts';
export { redact } from './redact.ts';

/** Which option switches each detector family on; families without a switch always run. */
const ENABLED_BY: Readonly<Record<DetectorFamily, (o: ScanOptions) => boolean>> = {
  pii: (o) => o.detectPII,
  credential: (o) => o.detectCredentials,
  injection: (o) => o.detectInjection,
  jailbreak: (o) => o.detectJailbreak,
  toxicity: () => true,
  anomaly: () => true,
};

/** Scans with the built-in detectors. `direction` is accepted for the API; input and output scan alike for now. */
export function scan(text: string, options: ScanOptions): ScanResult {
  return scanWith(registry.detectors, text, options);
}

/**
 * Scans with the given detectors. A detector that throws is skipped (reported to onDetectorError by id,
 * never with the text) so one faulty detector cannot take the whole scan down.
 */
export function scanWith(
  detectors: readonly Detector[],
  text: string,
  options: ScanOptions,
  onDetectorError?: (detectorId: string, error: unknown) => void,
): ScanResult {
  const allowed: ReadonlySet<ThreatCategory> | undefined = options.categories ? new Set(options.categories) : undefined;
  const familyOf = new Map<string, DetectorFamily>();
  const raw: Finding[] = [];
  for (const d of detectors) {
    if (!ENABLED_BY[d.family](options) || (allowed && !allowed.has(d.category))) continue;
    familyOf.set(d.id, d.family);
    let found: Finding[];
    try {
      found = d.detect(text);
    } catch (err) {
      onDetectorError?.(d.id, err);
      continue;
    }
    for (const f of found) {
      if (allowed && !allowed.has(f.category)) continue;
      const span = snapSpan(text, f.start, f.end);
      const score = Math.min(1, Math.max(0, f.score));
      // The detector id is ours to assign: a detector cannot report findings under another's name.
      if (span && score > 0) raw.push({ ...f, ...span, score, detector: d.id });
    }
  }

  const findings = resolveOverlaps(raw, (f) => familyOf.get(f.detector) ?? f.category);
  const data = findings.filter((f) => DATA_CATEGORIES.has(f.category));
  const locations: PiiLocation[] = [];
  for (const f of data) {
    if (isPiiType(f.type)) locations.push({ type: f.type, start: f.start, end: f.end, confidence: round2(f.score) });
  }
  const riskScore = riskOf(findings);

  return {
    findings,
    threats: buildThreats(text, findings),
    riskScore,
    blockScore: riskOf(findings.filter((f) => BLOCKING_CATEGORIES.has(f.category))),
    riskLevel: riskLevelOf(riskScore),
    pii: {
      detected: locations.length > 0,
      types: [...new Set(locations.map((l) => l.type))].sort(),
      locations,
    },
    injection: signalSummary(findings, 'PROMPT_INJECTION'),
    jailbreak: signalSummary(findings, 'JAILBREAK'),
    toxic: { score: 0, detected: false, categories: [] },
  };
}
