// `warden scan`: analyze a file or standard input on this machine, with the decision the API would give
// (src/decision.ts: threshold, policies, action, block reason), for a terminal or a CI step.
//
//   exit 0  allowed (not blocked; data may still be reported, action REDACT)
//   exit 1  blocked (an attack at or above the threshold, or an enforced BLOCK policy rule)
//   exit 2  usage or input error (unknown option, unreadable or oversized input, invalid policies file)
//
// The content is scanned under the size limit of a request (WARDEN_MAX_CONTENT_BYTES) and under a work
// budget, so no input can hold the process for long. The budget is larger than a request's: a server's
// 100 ms protects the requests queued behind a scan, while this process runs one scan, cold (its first
// scan also compiles the detectors' code), on a machine that may be busy. --budget-ms sets it.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Config } from './config.ts';
import type { Policy, PolicyMode, StoredRule } from './store/types.ts';
import type { ScanResult } from './engine/index.ts';
import type { Decision } from './decision.ts';
import type { PolicyOutcome } from './policy/evaluate.ts';
import { validateRules } from './policy/rules.ts';
import { BudgetExceeded, Deadline } from './budget.ts';
// The engine and the policy evaluator (about 1.5 s to load) are imported once the command line and the
// input have been checked, so a usage error answers at once.

export const SCAN_USAGE = `usage: warden scan [options] [FILE | -]     (no FILE, or -: standard input)
  --direction input|output        input: text sent to a model (default); output: a model's answer
  --content-type prompt|document  document: the text is data an application hands to a model (default prompt)
  --policies FILE                 a policy, or a JSON array of them, as POST /v1/policies takes ({name, rules, mode})
  --threshold N                   risk score from which an attack blocks, 0-100 (default 70)
  --json                          print the result as JSON instead of a summary
  --budget-ms N                   work budget of the scan and the policies, in ms (default 10000, plus
                                  WARDEN_SCAN_BUDGET_MS_PER_KB per KB of content); past it: exit 2
exit status: 0 allowed, 1 blocked, 2 usage or input error`;

/** The CLI's work budget before its size-dependent part, in milliseconds (a request's is WARDEN_SCAN_BUDGET_MS). */
export const DEFAULT_BUDGET_MS = 10_000;

/** A problem with the command line or its input: exit 2 with this message. */
export class ScanInputError extends Error {}

interface Options {
  direction: 'input' | 'output';
  contentType: 'prompt' | 'document';
  threshold: number;
  json: boolean;
  /** Milliseconds of work before the size-dependent part; undefined: DEFAULT_BUDGET_MS. */
  budgetMs: number | undefined;
  policies: Policy[];
  file: string | undefined;
}

function parse(args: string[]): Options {
  const { values, positionals } = parseArgs({
    args,
    options: {
      direction: { type: 'string' },
      'content-type': { type: 'string' },
      policies: { type: 'string' },
      threshold: { type: 'string' },
      json: { type: 'boolean' },
      'budget-ms': { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 1) throw new ScanInputError(`scan takes one FILE (or -), not ${positionals.length}`);
  const direction = values.direction ?? 'input';
  if (direction !== 'input' && direction !== 'output') throw new ScanInputError(`--direction must be input or output, not "${direction}"`);
  const contentType = values['content-type'] ?? 'prompt';
  if (contentType !== 'prompt' && contentType !== 'document') throw new ScanInputError(`--content-type must be prompt or document, not "${contentType}"`);
  let threshold = 70;
  if (values.threshold !== undefined) {
    if (!/^\d{1,3}$/.test(values.threshold) || Number(values.threshold) > 100) throw new ScanInputError(`--threshold must be a whole number from 0 to 100, not "${values.threshold}"`);
    threshold = Number(values.threshold);
  }
  let budgetMs: number | undefined;
  if (values['budget-ms'] !== undefined) {
    if (!/^\d{1,7}$/.test(values['budget-ms']) || Number(values['budget-ms']) < 1 || Number(values['budget-ms']) > 3_600_000) throw new ScanInputError(`--budget-ms must be a whole number from 1 to 3600000, not "${values['budget-ms']}"`);
    budgetMs = Number(values['budget-ms']);
  }
  const file = positionals[0] === '-' ? undefined : positionals[0];
  return { direction, contentType, threshold, budgetMs, json: values.json === true, policies: values.policies === undefined ? [] : readPolicies(values.policies), file };
}

function readInput(path: string | undefined, what: string): string {
  try {
    return readFileSync(path ?? 0, 'utf8');
  } catch (err) {
    const code = (err as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new ScanInputError(`cannot read ${what}${path === undefined ? '' : ` ${path}`}: ${why}`);
  }
}

/** The policies of a file: one policy object or an array of them, checked as the API checks them. */
export function policiesFrom(json: string, source = 'policies file'): Policy[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (err) {
    throw new ScanInputError(`${source} is not JSON: ${(err as Error).message}`);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > 50) throw new ScanInputError(`${source} must hold 1 to 50 policies`);
  const problems: string[] = [];
  const policies = list.map((p, i): Policy => {
    const at = Array.isArray(parsed) ? `/${i}` : '';
    if (typeof p !== 'object' || p === null || Array.isArray(p)) {
      problems.push(`${at || '/'}: must be a policy object`);
      return undefined as never;
    }
    const o = p as Record<string, unknown>;
    const name = typeof o.name === 'string' && o.name.trim() !== '' && o.name.length <= 200 ? o.name : undefined;
    if (name === undefined) problems.push(`${at}/name: is required, 1 to 200 characters`);
    const mode = o.mode ?? 'enforce';
    if (mode !== 'enforce' && mode !== 'monitor') problems.push(`${at}/mode: must be enforce or monitor`);
    const rules = Array.isArray(o.rules) ? o.rules : undefined;
    if (rules === undefined || rules.length === 0 || rules.length > 50) problems.push(`${at}/rules: must be an array of 1 to 50 rules`);
    else for (const d of validateRules(rules, `${at}/rules`)) problems.push(`${d.field}: ${d.message}`);
    return {
      id: `file-policy-${i + 1}`,
      orgId: 'local',
      name: name ?? '',
      description: null,
      enabled: o.enabled !== false,
      rules: (rules ?? []) as StoredRule[],
      mode: mode as PolicyMode,
      isDefault: false,
      createdAt: '',
      updatedAt: '',
    };
  });
  if (problems.length > 0) throw new ScanInputError(`${source} is invalid:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return policies;
}

function readPolicies(path: string): Policy[] {
  return policiesFrom(readInput(path, 'policies file'), `policies file ${path}`);
}

/** What `scan --json` prints: the analysis result without the fields of an HTTP request. */
function jsonResult(result: ScanResult, decision: Decision, outcome: PolicyOutcome, direction: string) {
  return {
    allowed: !decision.blocked,
    action: decision.action,
    riskScore: result.riskScore,
    riskLevel: result.riskLevel,
    isSafe: decision.isSafe,
    blocked: decision.blocked,
    blockReason: decision.blockReason,
    threats: decision.threats,
    pii: result.pii,
    analysis: { promptInjection: result.injection, jailbreak: result.jailbreak, toxic: result.toxic },
    policies: { evaluated: outcome.evaluated, violations: outcome.violations, skipped: outcome.skipped },
    direction,
  };
}

const MAX_SHOWN_SPANS = 30;
const LINE_WINDOW = 60;
const MAX_SHOWN_SPAN = 200;

/** The summary for people: decision, threats, then each finding on its line with the span marked. */
function humanResult(text: string, result: ScanResult, decision: Decision, color: boolean): string {
  const mark = (s: string) => (color ? `\u001b[7m${s}\u001b[27m` : `[[${s}]]`);
  const bold = (s: string) => (color ? `\u001b[1m${s}\u001b[22m` : s);
  const out: string[] = [];
  out.push(`${bold(decision.action)}  risk ${result.riskScore} (${result.riskLevel})${decision.blocked ? `  blocked: ${decision.blockReason}` : ''}`);
  if (decision.threats.length === 0) out.push('no threats');
  for (const t of decision.threats) out.push(`  ${t.severity.padEnd(8)} ${t.category} ${t.subtype ?? t.type}  confidence ${t.confidence}  ${t.description}`);
  // Every finding by position (data inside an attack's window too), shown on its line, cut around the span.
  const spans = result.findings.map((f) => ({ start: f.start, end: f.end, label: f.type })).sort((a, b) => a.start - b.start || b.end - a.end);
  if (spans.length > 0) out.push('', `found (${spans.length}):`);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  for (const s of spans.slice(0, MAX_SHOWN_SPANS)) {
    const line = lineOf(s.start);
    const ls = lineStarts[line]!;
    const le = line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : text.length;
    const from = Math.max(ls, s.start - LINE_WINDOW);
    // A long span (a multi-line block, a classifier window) is shown up to MAX_SHOWN_SPAN characters.
    const end = Math.min(s.end, s.start + MAX_SHOWN_SPAN);
    const to = Math.min(Math.max(le, end), end + LINE_WINDOW);
    const view = `${from > ls ? '…' : ''}${clean(text.slice(from, s.start))}${mark(clean(text.slice(s.start, end)))}${end < s.end ? '…' : ''}${clean(text.slice(end, to))}${to < le ? '…' : ''}`;
    out.push(`  ${line + 1}:${s.start - ls + 1}  ${s.label}  ${view}`);
  }
  if (spans.length > MAX_SHOWN_SPANS) out.push(`  … and ${spans.length - MAX_SHOWN_SPANS} more (--json lists every one)`);
  return `${out.join('\n')}\n`;
}

/** Runs `warden scan`; returns the exit status (0 allowed, 1 blocked). Throws ScanInputError for status 2. */
export async function scanCommand(args: string[], config: Config, stdout: { write(s: string): unknown; isTTY?: boolean } = process.stdout): Promise<number> {
  const o = parse(args);
  const text = readInput(o.file, o.file === undefined ? 'standard input' : 'file');
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > config.maxContentBytes) throw new ScanInputError(`the content is ${bytes} bytes, more than WARDEN_MAX_CONTENT_BYTES (${config.maxContentBytes})`);
  // The one-off compilation of the engine's and the policies' patterns first (about 1 s), as a server
  // does before it listens: the budget then measures this content's scan.
  const [{ scan }, { decide, policyFacts }, { evaluatePolicies }, { warmEngine }, { warmPolicies }] = await Promise.all([
    import('./engine/index.ts'),
    import('./decision.ts'),
    import('./policy/evaluate.ts'),
    import('./scanner/warm.ts'),
    import('./policy/warm.ts'),
  ]);
  warmEngine();
  warmPolicies();
  const budgetMs = (o.budgetMs ?? DEFAULT_BUDGET_MS) + (config.scanBudgetMsPerKb * text.length) / 1024;
  let result: ScanResult;
  let outcome: PolicyOutcome;
  try {
    result = scan(text, { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: o.direction, contentType: o.contentType, budgetMs });
    outcome = evaluatePolicies(o.policies, policyFacts(text, o.direction, result), Deadline.in(budgetMs));
  } catch (err) {
    if (err instanceof BudgetExceeded) throw new ScanInputError(`scanning this content needs more than its work budget of ${Math.round(budgetMs)} ms (--budget-ms, WARDEN_SCAN_BUDGET_MS_PER_KB)`);
    throw err;
  }
  const decision = decide(result, outcome, o.threshold);
  const color = stdout.isTTY === true && process.env.NO_COLOR === undefined;
  stdout.write(o.json ? `${JSON.stringify(jsonResult(result, decision, outcome, o.direction), null, 2)}\n` : humanResult(text, result, decision, color));
  return decision.blocked ? 1 : 0;
}
