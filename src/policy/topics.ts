// Topic classification for topic rules: weighted term lexicons (topic-lexicon.ts, plus a rule's own
// keywords) matched over the words of the text, and a per-topic score from 0 to 1 — the noisy-OR of the
// weights of the DISTINCT terms found, 1 − Π(1 − wᵢ). One strong term decides, weak terms need company,
// repeating a term adds nothing. A rule fires for a topic whose score reaches its threshold (default
// 0.5). Tokenizing is one pass; each word is looked up in hash maps (exact, prefixes of at most 16
// characters, phrases starting with it), so the work is linear in the text.
//
// Phrases are a trie over words: from each word the walk follows only the phrases that continue with the
// next words, and the terms ending at a trie node (or sharing a prefix) are all found at once, so a
// thousand terms starting with the same word cost one lookup per occurrence, not a thousand.

import { Deadline } from '../budget.ts';
import { TOPICS } from './rules.ts';
import { TOPIC_LEXICON } from './topic-lexicon.ts';

export const DEFAULT_TOPIC_THRESHOLD = 0.5;
/** Weight of one user keyword: on its own it reaches the default threshold. */
export const USER_KEYWORD_WEIGHT = 0.6;
const MAX_PREFIX = 16;

export interface Token {
  word: string; // lower case
  start: number; // UTF-16 offsets on the text
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function tokenize(text: string, deadline: Deadline = Deadline.NONE): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    deadline.tick(tokens.length, 'policies');
    tokens.push({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

interface Term {
  id: number; // distinct per term of a lexicon, in the order added
  group: string; // the topic it speaks for
  weight: number;
}

/** A node of the phrase trie: the terms whose words end here, and the phrases that go on. */
interface PhraseNode {
  terms: Term[];
  next?: Map<string, PhraseNode>;
}

export interface TopicScore {
  /** Noisy-OR of the weights of the distinct terms found, rounded to 3 decimals. */
  score: number;
  terms: number;
  /** UTF-16 span of the earliest term found. */
  first?: { start: number; end: number };
}

/** A compiled lexicon of one or more topics (groups): lookups by first word, exact or by prefix. */
export class Lexicon {
  readonly #exact = new Map<string, PhraseNode>();
  readonly #prefix = new Map<string, Term[]>();
  #prefixLengths: number[] = [];
  #size = 0;

  add(term: string, weight: number, group = ''): void {
    const words = term.toLowerCase().match(WORD) ?? [];
    if (words.length === 0) return;
    const wildcard = words.length === 1 && term.trim().endsWith('*');
    const entry: Term = { id: this.#size++, group, weight };
    if (wildcard) {
      const key = words[0]!.slice(0, MAX_PREFIX);
      const list = this.#prefix.get(key);
      if (list) list.push(entry);
      else this.#prefix.set(key, [entry]);
      if (!this.#prefixLengths.includes(key.length)) this.#prefixLengths = [...this.#prefixLengths, key.length].sort((a, b) => a - b);
      return;
    }
    let level = this.#exact;
    let node: PhraseNode | undefined;
    for (const w of words) {
      node = level.get(w);
      if (!node) {
        node = { terms: [] };
        level.set(w, node);
      }
      level = node.next ??= new Map();
    }
    node!.terms.push(entry);
  }

  /** Scores of every group, in one pass over the tokens (the deadline is checked every 1,024 words). */
  scoreAll(tokens: readonly Token[], deadline: Deadline = Deadline.NONE): Map<string, TopicScore> {
    // Every term of a node (or of a prefix) is found the first time the node is reached: found once, done.
    const done = new Set<PhraseNode | Term[]>();
    const out = new Map<string, { miss: number; terms: number; first?: { start: number; end: number } }>();
    const hit = (t: Term, i: number, last: number): void => {
      const acc = out.get(t.group) ?? { miss: 1, terms: 0 };
      acc.miss *= 1 - t.weight;
      acc.terms++;
      // Tokens are visited in order, so the first term found in a group is its earliest.
      acc.first ??= { start: tokens[i]!.start, end: tokens[last]!.end };
      out.set(t.group, acc);
    };
    const found: Array<{ term: Term; last: number }> = [];
    for (let i = 0; i < tokens.length; i++) {
      deadline.tick(i, 'policies');
      const w = tokens[i]!.word;
      // Exact words and phrases starting here, in the order their terms were added.
      found.length = 0;
      let node = this.#exact.get(w);
      for (let j = i; node; ) {
        if (node.terms.length > 0 && !done.has(node)) {
          done.add(node);
          for (const term of node.terms) found.push({ term, last: j });
        }
        j++;
        node = j < tokens.length ? node.next?.get(tokens[j]!.word) : undefined;
      }
      if (found.length > 1) found.sort((a, b) => a.term.id - b.term.id);
      for (const f of found) hit(f.term, i, f.last);
      for (const n of this.#prefixLengths) {
        if (n > w.length) break;
        const byPrefix = this.#prefix.get(w.slice(0, n));
        if (byPrefix && !done.has(byPrefix)) {
          done.add(byPrefix);
          for (const t of byPrefix) hit(t, i, i);
        }
      }
    }
    return new Map(
      [...out].map(([group, a]) => [group, { score: Math.round((1 - a.miss) * 1000) / 1000, terms: a.terms, ...(a.first ? { first: a.first } : {}) }]),
    );
  }

  /** Score of the default group (a single-topic lexicon). */
  score(tokens: readonly Token[]): TopicScore {
    return this.scoreAll(tokens).get('') ?? { score: 0, terms: 0 };
  }

  /** Terms held: the weight of a lexicon in a cache. */
  get size(): number {
    return this.#size;
  }
}

/** "term:weight, term:weight, …" added to lexicon under group. */
function parseInto(lexicon: Lexicon, source: string, group = ''): Lexicon {
  for (const item of source.split(',')) {
    const [term, weight] = item.trim().split(':');
    if (term && weight) lexicon.add(term, Number(weight), group);
  }
  return lexicon;
}

const BUILT_IN = new Map<string, string>(Object.entries(TOPIC_LEXICON));
/** Every built-in topic in one lexicon, so a text is scored for all of them in one pass. */
const ALL_BUILT_IN = (() => {
  const lexicon = new Lexicon();
  for (const [topic, source] of BUILT_IN) parseInto(lexicon, source, topic);
  return lexicon;
})();

export function isBuiltInTopic(topic: string): boolean {
  return (TOPICS as readonly string[]).includes(topic);
}

/** Scores of every built-in topic that has at least one term in the text. */
export function builtInScores(tokens: readonly Token[], deadline: Deadline = Deadline.NONE): Map<string, TopicScore> {
  return ALL_BUILT_IN.scoreAll(tokens, deadline);
}

/** A single-topic lexicon: the built-in terms of topic (if any) plus the given keywords (weight 0.6 each). */
export function topicLexicon(topic: string, keywords: readonly string[] = []): Lexicon {
  const lexicon = new Lexicon();
  const source = BUILT_IN.get(topic);
  if (source !== undefined) parseInto(lexicon, source);
  for (const k of keywords) lexicon.add(k, USER_KEYWORD_WEIGHT);
  return lexicon;
}

/** A lexicon of a rule's own keywords only (weight 0.6 each). */
export function keywordLexicon(keywords: readonly string[]): Lexicon {
  const lexicon = new Lexicon();
  for (const k of keywords) lexicon.add(k, USER_KEYWORD_WEIGHT);
  return lexicon;
}

/**
 * One lexicon for many keyword lists (the custom topics of every topic rule of an analysis), list i
 * under group String(i): scoreAll gives every list's score in one pass, as keywordLexicon(list).score would.
 */
export function keywordListsLexicon(lists: ReadonlyArray<readonly string[]>): Lexicon {
  const lexicon = new Lexicon();
  lists.forEach((list, i) => {
    for (const k of list) lexicon.add(k, USER_KEYWORD_WEIGHT, String(i));
  });
  return lexicon;
}

/** Combines two independent scores of one topic as one noisy-OR would. */
export function combine(a: TopicScore | undefined, b: TopicScore | undefined): TopicScore {
  if (!a || a.terms === 0) return b ?? { score: 0, terms: 0 };
  if (!b || b.terms === 0) return a;
  const score = Math.round((1 - (1 - a.score) * (1 - b.score)) * 1000) / 1000;
  const first = a.first && b.first ? (a.first.start <= b.first.start ? a.first : b.first) : (a.first ?? b.first);
  return { score, terms: a.terms + b.terms, ...(first ? { first } : {}) };
}
