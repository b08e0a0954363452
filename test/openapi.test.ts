// The OpenAPI 3.1 document is generated from the same schemas that validate requests.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
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
