// POST /v1/protect: find personal data and credentials and return the content with them replaced,
// with every redaction's exact offsets on the original. The union of the three result variants.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.ts';
import { redact } from '../../engine/index.ts';
import { PII_TYPES } from '../../engine/types.ts';
import { ErrorResponses, ProtectRequest, ProtectResponse, type ProtectRequest as ProtectBody } from '../schemas.ts';
import { checkContentSize, elapsedMs } from '../content.ts';
import { decide } from '../../decision.ts';
import { scanEvents, subjectOf } from '../../webhooks/events.ts';

export const DEFAULT_REPLACEMENT = '[REDACTED]';

/** Which types get replaced, from redact / redactTypes / options.redactPII / options.redactCredentials. */
export function typesToRedact(body: ProtectBody): Set<string> {
  if (body.redact === false) return new Set();
  const types = new Set<string>(body.redactTypes ?? PII_TYPES);
  if (body.options?.redactPII === false) for (const t of PII_TYPES) if (t !== 'api_key') types.delete(t);
  if (body.options?.redactCredentials === false) types.delete('api_key');
  return types;
}

export const protectRoutes: FastifyPluginAsyncTypebox<{ config: Config; now: () => number }> = async (app, { config, now }) => {
  app.post(
    '/protect',
    {
      schema: {
        operationId: 'protectContent',
        summary: 'Replace personal data and credentials in content',
        description:
          'Every scan runs under a work budget of WARDEN_SCAN_BUDGET_MS + WARDEN_SCAN_BUDGET_MS_PER_KB per KB of content (100 ms + 3 ms/KB by default); past it the answer is 503 SCAN_TIMEOUT with Retry-After: 5. Content of 32K characters or more is scanned on worker threads shared fairly between organizations: beyond WARDEN_SCAN_MAX_QUEUE_PER_ORG (default 16) waiting scans of one organization, or 64 in all, the answer is 503 SERVICE_UNAVAILABLE.',
        body: ProtectRequest,
        response: { 200: ProtectResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const started = process.hrtime.bigint();
      const body = request.body;
      checkContentSize(body.content, config.maxContentBytes);
      const result = await request.server.scanner.scan(body.content, {
        detectPII: true,
        detectCredentials: true,
        detectInjection: true,
        detectJailbreak: true,
        direction: body.direction ?? 'input',
      }, { orgId: request.auth!.orgId });
      const dataFindings = result.findings.filter((f) => f.category === 'PII_EXPOSURE' || f.category === 'CREDENTIAL_EXPOSURE');
      const { protected: safe, redactions } = redact(body.content, dataFindings, {
        types: typesToRedact(body),
        replacement: body.replacement ?? DEFAULT_REPLACEMENT,
      });
      // protect takes no policies and no threshold: the engine's decision at the default threshold.
      const { action, blocked, blockReason, isSafe } = decide(result);
      const ms = elapsedMs(started);
      const response: ProtectResponse = {
        id: request.id,
        requestId: request.id,
        allowed: !blocked,
        original: body.content,
        protected: safe,
        sanitizedContent: safe,
        analysis: {
          riskScore: result.riskScore,
          riskLevel: result.riskLevel,
          isSafe,
          threats: result.threats,
        },
        redactions,
        piiTypes: result.pii.types,
        processingTimeMs: ms,
        latency: ms,
        createdAt: new Date(now()).toISOString(),
      };
      request.log.info({ orgId: request.auth!.orgId, redactions: redactions.length, contentLength: body.content.length }, 'protected');
      await request.server.webhooks.emit(request.auth!.orgId, scanEvents({
        source: 'protect', analysisId: response.id, direction: body.direction ?? 'input', riskScore: result.riskScore, riskLevel: result.riskLevel,
        action, blocked, blockReason,
        threats: result.threats, pii: result.pii,
        violations: [], redactions: redactions.length, contentLength: body.content.length, subject: subjectOf(body),
      }), request.log);
      // Counted once the events are recorded: a scan answered 503 is not a completed scan.
      request.server.metrics.scanned('protect', action, result.threats);
      return response;
    },
  );
};
