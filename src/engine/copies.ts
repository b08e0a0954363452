// Once a value is found, every other occurrence of the same value in the text is a finding of the same
// type. A detector decides from context ("token = '…'", "SSN:", a JSON key), so the copy of a secret in a
// URL, a second JSON string or a quoted line of code has no context of its own and was left readable by
// protect. The copies are found here, after detection, for every type at once.
//
// Most texts have no copy at all (every value occurs once, or every occurrence was found in context), so
// the work is arranged to prove that cheaply, in time linear in the text whatever the number of values:
//  1. A copy may not overlap a data finding, so it lies inside one uncovered stretch ("gap") of the text.
//  2. A few distinct values (however often each was found) are searched one by one with indexOf, which
//     is fast enough that nothing cheaper is worth trying first.
//  3. With more values, one pass over the gaps first marks every 4-unit substring (q-gram) they hold in a
//     bit set. A value can have a copy only if it fits in the longest gap and every one of its q-grams is
//     marked; most values fail at their first q-gram (a CSV of 20,000 distinct addresses keeps none, in a
//     few milliseconds). The values left are searched with indexOf if they are few, else together by one
//     Aho–Corasick automaton run over the gaps, so a text with thousands of repeated values is one pass.

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
/** At most this many occurrences are collected before the copies are chosen among them. */
const MAX_CANDIDATES = MAX_COPIES * 4;
/** Up to this many values that may repeat are searched one by one (indexOf); more share one automaton. */
const FEW_VALUES = 16;
/** The q-gram length of the filter (the loops below read four units): ≤ MIN_COPY_LENGTH, so every value has one. */
const Q = 4;

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

  add(value: string, id: number): void {
    let node = 0;
    this.first[value.charCodeAt(0)] = 1;
    for (let i = 0; i < value.length; i++) {
      const c = value.charCodeAt(i);
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

interface Candidate {
  start: number;
  end: number;
  id: number;
}

/** A bit set of q-grams: 2^(32 − shift) bits. */
interface Grams {
  set: Uint32Array;
  shift: number;
}

/** The bit of the q-gram whose first two units are `hi` and last two `lo` (16 bits each). */
const gramBit = (hi: number, lo: number, shift: number) => Math.imul(hi ^ Math.imul(lo, 0x9e3779b1), 0x85ebca77) >>> shift;

/**
 * The q-grams found inside the gaps (flat [start, end) pairs), as a bit set sized for at most one bit in
 * eight set, so a q-gram absent from the gaps passes as present about once in eight.
 */
function gramsOf(text: string, gaps: readonly number[], gapUnits: number, deadline: Deadline): Grams {
  let bits = 10;
  while (bits < 23 && 1 << bits < gapUnits * 8) bits++;
  const set = new Uint32Array(1 << (bits - 5));
  const shift = 32 - bits;
  for (let g = 0; g < gaps.length; g += 2) {
    const start = gaps[g]!;
    const end = gaps[g + 1]!;
    let hi = 0;
    let lo = (text.charCodeAt(start) << 16) | text.charCodeAt(start + 1);
    for (let i = start + 2; i < end; i++) {
      deadline.tick(i, 'copies');
      hi = (hi << 16) | (lo >>> 16);
      lo = (lo << 16) | text.charCodeAt(i);
      if (i - start >= Q - 1) {
        const h = gramBit(hi, lo, shift);
        set[h >>> 5]! |= 1 << (h & 31);
      }
    }
  }
  return { set, shift };
}

/** Whether every q-gram of text[start, end) is in the set (a necessary condition for a copy in a gap). */
function allGramsIn(text: string, start: number, end: number, grams: Grams): boolean {
  const { set, shift } = grams;
  let hi = 0;
  let lo = (text.charCodeAt(start) << 16) | text.charCodeAt(start + 1);
  for (let i = start + 2; i < end; i++) {
    hi = (hi << 16) | (lo >>> 16);
    lo = (lo << 16) | text.charCodeAt(i);
    if (i - start < Q - 1) continue;
    const h = gramBit(hi, lo, shift);
    if ((set[h >>> 5]! & (1 << (h & 31))) === 0) return false;
  }
  return true;
}

/**
 * Every occurrence of a found data value that no data finding covers yet, as a finding of the value's
 * type with the score of the finding that found it. `found` are the resolved findings of the scan.
 */
export function copiesOf(text: string, found: readonly Finding[], isData: (f: Finding) => boolean, deadline: Deadline): Finding[] {
  const data = found.filter(isData);
  if (data.length === 0) return [];
  // The gaps: what no data finding covers, as flat [start, end) pairs, keeping those a value fits in.
  let sorted = true;
  for (let k = 1; k < data.length && sorted; k++) sorted = data[k - 1]!.start <= data[k]!.start;
  const byStart = sorted ? data : [...data].sort((x, y) => x.start - y.start);
  const gaps: number[] = [];
  let gapUnits = 0;
  let longest = 0;
  const addGap = (start: number, end: number) => {
    if (end - start < MIN_COPY_LENGTH) return;
    gaps.push(start, end);
    gapUnits += end - start;
    longest = Math.max(longest, end - start);
  };
  let at = 0;
  for (const f of byStart) {
    addGap(at, f.start);
    at = Math.max(at, f.end);
  }
  addGap(at, text.length);
  if (gaps.length === 0) return [];

  // The distinct values to search; the first finding of each is its source (type, score, detector).
  // Up to FEW_VALUES they are taken as they are; past that, only those passing the q-gram filter (a value
  // failing it fails at each of its findings, so the first finding kept is still the value's first).
  const sources: Finding[] = [];
  const values: string[] = [];
  const ids = new Set<string>(); // with the filter, values are many: a set finds repeats
  let grams: Grams | undefined;
  for (let k = 0; k < data.length; k++) {
    const f = data[k]!;
    deadline.tick(k, 'copies');
    const length = f.end - f.start;
    if (length < MIN_COPY_LENGTH || length > MAX_COPY_LENGTH || length > longest) continue;
    if (grams && !allGramsIn(text, f.start, f.end, grams)) continue;
    // While the values are few, a finding is compared with each in place (no slice, no hashing).
    if (!grams && values.some((v) => v.length === length && text.startsWith(v, f.start))) continue;
    const value = text.slice(f.start, f.end);
    if (grams && ids.has(value)) continue;
    if (!grams && sources.length === FEW_VALUES) {
      // Many values: start again with the filter.
      grams = gramsOf(text, gaps, gapUnits, deadline);
      sources.length = 0;
      values.length = 0;
      ids.clear();
      k = -1;
      continue;
    }
    if (grams) ids.add(value);
    values.push(value);
    sources.push(f);
  }
  if (sources.length === 0) return [];

  // Occurrences inside the gaps; a short value counts only where it stands alone.
  const candidates: Candidate[] = [];
  const offer = (start: number, end: number, id: number) => {
    if (end - start < STANDALONE_BELOW && (isAlnum(text.charCodeAt(start - 1)) || isAlnum(text.charCodeAt(end)))) return;
    candidates.push({ start, end, id });
  };
  const full = () => candidates.length >= MAX_CANDIDATES;
  if (sources.length <= FEW_VALUES) searchEach(text, values, gaps, offer, deadline, full);
  else searchAll(text, values, gaps, offer, deadline, full);

  // Longest first at each start; a copy overlapping an earlier copy is left out.
  candidates.sort((x, y) => x.start - y.start || y.end - x.end);
  const copies: Finding[] = [];
  let lastEnd = -1;
  for (const cand of candidates) {
    if (copies.length >= MAX_COPIES) break;
    if (cand.start < lastEnd) continue;
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

type Offer = (start: number, end: number, id: number) => void;

/** Each value by indexOf over the whole text, keeping the occurrences that lie inside a gap. */
function searchEach(text: string, values: readonly string[], gaps: readonly number[], offer: Offer, deadline: Deadline, full: () => boolean): void {
  for (let id = 0; id < values.length; id++) {
    const value = values[id]!;
    let g = 0; // occurrences come in increasing order, so the gap that may hold one only moves forward
    let steps = 0;
    for (let i = text.indexOf(value); i >= 0 && !full(); i = text.indexOf(value, i + 1)) {
      deadline.tick(steps++, 'copies');
      const end = i + value.length;
      while (g < gaps.length && gaps[g + 1]! < end) g += 2;
      if (g >= gaps.length) break;
      if (gaps[g]! <= i) offer(i, end, id);
    }
  }
}

/** All values at once: one Aho–Corasick automaton, run over each gap from its start. */
function searchAll(text: string, values: readonly string[], gaps: readonly number[], offer: Offer, deadline: Deadline, full: () => boolean): void {
  const automaton = new Automaton();
  for (let id = 0; id < values.length; id++) automaton.add(values[id]!, id);
  automaton.build();
  let steps = 0;
  for (let g = 0; g < gaps.length && !full(); g += 2) {
    const end = gaps[g + 1]!;
    let node = 0;
    for (let i = gaps[g]!; i < end; i++) {
      deadline.tick(steps++, 'copies');
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
        offer(i + 1 - values[id]!.length, i + 1, id);
      }
    }
  }
}
