// Every keyword of every keyword rule of an analysis in one Aho–Corasick automaton: one pass over the
// content finds the first occurrence of each keyword, whatever the number of rules and keywords (a
// regex per keyword was one pass per keyword: 10 rules × 500 keywords on 100 KB took 17 s).
//
// The semantics are exactly those of findKeyword (keyword.ts), which stays the one-keyword reference:
// case-insensitive by default with JavaScript's /iv case folding (case-fold.ts), whole-word by default
// with the same boundary rule, and composed (NFC) and decomposed (NFD) spellings of the keyword both
// match. Keywords are matched on code points: case-sensitive ones on the text as it is, the others on
// its folded code points (a second automaton, in the same pass). A match of a keyword spelling ends at
// a state; its start is read from a ring of the last code points' offsets and word-ness, so checking
// a candidate's boundaries costs O(1). The spellings ending at a position are walked along dictionary
// links, in two chains: those that need a word boundary after them are walked only where the next code
// point is not a word character (decided one code point late), and a spelling once found leaves its
// chain for the rest of the pass (a union–find of "next node still looking"). So 5,000 whole-word
// keywords a, aa, aaa… over 100 KB of a cost one pass, not 200 checks per character.
//
// Memory is one slot per trie node in typed arrays; a node's children are a sibling list, or a Map
// once it has more than a few (the root of a CJK keyword list has thousands).

import type { Deadline } from '../budget.ts';
import { fold } from './case-fold.ts';
import { edgeNeedsBoundary, isWordCodePoint } from './keyword.ts';

/** The keywords of one keyword rule and its options. */
export interface KeywordRuleSpec {
  keywords: readonly string[];
  caseSensitive: boolean;
  wholeWord: boolean;
}

export interface Span {
  start: number;
  end: number;
}

/** A keyword of a rule found in the text: where it first occurs. */
export interface KeywordHit extends Span {
  keyword: string;
}

/** The keywords found, rule by rule (rules numbered in the order given to the KeywordSet). */
export interface KeywordHits {
  /** The rule's distinct keywords that occur, in the rule's order. */
  of(rule: number): KeywordHit[];
}

const MAP_FANOUT = 8;

/** A trie over code points with Aho–Corasick failure links and two dictionary chains. */
class Automaton {
  #size = 1;
  #char: Int32Array;
  #firstChild: Int32Array;
  #nextSibling: Int32Array;
  #fanout: Int32Array;
  readonly #maps = new Map<number, Map<number, number>>();
  /**
   * First group ending at the node that needs a boundary after it (out[1]) or not (out[0]), or -1;
   * further ones chain through Group.next.
   */
  readonly out: [Int32Array, Int32Array];
  #fail!: Int32Array;
  /** The nearest proper suffix node with groups of each kind, or -1. */
  dict!: [Int32Array, Int32Array];
  /** Per kind, a dense number for each node with groups of that kind (-1 for others), and how many. */
  outSlot!: [Int32Array, Int32Array];
  outCount: [number, number] = [0, 0];

  constructor(capacity: number) {
    this.#char = new Int32Array(capacity);
    this.#firstChild = new Int32Array(capacity).fill(-1);
    this.#nextSibling = new Int32Array(capacity).fill(-1);
    this.#fanout = new Int32Array(capacity);
    this.out = [new Int32Array(capacity).fill(-1), new Int32Array(capacity).fill(-1)];
  }

  child(node: number, cp: number): number {
    const map = this.#fanout[node]! > MAP_FANOUT ? this.#maps.get(node) : undefined;
    if (map) return map.get(cp) ?? -1;
    for (let c = this.#firstChild[node]!; c !== -1; c = this.#nextSibling[c]!) if (this.#char[c] === cp) return c;
    return -1;
  }

  /** Adds a spelling; returns its end node. */
  insert(cps: readonly number[]): number {
    let node = 0;
    for (const cp of cps) {
      let next = this.child(node, cp);
      if (next === -1) {
        next = this.#size++;
        this.#char[next] = cp;
        this.#nextSibling[next] = this.#firstChild[node]!;
        this.#firstChild[node] = next;
        const fanout = ++this.#fanout[node]!;
        if (fanout > MAP_FANOUT) {
          let map = this.#maps.get(node);
          if (!map) {
            map = new Map();
            for (let c = this.#firstChild[node]!; c !== -1; c = this.#nextSibling[c]!) map.set(this.#char[c]!, c);
            this.#maps.set(node, map);
          } else map.set(cp, next);
        }
      }
      node = next;
    }
    return node;
  }

  /** Failure links (breadth first) and, for each kind, dictionary links. */
  finish(): void {
    const n = this.#size;
    const fail = new Int32Array(n);
    const dict: [Int32Array, Int32Array] = [new Int32Array(n).fill(-1), new Int32Array(n).fill(-1)];
    const queue = new Int32Array(n);
    let head = 0;
    let tail = 0;
    for (let c = this.#firstChild[0]!; c !== -1; c = this.#nextSibling[c]!) queue[tail++] = c;
    while (head < tail) {
      const node = queue[head++]!;
      for (let c = this.#firstChild[node]!; c !== -1; c = this.#nextSibling[c]!) {
        if (node !== 0) {
          const cp = this.#char[c]!;
          let f = fail[node]!;
          let target = this.child(f, cp);
          while (target === -1 && f !== 0) {
            f = fail[f]!;
            target = this.child(f, cp);
          }
          fail[c] = target === -1 ? 0 : target;
        }
        const suffix = fail[c]!;
        for (const kind of [0, 1] as const) dict[kind][c] = suffix !== 0 && this.out[kind][suffix]! !== -1 ? suffix : dict[kind][suffix]!;
        queue[tail++] = c;
      }
    }
    this.#fail = fail;
    this.dict = dict;
    this.outSlot = [new Int32Array(n).fill(-1), new Int32Array(n).fill(-1)];
    for (const kind of [0, 1] as const) {
      for (let node = 1; node < n; node++) if (this.out[kind][node] !== -1) this.outSlot[kind][node] = this.outCount[kind]++;
    }
  }

  /** The next state after reading cp in state. */
  step(state: number, cp: number): number {
    for (;;) {
      const next = this.child(state, cp);
      if (next !== -1) return next;
      if (state === 0) return 0;
      state = this.#fail[state]!;
    }
  }

  get nodes(): number {
    return this.#size;
  }
}

interface Group {
  length: number; // code points
  needLeft: boolean;
  needRight: boolean;
  next: number; // next group of the same kind ending at the same node, or -1
}

/** The keywords of an analysis's keyword rules, compiled once (cached by the caller). */
export class KeywordSet {
  /** For each distinct (keyword, options): the groups (spellings) that find it, and where rules list it. */
  readonly #specs: Array<{ keyword: string; groups: number[]; refs: Array<[rule: number, position: number]> }> = [];
  readonly #groups: Group[] = [];
  /** For each group, the specs it finds. */
  readonly #groupSpecs: number[][] = [];
  readonly #exact: Automaton | undefined;
  readonly #folded: Automaton | undefined;
  readonly #ring: number;
  /** Code points held by the automata: the weight of this set in a cache. */
  readonly weight: number;

  constructor(rules: readonly KeywordRuleSpec[]) {
    const index = new Map<string, number>();
    let exactCapacity = 1;
    let foldedCapacity = 1;
    const prepared: Array<{ spec: number; caseSensitive: boolean; needLeft: boolean; needRight: boolean; spellings: number[][] }> = [];
    rules.forEach((rule, r) => {
      [...new Set(rule.keywords)].forEach((keyword, position) => {
        const key = `${rule.caseSensitive ? 1 : 0}${rule.wholeWord ? 1 : 0}${keyword}`;
        let id = index.get(key);
        if (id === undefined) {
          id = this.#specs.length;
          index.set(key, id);
          this.#specs.push({ keyword, groups: [], refs: [] });
          const chars = [...keyword];
          const needLeft = rule.wholeWord && edgeNeedsBoundary(chars[0] ?? '');
          const needRight = rule.wholeWord && edgeNeedsBoundary(chars.at(-1) ?? '');
          const spellings = [...new Set([keyword.normalize('NFC'), keyword.normalize('NFD')])].map((sp) =>
            [...sp].map((ch) => (rule.caseSensitive ? ch.codePointAt(0)! : fold(ch.codePointAt(0)!))),
          );
          for (const sp of spellings) {
            if (rule.caseSensitive) exactCapacity += sp.length;
            else foldedCapacity += sp.length;
          }
          prepared.push({ spec: id, caseSensitive: rule.caseSensitive, needLeft, needRight, spellings });
        }
        this.#specs[id]!.refs.push([r, position]);
      });
    });
    this.#exact = exactCapacity > 1 ? new Automaton(exactCapacity) : undefined;
    this.#folded = foldedCapacity > 1 ? new Automaton(foldedCapacity) : undefined;
    // Spellings equal in code points and boundary kind are one group, found once for all their specs.
    const groupIds = new Map<string, number>();
    let longest = 1;
    for (const p of prepared) {
      const automaton = p.caseSensitive ? this.#exact! : this.#folded!;
      for (const cps of p.spellings) {
        if (cps.length === 0) continue;
        const key = `${p.caseSensitive ? 1 : 0}${p.needLeft ? 1 : 0}${p.needRight ? 1 : 0}${String.fromCodePoint(...cps)}`;
        let g = groupIds.get(key);
        if (g === undefined) {
          g = this.#groups.length;
          groupIds.set(key, g);
          const node = automaton.insert(cps);
          const out = automaton.out[p.needRight ? 1 : 0];
          this.#groups.push({ length: cps.length, needLeft: p.needLeft, needRight: p.needRight, next: out[node]! });
          this.#groupSpecs.push([]);
          out[node] = g;
          longest = Math.max(longest, cps.length);
        }
        if (!this.#specs[p.spec]!.groups.includes(g)) {
          this.#specs[p.spec]!.groups.push(g);
          this.#groupSpecs[g]!.push(p.spec);
        }
      }
    }
    this.#exact?.finish();
    this.#folded?.finish();
    this.#ring = longest + 1;
    this.weight = (this.#exact?.nodes ?? 0) + (this.#folded?.nodes ?? 0);
  }

  /**
   * The first occurrence of every keyword, in one pass, handed out rule by rule. The work after the pass
   * is proportional to what was found, not to the number of keywords. Checks the deadline every 1,024
   * code points.
   */
  search(text: string, deadline: Deadline): KeywordHits {
    const found: Array<Span | undefined> = new Array(this.#groups.length);
    const foundList: number[] = [];
    const ring = this.#ring;
    const starts = new Float64Array(ring); // UTF-16 offset of each of the last code points
    const words = new Uint8Array(ring); // and whether it is a word character
    const passes = [this.#exact, this.#folded].filter((a) => a !== undefined).map((automaton) => ({
      automaton,
      state: 0,
      // Per chain, "next node still looking": 0 while the node has a group not found yet, else the node
      // to go on with (-1: none). Union–find with path compression.
      live: [new Int32Array(automaton.outCount[0]), new Int32Array(automaton.outCount[1])] as [Int32Array, Int32Array],
      folded: automaton === this.#folded,
    }));
    let k = 0; // code points read
    let i = 0;
    for (; i < text.length; k++) {
      deadline.tick(k, 'policies');
      const cp = text.codePointAt(i)!;
      const word = isWordCodePoint(cp);
      // The spellings that ended at the previous code point, now that the next one is known.
      if (k > 0) for (const p of passes) this.#collect(p, k - 1, i, word, starts, words, found, foundList);
      starts[k % ring] = i;
      words[k % ring] = word ? 1 : 0;
      i += cp > 0xffff ? 2 : 1;
      for (const p of passes) p.state = p.automaton.step(p.state, p.folded ? fold(cp) : cp);
    }
    if (k > 0) for (const p of passes) this.#collect(p, k - 1, i, false, starts, words, found, foundList);

    // Each keyword's earliest spelling, then the rules that list it.
    const best = new Map<number, Span>();
    for (const g of foundList) {
      const span = found[g]!;
      for (const spec of this.#groupSpecs[g]!) {
        const b = best.get(spec);
        if (!b || span.start < b.start) best.set(spec, span);
      }
    }
    const byRule = new Map<number, Array<{ position: number; hit: KeywordHit }>>();
    for (const [spec, span] of best) {
      const { keyword, refs } = this.#specs[spec]!;
      for (const [rule, position] of refs) {
        let list = byRule.get(rule);
        if (!list) byRule.set(rule, (list = []));
        list.push({ position, hit: { keyword, start: span.start, end: span.end } });
      }
    }
    return {
      of: (rule) => (byRule.get(rule) ?? []).sort((a, b) => a.position - b.position).map((x) => x.hit),
    };
  }

  /**
   * Records the groups ending with code point k (offset end) whose boundaries hold: those that need a
   * boundary after them only when the next code point is not a word character.
   */
  #collect(
    p: { automaton: Automaton; state: number; live: [Int32Array, Int32Array] },
    k: number,
    end: number,
    nextIsWord: boolean,
    starts: Float64Array,
    words: Uint8Array,
    found: Array<Span | undefined>,
    foundList: number[],
  ): void {
    const ring = this.#ring;
    for (const kind of nextIsWord ? ([0] as const) : ([0, 1] as const)) {
      const out = p.automaton.out[kind];
      const dict = p.automaton.dict[kind];
      const live = p.live[kind];
      const slot = p.automaton.outSlot[kind];
      let n = liveFrom(live, slot, out[p.state]! !== -1 ? p.state : dict[p.state]!);
      while (n > 0) {
        let pending = false;
        for (let g = out[n]!; g !== -1; g = this.#groups[g]!.next) {
          if (found[g]) continue; // a spelling's first occurrence is its earliest start
          const group = this.#groups[g]!;
          const s = k - group.length + 1; // index of its first code point
          if (group.needLeft && s > 0 && words[(s - 1) % ring] === 1) {
            pending = true;
            continue;
          }
          found[g] = { start: starts[s % ring]!, end };
          foundList.push(g);
        }
        if (!pending) live[slot[n]!] = dict[n] === -1 ? -1 : dict[n]!; // every group here is found: leave the chain
        n = liveFrom(live, slot, dict[n]!);
      }
    }
  }
}

/**
 * The first node from n along a dictionary chain that still has a group to find (≤ 0: none). live is
 * indexed by the nodes' dense numbers (slot): 0 while the node is looking, else the node to go on with.
 */
function liveFrom(live: Int32Array, slot: Int32Array, n: number): number {
  let r = n;
  while (r > 0 && live[slot[r]!] !== 0) r = live[slot[r]!]!;
  // Path compression: every node passed now points at r.
  while (n > 0 && live[slot[n]!] !== 0) {
    const next = live[slot[n]!]!;
    live[slot[n]!] = r > 0 ? r : -1;
    n = next;
  }
  return r;
}
