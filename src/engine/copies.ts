// Once a value is found, every other occurrence of the same value in the text is a finding of the same
// type. A detector decides from context ("token = '…'", "SSN:", a JSON key), so the copy of a secret in a
// URL, a second JSON string or a quoted line of code has no context of its own and was left readable by
// protect. The copies are found here, after detection, for every type at once: all distinct found values
// go into one Aho–Corasick automaton over UTF-16 units and one pass over the text reports every
// occurrence, so the cost is linear in the text and the values, whatever their number (a CSV of 30,000
// addresses is one pass, not 30,000 searches).

import type { Deadline } from '../budget.ts';
import type { Finding } from './types.ts';

/** Values shorter than this are not propagated: too many innocent strings share them. */
export const MIN_COPY_LENGTH = 4;
/** Values shorter than this must stand alone (no letter or digit glued on either side) to count as copies. */
const STANDALONE_BELOW = 8;
/** Longer values are not propagated (a long value repeats verbatim rarely, and bounds the automaton). */
const MAX_COPY_LENGTH = 1_024;
/** At most this many copies are reported per text (each costs a finding and a location). */
export const MAX_COPIES = 10_000;

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 0x7f;

/**
 * A trie over UTF-16 units with failure and dictionary links. Transitions live in one Map per unit,
 * from node to child (small-integer keys), and each node's children in a sibling list for the
 * breadth-first build: a Map per node cost more to allocate than the whole scan on a CSV of 20,000
 * addresses, and one Map keyed by node × 65,536 + unit hashed heap numbers.
 */
class Automaton {
  readonly #edges = new Map<number, Map<number, number>>();
  readonly #firstChild: number[] = [-1];
  readonly #sibling: number[] = [-1];
  readonly #unit: number[] = [0];
  readonly fail: number[] = [0];
  /** The value ending at this node, or -1. */
  readonly value: number[] = [-1];
  /** The nearest node on the failure chain (itself excluded) where a value ends, or -1. */
  readonly dict: number[] = [-1];
  /** The UTF-16 units a value starts with: at the root, any other unit is skipped at once. */
  readonly first = new Uint8Array(65_536);

  child(node: number, unit: number): number | undefined {
    return this.#edges.get(unit)?.get(node);
  }

  add(text: string, start: number, end: number, id: number): void {
    let node = 0;
    this.first[text.charCodeAt(start)] = 1;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      let next = this.child(node, c);
      if (next === undefined) {
        next = this.fail.length;
        let byNode = this.#edges.get(c);
        if (byNode === undefined) this.#edges.set(c, (byNode = new Map()));
        byNode.set(node, next);
        this.#firstChild.push(-1);
        this.#sibling.push(this.#firstChild[node]!);
        this.#firstChild[node] = next;
        this.#unit.push(c);
        this.fail.push(0);
        this.value.push(-1);
        this.dict.push(-1);
      }
      node = next;
    }
    this.value[node] = id;
  }

  build(): void {
    const queue: number[] = [];
    for (let c = this.#firstChild[0]!; c >= 0; c = this.#sibling[c]!) queue.push(c);
    for (let q = 0; q < queue.length; q++) {
      const node = queue[q]!;
      for (let child = this.#firstChild[node]!; child >= 0; child = this.#sibling[child]!) {
        const c = this.#unit[child]!;
        let f = this.fail[node]!;
        while (f !== 0 && this.child(f, c) === undefined) f = this.fail[f]!;
        const target = this.child(f, c);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const fc = this.fail[child]!;
        this.dict[child] = this.value[fc]! >= 0 ? fc : this.dict[fc]!;
        queue.push(child);
      }
    }
  }
}

/**
 * Every occurrence of a found data value that no data finding covers yet, as a finding of the value's
 * type with the score of the finding that found it. `found` are the resolved findings of the scan.
 */
export function copiesOf(text: string, found: readonly Finding[], isData: (f: Finding) => boolean, deadline: Deadline): Finding[] {
  const data = found.filter(isData);
  if (data.length === 0) return [];
  // The first finding of each distinct value is its source (type, score, detector).
  const sources: Finding[] = [];
  const ids = new Map<string, number>();
  const automaton = new Automaton();
  for (const f of data) {
    const length = f.end - f.start;
    if (length < MIN_COPY_LENGTH || length > MAX_COPY_LENGTH) continue;
    const value = text.slice(f.start, f.end);
    if (ids.has(value)) continue;
    ids.set(value, sources.length);
    automaton.add(text, f.start, f.end, sources.length);
    sources.push(f);
  }
  if (sources.length === 0) return [];
  automaton.build();

  // Where data findings already stand: a copy must not overlap one.
  const covered = data.map((f) => [f.start, f.end] as const).sort((a, b) => a[0] - b[0]);
  const candidates: Array<{ start: number; end: number; id: number }> = [];
  let node = 0;
  for (let i = 0; i < text.length && candidates.length < MAX_COPIES * 4; i++) {
    deadline.tick(i, 'copies');
    const c = text.charCodeAt(i);
    if (node === 0 && automaton.first[c] === 0) continue;
    let child = automaton.child(node, c);
    while (child === undefined && node !== 0) {
      node = automaton.fail[node]!;
      child = automaton.child(node, c);
    }
    node = child ?? 0;
    for (let n = automaton.value[node]! >= 0 ? node : automaton.dict[node]!; n >= 0; n = automaton.dict[n]!) {
      const id = automaton.value[n]!;
      const source = sources[id]!;
      const length = source.end - source.start;
      const start = i + 1 - length;
      if (length < STANDALONE_BELOW && (isAlnum(text.charCodeAt(start - 1)) || isAlnum(text.charCodeAt(i + 1)))) continue;
      candidates.push({ start, end: i + 1, id });
    }
  }

  // Longest first at each start; a copy overlapping a data finding or an earlier copy is left out.
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const copies: Finding[] = [];
  let k = 0;
  let lastEnd = -1;
  for (const cand of candidates) {
    if (copies.length >= MAX_COPIES) break;
    if (cand.start < lastEnd) continue;
    while (k < covered.length && covered[k]![1] <= cand.start) k++;
    // covered is sorted by start; any finding starting before cand.end and ending after cand.start overlaps.
    let overlaps = false;
    for (let j = k; j < covered.length && covered[j]![0] < cand.end; j++) {
      if (covered[j]![1] > cand.start) {
        overlaps = true;
        break;
      }
    }
    if (overlaps) continue;
    const source = sources[cand.id]!;
    copies.push({
      detector: source.detector,
      category: source.category,
      type: source.type,
      start: cand.start,
      end: cand.end,
      score: source.score,
      reason: `another occurrence of the value found at ${source.start}-${source.end}`,
    });
    lastEnd = cand.end;
  }
  return copies;
}
