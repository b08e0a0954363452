// User-supplied regular expressions run on RE2 (through the `re2` binding): an automaton, so matching is
// linear in the text whatever the pattern — (a+)+$ on 100 KB takes microseconds, where a backtracking
// engine would not finish. RE2 has no backreferences and no lookaround: such patterns are refused when
// the policy is saved, with RE2's reason. Compiled patterns are cached (bounded) across requests.

import RE2 from 're2';

export const REGEX_FLAGS = ['i', 'm', 's', 'u'] as const;
/** Matches counted per pattern before counting stops ("100+"). */
export const MAX_MATCHES_PER_PATTERN = 100;
/** exec calls per pattern, empty matches included: bounds the work of patterns such as \b. */
const MAX_STEPS = 1_000;

// Each compiled pattern holds its program and a lazily built DFA cache (RE2 caps both), so keep few.
const CACHE_SIZE = 500;
const cache = new Map<string, RE2>();

/** Compiles (or takes from the cache) a pattern with the given flags plus g. Throws RE2's SyntaxError. */
export function compileRegex(pattern: string, flags: string): RE2 {
  const key = `${flags}\u0000${pattern}`;
  let re = cache.get(key);
  if (re) {
    cache.delete(key); // most recently used goes last
  } else {
    re = new RE2(pattern, `${flags}gu`.replace(/u(?=.*u)/, ''));
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, re);
  return re;
}

/** Why RE2 cannot take this pattern, or undefined if it can. Messages never include the pattern. */
export function regexProblem(pattern: string, flags: string): string | undefined {
  let re: RE2;
  try {
    re = compileRegex(pattern, flags);
  } catch (e) {
    const reason = (e as Error).message.slice(0, 200);
    if (/\\[1-9]|\\k<|\(\?<?[=!]/.test(pattern)) {
      return `backreferences and lookaround are not supported: patterns run on RE2, a linear-time engine (${reason})`;
    }
    return `is not a valid RE2 regular expression: ${reason}`;
  }
  re.lastIndex = 0;
  if (re.test('')) return 'matches the empty string, so it would match every text';
  return undefined;
}

export interface RegexMatch {
  /** UTF-16 offsets of the first non-empty match. */
  start: number;
  end: number;
  /** Non-empty matches, counted up to MAX_MATCHES_PER_PATTERN. */
  count: number;
}

/** The first non-empty match of a compiled pattern and how many there are (capped); undefined if none. */
export function findMatches(re: RE2, text: string): RegexMatch | undefined {
  re.lastIndex = 0;
  let first: RegexMatch | undefined;
  for (let step = 0; step < MAX_STEPS; step++) {
    const m = re.exec(text);
    if (!m) break;
    if (m[0].length === 0) {
      re.lastIndex = m.index + 1;
      continue;
    }
    if (!first) first = { start: m.index, end: m.index + m[0].length, count: 0 };
    first.count++;
    if (first.count >= MAX_MATCHES_PER_PATTERN) break;
  }
  re.lastIndex = 0;
  return first;
}
