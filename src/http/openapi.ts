// What the OpenAPI document says beyond the route schemas: schema names kept from their $id (generated
// clients get `AnalysisResult`, not `def-2`), the headers every answer carries (request id, rate limits,
// Retry-After), and the webhook deliveries as OpenAPI 3.1 `webhooks`, one per event type, with their
// signature headers and payloads. Applied by @fastify/swagger's refResolver and transformObject.

import { EVENT_TYPES } from '../webhooks/events.ts';

/** Names shared schemas by their $id. */
export const refResolver = {
  buildLocalReference(json: Record<string, unknown>, _baseUri: unknown, _fragment: string, i: number): string {
    return typeof json.$id === 'string' ? json.$id : `Schema${i}`;
  },
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** Headers of every answer (components.headers), by name. */
const HEADERS: Record<string, { description: string; schema: Record<string, unknown> }> = {
  'X-Request-Id': { description: 'The request id (also in error bodies as requestId); a valid one sent by the client is kept.', schema: { type: 'string' } },
  'X-RateLimit-Limit': integerHeader("Requests allowed in the current minute window by the key's plan (2147483647: unlimited)."),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current minute window (2147483647: unlimited).'),
  'X-RateLimit-Reset': integerHeader('Unix seconds when the minute window resets.'),
  'X-RateLimit-Limit-Day': integerHeader("Requests allowed per day by the key's plan (2147483647: unlimited)."),
  'X-RateLimit-Remaining-Day': integerHeader('Requests left today (2147483647: unlimited).'),
  'X-RateLimit-Reset-Day': integerHeader('Unix seconds when the day window resets.'),
};
const RETRY_AFTER = { description: 'Seconds to wait before retrying (429, and 503 SCAN_TIMEOUT / SERVICE_UNAVAILABLE).', schema: { type: 'integer' } };

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Payload of each event type: `data` of the envelope {id, type, created, data}. */
const common = {
  analysisId: { type: 'string', description: 'id of the analysis or protect response' },
  source: { type: 'string', enum: ['analyze', 'protect'] },
  direction: { type: 'string', enum: ['input', 'output'] },
  content: { type: 'string', description: 'Never the content: "[content withheld: N characters]"' },
  contentLength: { type: 'integer', description: 'Length of the scanned content in UTF-16 code units' },
  metadata: {
    type: 'object',
    properties: { userId: { type: ['string', 'null'] }, sessionId: { type: ['string', 'null'] } },
    required: ['userId', 'sessionId'],
  },
};
const commonRequired = Object.keys(common);
const threats = {
  type: 'array',
  items: {
    type: 'object',
    properties: { type: { type: 'string' }, confidence: { type: 'number' }, description: { type: 'string' } },
    required: ['type', 'confidence', 'description'],
  },
};
const riskScore = { type: 'integer', minimum: 0, maximum: 100 };
const riskLevel = { type: 'string', enum: ['low', 'medium', 'high'] };

const EVENT_DATA: Record<(typeof EVENT_TYPES)[number] | 'ping', { description: string; data: Record<string, unknown> }> = {
  'threat.detected': {
    description: 'An analysis or protect request scored high risk (70 or more).',
    data: { type: 'object', properties: { ...common, riskScore, riskLevel, action: { type: 'string' }, threats }, required: [...commonRequired, 'riskScore', 'riskLevel', 'action', 'threats'] },
  },
  'threat.blocked': {
    description: 'An analysis or protect request was blocked.',
    data: { type: 'object', properties: { ...common, riskScore, riskLevel, blockReason: { type: ['string', 'null'] }, threats }, required: [...commonRequired, 'riskScore', 'riskLevel', 'blockReason', 'threats'] },
  },
  'policy.violated': {
    description: 'A rule of a policy matched (one event per violation; monitor-mode policies too, with enforced false).',
    data: {
      type: 'object',
      properties: {
        ...common,
        policyId: { type: 'string' },
        policyName: { type: 'string' },
        ruleIndex: { type: 'integer' },
        ruleType: { type: 'string' },
        action: { type: 'string' },
        mode: { type: 'string', enum: ['enforce', 'monitor'] },
        enforced: { type: 'boolean' },
        evidence: { type: 'array', items: { type: 'string' } },
      },
      required: [...commonRequired, 'policyId', 'policyName', 'ruleIndex', 'ruleType', 'action', 'mode', 'enforced', 'evidence'],
    },
  },
  'pii.detected': {
    description: 'Personal data or credentials were found: types and counts, never values.',
    data: {
      type: 'object',
      properties: {
        ...common,
        types: { type: 'array', items: { type: 'string' } },
        counts: { type: 'object', additionalProperties: { type: 'integer' } },
        total: { type: 'integer' },
        redacted: { type: 'integer', description: 'protect only: spans replaced' },
      },
      required: [...commonRequired, 'types', 'counts', 'total'],
    },
  },
  'rate_limit.exceeded': {
    description: 'A request of the organization was refused with 429 (at most one event per organization and window).',
    data: {
      type: 'object',
      properties: {
        orgId: { type: 'string' },
        plan: { type: 'string' },
        window: { type: 'string', enum: ['minute', 'day'] },
        limit: { type: 'integer' },
        windowStart: { type: 'string', format: 'date-time' },
        resetAt: { type: 'string', format: 'date-time' },
        retryAfter: { type: 'integer' },
      },
      required: ['orgId', 'plan', 'window', 'limit', 'windowStart', 'resetAt', 'retryAfter'],
    },
  },
  ping: {
    description: 'Sent by POST /v1/webhooks/{id}/test to that registration only, whatever it subscribes to.',
    data: { type: 'object', properties: { webhookId: { type: 'string' }, message: { type: 'string' } }, required: ['webhookId', 'message'] },
  },
};

const SIGNATURE_HEADERS = [
  ['X-Service-Signature', 'Lowercase hex HMAC-SHA256 of the exact body bytes, keyed by the UTF-8 bytes of the secret as registered.'],
  ['X-Service-Event-Id', 'The event id, the same on every retry: deduplicate on it.'],
  ['X-Service-Timestamp', 'Unix seconds of this attempt.'],
  ['webhook-id', 'Standard Webhooks: the event id.'],
  ['webhook-timestamp', 'Standard Webhooks: Unix seconds of this attempt (signed; reject old ones).'],
  ['webhook-signature', "Standard Webhooks: 'v1,' + base64 HMAC-SHA256 of '{id}.{timestamp}.{body}', keyed by a whsec_ secret's base64 decoded or any other secret's UTF-8 bytes."],
] as const;

function webhooks(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [type, { description, data }] of Object.entries(EVENT_DATA)) {
    out[type] = {
      post: {
        operationId: `on${type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`,
        summary: `The ${type} event`,
        description: `${description} Answer 2xx within 10 s; other answers are retried on the schedule, 410 Gone disables the registration.`,
        parameters: SIGNATURE_HEADERS.map(([name, d]) => ({ name, in: 'header', required: true, description: d, schema: { type: 'string' } })),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { id: { type: 'string' }, type: { const: type }, created: { type: 'string', format: 'date-time' }, data },
                required: ['id', 'type', 'created', 'data'],
              },
            },
          },
        },
        responses: { '2XX': { description: 'Received' }, '410': { description: 'Gone: the registration is disabled' } },
      },
    };
  }
  return out;
}

type Doc = { components?: Record<string, Record<string, unknown>>; paths?: Record<string, Record<string, { responses?: Record<string, Record<string, unknown>> }>>; webhooks?: unknown };

/** Adds the headers of every answer and the webhooks to the generated document. */
export function transformObject({ openapiObject }: { openapiObject: Doc }): Doc {
  const doc = openapiObject;
  doc.components = { ...doc.components, headers: { ...HEADERS, 'Retry-After': RETRY_AFTER } };
  for (const ops of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(ops)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const headers: Record<string, unknown> = { ...((response.headers as Record<string, unknown>) ?? {}) };
        for (const name of Object.keys(HEADERS)) headers[name] = ref(name);
        if (status === '4XX' || status === '5XX') headers['Retry-After'] = ref('Retry-After');
        response.headers = headers;
      }
    }
  }
  doc.webhooks = webhooks();
  return doc;
}
