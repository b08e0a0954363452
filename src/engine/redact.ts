// Findings → the protected text and the list of redactions, every offset on the ORIGINAL text. A
// separate step from detection (presidio's analyzer/anonymizer split): the caller decides what to hide.

import type { Finding, RedactOptions, Redaction } from './types.ts';
import { resolveOverlaps, snapSpan } from './merge.ts';

/**
 * Replaces the findings whose type is in options.types (all when undefined). Overlapping findings are
 * resolved first (longest wins), so every character is replaced at most once and applying the
 * redactions to the original, left to right, yields exactly `protected`.
 */
export function redact(
  text: string,
  findings: readonly Finding[],
  options: RedactOptions,
): { protected: string; redactions: Redaction[] } {
  const wanted: Finding[] = [];
  for (const f of findings) {
    if (options.types && !options.types.has(f.type)) continue;
    const span = snapSpan(text, f.start, f.end);
    if (span) wanted.push({ ...f, ...span });
  }
  const redactions: Redaction[] = [];
  const parts: string[] = [];
  let cursor = 0;
  for (const f of resolveOverlaps(wanted, () => 'all')) {
    const replacement = options.replacement.replaceAll('{type}', f.type.toUpperCase());
    parts.push(text.slice(cursor, f.start), replacement);
    redactions.push({
      type: f.type,
      original: text.slice(f.start, f.end),
      replacement,
      start: f.start,
      end: f.end,
      position: { start: f.start, end: f.end },
    });
    cursor = f.end;
  }
  parts.push(text.slice(cursor));
  return { protected: parts.join(''), redactions };
}
