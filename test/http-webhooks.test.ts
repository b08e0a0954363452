// /v1/webhooks through HTTP: registration (201), validation (400), listing without secrets, delete (204),
// organization isolation.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, setup, type TestContext } from './helpers.ts';

describe('webhooks', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('201 registers; the secret is stored but not returned', async () => {
    const res = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/warden', events: ['threat.detected', 'pii.detected'], secret: 'a-very-long-shared-secret' });
    assert.equal(res.status, 201);
    assert.match(res.body.id, /^whk_[A-Za-z0-9_-]{24}$/);
    assert.deepEqual(Object.keys(res.body).sort(), ['createdAt', 'enabled', 'events', 'id', 'updatedAt', 'url']);
    assert.equal(res.body.url, 'https://hooks.example.com/warden');
    assert.deepEqual(res.body.events, ['threat.detected', 'pii.detected']);
    assert.equal(res.body.enabled, true);
    const stored = await ctx.store.getWebhook('acme', res.body.id);
    assert.equal(stored?.secret, 'a-very-long-shared-secret');
  });

  it('201 without a secret: one is generated and returned once', async () => {
    const res = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/two', events: ['rate_limit.exceeded'] });
    assert.equal(res.status, 201);
    assert.match(res.body.secret, /^whsec_[A-Za-z0-9_-]{32}$/);
    assert.equal((await ctx.store.getWebhook('acme', res.body.id))?.secret, res.body.secret);
    const again = await call(ctx, 'GET', `/v1/webhooks/${res.body.id}`);
    assert.equal(again.status, 200);
    assert.equal(again.body.secret, undefined);
  });

  it('400 for bad urls, unknown or duplicate events, short secrets', async () => {
    const cases: Array<[unknown, string]> = [
      [{ events: ['threat.detected'], secret: 'x'.repeat(20) }, '/url'],
      [{ url: 'not a url', events: ['threat.detected'] }, '/url'],
      [{ url: 'ftp://example.com/x', events: ['threat.detected'] }, '/url'],
      [{ url: 'https://example.com/x', events: [] }, '/events'],
      [{ url: 'https://example.com/x', events: ['threat.exploded'] }, '/events/0'],
      [{ url: 'https://example.com/x', events: ['pii.detected', 'pii.detected'] }, '/events'],
      [{ url: 'https://example.com/x', events: ['pii.detected'], secret: 'short' }, '/secret'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ctx, 'POST', '/v1/webhooks', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.code, 'VALIDATION_ERROR');
      assert.equal(res.body.error.details[0].field, field, JSON.stringify(body));
    }
  });

  it('200 list without secrets; other orgs see nothing; 204 delete then 404', async () => {
    const list = await call(ctx, 'GET', '/v1/webhooks');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 2);
    for (const w of list.body.webhooks) assert.equal(w.secret, undefined);
    const id = list.body.webhooks[0].id;
    assert.deepEqual((await call(ctx, 'GET', '/v1/webhooks', undefined, ctx.keys.other)).body, { webhooks: [], total: 0 });
    assert.equal((await call(ctx, 'GET', `/v1/webhooks/${id}`, undefined, ctx.keys.other)).status, 404);
    assert.equal((await call(ctx, 'DELETE', `/v1/webhooks/${id}`, undefined, ctx.keys.other)).status, 404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/v1/webhooks/${id}`, headers: { authorization: `Bearer ${ctx.keys.enterprise}` } });
    assert.equal(del.statusCode, 204);
    assert.equal((await call(ctx, 'DELETE', `/v1/webhooks/${id}`)).status, 404);
    assert.equal((await call(ctx, 'GET', '/v1/webhooks')).body.total, 1);
  });
});
