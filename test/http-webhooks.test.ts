// /v1/webhooks through HTTP: registration (201), validation (400), listing without secrets, delete (204),
// organization isolation.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, setup, type TestContext } from './helpers.ts';

/** The secret acme's next delivery to this registration would be signed with (claimed and released at once). */
async function signingSecret(ctx: TestContext, webhookId: string): Promise<string | null> {
  const [written] = await ctx.store.enqueueWebhookEvents('acme', [{ id: `evt_probe_${webhookId}`, type: 'ping', body: '{}', createdAt: new Date().toISOString(), webhookId }]);
  const [claimed] = await ctx.store.claimWebhookDeliveries({ worker: 'probe', limit: 1, leaseMs: 1000, deliveryId: written!.deliveryIds[0]! });
  await ctx.store.recordDeliveryAttempt(claimed!.id, 'probe', { result: 'succeeded', responseCode: 200 });
  return claimed!.secret;
}

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
    assert.equal(await signingSecret(ctx, res.body.id), 'a-very-long-shared-secret');
  });

  it('201 without a secret: one is generated and returned once', async () => {
    const res = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/two', events: ['rate_limit.exceeded'] });
    assert.equal(res.status, 201);
    // Standard Webhooks form: whsec_ and base64 of 32 random bytes.
    assert.match(res.body.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(await signingSecret(ctx, res.body.id), res.body.secret);
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
      // A whsec_ secret is base64 key material of at least 16 bytes (Standard Webhooks).
      [{ url: 'https://example.com/x', events: ['pii.detected'], secret: 'whsec_not-base64_at-all!' }, '/secret'],
      [{ url: 'https://example.com/x', events: ['pii.detected'], secret: 'whsec_c2hvcnQta2V5LTE1Yg==' }, '/secret'],
      [{ url: 'https://example.com/x', events: ['pii.detected'], secret: 'whsec_c2VjcmV0LWZvci10ZXN0cw=' }, '/secret'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ctx, 'POST', '/v1/webhooks', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.code, 'VALIDATION_ERROR');
      assert.equal(res.body.error.details[0].field, field, JSON.stringify(body));
    }
  });

  it('400 for a secret of white space or of too few different characters; 201 at the floor', async () => {
    const weak = [
      ' '.repeat(16),
      '\t'.repeat(20),
      '\u00a0'.repeat(16),
      ' \n'.repeat(30),
      'a'.repeat(16),
      'abababababababab',
      '1234123412341234',
      '0000000000000001',
      'secretsecretsecret',
      'a b c d e a b c d e a b c d e',
    ];
    for (const secret of weak) {
      const res = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/weak', events: ['pii.detected'], secret });
      assert.equal(res.status, 400, JSON.stringify(secret));
      assert.deepEqual(
        { code: res.body.error.code, message: res.body.error.message, details: res.body.error.details },
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request: secret is too easy to guess',
          details: [{ field: '/secret', message: 'must contain at least 6 different characters other than white space' }],
        },
        JSON.stringify(secret),
      );
    }
    const reserved = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/weak', events: ['pii.detected'], secret: 'wsk1:abcdef0123456789' });
    assert.deepEqual([reserved.status, reserved.body.error.message, reserved.body.error.details], [
      400,
      'Invalid request: secret must not begin with wsk1:',
      [{ field: '/secret', message: 'must not begin with wsk1: (the mark of an encrypted secret)' }],
    ]);
    assert.equal((await call(ctx, 'GET', '/v1/webhooks')).body.total, 2, 'none of them was stored');
    for (const secret of ['abcdefabcdefabcd', 'a b c d e f a b c d e f', 'secret-secret-secret']) {
      const res = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/floor', events: ['pii.detected'], secret });
      assert.equal(res.status, 201, JSON.stringify(secret));
      assert.equal((await call(ctx, 'DELETE', `/v1/webhooks/${res.body.id}`)).status, 204);
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

describe('webhooks: SSRF guard at registration', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('400 with an exact body when the host resolves to an internal address', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: `Bearer ${ctx.keys.enterprise}`, 'content-type': 'application/json', 'x-request-id': 'req_ssrf' },
      payload: JSON.stringify({ url: 'https://internal.example/hook', events: ['pii.detected'] }),
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid request: url host resolves to a private address; webhooks must reach a public address (WARDEN_WEBHOOK_ALLOW_PRIVATE=true allows internal addresses, for tests and local development)',
        requestId: 'req_ssrf',
        status: 400,
        details: [{ field: '/url', message: 'must not resolve to a loopback, private, link-local, CGNAT, unique-local, multicast, reserved, documentation or metadata address' }],
      },
    });
  });

  it('refuses every internal range, address literals and names alike, and names that do not resolve', async () => {
    const cases: Array<[string, string]> = [
      ['http://127.0.0.1:8080/x', 'loopback'],
      ['http://127.1.2.3/x', 'loopback'],
      ['http://[::1]/x', 'loopback'],
      ['http://[::ffff:127.0.0.1]/x', 'loopback'],
      ['http://[::ffff:7f00:1]/x', 'loopback'],
      ['http://10.0.0.1/x', 'private'],
      ['http://172.31.255.255/x', 'private'],
      ['http://192.168.0.10/x', 'private'],
      ['http://[64:ff9b::c0a8:1]/x', 'private'],
      ['http://[2002:c0a8:101::1]/x', 'private'],
      ['http://169.254.10.1/x', 'link-local'],
      ['http://[fe80::1]/x', 'link-local'],
      ['http://100.64.0.1/x', 'cgnat'],
      ['http://[fd12:3456::1]/x', 'unique-local'],
      ['http://224.0.0.251/x', 'multicast'],
      ['http://[ff02::1]/x', 'multicast'],
      ['http://169.254.169.254/latest/meta-data/', 'metadata'],
      ['http://[fd00:ec2::254]/x', 'metadata'],
      ['http://0.0.0.0/x', 'unspecified'],
      ['http://240.0.0.1/x', 'reserved'],
      ['http://[64:ff9b:1::808:808]/x', 'reserved'],
      ['http://[::ffff:0:7f00:1]/x', 'loopback'],
      ['http://169.254.170.2/v2/credentials', 'metadata'],
      ['https://203.0.113.10/x', 'documentation'],
      ['https://[2001:db8::1]/x', 'documentation'],
      ['https://internal.example/x', 'private'],
      ['https://metadata.example/x', 'metadata'],
      ['https://mixed.example/x', 'private'],
      ['https://receiver.example:9999/x', 'loopback'],
    ];
    for (const [url, category] of cases) {
      const res = await call(ctx, 'POST', '/v1/webhooks', { url, events: ['pii.detected'] });
      assert.equal(res.status, 400, url);
      const hint = category === 'metadata' ? '' : ' (WARDEN_WEBHOOK_ALLOW_PRIVATE=true allows internal addresses, for tests and local development)';
      assert.equal(res.body.error.message, `Invalid request: url host resolves to a ${category} address; webhooks must reach a public address${hint}`, url);
      assert.equal(res.body.error.details[0].field, '/url');
    }
    const nowhere = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://nowhere.invalid/x', events: ['pii.detected'] });
    assert.equal(nowhere.status, 400);
    assert.equal(nowhere.body.error.message, 'Invalid request: url host does not resolve');
    assert.deepEqual(nowhere.body.error.details, [{ field: '/url', message: 'must name a host that resolves' }]);
    assert.equal((await call(ctx, 'GET', '/v1/webhooks')).body.total, 0);
  });

  it('WARDEN_WEBHOOK_ALLOW_PRIVATE=1 admits internal addresses, never the metadata service', async () => {
    const open = await setup({ config: { webhookAllowPrivate: true, webhookAllowHttp: true } });
    try {
      for (const url of ['http://127.0.0.1:8080/x', 'http://[::1]/x', 'https://internal.example/x', 'http://169.254.10.1/x']) {
        assert.equal((await call(open, 'POST', '/v1/webhooks', { url, events: ['pii.detected'] })).status, 201, url);
      }
      for (const url of ['http://169.254.169.254/', 'http://[fd00:ec2::254]/', 'https://metadata.example/', 'http://169.254.170.2/', 'http://[::ffff:0:a9fe:aa02]/']) {
        const res = await call(open, 'POST', '/v1/webhooks', { url, events: ['pii.detected'] });
        assert.equal(res.status, 400, url);
        assert.match(res.body.error.message, /metadata address/);
      }
    } finally {
      await open.close();
    }
  });
});

describe('webhooks: registrations per organization', () => {
  it('409 QUOTA_EXCEEDED past WARDEN_WEBHOOK_MAX_PER_ORG, exactly, with concurrent requests; other organizations unaffected', async () => {
    const ctx = await setup({ config: { webhookMaxPerOrg: 3 } });
    try {
      const body = (n: number) => ({ url: `https://hooks.example.com/${n}`, events: ['pii.detected'], secret: 'a-very-long-shared-secret' });
      const results = await Promise.all(Array.from({ length: 10 }, (_, n) => call(ctx, 'POST', '/v1/webhooks', body(n))));
      assert.deepEqual(results.map((r) => r.status).sort(), [201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) {
        assert.deepEqual(r.body, {
          error: {
            code: 'QUOTA_EXCEEDED',
            message: 'This organization already has 3 webhooks, the most allowed; delete one to register another',
            requestId: r.headers['x-request-id'],
            status: 409,
          },
        });
      }
      assert.equal((await call(ctx, 'GET', '/v1/webhooks')).body.total, 3);
      assert.equal((await call(ctx, 'POST', '/v1/webhooks', body(0), ctx.keys.other)).status, 201);
      const first = (await call(ctx, 'GET', '/v1/webhooks')).body.webhooks[0].id;
      assert.equal((await call(ctx, 'DELETE', `/v1/webhooks/${first}`)).status, 204);
      assert.equal((await call(ctx, 'POST', '/v1/webhooks', body(11))).status, 201);
      assert.equal((await call(ctx, 'POST', '/v1/webhooks', body(12))).status, 409);
    } finally {
      await ctx.close();
    }
  });

  it('the default cap is 20', async () => {
    const ctx = await setup();
    try {
      assert.equal(ctx.config.webhookMaxPerOrg, 20);
      for (let n = 0; n < 20; n++) assert.equal((await call(ctx, 'POST', '/v1/webhooks', { url: `https://hooks.example.com/${n}`, events: ['pii.detected'] })).status, 201);
      const over = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/20', events: ['pii.detected'] });
      assert.deepEqual([over.status, over.body.error.code], [409, 'QUOTA_EXCEEDED']);
    } finally {
      await ctx.close();
    }
  });
});

describe('webhooks: http:// urls', () => {
  const register = (ctx: TestContext, url: string) => call(ctx, 'POST', '/v1/webhooks', { url, events: ['pii.detected'], secret: 'a-very-long-shared-secret' });

  it('400 naming /url for an http:// url by default: the events and signatures would cross the network in clear', async () => {
    const ctx = await setup();
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { authorization: `Bearer ${ctx.keys.enterprise}`, 'content-type': 'application/json', 'x-request-id': 'req_http' },
        payload: JSON.stringify({ url: 'http://hooks.example.com/warden', events: ['pii.detected'] }),
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request: url must use https; this deployment does not send webhooks over plain http (WARDEN_WEBHOOK_ALLOW_HTTP=true allows it, for development)',
          requestId: 'req_http',
          status: 400,
          details: [{ field: '/url', message: 'must be an https URL' }],
        },
      });
      for (const url of ['HTTP://hooks.example.com/x', 'http://hooks.example.com:443/x', 'http://93.184.215.14/x', 'http://[2606:4700::1111]/x']) {
        const r = await register(ctx, url);
        assert.deepEqual([r.status, r.body.error.code, r.body.error.details], [400, 'VALIDATION_ERROR', [{ field: '/url', message: 'must be an https URL' }]], url);
      }
      assert.equal((await register(ctx, 'https://hooks.example.com/x')).status, 201);
      assert.equal((await call(ctx, 'GET', '/v1/webhooks')).body.total, 1);
    } finally {
      await ctx.close();
    }
  });

  it('WARDEN_WEBHOOK_ALLOW_HTTP=true admits http://; allowing private addresses does not', async () => {
    const open = await setup({ config: { webhookAllowHttp: true } });
    const privateOnly = await setup({ config: { webhookAllowPrivate: true } });
    try {
      assert.equal((await register(open, 'http://hooks.example.com/x')).status, 201);
      // The address check still applies to http:// urls.
      assert.equal((await register(open, 'http://internal.example/x')).status, 400);
      for (const url of ['http://hooks.example.com/x', 'http://internal.example/x', 'http://receiver.example:9999/x', 'http://10.0.0.1/x']) {
        const r = await register(privateOnly, url);
        assert.deepEqual([r.status, r.body.error.details], [400, [{ field: '/url', message: 'must be an https URL' }]], url);
      }
    } finally {
      await open.close();
      await privateOnly.close();
    }
  });

  it('a loopback address literal may use http:// (it never leaves the machine) when private addresses are allowed', async () => {
    const privateOnly = await setup({ config: { webhookAllowPrivate: true } });
    const closed = await setup();
    try {
      for (const url of ['http://127.0.0.1:8080/x', 'http://127.9.9.9/x', 'http://[::1]:9000/x', 'http://[::ffff:127.0.0.1]/x']) {
        assert.equal((await register(privateOnly, url)).status, 201, url);
        // Without the private-address setting the address check refuses it, as before.
        const r = await register(closed, url);
        assert.equal(r.body.error.message, 'Invalid request: url host resolves to a loopback address; webhooks must reach a public address (WARDEN_WEBHOOK_ALLOW_PRIVATE=true allows internal addresses, for tests and local development)', url);
      }
    } finally {
      await privateOnly.close();
      await closed.close();
    }
  });
});

describe('webhooks: deliveries and test routes without a dispatcher', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('404 for another organization or an unknown id; 202 when the ping can only be queued', async () => {
    const created = await call(ctx, 'POST', '/v1/webhooks', { url: 'https://hooks.example.com/q', events: ['pii.detected'], secret: 'a-very-long-shared-secret' });
    const id = created.body.id as string;
    for (const path of [`/v1/webhooks/${id}/deliveries`, '/v1/webhooks/whk_nope/deliveries']) {
      const res = await call(ctx, 'GET', path, undefined, path.includes('nope') ? ctx.keys.enterprise : ctx.keys.other);
      assert.equal(res.status, 404);
      assert.equal(res.body.error.code, 'NOT_FOUND');
    }
    assert.equal((await call(ctx, 'POST', `/v1/webhooks/${id}/test`, undefined, ctx.keys.other)).status, 404);
    assert.deepEqual((await call(ctx, 'GET', `/v1/webhooks/${id}/deliveries`)).body, { deliveries: [], total: 0 });

    const ping = await call(ctx, 'POST', `/v1/webhooks/${id}/test`);
    assert.equal(ping.status, 202);
    assert.match(ping.body.eventId, /^evt_/);
    assert.deepEqual(ping.body, {
      eventId: ping.body.eventId,
      deliveryId: ping.body.deliveryId,
      delivered: false,
      status: 'pending',
      attempted: false,
      responseCode: null,
      error: null,
      nextAttemptAt: '2026-01-01T12:00:30.000Z',
    });
    const list = await call(ctx, 'GET', `/v1/webhooks/${id}/deliveries`);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.deliveries.map((d: { eventType: string; status: string }) => [d.eventType, d.status]), [['ping', 'pending']]);
    assert.equal((await call(ctx, 'GET', `/v1/webhooks/${id}/deliveries?limit=0`)).status, 400);
  });
});
