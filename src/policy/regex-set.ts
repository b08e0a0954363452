// All regex patterns of an analysis in RE2 sets: one pass over the content per set tells which patterns
// match at all, and only those are then searched one by one for their first span and match count (a
// pass per pattern was 25 s for 100 rules × 50 patterns on 100 KB).
//
// Patterns sharing flags share sets. No deadline can interrupt a call into RE2, and a set's work per
// character grows with its patterns' cost (regex.ts patternCost) once its DFA cannot cache its states:
// each character then builds a state as large as what the patterns have active at once. RE2 falls back
// to its NFA for a single pattern that does this, never for a set. Measured on adversarial families
// (a\w{60..89}b…, nested counted repetitions) over 100 KB: sets of cost ≈ 200–260 take 0.1–0.3 s
// (with 2 MiB of RE2 memory, below), sets of cost ≈ 520 up to 1.9 s, the costliest single pattern
// allowed (cost 100) 0.3 s. So a set holds at most
// SET_COST of cost: a call into a set costs no more than a call into the costliest pattern allowed, and
// the passes over the content are the patterns' total cost / SET_COST instead of one per pattern (5,000
// distinct patterns of cost 8: 160 passes, not 5,000). A set RE2 cannot compile within its memory
// budget is split; one that runs out of memory while matching is answered pattern by pattern.
//
// A set reports empty matches too, but a rule matches only on a non-empty one: patterns that can match
// the empty string next to some character (\bz*) are therefore confirmed one by one. Spans are searched
// with a copy of the pattern whose groups do not capture: RE2 finds a match's extent with its DFA, but
// capturing groups send it to a slower engine over the whole match ((a+)+$ on 100 KB: 4 ms, 0.2 ms without).

import RE2 from 're2';
import type { Deadline } from '../budget.ts';
import { compileRegex, findMatches, patternCost, type RegexMatch } from './regex.ts';

/** The patterns of one regex rule and its flags. */
export interface RegexRuleSpec {
  patterns: readonly string[];
  /** Any of i, m, s (u is implied: patterns are always Unicode-aware). */
  flags: string;
}

/**
 * Spans searched per analysis: matching patterns beyond them are reported without their span, so the
 * work of an analysis does not grow with the number of rules whose evidence is shown.
 */
export const MAX_SPAN_SEARCHES = 100;
/** Largest total patternCost of one set (see above). */
export const SET_COST = 256;
/**
 * RE2 memory of one set (program and DFA cache; RE2's default is 8 MiB). A set's DFA keeps what it
 * built for as long as the set is cached, so this bounds what cached sets can hold (matchers.ts caps
 * their number by cost). The price: a thrashing set of cost ≈ 200 took 0.3 s per 100 KB instead of 0.04.
 */
const SET_MEMORY = 2 * 1_048_576;
/** Contexts an empty match can have: start/end of text, a word character, a non-word one, a newline. */
const NEIGHBOURS = ['a', ' ', '\n'];

/** Flags as the set key uses them: i, m, s in this order, each once. */
function normalFlags(flags: string): string {
  return ['i', 'm', 's'].filter((f) => flags.includes(f)).join('');
}

/** Capturing groups of a compiled pattern: `(?:p)|` matches the empty string, and exec tells the groups. */
function groupCount(pattern: string, flags: string): number {
  const m = new RE2(`(?:${pattern})|`, `${flags}u`).exec('');
  return m ? m.length - 1 : -1;
}

/**
 * The pattern with its capturing groups, named or not, made non-capturing; the original when the rewrite
 * cannot be shown right (it must replace exactly as many groups as RE2 counts and leave none).
 */
export function withoutCaptures(pattern: string, flags: string): string {
  let out = '';
  let replaced = 0;
  let classFrom = -1; // index of the first member of the open class, or -1 outside a class
  for (let i = 0; i < pattern.length; ) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      if (pattern[i + 1] === 'Q') {
        const end = pattern.indexOf('\\E', i + 2);
        const to = end === -1 ? pattern.length : end + 2;
        out += pattern.slice(i, to);
        i = to;
      } else {
        out += pattern.slice(i, i + 2);
        i += 2;
      }
      continue;
    }
    if (classFrom >= 0) {
      if (pattern.startsWith('[:', i)) {
        const end = pattern.indexOf(':]', i + 2);
        const to = end === -1 ? pattern.length : end + 2;
        out += pattern.slice(i, to);
        i = to;
        continue;
      }
      if (ch === ']' && i > classFrom) classFrom = -1; // a ] first in the class is a member (RE2)
      out += ch;
      i++;
      continue;
    }
    if (ch === '[') {
      classFrom = pattern[i + 1] === '^' ? i + 2 : i + 1;
      out += pattern.slice(i, classFrom);
      i = classFrom;
      continue;
    }
    if (ch === '(' && pattern[i + 1] !== '?') {
      out += '(?:';
      replaced++;
      i++;
      continue;
    }
    if (ch === '(' && (pattern.startsWith('(?P<', i) || (pattern.startsWith('(?<', i) && pattern[i + 3] !== '=' && pattern[i + 3] !== '!'))) {
      const end = pattern.indexOf('>', i);
      if (end === -1) return pattern;
      out += '(?:';
      replaced++;
      i = end + 1;
      continue;
    }
    out += ch;
    i++;
  }
  if (replaced === 0) return pattern;
  try {
    return groupCount(pattern, flags) === replaced && groupCount(out, flags) === 0 ? out : pattern;
  } catch {
    return pattern;
  }
}

/** Whether the pattern can match the empty string in some context (next to what characters, if any). */
export function mayMatchEmpty(pattern: string, flags: string): boolean {
  const f = `${flags}u`;
  try {
    // Without assertions (^ $ \b \B \A \z) an empty match does not depend on its neighbours.
    if (!/[\^$]|\\[bBAz]/.test(pattern)) return new RE2(pattern, f).test('');
    const both = new RE2(`\\A(?s:.)(?:${pattern})(?s:.)\\z`, f);
    const atStart = new RE2(`\\A(?:${pattern})(?s:.)\\z`, f);
    const atEnd = new RE2(`\\A(?s:.)(?:${pattern})\\z`, f);
    if (new RE2(`\\A(?:${pattern})\\z`, f).test('')) return true;
    for (const a of NEIGHBOURS) {
      if (atStart.test(a) || atEnd.test(a)) return true;
      for (const b of NEIGHBOURS) if (both.test(a + b)) return true;
    }
    return false;
  } catch {
    return true; // cannot tell: confirm its matches one by one
  }
}

interface Entry {
  pattern: string;
  flags: string;
  cost: number;
  /** Where rules list it: (rule, index of the pattern in the rule). */
  refs: Array<[rule: number, index: number]>;
  /** Set membership alone does not prove a non-empty match. */
  nullable: boolean;
  /** Compiled for spans, lazily. */
  spans?: RE2;
}

type CompiledSet = InstanceType<typeof RE2.Set>;

interface Chunk {
  ids: number[];
  /** undefined: RE2 could not compile these as a set; each is tested alone. */
  set: CompiledSet | undefined;
}

export class RegexSet {
  readonly #entries: Entry[] = [];
  /** The sets, built on first use. */
  #chunks: Chunk[] | undefined;
  /** The weight of this set in a cache: its patterns' cost. */
  readonly weight: number;

  constructor(rules: readonly RegexRuleSpec[]) {
    const index = new Map<string, number>();
    let weight = 0;
    rules.forEach((rule, r) => {
      const flags = normalFlags(rule.flags);
      rule.patterns.forEach((pattern, i) => {
        const key = `${flags}\u0000${pattern}`;
        let id = index.get(key);
        if (id === undefined) {
          id = this.#entries.length;
          index.set(key, id);
          const cost = Math.max(1, patternCost(pattern));
          weight += cost;
          this.#entries.push({ pattern, flags, cost, refs: [], nullable: mayMatchEmpty(pattern, flags) });
        }
        this.#entries[id]!.refs.push([r, i]);
      });
    });
    this.weight = weight;
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Which patterns match the text (one pass per set), with spans found on demand. */
  match(text: string, deadline: Deadline): RegexHits {
    const hit = new Uint8Array(this.#entries.length);
    // UTF-8 once for every set (given a string, the binding would convert it on each call); a lone
    // surrogate becomes U+FFFD either way.
    const bytes = Buffer.from(text, 'utf8');
    for (const chunk of (this.#chunks ??= this.#buildChunks())) {
      deadline.check('policies');
      let ids: number[] | undefined;
      if (chunk.set) {
        try {
          ids = chunk.set.match(bytes).map((k) => chunk.ids[k]!);
        } catch {
          ids = undefined; // the DFA ran out of memory: ask each pattern
        }
      }
      if (!ids) {
        ids = [];
        for (const id of chunk.ids) {
          deadline.check('policies');
          const re = compileRegex(this.#entries[id]!.pattern, this.#entries[id]!.flags);
          re.lastIndex = 0;
          const found = re.test(bytes);
          re.lastIndex = 0;
          if (found) ids.push(id);
        }
      }
      for (const id of ids) hit[id] = 1;
    }
    // Patterns that may match empty are confirmed one by one; then the rules that list each match.
    const byRule = new Map<number, number[][]>();
    const spans = new SpanSearches(this, text, deadline);
    hit.forEach((h, id) => {
      if (h !== 1) return;
      const e = this.#entries[id]!;
      if (e.nullable && findMatches(this.spanRegex(id), text, deadline, 1) === undefined) return;
      for (const [rule, index] of e.refs) {
        let list = byRule.get(rule);
        if (!list) byRule.set(rule, (list = []));
        list.push([index, id]);
      }
    });
    return {
      of: (rule) =>
        (byRule.get(rule) ?? [])
          .sort((a, b) => a[0]! - b[0]!)
          .map(([index, id]) => ({ index: index!, span: () => spans.span(id!) })),
    };
  }

  /** The pattern compiled for span searches (groups made non-capturing). */
  spanRegex(id: number): RE2 {
    const e = this.#entries[id]!;
    return (e.spans ??= compileRegex(withoutCaptures(e.pattern, e.flags), e.flags));
  }

  /** Patterns of the same flags in sets of at most SET_COST (a costlier pattern alone). */
  #buildChunks(): Chunk[] {
    const chunks: Chunk[] = [];
    const byFlags = new Map<string, number[]>();
    this.#entries.forEach((e, id) => {
      const list = byFlags.get(e.flags);
      if (list) list.push(id);
      else byFlags.set(e.flags, [id]);
    });
    for (const [flags, ids] of byFlags) {
      let current: number[] = [];
      let cost = 0;
      for (const id of ids) {
        const c = this.#entries[id]!.cost;
        if (current.length > 0 && cost + c > SET_COST) {
          chunks.push(...this.#compile(current, flags));
          current = [];
          cost = 0;
        }
        current.push(id);
        cost += c;
      }
      if (current.length > 0) chunks.push(...this.#compile(current, flags));
    }
    return chunks;
  }

  /** One set, or halves of it when RE2 cannot compile it within its memory budget. */
  #compile(ids: number[], flags: string): Chunk[] {
    try {
      return [{ ids, set: new RE2.Set(ids.map((id) => this.#entries[id]!.pattern), `${flags}u`, { maxMem: SET_MEMORY }) }];
    } catch {
      if (ids.length === 1) return [{ ids, set: undefined }];
      const half = Math.ceil(ids.length / 2);
      return [...this.#compile(ids.slice(0, half), flags), ...this.#compile(ids.slice(half), flags)];
    }
  }
}

/** The patterns of a rule that match (non-empty), in the rule's order, each with its span on demand. */
export interface RegexHits {
  of(rule: number): Array<{ index: number; span: () => RegexMatch | 'unsearched' }>;
}

/** Spans searched for one text: each pattern once, at most MAX_SPAN_SEARCHES per analysis. */
class SpanSearches {
  readonly #set: RegexSet;
  readonly #text: string;
  readonly #deadline: Deadline;
  readonly #spans = new Map<number, RegexMatch | undefined>();

  constructor(set: RegexSet, text: string, deadline: Deadline) {
    this.#set = set;
    this.#text = text;
    this.#deadline = deadline;
  }

  /** First non-empty match and the match count (capped), or 'unsearched' past MAX_SPAN_SEARCHES. */
  span(id: number): RegexMatch | 'unsearched' {
    if (!this.#spans.has(id)) {
      if (this.#spans.size >= MAX_SPAN_SEARCHES) return 'unsearched';
      this.#spans.set(id, findMatches(this.#set.spanRegex(id), this.#text, this.#deadline));
    }
    // A set reports only patterns that match; without a span here RE2 disagreed with itself.
    return this.#spans.get(id) ?? 'unsearched';
  }
}
