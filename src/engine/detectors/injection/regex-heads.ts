// The literal text a regex can start with, read off its source: lets a cheap pass over a text find the
// only positions where a big alternation of words can match, so the regex runs (sticky) just there.
// Only the shapes our own phrase regexes use are understood — literals, top-level and leading groups,
// escapes; anything else answers "unknown" and the caller falls back to running the regex everywhere.

const META = /[\\()[\]{}|.*+?^$]/;

/** The top-level alternatives of a regex source from `from`, and the index where they end (")" or the end). */
export function topAlternatives(src: string, from = 0): { alts: string[]; end: number } {
  const alts: string[] = [];
  let depth = 0;
  let start = from;
  let i = from;
  for (; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c === '|' && depth === 0) {
      alts.push(src.slice(start, i));
      start = i + 1;
    }
  }
  alts.push(src.slice(start, i));
  return { alts, end: i };
}

/**
 * The literal heads (1 to `max` characters) a regex source can start with, or undefined when some way
 * of matching starts with something else (a class, an anchor, an empty alternative).
 */
export function headsOf(src: string, max = 4): string[] | undefined {
  if (src.startsWith('(?:')) {
    // a leading group, maybe optional: its alternatives, each followed by the rest
    const { alts, end } = topAlternatives(src, 3);
    const optional = src[end + 1] === '?';
    const rest = src.slice(end + (optional ? 2 : 1));
    const out: string[] = [];
    for (const alt of optional ? [...alts, ''] : alts) {
      const heads = headsOf(alt + rest, max);
      if (!heads) return undefined;
      out.push(...heads);
    }
    return out;
  }
  let n = 0;
  while (n < max && n < src.length && !META.test(src[n]!)) n++;
  if (n > 0 && /[?*{]/.test(src[n] ?? '')) n--; // the last character is optional
  return n > 0 ? [src.slice(0, n)] : undefined;
}
