// What an organization's policies may hold. Per rule (checked by rules.ts, 400 VALIDATION_ERROR): the
// numbers and lengths of keywords and patterns and each pattern's cost (regex.ts). Per policy: its
// stored size (413 PAYLOAD_TOO_LARGE) and 100 rules (the schema). Per organization, across all its
// policies (409 QUOTA_EXCEEDED, checked by the store in the transaction that writes the policy): the
// number of policies, of regex patterns and of keywords (keyword rules' keywords and topic rules' own
// keywords). The per-organization figures are settings (config.ts); these are their defaults.
//
// Evaluation compiles every keyword into one automaton and every pattern into RE2 sets, so its cost is
// a pass or a few over the content; these caps bound what is compiled and cached, and what a single
// analysis can be asked to confirm span by span.

import type { StoredRule } from '../store/types.ts';

export const RULE_LIMITS = {
  patternsPerRule: 50,
  patternLength: 1_000,
  keywordsPerRule: 500,
  keywordLength: 200,
} as const;

export interface PolicyLimits {
  /** Policies per organization (WARDEN_MAX_POLICIES). */
  maxPolicies: number;
  /** Regex patterns across an organization's policies (WARDEN_MAX_POLICY_PATTERNS). */
  maxPatterns: number;
  /** Keywords (keyword rules and topic rules' own) across an organization's policies (WARDEN_MAX_POLICY_KEYWORDS). */
  maxKeywords: number;
  /** Stored size of one policy: the UTF-8 bytes of its name, description and rules as JSON (WARDEN_MAX_POLICY_BYTES). */
  maxBytes: number;
}

export const DEFAULT_POLICY_LIMITS: PolicyLimits = {
  maxPolicies: 500,
  maxPatterns: 500,
  maxKeywords: 5_000,
  maxBytes: 65_536,
};

export interface RuleCounts {
  patterns: number;
  keywords: number;
}

/** Patterns and keywords in a list of rules, as the per-organization limits count them. */
export function countRules(rules: readonly StoredRule[]): RuleCounts {
  let patterns = 0;
  let keywords = 0;
  for (const rule of rules) {
    if (rule.condition !== undefined) continue;
    if (rule.type === 'regex' && Array.isArray(rule.patterns)) patterns += rule.patterns.length;
    else if (rule.type === 'keyword' && Array.isArray(rule.keywords)) keywords += rule.keywords.length;
    else if (rule.type === 'topic' && typeof rule.keywords === 'object' && rule.keywords !== null && !Array.isArray(rule.keywords)) {
      for (const list of Object.values(rule.keywords)) if (Array.isArray(list)) keywords += list.length;
    }
  }
  return { patterns, keywords };
}

/** The stored size of a policy, in UTF-8 bytes: name, description and rules as JSON. */
export function storedBytes(policy: { name: string; description: string | null; rules: readonly StoredRule[] }): number {
  return Buffer.byteLength(policy.name) + Buffer.byteLength(policy.description ?? '') + Buffer.byteLength(JSON.stringify(policy.rules));
}
