// Span hygiene and deterministic overlap resolution, shared by scan (per detector family) and redact
// (across everything it replaces), so both agree on which finding owns a stretch of text.

import type { Finding, Span } from './types.ts';

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Clamps a span to the text and widens it so it never splits a UTF-16 surrogate pair (a half emoji
 * would corrupt redacted output). Undefined when nothing is left.
 */
export function snapSpan(text: string, start: number, end: number): Span | undefined {
  let s = Math.max(0, Math.min(Math.trunc(start), text.length));
  let e = Math.max(0, Math.min(Math.trunc(end), text.length));
  if (s > 0 && isLow(text.charCodeAt(s)) && isHigh(text.charCodeAt(s - 1))) s--;
  if (e > 0 && e < text.length && isLow(text.charCodeAt(e)) && isHigh(text.charCodeAt(e - 1))) e++;
  return s < e ? { start: s, end: e } : undefined;
}

/** Higher priority first: the longest span, then the higher score, then the detector id, then position. */
function byPriority(a: Finding, b: Finding): number {
  return (
    b.end - b.start - (a.end - a.start) ||
    b.score - a.score ||
    compare(a.detector, b.detector) ||
    a.start - b.start ||
    compare(a.type, b.type)
  );
}

/** Reading order: start, then end, then detector id — total, so output never depends on input order. */
export function byPosition(a: Finding, b: Finding): number {
  return a.start - b.start || a.end - b.end || compare(a.detector, b.detector) || compare(a.type, b.type);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Items grouped by key; groups in order of first appearance, items in input order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Keeps, within each group, a set of non-overlapping findings: among overlapping ones the longest wins,
 * ties broken by higher score, then detector id. Findings of different groups may overlap. Returns the
 * kept findings in reading order.
 */
export function resolveOverlaps<T extends Finding>(findings: readonly T[], groupOf: (f: T) => string): T[] {
  const groups = groupBy(findings, groupOf);
  const kept: T[] = [];
  for (const list of groups.values()) {
    list.sort(byPosition);
    // Only findings connected by overlaps compete, so resolve each connected cluster on its own.
    let cluster: T[] = [];
    let clusterEnd = -1;
    for (const f of list) {
      if (cluster.length > 0 && f.start >= clusterEnd) {
        kept.push(...pickNonOverlapping(cluster));
        cluster = [];
      }
      cluster.push(f);
      clusterEnd = cluster.length === 1 ? f.end : Math.max(clusterEnd, f.end);
    }
    kept.push(...pickNonOverlapping(cluster));
  }
  return kept.sort(byPosition);
}

function pickNonOverlapping<T extends Finding>(cluster: T[]): T[] {
  if (cluster.length <= 1) return cluster;
  const chosen: T[] = []; // kept sorted by start; chosen spans never overlap, so ends are sorted too
  for (const f of [...cluster].sort(byPriority)) {
    let lo = 0;
    let hi = chosen.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((chosen[mid]?.end ?? 0) <= f.start) lo = mid + 1;
      else hi = mid;
    }
    const next = chosen[lo];
    if (next !== undefined && next.start < f.end) continue; // overlaps a higher-priority finding
    chosen.splice(lo, 0, f);
  }
  return chosen;
}
