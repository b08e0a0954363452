// Policy rules in both forms of the interface, validated at save time so a policy that is stored can
// always be evaluated. Condition form: {condition:{field, operator, value}, action}. Typed form:
// {type, action, ...fields of that type}. Actions are case-insensitive in both forms ("block" = "BLOCK").
// Rules are stored as the client sent them; evaluation normalizes. Sizes are capped here (rules per
// policy by the schema, keywords, patterns, topics, languages per rule) so evaluation stays bounded;
// limits.ts has the figures and the per-organization totals.

import type { ErrorDetail } from '../http/errors.ts';
import { RULE_LIMITS } from './limits.ts';
import { regexProblem } from './regex.ts';

export const RULE_TYPES = ['keyword', 'regex', 'sentiment', 'topic', 'language'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const RULE_ACTIONS = ['BLOCK', 'WARN', 'FLAG', 'REDACT', 'ALLOW'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

export const CONDITION_FIELDS = [
  'risk_score',
  'injection_score',
  'jailbreak_score',
  'toxicity_score',
  'pii_count',
  'content_length',
  'pii_types',
  'threat_categories',
  'direction',
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const CONDITION_OPERATORS = [
  'greater_than',
  'greater_than_or_equal',
  'less_than',
  'less_than_or_equal',
  'equals',
  'not_equals',
  'contains',
  'in',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['risk_score', 'injection_score', 'jailbreak_score', 'toxicity_score', 'pii_count', 'content_length']);
const LIST_FIELDS: ReadonlySet<string> = new Set(['pii_types', 'threat_categories']);
const COMPARISONS: ReadonlySet<string> = new Set(['greater_than', 'greater_than_or_equal', 'less_than', 'less_than_or_equal']);

export const TOPICS = [
  'politics',
  'religion',
  'medical',
  'legal',
  'financial_advice',
  'weapons',
  'drugs',
  'gambling',
  'adult',
  'violence',
  'self_harm',
] as const;

export const SENTIMENT_OPERATORS = ['less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'] as const;

const ISO_639_1 = /^[a-z]{2}$/;

export function normalizeAction(action: unknown): RuleAction | undefined {
  if (typeof action !== 'string') return undefined;
  const upper = action.trim().toUpperCase();
  return (RULE_ACTIONS as readonly string[]).includes(upper) ? (upper as RuleAction) : undefined;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

type Check = (path: string, message: string) => void;

function stringList(rule: Record<string, unknown>, key: string, path: string, fail: Check, opts: { min: number; max: number; maxLength: number; required: boolean }): string[] | undefined {
  const v = rule[key];
  if (v === undefined) {
    if (opts.required) fail(`${path}/${key}`, `is required`);
    return undefined;
  }
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    fail(`${path}/${key}`, 'must be an array of strings');
    return undefined;
  }
  if (v.length < opts.min || v.length > opts.max) {
    fail(`${path}/${key}`, `must have ${opts.min} to ${opts.max} items`);
    return undefined;
  }
  const bad = (v as string[]).findIndex((s) => s.trim().length === 0 || s.length > opts.maxLength);
  if (bad >= 0) fail(`${path}/${key}/${bad}`, `must be a non-blank string of at most ${opts.maxLength} characters`);
  return v as string[];
}

function optionalBoolean(rule: Record<string, unknown>, key: string, path: string, fail: Check): void {
  if (rule[key] !== undefined && typeof rule[key] !== 'boolean') fail(`${path}/${key}`, 'must be a boolean');
}

/** Compiled with RE2 now, so a stored pattern always runs, and always in linear time. */
function checkPattern(pattern: string, flags: string, path: string, fail: Check): void {
  const problem = regexProblem(pattern, flags);
  if (problem) fail(path, problem);
}

function validateCondition(rule: Record<string, unknown>, path: string, fail: Check): void {
  const c = rule.condition;
  if (!isPlainObject(c)) {
    fail(`${path}/condition`, 'must be an object with field, operator and value');
    return;
  }
  const { field, operator, value } = c;
  if (typeof field !== 'string' || !(CONDITION_FIELDS as readonly string[]).includes(field)) {
    fail(`${path}/condition/field`, `must be one of ${CONDITION_FIELDS.join(', ')}`);
    return;
  }
  if (typeof operator !== 'string' || !(CONDITION_OPERATORS as readonly string[]).includes(operator)) {
    fail(`${path}/condition/operator`, `must be one of ${CONDITION_OPERATORS.join(', ')}`);
    return;
  }
  const vpath = `${path}/condition/value`;
  if (operator === 'in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > 100 || !value.every((x) => typeof x === 'string' || typeof x === 'number')) {
      fail(vpath, 'must be a non-empty array (at most 100) of strings or numbers for operator in');
    }
    return;
  }
  if (COMPARISONS.has(operator)) {
    if (!NUMERIC_FIELDS.has(field)) fail(`${path}/condition/operator`, `${operator} needs a numeric field`);
    else if (typeof value !== 'number' || !Number.isFinite(value)) fail(vpath, 'must be a number');
    return;
  }
  if (operator === 'contains') {
    if (!LIST_FIELDS.has(field)) fail(`${path}/condition/operator`, `contains works on ${[...LIST_FIELDS].join(', ')}`);
    else if (typeof value !== 'string' || value.length === 0) fail(vpath, 'must be a non-empty string');
    return;
  }
  // equals / not_equals
  if (NUMERIC_FIELDS.has(field) ? typeof value !== 'number' || !Number.isFinite(value) : typeof value !== 'string') {
    fail(vpath, NUMERIC_FIELDS.has(field) ? 'must be a number' : 'must be a string');
  }
}

function validateTyped(rule: Record<string, unknown>, type: RuleType, path: string, fail: Check): void {
  switch (type) {
    case 'keyword':
      stringList(rule, 'keywords', path, fail, { min: 1, max: RULE_LIMITS.keywordsPerRule, maxLength: RULE_LIMITS.keywordLength, required: true });
      optionalBoolean(rule, 'caseSensitive', path, fail);
      optionalBoolean(rule, 'wholeWord', path, fail);
      return;
    case 'regex': {
      const flags = rule.flags;
      if (flags !== undefined && (typeof flags !== 'string' || !/^[imsu]*$/.test(flags) || new Set(flags).size !== flags.length)) {
        fail(`${path}/flags`, 'may only contain the flags i, m, s and u, each once');
        return;
      }
      const patterns = stringList(rule, 'patterns', path, fail, { min: 1, max: RULE_LIMITS.patternsPerRule, maxLength: RULE_LIMITS.patternLength, required: true });
      // A blank or overlong pattern has its message already.
      patterns?.forEach((p, i) => {
        if (p.trim().length > 0 && p.length <= RULE_LIMITS.patternLength) checkPattern(p, typeof flags === 'string' ? flags : '', `${path}/patterns/${i}`, fail);
      });
      return;
    }
    case 'sentiment': {
      const t = rule.threshold;
      if (typeof t !== 'number' || !Number.isFinite(t) || t < -1 || t > 1) fail(`${path}/threshold`, 'is required: a number from -1 to 1');
      if (rule.operator !== undefined && !(SENTIMENT_OPERATORS as readonly unknown[]).includes(rule.operator)) {
        fail(`${path}/operator`, `must be one of ${SENTIMENT_OPERATORS.join(', ')}`);
      }
      return;
    }
    case 'topic': {
      const kw = rule.keywords;
      const custom = new Set<string>();
      if (kw !== undefined) {
        if (!isPlainObject(kw)) fail(`${path}/keywords`, 'must be an object mapping a topic to an array of keywords');
        else if (Object.keys(kw).length > 50) fail(`${path}/keywords`, 'may define at most 50 topics');
        else {
          const { keywordsPerRule: max, keywordLength } = RULE_LIMITS;
          for (const [topic, list] of Object.entries(kw)) {
            if (topic.trim() === '' || topic.length > 64) fail(`${path}/keywords/${topic}`, 'a topic name has 1 to 64 characters');
            else if (!Array.isArray(list) || list.length === 0 || list.length > max || !list.every((s) => typeof s === 'string' && s.trim() !== '' && s.length <= keywordLength)) {
              fail(`${path}/keywords/${topic}`, `must be 1 to ${max} non-blank strings of at most ${keywordLength} characters`);
            } else custom.add(topic);
          }
          // One limit for a rule's keywords, whether one topic holds them or fifty share them.
          const total = Object.values(kw).reduce<number>((n, list) => n + (Array.isArray(list) ? list.length : 0), 0);
          if (total > max) fail(`${path}/keywords`, `may hold at most ${max} keywords in all its topics; it has ${total}`);
        }
      }
      const topics = stringList(rule, 'topics', path, fail, { min: 1, max: 50, maxLength: 64, required: true });
      topics?.forEach((t, i) => {
        if (!(TOPICS as readonly string[]).includes(t) && !custom.has(t)) {
          fail(`${path}/topics/${i}`, `unknown topic; built-in topics are ${TOPICS.join(', ')} (or define keywords for it)`);
        }
      });
      const th = rule.threshold;
      if (th !== undefined && (typeof th !== 'number' || th < 0 || th > 1)) fail(`${path}/threshold`, 'must be a number from 0 to 1');
      return;
    }
    case 'language': {
      const allowed = stringList(rule, 'allowed', path, fail, { min: 1, max: 200, maxLength: 2, required: false });
      const blocked = stringList(rule, 'blocked', path, fail, { min: 1, max: 200, maxLength: 2, required: false });
      if (rule.allowed === undefined && rule.blocked === undefined) fail(path, 'a language rule needs allowed and/or blocked');
      for (const [key, list] of [['allowed', allowed], ['blocked', blocked]] as const) {
        list?.forEach((code, i) => {
          if (!ISO_639_1.test(code)) fail(`${path}/${key}/${i}`, 'must be a lower-case ISO 639-1 code such as en');
        });
      }
      const ml = rule.minLength;
      if (ml !== undefined && (typeof ml !== 'number' || !Number.isInteger(ml) || ml < 0 || ml > 10000)) {
        fail(`${path}/minLength`, 'must be a whole number from 0 to 10000');
      }
      return;
    }
  }
}

/** Validates every rule; returns the problems found (empty when all rules are valid). */
export function validateRules(rules: unknown[], basePath = '/rules'): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const fail: Check = (field, message) => {
    details.push({ field, message });
  };
  rules.forEach((rule, i) => {
    const path = `${basePath}/${i}`;
    if (!isPlainObject(rule)) {
      fail(path, 'must be an object');
      return;
    }
    if (normalizeAction(rule.action) === undefined) {
      fail(`${path}/action`, `must be one of ${RULE_ACTIONS.join(', ')} (any case)`);
    }
    if (rule.condition !== undefined) {
      if (rule.type !== undefined) fail(path, 'a rule has either a condition or a type, not both');
      else validateCondition(rule, path, fail);
      return;
    }
    if (rule.type === undefined) {
      fail(path, `must have a condition or a type (${RULE_TYPES.join(', ')})`);
      return;
    }
    if (typeof rule.type !== 'string' || !(RULE_TYPES as readonly string[]).includes(rule.type)) {
      fail(`${path}/type`, `unknown rule type; expected one of ${RULE_TYPES.join(', ')}`);
      return;
    }
    validateTyped(rule, rule.type as RuleType, path, fail);
  });
  return details;
}
