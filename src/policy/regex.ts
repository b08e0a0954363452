// User-supplied regular expressions run on RE2 (through the `re2` binding): an automaton, so matching is
// linear in the text whatever the pattern — (a+)+$ on 100 KB takes microseconds, where a backtracking
// engine would not finish. RE2 has no backreferences and no lookaround: such patterns are refused when
// the policy is saved, with RE2's reason. Compiled patterns are cached (bounded) across requests.
//
// Linear is not cheap: when RE2's DFA cannot hold a pattern's states it falls back to simulating the NFA,
// whose cost per character grows with the number of positions the pattern has. [^x]{999}x took 5–7 s
// on 100 KB of CJK text, in one native call that no deadline can interrupt. So a pattern's cost — its
// positions once counted repetitions are expanded, broad classes counting double — is capped when it is
// saved (MAX_PATTERN_COST), which bounds the work of any one call per character of content. Evaluation
// (regex-set.ts) first asks RE2 sets which patterns match at all, then finds spans only for those.

import RE2 from 're2';
import type { Deadline } from '../budget.ts';

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

/** Largest patternCost a saved pattern may have. */
export const MAX_PATTERN_COST = 100;
/** Weight of a broad atom (., a negated class, \p{…}, \W, a class with non-ASCII members). */
const BROAD = 2;

/**
 * An upper estimate of the NFA positions of a pattern: each atom counts 1 (broad ones BROAD), a group the
 * sum of its alternatives, x{n,m} m times x, x{n,} n+1 times x, and assertions nothing. Syntax is read
 * loosely (RE2 checks it): the estimate only has to grow with what makes a pattern slow.
 */
export function patternCost(pattern: string): number {
  let i = 0;
  const n = pattern.length;
  const skipTo = (close: string) => {
    const at = pattern.indexOf(close, i);
    i = at === -1 ? n : at + close.length;
  };
  const width = () => (pattern.codePointAt(i)! > 0xffff ? 2 : 1);

  function escape(inClass: boolean): number {
    i++; // the backslash
    const ch = pattern[i];
    if (ch === undefined) return 1;
    i++;
    switch (ch) {
      case 'p':
      case 'P':
        if (pattern[i] === '{') skipTo('}');
        else i++;
        return BROAD;
      case 'D':
      case 'W':
      case 'S':
        return BROAD;
      case 'b':
      case 'B':
      case 'A':
      case 'z':
        return inClass ? 1 : 0;
      case 'x':
      case 'u':
        if (pattern[i] === '{') skipTo('}');
        else i += ch === 'x' ? 2 : 4;
        return 1;
      case 'c':
        i++;
        return 1;
      case 'Q': {
        const at = pattern.indexOf('\\E', i);
        const end = at === -1 ? n : at;
        const literal = [...pattern.slice(i, end)].length;
        i = at === -1 ? n : at + 2;
        return literal;
      }
      default:
        if (ch >= '\ud800' && ch <= '\udbff') i++;
        return 1;
    }
  }

  function charClass(): number {
    i++; // [
    let broad = false;
    if (pattern[i] === '^') {
      broad = true;
      i++;
    }
    if (pattern[i] === ']') i++; // a ] first is a member
    while (i < n && pattern[i] !== ']') {
      if (pattern[i] === '\\') {
        if (escape(true) === BROAD) broad = true;
      } else if (pattern.startsWith('[:', i)) {
        skipTo(':]');
      } else {
        if (pattern.charCodeAt(i) > 0x7f) broad = true;
        i += width();
      }
    }
    i++; // ]
    return broad ? BROAD : 1;
  }

  function atom(): number {
    const ch = pattern[i]!;
    if (ch === '(') {
      i++;
      if (pattern[i] === '?') {
        i++;
        if (pattern[i] === '<' || (pattern[i] === 'P' && pattern[i + 1] === '<')) skipTo('>');
        else {
          while (i < n && /[a-zA-Z-]/.test(pattern[i]!)) i++;
          if (pattern[i] === ')') {
            i++;
            return 0; // (?i): flags only
          }
          if (pattern[i] === ':') i++;
        }
      }
      const cost = alternation();
      if (pattern[i] === ')') i++;
      return cost;
    }
    if (ch === '[') return charClass();
    if (ch === '\\') return escape(false);
    i += width();
    if (ch === '.') return BROAD;
    if (ch === '^' || ch === '$') return 0;
    return 1;
  }

  function quantified(cost: number): number {
    for (;;) {
      const ch = pattern[i];
      if (ch === '*' || ch === '+' || ch === '?') {
        i++;
        continue;
      }
      if (ch === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i, i + 16));
        if (!m) return cost; // a literal {
        i += m[0].length;
        const low = Number(m[1]);
        const high = m[2] === undefined ? low : m[3] === '' ? low + 1 : Number(m[3]);
        cost *= Math.max(1, low, high);
        continue;
      }
      return cost;
    }
  }

  function sequence(): number {
    let total = 0;
    while (i < n && pattern[i] !== '|' && pattern[i] !== ')') total += quantified(atom());
    return total;
  }

  function alternation(): number {
    let total = sequence();
    while (pattern[i] === '|') {
      i++;
      total += sequence();
    }
    return total;
  }

  let total = 0;
  while (i < n) {
    total += alternation();
    if (i < n) i++; // an unbalanced ) : RE2 refuses the pattern anyway
  }
  return total;
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
  const cost = patternCost(pattern);
  if (cost > MAX_PATTERN_COST) {
    return `is too complex: about ${cost} positions once its repetitions are expanded (counted repetitions multiply, ., negated classes and \\p{…} count double); at most ${MAX_PATTERN_COST} are allowed`;
  }
  return undefined;
}

export interface RegexMatch {
  /** UTF-16 offsets of the first non-empty match. */
  start: number;
  end: number;
  /** Non-empty matches, counted up to MAX_MATCHES_PER_PATTERN. */
  count: number;
}

/**
 * The first non-empty match of a compiled pattern and how many there are (capped); undefined if none.
 * limit: stop at the first non-empty match (1) or count up to MAX_MATCHES_PER_PATTERN. The deadline is
 * checked before every call into RE2.
 */
export function findMatches(re: RE2, text: string, deadline?: Deadline, limit = MAX_MATCHES_PER_PATTERN): RegexMatch | undefined {
  re.lastIndex = 0;
  let first: RegexMatch | undefined;
  for (let step = 0; step < MAX_STEPS; step++) {
    deadline?.check('policies');
    const m = re.exec(text);
    if (!m) break;
    if (m[0].length === 0) {
      re.lastIndex = m.index + 1;
      continue;
    }
    if (!first) first = { start: m.index, end: m.index + m[0].length, count: 0 };
    first.count++;
    if (first.count >= limit) break;
  }
  re.lastIndex = 0;
  return first;
}
