// /v1/policies through HTTP: every route and status, both rule forms, validation at save time, the
// enabled toggle that keeps rules, and organization isolation.

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
    assert.deepEqual(theirs.body, { policies: [], total: 0 });
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
