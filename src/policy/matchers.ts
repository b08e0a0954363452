// The compiled matchers of an analysis's policies: every keyword of every keyword rule in one automaton
// (keyword-set.ts), every regex pattern in RE2 sets (regex-set.ts), every custom topic keyword list in
// one lexicon (topics.ts). Each is cached by a digest of what it was compiled from — the keyword rules'
// keywords and options, the regex rules' patterns and flags, the topic rules' topics and keyword lists,
// in order — so repeated analyses with the same policies compile nothing, and an edited policy gets a
// new entry (contents, not ids or timestamps, make the key). Each rule gets its number (slot) in the
// compiled matchers, and the matchers answer per slot with what they found: the work per analysis
// follows the content and what it contains, not the number of keywords and patterns. The caches are LRUs bounded by entries and by total weight (automaton nodes, pattern
// cost, lexicon terms), so no mix of organizations can make them hold more than a few megabytes.

import { createHash } from 'node:crypto';
import type { Policy, StoredRule } from '../store/types.ts';
import { KeywordSet } from './keyword-set.ts';
import { RegexSet } from './regex-set.ts';
import { keywordListsLexicon, type Lexicon } from './topics.ts';

class WeightedLru<V> {
  readonly #map = new Map<string, { value: V; weight: number }>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  #weight = 0;

  constructor(maxEntries: number, maxWeight: number) {
    this.#maxEntries = maxEntries;
    this.#maxWeight = maxWeight;
  }

  get(key: string): V | undefined {
    const hit = this.#map.get(key);
    if (!hit) return undefined;
    this.#map.delete(key); // most recently used goes last
    this.#map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, weight: number): void {
    this.#map.set(key, { value, weight });
    this.#weight += weight;
    // The newest entry stays even if it alone is over the weight: it is in use.
    while (this.#map.size > 1 && (this.#map.size > this.#maxEntries || this.#weight > this.#maxWeight)) {
      const [oldest, entry] = this.#map.entries().next().value!;
      this.#map.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  get size(): number {
    return this.#map.size;
  }
}

// Weights: keyword automaton nodes (≈ 45 bytes each: ≤ 90 MB), pattern cost (a set of ≤ 256 holds at
// most 2 MiB in RE2: ≤ 400 MB if every cached set's DFA filled up; an organization at its 500 patterns
// of cost ≤ 100 fits once), lexicon terms (≈ 150 bytes each: ≤ 30 MB).
const keywordCache = new WeightedLru<KeywordSet>(64, 2_000_000);
const regexCache = new WeightedLru<RegexSet>(64, 50_000);
const lexiconCache = new WeightedLru<TopicLexicon>(64, 200_000);

/** A lexicon of the topic rules' own keyword lists, and the group of each (rule, topic). */
export interface TopicLexicon {
  lexicon: Lexicon;
  /** Per topic rule (numbered in order), topic → group in the lexicon. */
  groups: Array<Map<string, string>>;
}

/**
 * The compiled matchers of an analysis, and each rule's number in them: keyword, regex and topic rules
 * are numbered separately, in the order of the policies and their rules.
 */
export interface Matchers {
  keywords: KeywordSet | undefined;
  regex: RegexSet | undefined;
  topics: TopicLexicon | undefined;
  slot: Map<StoredRule, number>;
}

/** A topic rule's own keyword list for topic, if it defines one. */
function customKeywords(rule: StoredRule, topic: string): string[] | undefined {
  const custom = (rule.keywords ?? {}) as Record<string, string[]>;
  return Object.hasOwn(custom, topic) && custom[topic]!.length > 0 ? custom[topic] : undefined;
}

/**
 * Compiles (or takes from the caches) the matchers of the enabled policies' rules. The cache keys are
 * digests of the rules' JSON, so what is done per analysis is one JSON serialization of the matched
 * parts of the rules; nothing per keyword or pattern.
 */
export function compileMatchers(policies: readonly Policy[]): Matchers {
  const slot = new Map<StoredRule, number>();
  const keywordRules: StoredRule[] = [];
  const regexRules: StoredRule[] = [];
  const topicRules: StoredRule[] = [];
  const keywordHash = createHash('sha256');
  const regexHash = createHash('sha256');
  const topicHash = createHash('sha256');
  for (const policy of policies) {
    if (!policy.enabled) continue;
    for (const rule of policy.rules) {
      if (rule.condition !== undefined) continue;
      if (rule.type === 'keyword') {
        slot.set(rule, keywordRules.length);
        keywordRules.push(rule);
        keywordHash.update(`${rule.caseSensitive === true ? 1 : 0}${rule.wholeWord !== false ? 1 : 0}${JSON.stringify(rule.keywords ?? [])}\u0000`);
      } else if (rule.type === 'regex') {
        slot.set(rule, regexRules.length);
        regexRules.push(rule);
        regexHash.update(`${typeof rule.flags === 'string' ? rule.flags : ''}${JSON.stringify(rule.patterns ?? [])}\u0000`);
      } else if (rule.type === 'topic' && rule.keywords !== undefined) {
        slot.set(rule, topicRules.length);
        topicRules.push(rule);
        topicHash.update(`${JSON.stringify(rule.topics ?? [])}${JSON.stringify(rule.keywords)}\u0000`);
      }
    }
  }
  const keywords =
    keywordRules.length === 0
      ? undefined
      : cached(keywordCache, keywordHash.digest('base64url'), () =>
          new KeywordSet(keywordRules.map((r) => ({ keywords: (r.keywords as string[] | undefined) ?? [], caseSensitive: r.caseSensitive === true, wholeWord: r.wholeWord !== false }))),
        (k) => k.weight);
  const regex =
    regexRules.length === 0
      ? undefined
      : cached(regexCache, regexHash.digest('base64url'), () =>
          new RegexSet(regexRules.map((r) => ({ patterns: (r.patterns as string[] | undefined) ?? [], flags: typeof r.flags === 'string' ? r.flags : '' }))),
        (r) => r.weight);
  const topics =
    topicRules.length === 0
      ? undefined
      : cached(lexiconCache, topicHash.digest('base64url'), () => topicLexicon(topicRules), (t) => t.lexicon.size);
  return { keywords, regex, topics, slot };
}

/** Identical lists (the same keywords in the same order) share a group. */
function topicLexicon(rules: readonly StoredRule[]): TopicLexicon {
  const lists: string[][] = [];
  const groupOfList = new Map<string, string>();
  const groups = rules.map((rule) => {
    const byTopic = new Map<string, string>();
    for (const topic of new Set((rule.topics as string[] | undefined) ?? [])) {
      const own = customKeywords(rule, topic);
      if (!own) continue;
      const key = JSON.stringify(own);
      let group = groupOfList.get(key);
      if (group === undefined) {
        group = String(lists.length);
        groupOfList.set(key, group);
        lists.push(own);
      }
      byTopic.set(topic, group);
    }
    return byTopic;
  });
  return { lexicon: keywordListsLexicon(lists), groups };
}

function cached<V>(cache: WeightedLru<V>, key: string, build: () => V, weight: (v: V) => number): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value, weight(value));
  }
  return value;
}
