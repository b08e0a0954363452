// Evaluates an organization's policies against the facts of one analysis. Pure: no I/O.
// The strictest action over all violations wins (BLOCK > REDACT > WARN/FLAG > ALLOW).
// Evaluated now: condition rules and keyword rules. Regex, sentiment, topic and language rules are
// validated and stored; until their evaluators land they are reported under `pending`, never as passed.

import type { Policy, StoredRule } from '../store/types.ts';
import { normalizeAction, type ConditionField, type ConditionOperator, type RuleAction } from './rules.ts';

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
  evidence: string[];
}

export interface PolicyOutcome {
  evaluated: string[];
  /** Ids of disabled policies that were asked for and therefore not evaluated. */
  skipped: string[];
  violations: Violation[];
  /** Rules of a type whose evaluator has not landed yet: policy id and rule index. */
  pending: Array<{ policyId: string; ruleIndex: number; ruleType: string }>;
}

const RANK: Record<Violation['action'], number> = { ALLOW: 0, WARN: 1, REDACT: 2, BLOCK: 3 };

/** FLAG is WARN's synonym; the response speaks one vocabulary. */
function responseAction(a: RuleAction): Violation['action'] {
  return a === 'FLAG' ? 'WARN' : a;
}

export function strictest(violations: readonly Violation[]): Violation | undefined {
  let best: Violation | undefined;
  for (const v of violations) if (!best || RANK[v.action] > RANK[best.action]) best = v;
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

/** Escapes the syntax characters; nothing else, because a needless escape is an error in u-mode. */
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keyword matches as evidence ("keyword \"x\" at 4-5"); whole-word by default, Unicode-aware. */
function keywordMatches(rule: StoredRule, content: string): string[] {
  const keywords = (rule.keywords as string[] | undefined) ?? [];
  const caseSensitive = rule.caseSensitive === true;
  const wholeWord = rule.wholeWord !== false;
  const evidence: string[] = [];
  for (const kw of keywords) {
    const body = escapeRegExp(kw.normalize('NFC'));
    // Literal alternatives only: linear in the content length.
    const source = wholeWord ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body;
    const re = new RegExp(source, caseSensitive ? 'u' : 'iu');
    const m = re.exec(content);
    if (m) evidence.push(`keyword "${kw}" at ${m.index}-${m.index + m[0].length}`);
  }
  return evidence;
}

export function evaluatePolicies(policies: readonly Policy[], facts: AnalysisFacts): PolicyOutcome {
  const out: PolicyOutcome = { evaluated: [], skipped: [], violations: [], pending: [] };
  for (const policy of policies) {
    if (!policy.enabled) {
      out.skipped.push(policy.id);
      continue;
    }
    out.evaluated.push(policy.id);
    policy.rules.forEach((rule, ruleIndex) => {
      const action = normalizeAction(rule.action);
      if (!action) return;
      const base = { policyId: policy.id, policyName: policy.name, ruleIndex, action: responseAction(action) };
      const condition = rule.condition as { field: ConditionField; operator: ConditionOperator; value: unknown } | undefined;
      if (condition) {
        if (conditionHolds(condition.field, condition.operator, condition.value, facts)) {
          const actual = JSON.stringify(factValue(condition.field, facts));
          const shown = `${condition.field} = ${actual} ${condition.operator} ${JSON.stringify(condition.value)}`;
          out.violations.push({ ...base, ruleType: 'condition', evidence: [shown] });
        }
        return;
      }
      if (rule.type === 'keyword') {
        const evidence = keywordMatches(rule, facts.content);
        if (evidence.length > 0) out.violations.push({ ...base, ruleType: 'keyword', evidence });
        return;
      }
      out.pending.push({ policyId: policy.id, ruleIndex, ruleType: String(rule.type) });
    });
  }
  return out;
}
