// An empty body sent with `Content-Type: application/json` (what many clients send on every request):
// on a route that takes no body it is no body at all, on a route that needs one it is a 400.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, call, setup, type TestContext } from './helpers.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('an empty body with Content-Type: application/json', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup({ config: { webhookAllowPrivate: true } });
  });
  after(() => ctx.close());

  const empty = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url, headers: { ...auth(ctx.keys.enterprise), ...JSON_TYPE }, payload: '' });

  it('DELETE /v1/policies/:id: 204, and the policy is gone', async () => {
    const created = await call(ctx, 'POST', '/v1/policies', { name: 'to delete' });
    assert.equal(created.status, 201);
    const res = await empty('DELETE', `/v1/policies/${created.body.id}`);
    assert.equal(res.statusCode, 204, res.body);
    assert.equal(res.body, '');
    assert.equal((await call(ctx, 'GET', `/v1/policies/${created.body.id}`)).status, 404);
  });

  it('POST /v1/webhooks/:id/test: 202, the ping is queued', async () => {
    const created = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/in', events: ['threat.detected'] });
    assert.equal(created.status, 201);
    const res = await empty('POST', `/v1/webhooks/${created.body.id}/test`);
    assert.equal(res.statusCode, 202, res.body);
    const body = res.json();
    assert.deepEqual(
      { delivered: body.delivered, status: body.status, attempted: body.attempted, responseCode: body.responseCode, error: body.error },
      { delivered: false, status: 'pending', attempted: false, responseCode: null, error: null },
    );
    const removed = await empty('DELETE', `/v1/webhooks/${created.body.id}`);
    assert.equal(removed.statusCode, 204, removed.body);
  });

  it('an unknown id is still a 404, not a body error', async () => {
    const res = await empty('DELETE', '/v1/policies/pol_AAAAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'NOT_FOUND');
  });

  it('every route that needs a body: 400 VALIDATION_ERROR "Request body is empty"', async () => {
    const created = await call(ctx, 'POST', '/v1/policies', { name: 'to update' });
    const routes: Array<['POST' | 'PUT' | 'PATCH', string]> = [
      ['POST', '/v1/analyze'],
      ['POST', '/v1/protect'],
      ['POST', '/v1/policies'],
      ['PUT', `/v1/policies/${created.body.id}`],
      ['PATCH', `/v1/policies/${created.body.id}`],
      ['POST', '/v1/webhooks'],
    ];
    for (const [method, url] of routes) {
      const res = await empty(method, url);
      assert.equal(res.statusCode, 400, `${method} ${url}`);
      assert.deepEqual(res.json(), {
        error: { code: 'VALIDATION_ERROR', message: 'Request body is empty; a JSON object is required', requestId: res.headers['x-request-id'], status: 400 },
      });
    }
  });

  it('a body on a route that takes none is still read: not JSON is a 400', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/v1/policies/pol_AAAAAAAAAAAAAAAAAAAAAAAA', headers: { ...auth(ctx.keys.enterprise), ...JSON_TYPE }, payload: '{oops' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.message, 'Request body is not valid JSON');
  });
});
