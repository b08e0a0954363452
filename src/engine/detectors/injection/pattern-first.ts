// A detector that needs a context word (requireContext) looks for its context words over the whole
// text before its own pattern; the pattern is the rarer of the two in ordinary text. Testing it first
// skips that pass for the text where it cannot report anything — same findings, less work.

import type { Detector } from '../../types.ts';

/** `detector`, run only when `pattern` (its own pattern) matches somewhere in the text. */
export function patternFirst(detector: Detector, pattern: RegExp): Detector {
  const probe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return { ...detector, detect: (text, ctx) => (probe.test(text) ? detector.detect(text, ctx) : []) };
}
