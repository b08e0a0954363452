// Evaluates policies against the facts of one analysis. Pure and synchronous: no I/O, no clock but the
// deadline's. Every rule type has an evaluator: condition, keyword, regex (RE2), sentiment (VADER-style
// lexicon model), topic (weighted lexicons) and language (eld). The content is read a bounded number of
// times whatever the number of rules: all keywords of all keyword rules in one automaton pass, all
// patterns in RE2 sets (matchers.ts, compiled once per set of policy contents and cached), all custom
// topic keywords in one lexicon pass, and sentiment, words and language computed at most once. The
// deadline is checked before every rule and inside every pass; past it BudgetExceeded is thrown.
// The strictest action over the ENFORCED violations wins (BLOCK > REDACT > WARN/FLAG > ALLOW); violations
// of monitor-mode policies are reported with enforced: false and never decide anything.

import { Deadline } from '../budget.ts';
import type { Policy, PolicyMode, StoredRule } from '../store/types.ts';
import { DEFAULT_MIN_LETTERS, detectLanguage, violates, type LanguageGuess } from './language.ts';
import type { KeywordHits } from './keyword-set.ts';
import { compileMatchers, type Matchers } from './matchers.ts';
import { MAX_SPAN_SEARCHES, type RegexHits } from './regex-set.ts';
import { MAX_MATCHES_PER_PATTERN } from './regex.ts';
import { normalizeAction, type ConditionField, type ConditionOperator, type RuleAction } from './rules.ts';
import { sentiment } from './sentiment.ts';
import { builtInScores, combine, DEFAULT_TOPIC_THRESHOLD, tokenize, type Token, type TopicScore } from './topics.ts';

export interface AnalysisFacts {
  content: string;
  direction: 'input' | 'output';
  riskScore: number; // 0–100
  injectionScore: number; // 0–1
  jailbreakScore: number; // 0–1
  toxicityScore: number; // 0–1
  piiCount: number;
  piiTypes: readonly string[];
  threatCategories: readonly string[];
}

export interface Violation {
  policyId: string;
  policyName: string;
  ruleIndex: number;
  ruleType: string;
  action: 'ALLOW' | 'WARN' | 'REDACT' | 'BLOCK';
  /** What matched and where (offsets, scores); never the matched content itself. */
  evidence: string[];
  /** The policy's mode; a monitor-mode violation is recorded and reported but not enforced. */
  mode: PolicyMode;
  enforced: boolean;
}

export interface PolicyOutcome {
  /** Ids of the enabled policies evaluated, in the order given. */
  evaluated: string[];
  /** Ids of disabled policies that were given and therefore not evaluated. */
  skipped: string[];
  violations: Violation[];
}

/** Evidence entries per rule; a rule with more matches says how many were left out. */
export const MAX_EVIDENCE = 10;

const RANK: Record<Violation['action'], number> = { ALLOW: 0, WARN: 1, REDACT: 2, BLOCK: 3 };

/** FLAG is WARN's synonym; the response speaks one vocabulary. */
function responseAction(a: RuleAction): Violation['action'] {
  return a === 'FLAG' ? 'WARN' : a;
}

/** The enforced violation with the strictest action (the first of equals); monitor-mode ones never count. */
export function strictest(violations: readonly Violation[]): Violation | undefined {
  let best: Violation | undefined;
  for (const v of violations) if (v.enforced && (!best || RANK[v.action] > RANK[best.action])) best = v;
  return best;
}

function factValue(field: ConditionField, f: AnalysisFacts): number | string | readonly string[] {
  switch (field) {
    case 'risk_score': return f.riskScore;
    case 'injection_score': return f.injectionScore;
    case 'jailbreak_score': return f.jailbreakScore;
    case 'toxicity_score': return f.toxicityScore;
    case 'pii_count': return f.piiCount;
    case 'content_length': return f.content.length;
    case 'pii_types': return f.piiTypes;
    case 'threat_categories': return f.threatCategories;
    case 'direction': return f.direction;
  }
}

function sameText(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

function conditionHolds(field: ConditionField, op: ConditionOperator, expected: unknown, facts: AnalysisFacts): boolean {
  const actual = factValue(field, facts);
  if (Array.isArray(actual)) {
    const list = actual as readonly string[];
    if (op === 'contains' || op === 'equals') return list.some((x) => sameText(x, expected));
    if (op === 'not_equals') return !list.some((x) => sameText(x, expected));
    if (op === 'in') return Array.isArray(expected) && list.some((x) => expected.some((e) => sameText(x, e)));
    return false;
  }
  switch (op) {
    case 'greater_than': return typeof expected === 'number' && (actual as number) > expected;
    case 'greater_than_or_equal': return typeof expected === 'number' && (actual as number) >= expected;
    case 'less_than': return typeof expected === 'number' && (actual as number) < expected;
    case 'less_than_or_equal': return typeof expected === 'number' && (actual as number) <= expected;
    case 'equals': return sameText(actual, expected);
    case 'not_equals': return !sameText(actual, expected);
    case 'in': return Array.isArray(expected) && expected.some((e) => sameText(actual, e));
    case 'contains': return false;
  }
}

function capped(evidence: string[]): string[] {
  if (evidence.length <= MAX_EVIDENCE) return evidence;
  return [...evidence.slice(0, MAX_EVIDENCE - 1), `and ${evidence.length - MAX_EVIDENCE + 1} more`];
}

/** Facts derived from the content, computed on first use and shared by every rule of the call. */
class Derived {
  readonly #content: string;
  readonly #matchers: Matchers;
  readonly #deadline: Deadline;
  #sentiment?: number;
  #tokens?: Token[];
  #topics?: Map<string, TopicScore>;
  #custom?: Map<string, TopicScore>;
  #language?: LanguageGuess;
  #keywords?: KeywordHits;
  #regex?: RegexHits;
  constructor(content: string, matchers: Matchers, deadline: Deadline) {
    this.#content = content;
    this.#matchers = matchers;
    this.#deadline = deadline;
  }
  get sentiment(): number {
    return (this.#sentiment ??= sentiment(this.#content).compound);
  }
  get tokens(): Token[] {
    return (this.#tokens ??= tokenize(this.#content, this.#deadline));
  }
  /** Scores of all built-in topics, one pass over the words. */
  get topics(): Map<string, TopicScore> {
    return (this.#topics ??= builtInScores(this.tokens, this.#deadline));
  }
  /** The score of a topic rule's own keywords for topic; undefined when it defines none. */
  customScore(rule: StoredRule, topic: string): TopicScore | undefined {
    const topics = this.#matchers.topics;
    const slot = this.#matchers.slot.get(rule);
    const group = topics && slot !== undefined ? topics.groups[slot]!.get(topic) : undefined;
    if (group === undefined) return undefined;
    this.#custom ??= topics!.lexicon.scoreAll(this.tokens, this.#deadline);
    return this.#custom.get(group) ?? { score: 0, terms: 0 };
  }
  get language(): LanguageGuess {
    return (this.#language ??= detectLanguage(this.#content));
  }
  /** The keywords of a keyword rule found in the content (one pass for all the rules). */
  keywordHits(rule: StoredRule): ReturnType<KeywordHits['of']> {
    const set = this.#matchers.keywords;
    if (!set) return [];
    this.#keywords ??= set.search(this.#content, this.#deadline);
    return this.#keywords.of(this.#matchers.slot.get(rule)!);
  }
  /** The patterns of a regex rule that match the content (one pass per RE2 set for all the rules). */
  regexHits(rule: StoredRule): ReturnType<RegexHits['of']> {
    const set = this.#matchers.regex;
    if (!set) return [];
    this.#regex ??= set.match(this.#content, this.#deadline);
    return this.#regex.of(this.#matchers.slot.get(rule)!);
  }
}

function keywordEvidence(rule: StoredRule, derived: Derived): string[] {
  return derived.keywordHits(rule).map((h) => `keyword "${h.keyword}" at ${h.start}-${h.end}`);
}

/** Every matching pattern counts; spans are searched only for those the evidence shows (capped). */
function regexEvidence(rule: StoredRule, derived: Derived): string[] {
  const matching = derived.regexHits(rule);
  const shown = matching.length <= MAX_EVIDENCE ? matching : matching.slice(0, MAX_EVIDENCE - 1);
  const evidence: string[] = [];
  for (const { index, span } of shown) {
    const m = span();
    if (m === 'unsearched') {
      evidence.push(`pattern ${index} matched (spans are searched for the first ${MAX_SPAN_SEARCHES} matching patterns of an analysis)`);
      continue;
    }
    const count = m.count >= MAX_MATCHES_PER_PATTERN ? `${MAX_MATCHES_PER_PATTERN}+ matches` : m.count === 1 ? '1 match' : `${m.count} matches`;
    evidence.push(`pattern ${index} at ${m.start}-${m.end} (${count})`);
  }
  if (matching.length > shown.length) evidence.push(`and ${matching.length - shown.length} more`);
  return evidence;
}

const SENTIMENT_TESTS: Record<string, (score: number, threshold: number) => boolean> = {
  less_than: (s, t) => s < t,
  less_than_or_equal: (s, t) => s <= t,
  greater_than: (s, t) => s > t,
  greater_than_or_equal: (s, t) => s >= t,
};

function sentimentEvidence(rule: StoredRule, derived: Derived): string[] {
  const operator = typeof rule.operator === 'string' && rule.operator in SENTIMENT_TESTS ? rule.operator : 'less_than';
  const threshold = rule.threshold as number;
  const score = derived.sentiment;
  return SENTIMENT_TESTS[operator]!(score, threshold) ? [`sentiment ${score} ${operator} ${threshold}`] : [];
}

function topicEvidence(rule: StoredRule, derived: Derived): string[] {
  const threshold = typeof rule.threshold === 'number' ? rule.threshold : DEFAULT_TOPIC_THRESHOLD;
  const evidence: string[] = [];
  for (const topic of new Set((rule.topics as string[] | undefined) ?? [])) {
    const fromKeywords = derived.customScore(rule, topic);
    const { score, terms, first } = combine(derived.topics.get(topic), fromKeywords);
    if (terms > 0 && score >= threshold) {
      evidence.push(`topic ${topic} score ${score} >= ${threshold} (${terms} ${terms === 1 ? 'term' : 'terms'}, first at ${first!.start}-${first!.end})`);
    }
  }
  return evidence;
}

function languageEvidence(rule: StoredRule, derived: Derived): string[] {
  const minLetters = typeof rule.minLength === 'number' ? rule.minLength : DEFAULT_MIN_LETTERS;
  const allowed = rule.allowed as string[] | undefined;
  const blocked = rule.blocked as string[] | undefined;
  const isBlocked = (code: string) => blocked?.includes(code) === true;
  const notAllowed = (code: string) => allowed !== undefined && !allowed.includes(code);
  const guess = derived.language;
  if (!violates(guess, (code) => isBlocked(code) || notAllowed(code), minLetters)) return [];
  return [`language ${guess.language} (score ${guess.score}, margin ${guess.margin}) ${isBlocked(guess.language) ? 'is blocked' : 'is not allowed'}`];
}

function ruleEvidence(rule: StoredRule, facts: AnalysisFacts, derived: Derived): { ruleType: string; evidence: string[] } {
  const condition = rule.condition as { field: ConditionField; operator: ConditionOperator; value: unknown } | undefined;
  if (condition) {
    if (!conditionHolds(condition.field, condition.operator, condition.value, facts)) return { ruleType: 'condition', evidence: [] };
    const actual = JSON.stringify(factValue(condition.field, facts));
    return { ruleType: 'condition', evidence: [`${condition.field} = ${actual} ${condition.operator} ${JSON.stringify(condition.value)}`] };
  }
  const ruleType = String(rule.type);
  switch (ruleType) {
    case 'keyword': return { ruleType, evidence: keywordEvidence(rule, derived) };
    case 'regex': return { ruleType, evidence: regexEvidence(rule, derived) };
    case 'sentiment': return { ruleType, evidence: sentimentEvidence(rule, derived) };
    case 'topic': return { ruleType, evidence: topicEvidence(rule, derived) };
    case 'language': return { ruleType, evidence: languageEvidence(rule, derived) };
    default: return { ruleType, evidence: [] }; // unreachable for validated rules
  }
}

/**
 * Evaluates the policies in the order given (callers dedupe). Disabled ones are listed in skipped.
 * A rule violates when it has evidence; its action is normalized (FLAG → WARN). Throws BudgetExceeded
 * once the deadline has passed (checked before every rule and inside every pass over the content).
 */
export function evaluatePolicies(policies: readonly Policy[], facts: AnalysisFacts, deadline: Deadline = Deadline.NONE): PolicyOutcome {
  const out: PolicyOutcome = { evaluated: [], skipped: [], violations: [] };
  const derived = new Derived(facts.content, compileMatchers(policies), deadline);
  for (const policy of policies) {
    if (!policy.enabled) {
      out.skipped.push(policy.id);
      continue;
    }
    out.evaluated.push(policy.id);
    const mode: PolicyMode = policy.mode === 'monitor' ? 'monitor' : 'enforce';
    policy.rules.forEach((rule, ruleIndex) => {
      deadline.check('policies');
      const action = normalizeAction(rule.action);
      if (!action) return;
      const { ruleType, evidence } = ruleEvidence(rule, facts, derived);
      if (evidence.length === 0) return;
      out.violations.push({
        policyId: policy.id,
        policyName: policy.name,
        ruleIndex,
        ruleType,
        action: responseAction(action),
        evidence: capped(evidence),
        mode,
        enforced: mode === 'enforce',
      });
    });
  }
  return out;
}
