// Unicode normalization in linear time. String#normalize (ICU) puts each combining mark of a run in
// canonical order by insertion, so a run of marks of alternating combining classes ("a" + "\u0301\u0316"
// × n) costs n²: 32,000 marks took 0.46 s, a megabyte of them minutes. Unicode's Stream-Safe Text Format
// (UAX #15) bounds a run of non-starters to 30 for the same reason; here a longer run is normalized in
// pieces of 30 marks. Real text never has such runs (Zalgo text stacks a few dozen at most), and a piece
// boundary only changes the order of marks beyond the 30th, and whether those compose with their base.

import { matchesOf } from './matches.ts';
import type { Deadline } from '../../budget.ts';

/** UAX #15's bound on a run of non-starters; marks beyond it are normalized apart from the run's start. */
export const MAX_MARK_RUN = 30;
const HAS_LONG_MARK_RUN = /\p{M}{31}/u;
const LONG_MARK_RUN = /\p{M}{31,}/gu;

/**
 * s.normalize(form), with every run of more than MAX_MARK_RUN combining marks normalized in pieces; with
 * a deadline, checked once per piece.
 */
export function normalizeStreamSafe(s: string, form: 'NFC' | 'NFD' | 'NFKC' | 'NFKD', deadline?: Deadline): string {
  if (!HAS_LONG_MARK_RUN.test(s)) return s.normalize(form);
  const pieces: string[] = [];
  let from = 0;
  for (const m of matchesOf(LONG_MARK_RUN, s)) {
    const end = m.index + m[0].length;
    let marks = 0;
    for (let i = m.index; i < end; ) {
      if (marks === MAX_MARK_RUN) {
        deadline?.tick(pieces.length, 'normalize', 255);
        pieces.push(s.slice(from, i).normalize(form));
        from = i;
        marks = 0;
      }
      marks++;
      i += s.codePointAt(i)! > 0xffff ? 2 : 1;
    }
  }
  pieces.push(s.slice(from).normalize(form));
  return pieces.join('');
}
