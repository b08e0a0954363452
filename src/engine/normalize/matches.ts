// Every match of a global regex in a text: the same matches, in the same order, as
// [...text.matchAll(re)], from plain exec() calls on `re` itself. matchAll() clones the regex on every
// call, which in V8 costs far more than the search on short texts (three times as much on non-Latin
// text); this is the hot path of every signature and of the classifier's structure features.

import type { Deadline } from '../../budget.ts';

/** [...text.matchAll(re)] for a global regex; `re.lastIndex` is left as it was. */
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  const from = re.lastIndex;
  const out: RegExpExecArray[] = [];
  const unicode = re.unicode || re.unicodeSets;
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      out.push(m);
      // An empty match: step over it as matchAll does (a whole code point under the u/v flags).
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, unicode);
    }
  } finally {
    re.lastIndex = from;
  }
  return out;
}

/**
 * The same matches as matchesOf(re, text) from `sticky` (re with the y flag instead of g), tried only at
 * `starts`: ascending code-point boundaries that include every position where `re` can match. Like a
 * scan, it looks for the next match only after the end of the previous one. With a deadline, it ticks
 * once per position tried (a start list can hold every word of a megabyte).
 */
export function matchesAt(sticky: RegExp, text: string, starts: Iterable<number>, deadline?: Deadline, stage = 'matches'): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  const unicode = sticky.unicode || sticky.unicodeSets;
  let next = 0;
  let tried = 0;
  for (const at of starts) {
    if (at < next) continue;
    deadline?.tick(++tried, stage);
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m === null) continue;
    out.push(m);
    next = m[0] === '' ? advance(text, at, unicode) : at + m[0].length;
  }
  return out;
}

function advance(text: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return i + 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
}
