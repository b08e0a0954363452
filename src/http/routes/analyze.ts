// POST /v1/analyze: scan content, apply the caller's policies, decide, and answer with the union of the
// three result variants of the interface (every field of A, B and C, consistent with each other).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.ts';
import type { Store } from '../../store/types.ts';
import { BudgetExceeded, Deadline } from '../../budget.ts';
import { warmPolicies } from '../../policy/warm.ts';
import { evaluatePolicies, type PolicyOutcome } from '../../policy/evaluate.ts';
import { DEFAULT_RISK_THRESHOLD, decide, policyFacts } from '../../decision.ts';
import { ApiError } from '../errors.ts';
import { AnalyzeRequest, AnalyzeResponse, ErrorResponses, type AnalyzeRequest as AnalyzeBody } from '../schemas.ts';
import { checkContentSize, elapsedMs, parseCategories } from '../content.ts';
import { scanEvents, subjectOf } from '../../webhooks/events.ts';

/**
 * Policy evaluation runs on the event loop under a work budget of its own, the same size-based budget as
 * a scan (WARDEN_SCAN_BUDGET_MS + WARDEN_SCAN_BUDGET_MS_PER_KB); past it, the same 503 SCAN_TIMEOUT.
 */
function evaluateWithin(budgetMs: number, evaluate: (deadline: Deadline) => PolicyOutcome): PolicyOutcome {
  // Once per thread, before the first budgeted evaluation (startServer has done it before listening).
  warmPolicies();
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
        operationId: 'analyzeContent',
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

      const outcome = evaluateWithin(request.server.scanner.budgetMs(body.content.length), (deadline) => evaluatePolicies(policies, policyFacts(body.content, direction, result), deadline));

      const { action, blocked, blockReason, isSafe, threats } = decide(result, outcome, opts.riskThreshold ?? DEFAULT_RISK_THRESHOLD);
      const ms = elapsedMs(started);
      const response: AnalyzeResponse = {
        id: request.id,
        requestId: request.id,
        allowed: !blocked,
        action,
        riskScore: result.riskScore,
        riskLevel: result.riskLevel,
        isSafe,
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
