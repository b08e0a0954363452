// POST /v1/analyze: scan content, apply the caller's policies, decide, and answer with the union of the
// three result variants of the interface (every field of A, B and C, consistent with each other).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.ts';
import type { Store } from '../../store/types.ts';
import type { ScanResult, ThreatOut } from '../../engine/index.ts';
import { BudgetExceeded, Deadline } from '../../budget.ts';
import { evaluatePolicies, strictest, type PolicyOutcome } from '../../policy/evaluate.ts';
import { ApiError } from '../errors.ts';
import { AnalyzeRequest, AnalyzeResponse, ErrorResponses, type AnalyzeRequest as AnalyzeBody } from '../schemas.ts';
import { checkContentSize, elapsedMs, parseCategories } from '../content.ts';
import { scanEvents, subjectOf } from '../../webhooks/events.ts';

export const DEFAULT_RISK_THRESHOLD = 70;

type Action = AnalyzeResponse['action'];
const RANK: Record<Action, number> = { ALLOW: 0, WARN: 1, REDACT: 2, BLOCK: 3 };

/** What the engine alone recommends: redact exposed data, warn on medium risk, otherwise allow. */
export function engineAction(result: ScanResult, blocked: boolean): Action {
  if (blocked) return 'BLOCK';
  if (result.pii.detected) return 'REDACT';
  return result.riskLevel === 'low' ? 'ALLOW' : 'WARN';
}

/** The attack threat that makes the content blocked at this threshold, if any (data exposure never blocks). */
export function blockingThreat(result: ScanResult, threshold: number): ThreatOut | undefined {
  if (result.blockScore === 0 || result.blockScore < threshold) return undefined;
  return result.threats.find((t) => t.category !== 'PII_EXPOSURE' && t.category !== 'CREDENTIAL_EXPOSURE');
}

/** Enforced violations become POLICY_VIOLATION threats; monitor-mode ones are only listed in policies. */
function policyThreats(outcome: PolicyOutcome): ThreatOut[] {
  return outcome.violations.filter((v) => v.enforced).map((v) => ({
    category: 'POLICY_VIOLATION',
    severity: v.action === 'BLOCK' ? 'HIGH' : v.action === 'ALLOW' ? 'LOW' : 'MEDIUM',
    confidence: 1,
    description: `Policy "${v.policyName}" rule ${v.ruleIndex} (${v.ruleType}) matched: ${v.action}`,
    evidence: v.evidence,
    type: 'policy_violation',
    subtype: v.ruleType,
    locations: [],
  }));
}

/**
 * Policy evaluation runs on the event loop under a work budget of its own, the same size-based budget as
 * a scan (WARDEN_SCAN_BUDGET_MS + WARDEN_SCAN_BUDGET_MS_PER_KB); past it, the same 503 SCAN_TIMEOUT.
 */
function evaluateWithin(budgetMs: number, evaluate: (deadline: Deadline) => PolicyOutcome): PolicyOutcome {
  try {
    return evaluate(Deadline.in(budgetMs));
  } catch (e) {
    if (!(e instanceof BudgetExceeded)) throw e;
    throw new ApiError('SCAN_TIMEOUT', `Evaluating the policies on this content needs more than its work budget of ${Math.round(budgetMs)} ms; retry later or send smaller content`, {
      headers: { 'retry-after': '5' },
    });
  }
}

export const analyzeRoutes: FastifyPluginAsyncTypebox<{ config: Config; store: Store; now: () => number }> = async (app, { config, store, now }) => {
  app.post(
    '/analyze',
    {
      schema: {
        summary: 'Analyze content for threats, personal data and policy violations',
        description:
          'Every scan runs under a work budget of WARDEN_SCAN_BUDGET_MS + WARDEN_SCAN_BUDGET_MS_PER_KB per KB of content (100 ms + 3 ms/KB by default), and so does the evaluation of the policies; past it the answer is 503 SCAN_TIMEOUT with Retry-After: 5. Content of 32K characters or more is scanned on worker threads shared fairly between organizations: beyond WARDEN_SCAN_MAX_QUEUE_PER_ORG (default 16) waiting scans of one organization, or 64 in all, the answer is 503 SERVICE_UNAVAILABLE.',
        body: AnalyzeRequest,
        response: { 200: AnalyzeResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const started = process.hrtime.bigint();
      const body: AnalyzeBody = request.body;
      const auth = request.auth!;
      checkContentSize(body.content, config.maxContentBytes);
      const opts = body.options ?? {};
      const categories = parseCategories(opts.categories);
      const direction = body.direction ?? 'input';
      const detectPII = opts.detectPII ?? true;

      // The requested policies (request order, each once), then the organization's enabled default
      // policies not already requested (oldest first). A requested disabled policy is listed in skipped.
      const policyIds = [...new Set(body.policies ?? [])];
      const [requested, defaults] = await Promise.all([
        policyIds.length > 0 ? store.getPolicies(auth.orgId, policyIds) : [],
        store.listDefaultPolicies(auth.orgId),
      ]);
      if (requested.length !== policyIds.length) {
        const found = new Set(requested.map((p) => p.id));
        const missing = policyIds.filter((id) => !found.has(id));
        throw new ApiError('VALIDATION_ERROR', `Unknown policy id(s): ${missing.join(', ')}`, {
          details: missing.map((id) => ({ field: `/policies/${body.policies!.indexOf(id)}`, message: 'no such policy in this organization' })),
        });
      }

      const result = await request.server.scanner.scan(body.content, {
        detectPII,
        detectCredentials: opts.detectCredentials ?? detectPII,
        detectInjection: opts.detectInjection ?? true,
        detectJailbreak: opts.detectJailbreak ?? true,
        direction,
        contentType: opts.contentType ?? 'prompt',
        ...(categories ? { categories } : {}),
      }, { orgId: auth.orgId });

      const requestedIds = new Set(policyIds);
      const policies = [...requested, ...defaults.filter((p) => !requestedIds.has(p.id))];

      const outcome = evaluateWithin(request.server.scanner.budgetMs(body.content.length), (deadline) => evaluatePolicies(policies, {
        content: body.content,
        direction,
        riskScore: result.riskScore,
        injectionScore: result.injection.score,
        jailbreakScore: result.jailbreak.score,
        toxicityScore: result.toxic.score,
        piiCount: result.pii.locations.length,
        piiTypes: result.pii.types,
        threatCategories: [...new Set(result.threats.map((t) => t.category))],
      }, deadline));

      const threshold = opts.riskThreshold ?? DEFAULT_RISK_THRESHOLD;
      const attack = blockingThreat(result, threshold);
      const policyVerdict = strictest(outcome.violations);
      const policyBlock = policyVerdict?.action === 'BLOCK' ? policyVerdict : undefined;
      const blocked = attack !== undefined || policyBlock !== undefined;
      let blockReason: string | null = null;
      if (policyBlock) blockReason = `Policy "${policyBlock.policyName}" (${policyBlock.policyId}) rule ${policyBlock.ruleIndex} requires BLOCK`;
      else if (attack) blockReason = `${attack.description} (threat score ${result.blockScore} ≥ threshold ${threshold})`;

      let action = engineAction(result, blocked);
      if (policyVerdict && RANK[policyVerdict.action] > RANK[action]) action = policyVerdict.action;
      const threats = [...result.threats, ...policyThreats(outcome)];
      const ms = elapsedMs(started);
      const response: AnalyzeResponse = {
        id: request.id,
        requestId: request.id,
        allowed: !blocked,
        action,
        riskScore: result.riskScore,
        riskLevel: result.riskLevel,
        isSafe: !blocked && result.riskLevel === 'low' && outcome.violations.every((v) => !v.enforced || v.action === 'ALLOW'),
        blocked,
        blockReason,
        threats,
        pii: result.pii,
        analysis: { promptInjection: result.injection, jailbreak: result.jailbreak, toxic: result.toxic },
        policies: { evaluated: outcome.evaluated, violations: outcome.violations, skipped: outcome.skipped },
        direction,
        processingTimeMs: ms,
        latency: ms,
        createdAt: new Date(now()).toISOString(),
      };
      request.log.info(
        { orgId: auth.orgId, riskScore: response.riskScore, action, threats: threats.length, contentLength: body.content.length },
        'analyzed',
      );
      // Webhook events of this analysis: one transaction; if it fails the request fails (see webhooks/runtime.ts).
      await request.server.webhooks.emit(auth.orgId, scanEvents({
        source: 'analyze', analysisId: response.id, direction, riskScore: response.riskScore, riskLevel: response.riskLevel,
        action: response.action, blocked, blockReason, threats, pii: result.pii, violations: outcome.violations,
        contentLength: body.content.length, subject: subjectOf(body),
      }), request.log);
      // Counted once the events are recorded: a scan answered 503 is not a completed scan.
      request.server.metrics.scanned('analyze', action, threats);
      return response;
    },
  );
};
