// The OpenAPI 3.1 document is generated from the same schemas that validate requests.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import { EVENT_TYPES, pingDraft, rateLimitDraft, scanEvents, toOutboxEvent, type ScanFacts } from '../src/webhooks/events.ts';
import { call, setup, type TestContext } from './helpers.ts';

describe('openapi', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('GET /v1/openapi.json documents every route of the interface, behind auth', async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    assert.equal(anon.statusCode, 401);
    const { status, body } = await call(ctx, 'GET', '/v1/openapi.json');
    assert.equal(status, 200);
    assert.equal(body.openapi, '3.1.0');
    const routes = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    for (const r of ['POST /v1/analyze', 'POST /v1/protect', 'GET /v1/policies', 'POST /v1/policies', 'GET /v1/policies/{id}', 'PUT /v1/policies/{id}', 'DELETE /v1/policies/{id}', 'POST /v1/webhooks', 'GET /v1/webhooks', 'DELETE /v1/webhooks/{id}', 'GET /v1/webhooks/{id}/deliveries', 'POST /v1/webhooks/{id}/test']) {
      assert.ok(routes.includes(r), `${r} documented`);
    }
    const analyze = body.paths['/v1/analyze'].post;
    const props = Object.keys(analyze.responses['200'].content['application/json'].schema.properties);
    for (const f of ['id', 'requestId', 'allowed', 'action', 'riskScore', 'riskLevel', 'isSafe', 'blocked', 'blockReason', 'threats', 'pii', 'analysis', 'policies', 'processingTimeMs', 'latency']) {
      assert.ok(props.includes(f), `analysis result documents ${f}`);
    }
    assert.ok(analyze.responses['429'] || analyze.responses['4XX'] || analyze.responses['4xx'], 'error responses documented');
    for (const op of [analyze, body.paths['/v1/protect'].post]) {
      assert.match(op.description, /work budget of WARDEN_SCAN_BUDGET_MS \+ WARDEN_SCAN_BUDGET_MS_PER_KB per KB .*503 SCAN_TIMEOUT with Retry-After: 5/);
      assert.match(op.description, /beyond WARDEN_SCAN_MAX_QUEUE_PER_ORG \(default 16\) waiting scans of one organization, or 64 in all, the answer is 503 SERVICE_UNAVAILABLE/);
    }
    assert.match(analyze.description, /and so does the evaluation of the policies/);
  });

  it('documents the policy extensions (mode, isDefault, skipped, monitor-mode violations) and every rule type', async () => {
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    const create = body.paths['/v1/policies'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(create.properties.mode.enum, ['enforce', 'monitor']);
    assert.equal(create.properties.isDefault.type, 'boolean');
    const rule = create.properties.rules.items;
    for (const word of ['keyword', 'regex', 'sentiment', 'topic', 'language', 'caseSensitive', 'wholeWord', 'flags', 'threshold', 'operator', 'topics', 'allowed', 'blocked', 'minLength']) {
      assert.ok(rule.description.includes(word), `rule documentation mentions ${word}`);
    }
    const policies = body.paths['/v1/analyze'].post.responses['200'].content['application/json'].schema.properties.policies;
    assert.deepEqual(Object.keys(policies.properties), ['evaluated', 'violations', 'skipped']);
    assert.deepEqual(Object.keys(policies.properties.violations.items.properties), ['policyId', 'policyName', 'ruleIndex', 'ruleType', 'action', 'evidence', 'mode', 'enforced']);
  });

  it('documents the paged policy list (limit, offset, total) and the QUOTA_EXCEEDED code', async () => {
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    const list = body.paths['/v1/policies'].get;
    const params = Object.fromEntries(list.parameters.map((p: { name: string; in: string; schema: unknown }) => [p.name, { in: p.in, schema: p.schema }]));
    assert.deepEqual(params, {
      limit: { in: 'query', schema: { type: 'integer', default: 50 } },
      offset: { in: 'query', schema: { type: 'integer', default: 0 } },
    });
    assert.match(list.parameters[0].description, /1-100, default 50; a value outside is clamped to 1 or 100/);
    const page = list.responses['200'].content['application/json'].schema;
    assert.deepEqual(Object.keys(page.properties), ['policies', 'total', 'limit', 'offset']);
    assert.deepEqual(page.required, ['policies', 'total', 'limit', 'offset']);
    const errorRef: string = list.responses['4XX'].content['application/json'].schema.$ref;
    const error = body.components.schemas[errorRef.split('/').at(-1)!];
    assert.match(error.properties.error.properties.code.description, /\bQUOTA_EXCEEDED\b/);
  });
});

describe('openapi: what generated clients need', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('is a valid OpenAPI 3.1 document (checked by a validator of the specification)', async () => {
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    const validator = new Validator();
    const result = await validator.validate(body);
    assert.deepEqual(result.errors ?? [], []);
    assert.equal(result.valid, true);
    assert.equal(validator.version, '3.1');
  });

  it('names every operation and every shared schema, and declares the bearer key', async () => {
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    const ids = Object.entries(body.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => `${m.toUpperCase()} ${p} ${op.operationId}`));
    assert.deepEqual(ids.sort(), [
      'DELETE /v1/policies/{id} deletePolicy',
      'DELETE /v1/webhooks/{id} deleteWebhook',
      'GET /v1/policies listPolicies',
      'GET /v1/policies/{id} getPolicy',
      'GET /v1/webhooks listWebhooks',
      'GET /v1/webhooks/{id} getWebhook',
      'GET /v1/webhooks/{id}/deliveries listWebhookDeliveries',
      'PATCH /v1/policies/{id} patchPolicy',
      'POST /v1/analyze analyzeContent',
      'POST /v1/policies createPolicy',
      'POST /v1/protect protectContent',
      'POST /v1/webhooks createWebhook',
      'POST /v1/webhooks/{id}/test testWebhook',
      'PUT /v1/policies/{id} updatePolicy',
    ]);
    assert.deepEqual(Object.keys(body.components.schemas).sort(), ['Error', 'Policy', 'Threat', 'Webhook', 'WebhookDelivery']);
    assert.doesNotMatch(JSON.stringify(body), /def-\d/);
    assert.deepEqual(body.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer', description: 'An API key: Authorization: Bearer <key>' });
    assert.deepEqual(body.security, [{ bearer: [] }]);
  });

  it('documents the request id and rate-limit headers on every answer, Retry-After on errors', async () => {
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    const rate = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Limit-Day', 'X-RateLimit-Remaining-Day', 'X-RateLimit-Reset-Day'];
    let responses = 0;
    for (const ops of Object.values(body.paths as Record<string, Record<string, { responses: Record<string, { headers: Record<string, { $ref: string }> }> }>>)) {
      for (const op of Object.values(ops)) {
        for (const [status, res] of Object.entries(op.responses)) {
          responses++;
          const expected = status.endsWith('XX') ? [...rate, 'Retry-After'] : rate;
          assert.deepEqual(Object.keys(res.headers).sort(), expected.sort(), status);
          for (const name of expected) assert.equal(res.headers[name]!.$ref, `#/components/headers/${name}`);
        }
      }
    }
    assert.equal(responses, 43);
    // The names are the headers Warden sends.
    const res = await call(ctx, 'POST', '/v1/analyze', { content: 'hello' });
    for (const name of rate) assert.ok(res.headers[name.toLowerCase()] !== undefined, name);
  });

  it('describes every webhook event, and real event bodies match their payload schema', async () => {
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    assert.deepEqual(Object.keys(body.webhooks).sort(), [...EVENT_TYPES, 'ping'].sort());
    const ajv = new Ajv({ strict: false });
    // ajv-formats is CommonJS: its default import is the plugin function (its types say a namespace).
    (formats as unknown as (a: Ajv) => Ajv)(ajv);
    const schemaOf = (type: string) => body.webhooks[type].post.requestBody.content['application/json'].schema;
    const facts: ScanFacts = {
      source: 'protect', analysisId: 'ana_1', direction: 'input', riskScore: 85, riskLevel: 'high', action: 'block', blocked: true, blockReason: 'injection',
      threats: [{ type: 'prompt_injection', confidence: 0.9, description: 'override' }],
      pii: { types: ['email'], locations: [{ type: 'email' }, { type: 'email' }] },
      violations: [{ policyId: 'pol_1', policyName: 'p', ruleIndex: 0, ruleType: 'keyword', action: 'warn', evidence: ['x'] }],
      redactions: 2, contentLength: 40, subject: { userId: 'u', sessionId: null },
    };
    const limited = rateLimitDraft('acme', 'free', { allowed: false, exceeded: 'minute', limit: 60, remaining: 0, reset: 1_767_225_660, retryAfter: 30, minute: { limit: 60, remaining: 0, reset: 1_767_225_660 }, day: { limit: 1000, remaining: 900, reset: 1_767_312_000 } })!;
    const drafts = [...scanEvents(facts), limited, pingDraft('whk_1')];
    assert.deepEqual(drafts.map((d) => d.type), ['threat.detected', 'threat.blocked', 'policy.violated', 'pii.detected', 'rate_limit.exceeded', 'ping']);
    for (const d of drafts) {
      const event = JSON.parse(toOutboxEvent(d, 'evt_1', '2026-01-01T00:00:00.000Z').body);
      const validate = ajv.compile(schemaOf(d.type));
      assert.equal(validate(event), true, `${d.type}: ${JSON.stringify(validate.errors)}`);
      assert.equal(validate({ ...event, type: 'other' }), false);
    }
    const headers = body.webhooks['pii.detected'].post.parameters.map((p: { name: string }) => p.name);
    assert.deepEqual(headers, ['X-Service-Signature', 'X-Service-Event-Id', 'X-Service-Timestamp', 'webhook-id', 'webhook-timestamp', 'webhook-signature']);
  });
});

describe('openapi: the interactive reference at /docs', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('serves Swagger UI from this process without a key, nothing from elsewhere, counted per address', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.equal(page.headers['x-ratelimit-limit'], '60', 'keyless: the per-address limit');
    const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(refs.length >= 4, page.body);
    for (const ref of refs) {
      assert.doesNotMatch(ref, /^(?:https?:)?\/\//, `${ref} is fetched from elsewhere`);
      const asset = await ctx.app.inject({ method: 'GET', url: new URL(ref, 'http://x/docs/').pathname });
      assert.equal(asset.statusCode, 200, ref);
    }
    const csp = page.headers['content-security-policy'] as string;
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /https:|swagger\.io/);
    const init = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    assert.match(init.body, /"validatorUrl":null,"persistAuthorization":false/);
  });

  it('shows the same document as GET /v1/openapi.json', async () => {
    const open = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(open.statusCode, 200);
    const { body } = await call(ctx, 'GET', '/v1/openapi.json');
    assert.deepEqual(JSON.parse(open.body), body);
  });

  it('WARDEN_API_DOCS=false: no /docs (401 without a key, 404 with one)', async () => {
    const off = await setup({ config: { apiDocs: false } });
    try {
      assert.equal((await off.app.inject({ method: 'GET', url: '/docs' })).statusCode, 401);
      const res = await call(off, 'GET', '/docs');
      assert.deepEqual([res.status, res.body.error.code], [404, 'NOT_FOUND']);
      assert.equal((await call(off, 'GET', '/v1/openapi.json')).status, 200);
    } finally {
      await off.close();
    }
  });
});
