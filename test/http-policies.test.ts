// /v1/policies through HTTP: every route and status, both rule forms, validation at save time, the
// enabled toggle that keeps rules, organization isolation, and the limits: a paged list, 409 when the
// organization is full, 413 for rules over the size limit.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, setup, type TestContext } from './helpers.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('policies', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  const conditionRule = { condition: { field: 'risk_score', operator: 'greater_than', value: 80 }, action: 'BLOCK' };
  const keywordRule = { type: 'keyword', action: 'block', keywords: ['project zeus', 'Geheim'], caseSensitive: false };

  it('201 create with both rule forms; the body is the stored policy', async () => {
    const res = await call(ctx, 'POST', '/v1/policies', { name: 'Strict', description: 'blocks high risk', rules: [conditionRule, keywordRule] });
    assert.equal(res.status, 201);
    assert.match(res.body.id, /^pol_[A-Za-z0-9_-]{24}$/);
    assert.equal(res.headers.location, `/v1/policies/${res.body.id}`);
    assert.deepEqual(
      { ...res.body, id: undefined, createdAt: undefined, updatedAt: undefined },
      { id: undefined, name: 'Strict', description: 'blocks high risk', enabled: true, rules: [conditionRule, keywordRule], mode: 'enforce', isDefault: false, createdAt: undefined, updatedAt: undefined },
    );
    assert.match(res.body.createdAt, ISO);
    assert.equal(res.body.updatedAt, res.body.createdAt);
  });

  it('defaults: description null, enabled true, rules []', async () => {
    ctx.clock.advance(1_000); // listings are ordered by creation time
    const res = await call(ctx, 'POST', '/v1/policies', { name: 'Empty' });
    assert.equal(res.status, 201);
    assert.equal(res.body.description, null);
    assert.equal(res.body.enabled, true);
    assert.deepEqual(res.body.rules, []);
  });

  it('200 list with policies and total; 200 get by id', async () => {
    const list = await call(ctx, 'GET', '/v1/policies');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 2);
    assert.deepEqual(list.body.policies.map((p: { name: string }) => p.name), ['Strict', 'Empty']);
    const first = list.body.policies[0];
    const one = await call(ctx, 'GET', `/v1/policies/${first.id}`);
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, first);
  });

  it('PUT with only enabled:false keeps the rules; PUT enabled:true turns it back on', async () => {
    const [first] = (await call(ctx, 'GET', '/v1/policies')).body.policies;
    ctx.clock.advance(5_000);
    const off = await call(ctx, 'PUT', `/v1/policies/${first.id}`, { enabled: false });
    assert.equal(off.status, 200);
    assert.equal(off.body.enabled, false);
    assert.deepEqual(off.body.rules, first.rules);
    assert.equal(off.body.name, first.name);
    assert.equal(off.body.createdAt, first.createdAt);
    assert.equal(Date.parse(off.body.updatedAt), ctx.clock.now());
    assert.equal(Date.parse(off.body.updatedAt) - Date.parse(first.updatedAt), 6_000);
    const on = await call(ctx, 'PUT', `/v1/policies/${first.id}`, { enabled: true });
    assert.equal(on.body.enabled, true);
    assert.deepEqual(on.body.rules, first.rules);
    const patched = await call(ctx, 'PATCH', `/v1/policies/${first.id}`, { description: null });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.description, null);
  });

  it('400 on update with no field or invalid rules; 404 for an unknown id', async () => {
    const [first] = (await call(ctx, 'GET', '/v1/policies')).body.policies;
    const empty = await call(ctx, 'PUT', `/v1/policies/${first.id}`, {});
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error.code, 'VALIDATION_ERROR');
    const bad = await call(ctx, 'PUT', `/v1/policies/${first.id}`, { rules: [{ type: 'nope', action: 'block' }] });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.details[0].field, '/rules/0/type');
    const missing = await call(ctx, 'PUT', '/v1/policies/pol_doesnotexist', { enabled: false });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'NOT_FOUND');
    assert.equal((await call(ctx, 'GET', '/v1/policies/pol_doesnotexist')).status, 404);
    const malformed = await call(ctx, 'GET', '/v1/policies/bad%00id');
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.error.details[0].field, '/id');
  });

  it('400 on create: missing name, unknown rule type, bad fields of each rule type', async () => {
    const cases: Array<[unknown, string]> = [
      [{ description: 'x' }, '/name'],
      [{ name: '' }, '/name'],
      [{ name: 'nul\u0000byte' }, '/name'],
      [{ name: 'x', rules: [{ type: 'keyword', action: 'block', keywords: ['lone \ud800 surrogate'] }] }, '/rules/0/keywords/0'],
      [{ name: 'x', rules: 'all' }, '/rules'],
      [{ name: 'x', rules: [{ type: 'magic', action: 'block' }] }, '/rules/0/type'],
      [{ name: 'x', rules: [{ action: 'block' }] }, '/rules/0'],
      [{ name: 'x', rules: [{ type: 'keyword', action: 'explode', keywords: ['a'] }] }, '/rules/0/action'],
      [{ name: 'x', rules: [{ type: 'keyword', action: 'block' }] }, '/rules/0/keywords'],
      [{ name: 'x', rules: [{ type: 'keyword', action: 'block', keywords: [] }] }, '/rules/0/keywords'],
      [{ name: 'x', rules: [{ type: 'keyword', action: 'block', keywords: ['ok', ' '] }] }, '/rules/0/keywords/1'],
      [{ name: 'x', rules: [{ type: 'regex', action: 'block', patterns: ['(a'] }] }, '/rules/0/patterns/0'],
      [{ name: 'x', rules: [{ type: 'regex', action: 'block', patterns: ['(a)\\1'] }] }, '/rules/0/patterns/0'],
      [{ name: 'x', rules: [{ type: 'regex', action: 'block', patterns: ['a'], flags: 'gx' }] }, '/rules/0/flags'],
      [{ name: 'x', rules: [{ type: 'sentiment', action: 'warn' }] }, '/rules/0/threshold'],
      [{ name: 'x', rules: [{ type: 'sentiment', action: 'warn', threshold: 2 }] }, '/rules/0/threshold'],
      [{ name: 'x', rules: [{ type: 'topic', action: 'block', topics: ['astrology'] }] }, '/rules/0/topics/0'],
      [{ name: 'x', rules: [{ type: 'language', action: 'block' }] }, '/rules/0'],
      [{ name: 'x', rules: [{ type: 'language', action: 'block', allowed: ['english'] }] }, '/rules/0/allowed/0'],
      [{ name: 'x', rules: [{ type: 'language', action: 'block', allowed: ['EN'] }] }, '/rules/0/allowed/0'],
      [{ name: 'x', rules: [{ condition: { field: 'mood', operator: 'equals', value: 1 }, action: 'BLOCK' }] }, '/rules/0/condition/field'],
      [{ name: 'x', rules: [{ condition: { field: 'risk_score', operator: 'about', value: 1 }, action: 'BLOCK' }] }, '/rules/0/condition/operator'],
      [{ name: 'x', rules: [{ condition: { field: 'risk_score', operator: 'greater_than', value: 'high' }, action: 'BLOCK' }] }, '/rules/0/condition/value'],
      [{ name: 'x', rules: [{ condition: { field: 'risk_score', operator: 'greater_than', value: 5 } }] }, '/rules/0/action'],
      [{ name: 'x', rules: [{ condition: { field: 'risk_score', operator: 'in', value: [] }, action: 'BLOCK' }] }, '/rules/0/condition/value'],
      [{ name: 'x', mode: 'audit' }, '/mode'],
      [{ name: 'x', isDefault: 'yes' }, '/isDefault'],
      [{ name: 'x', rules: [{ type: 'regex', action: 'block', patterns: ['ok', 'a(?=b)'] }] }, '/rules/0/patterns/1'],
      [{ name: 'x', rules: [{ type: 'regex', action: 'block', patterns: ['a*'] }] }, '/rules/0/patterns/0'],
      [{ name: 'x', rules: [{ type: 'sentiment', action: 'warn', threshold: 0, operator: 'equals' }] }, '/rules/0/operator'],
      [{ name: 'x', rules: [{ type: 'topic', action: 'block', topics: ['crypto'], keywords: { crypto: [] } }] }, '/rules/0/keywords/crypto'],
      [{ name: 'x', rules: [{ type: 'topic', action: 'block', topics: ['gambling'], threshold: 1.5 }] }, '/rules/0/threshold'],
      [{ name: 'x', rules: [{ type: 'language', action: 'block', blocked: ['fr'], minLength: -1 }] }, '/rules/0/minLength'],
      [{ name: 'x', rules: [{ type: 'keyword', action: 'block', keywords: ['a'], wholeWord: 'yes' }] }, '/rules/0/wholeWord'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ctx, 'POST', '/v1/policies', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.code, 'VALIDATION_ERROR');
      assert.equal(res.body.error.details[0].field, field, JSON.stringify(body));
    }
    assert.equal((await call(ctx, 'GET', '/v1/policies')).body.total, 2, 'nothing was stored');
  });

  it('400 for a regex RE2 cannot run says why, with the field path', async () => {
    const res = await call(ctx, 'POST', '/v1/policies', { name: 'x', rules: [{ type: 'keyword', action: 'warn', keywords: ['k'] }, { type: 'regex', action: 'block', patterns: ['(\\w+)\\s\\1'] }] });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.details, [
      { field: '/rules/1/patterns/0', message: 'backreferences and lookaround are not supported: patterns run on RE2, a linear-time engine (invalid escape sequence: \\1)' },
    ]);
    assert.equal(res.body.error.message, 'Invalid request: rules/1/patterns/0 backreferences and lookaround are not supported: patterns run on RE2, a linear-time engine (invalid escape sequence: \\1)');
    const unbalanced = await call(ctx, 'POST', '/v1/policies', { name: 'x', rules: [{ type: 'regex', action: 'block', patterns: ['(a'] }] });
    assert.deepEqual(unbalanced.body.error.details, [{ field: '/rules/0/patterns/0', message: 'is not a valid RE2 regular expression: missing ): (a' }]);
    const update = await call(ctx, 'PATCH', '/v1/policies/pol_whatever', { rules: [{ type: 'regex', action: 'block', patterns: ['x{2,1}'] }] });
    assert.equal(update.status, 400, 'rules are checked before the id is looked up');
    assert.deepEqual(update.body.error.details, [{ field: '/rules/0/patterns/0', message: 'is not a valid RE2 regular expression: invalid repetition size: {2,1}' }]);
  });

  it('mode and isDefault: default enforce/false, set on create, changed alone by PUT and PATCH, listed', async () => {
    const created = await call(ctx, 'POST', '/v1/policies', { name: 'Rollout', mode: 'monitor', isDefault: true, rules: [keywordRule] });
    assert.equal(created.status, 201);
    assert.equal(created.body.mode, 'monitor');
    assert.equal(created.body.isDefault, true);
    const id = created.body.id;
    assert.deepEqual((await call(ctx, 'GET', `/v1/policies/${id}`)).body, created.body);
    ctx.clock.advance(1_000);
    const enforced = await call(ctx, 'PUT', `/v1/policies/${id}`, { mode: 'enforce' });
    assert.equal(enforced.status, 200);
    assert.deepEqual(enforced.body, { ...created.body, mode: 'enforce', updatedAt: new Date(ctx.clock.now()).toISOString() });
    const notDefault = await call(ctx, 'PATCH', `/v1/policies/${id}`, { isDefault: false });
    assert.deepEqual(notDefault.body, { ...enforced.body, isDefault: false });
    const listed = (await call(ctx, 'GET', '/v1/policies')).body.policies.find((p: { id: string }) => p.id === id);
    assert.deepEqual(listed, notDefault.body);
    assert.equal((await call(ctx, 'DELETE', `/v1/policies/${id}`)).status, 204);
  });

  it('accepts valid rules of every type', async () => {
    const rules = [
      { type: 'keyword', action: 'WARN', keywords: ['zeus'], caseSensitive: true, wholeWord: false },
      { type: 'regex', action: 'block', patterns: ['\\bproject-[0-9]{3}\\b'], flags: 'i' },
      { type: 'sentiment', action: 'flag', threshold: -0.5, operator: 'less_than' },
      { type: 'topic', action: 'block', topics: ['gambling', 'crypto'], keywords: { crypto: ['bitcoin', 'ethereum'] }, threshold: 0.6 },
      { type: 'language', action: 'block', allowed: ['en', 'de'], minLength: 20 },
      { condition: { field: 'pii_types', operator: 'contains', value: 'credit_card' }, action: 'redact' },
      { condition: { field: 'direction', operator: 'in', value: ['output'] }, action: 'ALLOW' },
    ];
    const res = await call(ctx, 'POST', '/v1/policies', { name: 'All types', rules });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.rules, rules);
  });

  it('another organization sees none of it: list, get, put and delete give 404', async () => {
    const mine = await call(ctx, 'POST', '/v1/policies', { name: 'Mine' });
    const theirs = await call(ctx, 'GET', '/v1/policies', undefined, ctx.keys.other);
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.body, { policies: [], total: 0, limit: 50, offset: 0 });
    assert.equal((await call(ctx, 'GET', `/v1/policies/${mine.body.id}`, undefined, ctx.keys.other)).status, 404);
    assert.equal((await call(ctx, 'PUT', `/v1/policies/${mine.body.id}`, { enabled: false }, ctx.keys.other)).status, 404);
    assert.equal((await call(ctx, 'DELETE', `/v1/policies/${mine.body.id}`, undefined, ctx.keys.other)).status, 404);
    assert.equal((await call(ctx, 'GET', `/v1/policies/${mine.body.id}`)).body.enabled, true, 'untouched');
  });

  it('204 delete, then 404', async () => {
    const p = await call(ctx, 'POST', '/v1/policies', { name: 'Temp' });
    const del = await ctx.app.inject({ method: 'DELETE', url: `/v1/policies/${p.body.id}`, headers: { authorization: `Bearer ${ctx.keys.enterprise}` } });
    assert.equal(del.statusCode, 204);
    assert.equal(del.body, '');
    assert.match(String(del.headers['x-ratelimit-limit']), /^\d+$/);
    assert.equal((await call(ctx, 'DELETE', `/v1/policies/${p.body.id}`)).status, 404);
    assert.equal((await call(ctx, 'GET', `/v1/policies/${p.body.id}`)).status, 404);
  });
});

describe('policies: limits and pagination', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup({ config: { policyLimits: { maxPolicies: 4, maxPatterns: 3, maxKeywords: 5, maxBytes: 2_048 } } });
  });
  after(() => ctx.close());

  const regex = (n: number) => ({ type: 'regex', action: 'warn', patterns: Array.from({ length: n }, (_, i) => `p${i}x`) });
  const keywords = (n: number) => ({ type: 'keyword', action: 'warn', keywords: Array.from({ length: n }, (_, i) => `k${i}`) });
  const names = (body: { policies: Array<{ name: string }> }) => body.policies.map((p) => p.name);

  it('200 list in pages: limit (default 50, clamped to 1-100) and offset, with the total; 400 when not an integer', async () => {
    for (const name of ['a', 'b', 'c']) {
      assert.equal((await call(ctx, 'POST', '/v1/policies', { name })).status, 201);
      ctx.clock.advance(1);
    }
    const first = await call(ctx, 'GET', '/v1/policies?limit=2');
    assert.equal(first.status, 200);
    assert.deepEqual([names(first.body), first.body.total, first.body.limit, first.body.offset], [['a', 'b'], 3, 2, 0]);
    const second = await call(ctx, 'GET', '/v1/policies?limit=2&offset=2');
    assert.deepEqual([names(second.body), second.body.total, second.body.limit, second.body.offset], [['c'], 3, 2, 2]);
    const past = await call(ctx, 'GET', '/v1/policies?offset=3');
    assert.deepEqual(past.body, { policies: [], total: 3, limit: 50, offset: 3 });
    assert.deepEqual(names((await call(ctx, 'GET', '/v1/policies?limit=100')).body), ['a', 'b', 'c']);
    for (const [query, limit, offset, page] of [
      ['limit=0', 1, 0, ['a']],
      ['limit=-5&offset=-1', 1, 0, ['a']],
      ['limit=101', 100, 0, ['a', 'b', 'c']],
      ['limit=500&offset=1', 100, 1, ['b', 'c']],
      ['limit=007&offset=02', 7, 2, ['c']],
    ] as const) {
      const res = await call(ctx, 'GET', `/v1/policies?${query}`);
      assert.equal(res.status, 200, query);
      assert.deepEqual([names(res.body), res.body.total, res.body.limit, res.body.offset], [page, 3, limit, offset], query);
    }
    for (const [query, field, message] of [
      ['limit=two', '/limit', 'must be integer'],
      ['limit=1.5', '/limit', 'must be integer'],
      ['limit=', '/limit', 'must be integer'],
      ['offset=1e2', '/offset', 'must be integer'],
      ['offset=0x10', '/offset', 'must be integer'],
    ] as const) {
      const res = await call(ctx, 'GET', `/v1/policies?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.error.code, 'VALIDATION_ERROR');
      assert.deepEqual(res.body.error.details, [{ field, message }], query);
    }
  });

  it('409 QUOTA_EXCEEDED for the policy past the count; a place freed by a delete is taken again', async () => {
    const fourth = await call(ctx, 'POST', '/v1/policies', { name: 'd' });
    assert.equal(fourth.status, 201);
    const fifth = await call(ctx, 'POST', '/v1/policies', { name: 'e' });
    assert.equal(fifth.status, 409);
    assert.deepEqual({ ...fifth.body.error, requestId: undefined }, {
      code: 'QUOTA_EXCEEDED',
      message: 'Limit exceeded: an organization may hold at most 4 policies; this would make 5',
      requestId: undefined,
      status: 409,
      details: [{ field: '/', message: "the organization's policies may hold at most 4 policies in all; with this write they would hold 5" }],
    });
    assert.equal((await call(ctx, 'GET', '/v1/policies')).body.total, 4);
    assert.equal((await call(ctx, 'DELETE', `/v1/policies/${fourth.body.id}`)).status, 204);
    assert.equal((await call(ctx, 'POST', '/v1/policies', { name: 'e' })).status, 201);
    assert.equal((await call(ctx, 'POST', '/v1/policies', { name: 'f' }, ctx.keys.other)).status, 201, 'each organization has its own count');
  });

  it('two creates at once with one place left: one 201, one 409', async () => {
    const list = (await call(ctx, 'GET', '/v1/policies')).body.policies as Array<{ id: string }>;
    assert.equal((await call(ctx, 'DELETE', `/v1/policies/${list[0]!.id}`)).status, 204);
    const results = await Promise.all([call(ctx, 'POST', '/v1/policies', { name: 'x' }), call(ctx, 'POST', '/v1/policies', { name: 'y' })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
    assert.equal((await call(ctx, 'GET', '/v1/policies')).body.total, 4);
  });

  it('409 QUOTA_EXCEEDED for regex patterns and keywords across the organization, on create and on update', async () => {
    for (const p of (await call(ctx, 'GET', '/v1/policies')).body.policies as Array<{ id: string }>) await call(ctx, 'DELETE', `/v1/policies/${p.id}`);
    const a = await call(ctx, 'POST', '/v1/policies', { name: 'a', rules: [regex(2), keywords(3)] });
    assert.equal(a.status, 201);
    const tooMany = await call(ctx, 'POST', '/v1/policies', { name: 'b', rules: [regex(2)] });
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.body.error.message, 'Limit exceeded: an organization may hold at most 3 regex patterns; this would make 4');
    assert.deepEqual(tooMany.body.error.details, [{ field: '/rules', message: "the organization's policies may hold at most 3 regex patterns in all; with this write they would hold 4" }]);
    // A topic rule's own keywords count as keywords.
    const topic = { type: 'topic', action: 'warn', topics: ['t'], keywords: { t: ['x', 'y', 'z'] } };
    const tooManyKeywords = await call(ctx, 'POST', '/v1/policies', { name: 'b', rules: [topic] });
    assert.equal(tooManyKeywords.status, 409);
    assert.equal(tooManyKeywords.body.error.message, 'Limit exceeded: an organization may hold at most 5 keywords; this would make 6');
    const b = await call(ctx, 'POST', '/v1/policies', { name: 'b', rules: [regex(1), keywords(2)] });
    assert.equal(b.status, 201);
    const grow = await call(ctx, 'PUT', `/v1/policies/${b.body.id}`, { rules: [regex(2)] });
    assert.equal(grow.status, 409);
    assert.equal(grow.body.error.message, 'Limit exceeded: an organization may hold at most 3 regex patterns; this would make 4');
    assert.deepEqual((await call(ctx, 'GET', `/v1/policies/${b.body.id}`)).body.rules, [regex(1), keywords(2)], 'a refused update changes nothing');
    const shrink = await call(ctx, 'PATCH', `/v1/policies/${a.body.id}`, { rules: [regex(1)] });
    assert.equal(shrink.status, 200);
    assert.equal((await call(ctx, 'PUT', `/v1/policies/${b.body.id}`, { rules: [regex(2), keywords(5)] })).status, 200, 'the room freed is taken');
    assert.equal((await call(ctx, 'PUT', `/v1/policies/${b.body.id}`, { name: 'renamed' })).status, 200);
    assert.equal((await call(ctx, 'PUT', '/v1/policies/pol_nope', { rules: [regex(3)] })).status, 404);
  });

  it('413 PAYLOAD_TOO_LARGE for rules over the size limit (as JSON), on create and update; far larger bodies are not read', async () => {
    const rules = [{ type: 'keyword', action: 'warn', keywords: ['x'.repeat(200), 'y'.repeat(200)] }, { condition: { field: 'direction', operator: 'in', value: Array.from({ length: 100 }, (_, i) => `v${i}`.padEnd(16, '.')) }, action: 'warn' }];
    const bytes = Buffer.byteLength(JSON.stringify(rules));
    assert.ok(bytes > 2_048 && bytes < 4_096, `${bytes}`);
    const created = await call(ctx, 'POST', '/v1/policies', { name: 'big', rules }, ctx.keys.pro);
    assert.equal(created.status, 413);
    assert.deepEqual({ ...created.body.error, requestId: undefined }, {
      code: 'PAYLOAD_TOO_LARGE',
      message: `Policy rules are ${bytes} bytes as JSON; the limit is 2048 bytes`,
      requestId: undefined,
      status: 413,
      details: [{ field: '/rules', message: `must be at most 2048 bytes as JSON (UTF-8); they are ${bytes}` }],
    });
    const small = await call(ctx, 'POST', '/v1/policies', { name: 'small', rules: rules.slice(1) }, ctx.keys.pro);
    assert.equal(small.status, 201);
    assert.equal((await call(ctx, 'PUT', `/v1/policies/${small.body.id}`, { rules }, ctx.keys.pro)).status, 413);
    const huge = await call(ctx, 'POST', '/v1/policies', { name: 'huge', description: null, junk: 'j'.repeat(1_100_000) }, ctx.keys.pro);
    assert.deepEqual([huge.status, huge.body.error.code, huge.body.error.message], [413, 'PAYLOAD_TOO_LARGE', 'Request body is too large']);
  });

  it('400 for a rule over its own limits: a pattern too complex, a topic rule with more than 500 keywords', async () => {
    const complex = await call(ctx, 'POST', '/v1/policies', { name: 'c', rules: [{ type: 'regex', action: 'warn', patterns: ['ok', '(?:.{0,10}a){10}x'] }] }, ctx.keys.pro);
    assert.equal(complex.status, 400);
    assert.deepEqual(complex.body.error.details, [
      { field: '/rules/0/patterns/1', message: 'is too complex: about 211 positions once its repetitions are expanded (counted repetitions multiply, ., negated classes and \\p{…} count double); at most 100 are allowed' },
    ]);
    const lists = Object.fromEntries(Array.from({ length: 3 }, (_, t) => [`t${t}`, Array.from({ length: 200 }, (_, i) => `w${i}`)]));
    const wide = await call(ctx, 'POST', '/v1/policies', { name: 'w', rules: [{ type: 'topic', action: 'warn', topics: ['t0'], keywords: lists }] }, ctx.keys.pro);
    assert.equal(wide.status, 400);
    assert.deepEqual(wide.body.error.details, [{ field: '/rules/0/keywords', message: 'may hold at most 500 keywords in all its topics; it has 600' }]);
  });
});
