// Secrets inside escaped strings: a JSON log line, a JSON-encoded config or a string literal writes a
// newline as "\n", a quote as "\"" and a slash as "\/". A token right after "\n" is glued to the letter
// "n", so every rule that refuses a token glued to a letter (vendor prefixes, JWTs, private keys) misses
// it, and "password=\"…\"" hides its quotes. Each credential detector therefore also reads the text
// unescaped, with a map back to the original, when the text holds such escapes; a finding on the
// unescaped text is reported on the exact original characters it came from.

import type { DetectContext, Detector, Finding } from '../../types.ts';

/** The escapes of JSON and C-like string literals that can hide a token's edge or a quote. */
const ESCAPE = /\\(?:[nrt"'/\\]|u00(?:22|27|2[fF]|3[cCeEdD]|26|0[aAdD]))/g;
const HAS_ESCAPE = /\\(?:[nrt"'/\\]|u00)/;
const SIMPLE: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', '"': '"', "'": "'", '/': '/', '\\': '\\' };

interface View {
  text: string;
  /** View positions of the characters that replaced an escape, ascending… */
  at: number[];
  /** …and how many original characters lie before the character after each of them (view position + shift). */
  shift: number[];
}

/** The unescaped text and its map, or undefined when the text holds no escape. Costs O(escapes) beyond one copy. */
export function unescapedView(text: string): View | undefined {
  if (!HAS_ESCAPE.test(text)) return undefined;
  const parts: string[] = [];
  const at: number[] = [];
  const shift: number[] = [];
  let from = 0;
  let viewLength = 0;
  ESCAPE.lastIndex = 0;
  for (let m = ESCAPE.exec(text); m !== null; m = ESCAPE.exec(text)) {
    const e = m[0];
    parts.push(text.slice(from, m.index), e.length === 2 ? SIMPLE[e[1]!]! : String.fromCharCode(parseInt(e.slice(2), 16)));
    viewLength += m.index - from;
    at.push(viewLength);
    viewLength += 1;
    from = m.index + e.length;
    shift.push(from - viewLength);
  }
  if (at.length === 0) return undefined;
  parts.push(text.slice(from));
  return { text: parts.join(''), at, shift };
}

/** The original span of the view span [start, end). */
function toOriginal(view: View, start: number, end: number): [number, number] {
  const { at, shift } = view;
  // The last escape at or before a view position: binary search.
  const last = (v: number): number => {
    let lo = 0;
    let hi = at.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid]! <= v) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const s = last(start);
  // A span starting on an escape's character starts at the escape's backslash.
  const origStart = s === -1 ? start : at[s] === start ? start + (s === 0 ? 0 : shift[s - 1]!) : start + shift[s]!;
  const e = last(end - 1);
  const origEnd = e === -1 ? end : end + shift[e]!;
  return [origStart, origEnd];
}

// Every credential detector reads the same text in turn: the view is built once per text and scan, and
// dies with the scan (nothing here keeps a scanned text alive after it).
const byScan = new WeakMap<object, { text: string; view: View | undefined }>();
function viewOf(text: string, scan?: object): View | undefined {
  const made = scan ? byScan.get(scan) : undefined;
  if (made && made.text === text) return made.view;
  const view = unescapedView(text);
  if (scan) byScan.set(scan, { text, view });
  return view;
}

/**
 * The detector reading the unescaped text when the text holds escapes (findings mapped back to the
 * original), the text itself otherwise: one pass either way. Unescaping only removes what hid a token's
 * edge or a quote — a finding on the escaped text is found on the unescaped one too.
 */
export function withEscapes(detector: Detector): Detector {
  return {
    ...detector,
    detect(text: string, ctx?: DetectContext): Finding[] {
      const view = viewOf(text, ctx);
      if (view === undefined) return detector.detect(text, ctx);
      const found: Finding[] = [];
      for (const f of detector.detect(view.text, ctx)) {
        if (f.end <= f.start) continue;
        const [start, end] = toOriginal(view, f.start, f.end);
        found.push({ ...f, start, end });
      }
      return found;
    },
  };
}
