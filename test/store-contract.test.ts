// The Store contract, asserted once and run against every implementation: SQLite in memory, SQLite on a
// file, and PostgreSQL on a real server (WARDEN_TEST_PG_URL) inside a throwaway schema. PostgreSQL is not
// optional: if it cannot be reached, these tests fail rather than skip.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, afterEach, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { createStore, PostgresStore, SqliteStore } from '../src/store/index.ts';
import { MIGRATIONS } from '../src/store/migrations.ts';
import { PolicyQuotaExceeded, WebhookLimitError, type NewApiKey, type Policy, type PolicyQuota, type Store, type StoreDeps, type StoredRule } from '../src/store/types.ts';

const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;
const MIGRATION_IDS = MIGRATIONS.map((m) => m.id);
const ISO_MS_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Harness {
  setUp?(): Promise<void>;
  tearDown?(): Promise<void>;
  /** A migrated store on an empty database. */
  open(deps?: StoreDeps): Promise<Store>;
  /** schema_migrations of the database last opened, read behind the store's back (not possible for :memory:). */
  appliedMigrations?(): Promise<string[]>;
}

/** A clock that stands still until advanced, so timestamps can be asserted exactly. */
function fakeClock(start = '2030-01-02T03:04:05.678Z') {
  let ms = Date.parse(start);
  return {
    now: () => new Date(ms),
    iso: () => new Date(ms).toISOString(),
    advance(by: number): string {
      ms += by;
      return new Date(ms).toISOString();
    },
  };
}

/** Hands out the given ids in order, then fails loudly if the store asks for more than the test expected. */
function scriptedIds(...ids: string[]): (prefix: string) => string {
  return (prefix) => {
    const id = ids.shift();
    if (id === undefined) throw new Error(`test ran out of scripted ids (asked for a ${prefix} id)`);
    assert.ok(id.startsWith(`${prefix}_`), `store asked for a ${prefix} id, script has ${id}`);
    return id;
  };
}

function sequentialIds(): (prefix: string) => string {
  let n = 0;
  return (prefix) => `${prefix}_${String(++n).padStart(3, '0')}`;
}

function key(orgId: string, hash: string, plan: NewApiKey['plan'] = 'free'): NewApiKey {
  return { orgId, plan, keyHash: hash.padEnd(64, '0'), prefix: `wdn_${hash.slice(0, 4)}` };
}

const NESTED_RULES: StoredRule[] = [
  {
    type: 'keyword',
    action: 'BLOCK',
    words: ['naïve', 'Größe', '日本語', 'مرحبا', '🚀', '👩‍👩‍👧'],
    options: { caseSensitive: false, nested: { deeper: [1, 2.5, -3, 1e21, true, false, null, { empty: {}, list: [] }] } },
    'key with "quotes"': 'line\nbreak\ttab \\ backslash \u2028',
  },
  { type: 'regex', action: 'REDACT', pattern: '^\\d{3}-\\d{2}-\\d{4}$', flags: 'i' },
];

/** A quota counting rules the way the tests write them: {patterns: [...]} and {keywords: [...]}. */
function quota(maxPolicies: number, maxPatterns = 1_000, maxKeywords = 1_000): PolicyQuota & { counted: number } {
  const q = {
    maxPolicies,
    maxPatterns,
    maxKeywords,
    counted: 0,
    count(rules: StoredRule[]) {
      q.counted++;
      let patterns = 0;
      let keywords = 0;
      for (const r of rules) {
        patterns += Array.isArray(r.patterns) ? r.patterns.length : 0;
        keywords += Array.isArray(r.keywords) ? r.keywords.length : 0;
      }
      return { patterns, keywords };
    },
  };
  return q;
}

const refused = (limit: string, max: number, total: number) => (e: unknown) =>
  e instanceof PolicyQuotaExceeded && e.limit === limit && e.max === max && e.total === total;

function storeContract(name: string, harness: Harness): void {
  describe(name, () => {
    const opened: Store[] = [];
    const open = async (deps?: StoreDeps): Promise<Store> => {
      const store = await harness.open(deps);
      opened.push(store);
      return store;
    };

    if (harness.setUp) before(() => harness.setUp?.());
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });
    if (harness.tearDown) after(() => harness.tearDown?.());

    it('pings, and returns ISO 8601 timestamps with milliseconds and Z from the real clock', async () => {
      const store = await open();
      await store.ping();
      const startedAt = Date.now();
      const org = await store.ensureOrganization('acme');
      const policy = await store.createPolicy('acme', { name: 'p' });
      for (const ts of [org.createdAt, policy.createdAt, policy.updatedAt]) {
        assert.match(ts, ISO_MS_Z);
        assert.ok(Math.abs(Date.parse(ts) - startedAt) < 60_000, ts);
      }
      assert.match(policy.id, /^pol_[A-Za-z0-9_-]{24}$/);
    });

    it('ensureOrganization creates once and then returns the existing organization unchanged', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now });
      const created = clock.iso();
      assert.deepEqual(await store.ensureOrganization('acme'), { id: 'acme', name: 'acme', createdAt: created });
      clock.advance(1000);
      assert.deepEqual(await store.ensureOrganization('acme', 'Acme Inc'), { id: 'acme', name: 'acme', createdAt: created });
      assert.deepEqual(await store.ensureOrganization('globex', 'Globex Corp'), {
        id: 'globex',
        name: 'Globex Corp',
        createdAt: clock.iso(),
      });
      assert.deepEqual(await store.getOrganization('acme'), { id: 'acme', name: 'acme', createdAt: created });
      assert.equal(await store.getOrganization('initech'), null);
    });

    it('creates, finds, lists and revokes API keys', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('key_a1', 'key_b1', 'key_a2') });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      assert.equal(await store.hasActiveApiKey(), false);

      const t1 = clock.iso();
      const a1 = await store.createApiKey(key('acme', 'aaaa', 'pro'));
      assert.deepEqual(a1, { id: 'key_a1', orgId: 'acme', plan: 'pro', prefix: 'wdn_aaaa', createdAt: t1, revokedAt: null });
      const t2 = clock.advance(1000);
      const b1 = await store.createApiKey(key('globex', 'bbbb'));
      const t3 = clock.advance(1000);
      const a2 = await store.createApiKey(key('acme', 'cccc', 'enterprise'));
      assert.deepEqual(b1, { id: 'key_b1', orgId: 'globex', plan: 'free', prefix: 'wdn_bbbb', createdAt: t2, revokedAt: null });
      assert.deepEqual(a2, { id: 'key_a2', orgId: 'acme', plan: 'enterprise', prefix: 'wdn_cccc', createdAt: t3, revokedAt: null });

      assert.deepEqual(await store.findApiKeyByHash(key('acme', 'aaaa').keyHash), a1);
      assert.equal(await store.findApiKeyByHash('f'.repeat(64)), null);
      assert.deepEqual(await store.listApiKeys('acme'), [a1, a2]);
      assert.deepEqual(await store.listApiKeys('globex'), [b1]);
      assert.deepEqual(await store.listApiKeys('initech'), []);
      assert.deepEqual(await store.listApiKeys(), [a1, b1, a2]);
      assert.equal(await store.hasActiveApiKey(), true);

      const revokedAt = clock.advance(1000);
      assert.equal(await store.revokeApiKey('key_a1'), true);
      assert.equal(await store.findApiKeyByHash(key('acme', 'aaaa').keyHash), null);
      clock.advance(1000);
      assert.equal(await store.revokeApiKey('key_a1'), false);
      assert.equal(await store.revokeApiKey('key_nope'), false);
      // Listed with the time of the first revocation; the second attempt changed nothing.
      assert.deepEqual(await store.listApiKeys('acme'), [{ ...a1, revokedAt }, a2]);
      assert.deepEqual(await store.findApiKeyByHash(key('globex', 'bbbb').keyHash), b1);
      // Revoked keys only: none active.
      assert.equal(await store.hasActiveApiKey(), true);
      await store.revokeApiKey('key_b1');
      assert.equal(await store.hasActiveApiKey(), true);
      await store.revokeApiKey('key_a2');
      assert.equal(await store.hasActiveApiKey(), false);
    });

    it('upsertApiKey inserts once, then changes the plan of the active key; a revoked key stays revoked and unchanged', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('default');
      const created = clock.iso();
      const first = await store.upsertApiKey(key('default', 'boot', 'free'));
      const expected = { id: 'key_001', orgId: 'default', plan: 'free', prefix: 'wdn_boot', createdAt: created, revokedAt: null };
      assert.deepEqual(first, expected);

      clock.advance(1000);
      assert.deepEqual(await store.upsertApiKey(key('default', 'boot', 'free')), expected);
      const upgraded = await store.upsertApiKey(key('default', 'boot', 'enterprise'));
      assert.deepEqual(upgraded, { ...expected, plan: 'enterprise' });
      assert.deepEqual(await store.findApiKeyByHash(key('default', 'boot').keyHash), upgraded);

      const revokedAt = clock.advance(1000);
      assert.equal(await store.revokeApiKey('key_001'), true);
      clock.advance(1000);
      // A restart with the same WARDEN_BOOTSTRAP_KEY (even on another plan) must not bring it back.
      const revoked = { ...upgraded, revokedAt };
      assert.deepEqual(await store.upsertApiKey(key('default', 'boot', 'free')), revoked);
      assert.equal(await store.findApiKeyByHash(key('default', 'boot').keyHash), null);
      assert.deepEqual(await store.listApiKeys(), [revoked]);
    });

    it('rejects a second key with the same hash and keeps the first', async () => {
      const store = await open({ newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const original = await store.createApiKey(key('acme', 'dupe', 'pro'));
      await assert.rejects(store.createApiKey(key('globex', 'dupe', 'enterprise')));
      assert.deepEqual(await store.findApiKeyByHash(key('acme', 'dupe').keyHash), original);
      assert.deepEqual(await store.listApiKeys(), [original]);
    });

    it('refuses keys, policies and webhooks for an organization that does not exist', async () => {
      const store = await open();
      await assert.rejects(store.createApiKey(key('ghost', 'gggg')));
      await assert.rejects(store.createPolicy('ghost', { name: 'p' }));
      await assert.rejects(store.createWebhook('ghost', { url: 'https://ghost.test', events: [], secret: 's' }));
      assert.deepEqual(await store.listApiKeys(), []);
      assert.deepEqual(await store.listPolicies('ghost'), []);
      assert.deepEqual(await store.listWebhooks('ghost'), []);
    });

    it('creates policies with defaults and with every field, rules round-tripping exactly', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('pol_min', 'pol_full') });
      await store.ensureOrganization('acme');
      const t1 = clock.iso();
      const minimal = await store.createPolicy('acme', { name: 'minimal' });
      assert.deepEqual(minimal, {
        id: 'pol_min',
        orgId: 'acme',
        name: 'minimal',
        description: null,
        enabled: true,
        rules: [],
        mode: 'enforce',
        isDefault: false,
        createdAt: t1,
        updatedAt: t1,
      });
      const t2 = clock.advance(1);
      const full = await store.createPolicy('acme', {
        name: 'Ünïcode ✓',
        description: 'blocks secrets — 秘密',
        enabled: false,
        rules: NESTED_RULES,
        mode: 'monitor',
        isDefault: true,
      });
      const expectedFull: Policy = {
        id: 'pol_full',
        orgId: 'acme',
        name: 'Ünïcode ✓',
        description: 'blocks secrets — 秘密',
        enabled: false,
        rules: NESTED_RULES,
        mode: 'monitor',
        isDefault: true,
        createdAt: t2,
        updatedAt: t2,
      };
      assert.deepEqual(full, expectedFull);
      assert.deepEqual(await store.getPolicy('acme', 'pol_full'), expectedFull);
      assert.deepEqual(await store.getPolicy('acme', 'pol_min'), minimal);
      assert.equal(await store.getPolicy('acme', 'pol_nope'), null);
    });

    it('updatePolicy changes only the patched fields and bumps updatedAt', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('pol_1') });
      await store.ensureOrganization('acme');
      const created = clock.iso();
      const original = await store.createPolicy('acme', { name: 'pii', description: 'first', rules: NESTED_RULES });

      const t1 = clock.advance(60_000);
      const disabled = await store.updatePolicy('acme', 'pol_1', { enabled: false });
      const expected: Policy = { ...original, enabled: false, createdAt: created, updatedAt: t1 };
      assert.deepEqual(disabled, expected);
      assert.deepEqual(await store.getPolicy('acme', 'pol_1'), expected);

      const t2 = clock.advance(1);
      const newRules: StoredRule[] = [{ type: 'keyword', words: ['x'] }];
      const renamed = await store.updatePolicy('acme', 'pol_1', { name: 'renamed', description: null, rules: newRules });
      assert.deepEqual(renamed, { ...expected, name: 'renamed', description: null, rules: newRules, updatedAt: t2 });

      const t3 = clock.advance(1);
      const touched = await store.updatePolicy('acme', 'pol_1', {});
      assert.deepEqual(touched, { ...expected, name: 'renamed', description: null, rules: newRules, updatedAt: t3 });
      assert.deepEqual(await store.getPolicy('acme', 'pol_1'), touched);

      const t4 = clock.advance(1);
      const monitored = await store.updatePolicy('acme', 'pol_1', { mode: 'monitor', isDefault: true });
      assert.deepEqual(monitored, { ...touched, mode: 'monitor', isDefault: true, updatedAt: t4 });
      const t5 = clock.advance(1);
      const renamedAgain = await store.updatePolicy('acme', 'pol_1', { name: 'again' });
      assert.deepEqual(renamedAgain, { ...monitored, name: 'again', updatedAt: t5 }, 'mode and isDefault survive other patches');
      const t6 = clock.advance(1);
      assert.deepEqual(await store.updatePolicy('acme', 'pol_1', { mode: 'enforce', isDefault: false }), { ...renamedAgain, mode: 'enforce', isDefault: false, updatedAt: t6 });

      assert.equal(await store.updatePolicy('acme', 'pol_nope', { enabled: true }), null);
    });

    it('lists policies oldest first, breaking ties by id', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('pol_z', 'pol_b', 'pol_a', 'pol_other') });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      await store.createPolicy('acme', { name: 'oldest, largest id' });
      clock.advance(1000);
      await store.createPolicy('acme', { name: 'tie b' });
      await store.createPolicy('acme', { name: 'tie a' });
      await store.createPolicy('globex', { name: 'not acme' });
      assert.deepEqual(
        (await store.listPolicies('acme')).map((p) => [p.id, p.name]),
        [
          ['pol_z', 'oldest, largest id'],
          ['pol_a', 'tie a'],
          ['pol_b', 'tie b'],
        ],
      );
      assert.deepEqual((await store.listPolicies('globex')).map((p) => p.id), ['pol_other']);
      assert.deepEqual(await store.listPolicies('initech'), []);
    });

    it('pages policies oldest first, with the total of the organization', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      for (let i = 0; i < 5; i++) {
        await store.createPolicy('acme', { name: `p${i}` });
        clock.advance(1);
      }
      await store.createPolicy('globex', { name: 'theirs' });
      const names = async (limit: number, offset: number) => {
        const page = await store.pagePolicies('acme', { limit, offset });
        return [page.policies.map((p) => p.name), page.total];
      };
      assert.deepEqual(await names(2, 0), [['p0', 'p1'], 5]);
      assert.deepEqual(await names(2, 2), [['p2', 'p3'], 5]);
      assert.deepEqual(await names(2, 4), [['p4'], 5]);
      assert.deepEqual(await names(2, 5), [[], 5]);
      assert.deepEqual(await names(100, 0), [['p0', 'p1', 'p2', 'p3', 'p4'], 5]);
      assert.deepEqual((await store.pagePolicies('acme', { limit: 1, offset: 3 })).policies, [(await store.listPolicies('acme'))[3]]);
      assert.deepEqual(await store.pagePolicies('initech', { limit: 10, offset: 0 }), { policies: [], total: 0 });
    });

    it('a quota refuses the policy past the count, and patterns or keywords past the totals', async () => {
      const store = await open({ newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const q = quota(3, 5, 4);
      await store.createPolicy('acme', { name: 'a', rules: [{ patterns: ['x', 'y'] }] }, q);
      await store.createPolicy('acme', { name: 'b', rules: [{ keywords: ['k1', 'k2', 'k3'] }] }, q);
      await assert.rejects(store.createPolicy('acme', { name: 'c', rules: [{ patterns: ['1', '2', '3', '4'] }] }, q), refused('patterns', 5, 6));
      await assert.rejects(store.createPolicy('acme', { name: 'c', rules: [{ keywords: ['k4', 'k5'] }] }, q), refused('keywords', 4, 5));
      const c = await store.createPolicy('acme', { name: 'c', rules: [{ patterns: ['1', '2', '3'] }, { keywords: ['k4'] }] }, q);
      await assert.rejects(store.createPolicy('acme', { name: 'd' }, q), refused('policies', 3, 4));
      assert.deepEqual((await store.listPolicies('acme')).map((p) => p.name), ['a', 'b', 'c'], 'nothing refused was written');
      await store.createPolicy('globex', { name: 'theirs', rules: [{ patterns: ['1', '2', '3', '4', '5'] }] }, q);

      // Updates: new rules count instead of the old ones; other fields never hit the quota.
      await assert.rejects(store.updatePolicy('acme', c.id, { rules: [{ patterns: ['1', '2', '3', '4'] }] }, q), refused('patterns', 5, 6));
      assert.deepEqual((await store.getPolicy('acme', c.id))?.rules, c.rules, 'a refused update changes nothing');
      const swapped = await store.updatePolicy('acme', c.id, { rules: [{ patterns: ['9'] }, { keywords: ['k9'] }] }, q);
      assert.deepEqual(swapped?.rules, [{ patterns: ['9'] }, { keywords: ['k9'] }]);
      assert.equal((await store.updatePolicy('acme', c.id, { name: 'renamed' }, q))?.name, 'renamed');
      assert.equal(await store.updatePolicy('acme', 'pol_nope', { rules: [] }, q), null);
      await store.deletePolicy('acme', c.id);
      await store.createPolicy('acme', { name: 'd', rules: [{ patterns: ['1', '2', '3'] }] }, q);
    });

    it('an organization over a lowered quota can still shrink, and policies written without a quota are counted when one is checked', async () => {
      const store = await open({ newId: sequentialIds() });
      await store.ensureOrganization('acme');
      const big = await store.createPolicy('acme', { name: 'big', rules: [{ patterns: ['1', '2', '3', '4'] }] });
      await store.createPolicy('acme', { name: 'kw', rules: [{ keywords: ['a', 'b'] }] });
      const q = quota(10, 2, 10);
      await assert.rejects(store.createPolicy('acme', { name: 'more', rules: [{ patterns: ['x'] }] }, q), refused('patterns', 2, 5));
      assert.equal(q.counted, 3, 'the new rules, then each policy that had no counts');
      await store.createPolicy('acme', { name: 'no patterns', rules: [{ keywords: ['c'] }] }, q);
      const shrunk = await store.updatePolicy('acme', big.id, { rules: [{ patterns: ['1', '2', '3'] }] }, q);
      assert.deepEqual(shrunk?.rules, [{ patterns: ['1', '2', '3'] }], 'fewer patterns than before is allowed, over the limit or not');
      await assert.rejects(store.updatePolicy('acme', big.id, { rules: [{ patterns: ['1', '2', '3', '4'] }] }, q), refused('patterns', 2, 4));
      await store.updatePolicy('acme', big.id, { rules: [{ patterns: ['1'] }] });
      q.counted = 0;
      await store.createPolicy('acme', { name: 'fits again', rules: [{ patterns: ['x'] }] }, q);
      assert.equal(q.counted, 2, 'rules changed without a quota are counted again');
    });

    it('concurrent creates at the cap: exactly the free places are taken (five races)', async () => {
      const store = await open();
      const q = quota(4);
      for (let round = 0; round < 5; round++) {
        const org = `race${round}`;
        await store.ensureOrganization(org);
        await store.createPolicy(org, { name: 'existing' });
        const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => store.createPolicy(org, { name: `racer ${i}` }, q)));
        assert.equal(results.filter((r) => r.status === 'fulfilled').length, 3, `round ${round}`);
        assert.ok(results.every((r) => r.status === 'fulfilled' || refused('policies', 4, 5)(r.reason)));
        assert.equal((await store.pagePolicies(org, { limit: 100, offset: 0 })).total, 4);
      }
    });

    it('getPolicies follows the requested order and leaves out missing and foreign ids', async () => {
      const store = await open({ newId: scriptedIds('pol_1', 'pol_2', 'pol_3', 'pol_g') });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const p1 = await store.createPolicy('acme', { name: 'one' });
      await store.createPolicy('acme', { name: 'two' });
      const p3 = await store.createPolicy('acme', { name: 'three' });
      await store.createPolicy('globex', { name: 'theirs' });
      assert.deepEqual(await store.getPolicies('acme', ['pol_3', 'pol_missing', 'pol_g', 'pol_1', 'pol_3']), [p3, p1]);
      assert.deepEqual(await store.getPolicies('acme', []), []);
      assert.deepEqual(await store.getPolicies('globex', ['pol_1', 'pol_2']), []);
    });

    it('listDefaultPolicies: enabled defaults of the organization only, oldest first', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('pol_d2', 'pol_d1', 'pol_plain', 'pol_off', 'pol_g') });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const d2 = await store.createPolicy('acme', { name: 'older default', isDefault: true });
      clock.advance(1000);
      const d1 = await store.createPolicy('acme', { name: 'newer default', isDefault: true, mode: 'monitor' });
      await store.createPolicy('acme', { name: 'not default' });
      await store.createPolicy('acme', { name: 'disabled default', isDefault: true, enabled: false });
      await store.createPolicy('globex', { name: 'their default', isDefault: true });
      assert.deepEqual(await store.listDefaultPolicies('acme'), [d2, d1]);
      assert.deepEqual((await store.listDefaultPolicies('globex')).map((p) => p.id), ['pol_g']);
      assert.deepEqual(await store.listDefaultPolicies('initech'), []);
    });

    it('deletes a policy once', async () => {
      const store = await open({ newId: scriptedIds('pol_1', 'pol_2') });
      await store.ensureOrganization('acme');
      await store.createPolicy('acme', { name: 'doomed' });
      const kept = await store.createPolicy('acme', { name: 'kept' });
      assert.equal(await store.deletePolicy('acme', 'pol_1'), true);
      assert.equal(await store.getPolicy('acme', 'pol_1'), null);
      assert.equal(await store.deletePolicy('acme', 'pol_1'), false);
      assert.deepEqual(await store.listPolicies('acme'), [kept]);
    });

    it("isolates organizations: another org's id finds, changes and deletes nothing", async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('pol_acme', 'whk_acme') });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const policy = await store.createPolicy('acme', { name: 'secret', rules: NESTED_RULES });
      const webhook = await store.createWebhook('acme', { url: 'https://acme.test/hook', events: ['analysis.blocked'], secret: 's3cret' });
      clock.advance(1000);

      assert.equal(await store.getPolicy('globex', 'pol_acme'), null);
      assert.deepEqual(await store.getPolicies('globex', ['pol_acme']), []);
      assert.equal(await store.updatePolicy('globex', 'pol_acme', { name: 'pwned', enabled: false, rules: [] }), null);
      assert.equal(await store.deletePolicy('globex', 'pol_acme'), false);
      assert.deepEqual(await store.listPolicies('globex'), []);

      assert.equal(await store.getWebhook('globex', 'whk_acme'), null);
      assert.equal(await store.deleteWebhook('globex', 'whk_acme'), false);
      assert.deepEqual(await store.listWebhooks('globex'), []);

      assert.deepEqual(await store.getPolicy('acme', 'pol_acme'), policy);
      assert.deepEqual(await store.listPolicies('acme'), [policy]);
      assert.deepEqual(await store.getWebhook('acme', 'whk_acme'), webhook);
      assert.deepEqual(await store.listWebhooks('acme'), [webhook]);
    });

    it('creates, lists, gets and deletes webhooks (records never carry the secret)', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: scriptedIds('whk_2', 'whk_1', 'whk_g') });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const t1 = clock.iso();
      const first = await store.createWebhook('acme', {
        url: 'https://acme.test/hooks?x=1&y=ü',
        events: ['analysis.blocked', 'policy.updated'],
        secret: 'whsec_1',
      });
      assert.deepEqual(first, {
        id: 'whk_2',
        orgId: 'acme',
        url: 'https://acme.test/hooks?x=1&y=ü',
        events: ['analysis.blocked', 'policy.updated'],
        enabled: true,
        createdAt: t1,
        updatedAt: t1,
      });
      const t2 = clock.advance(1000);
      const second = await store.createWebhook('acme', { url: 'https://acme.test/b', events: [], secret: 'whsec_2' });
      assert.deepEqual(second, {
        id: 'whk_1',
        orgId: 'acme',
        url: 'https://acme.test/b',
        events: [],
        enabled: true,
        createdAt: t2,
        updatedAt: t2,
      });
      const theirs = await store.createWebhook('globex', { url: 'https://globex.test', events: ['*'], secret: 'g' });

      assert.deepEqual(await store.listWebhooks('acme'), [first, second]);
      assert.deepEqual(await store.listWebhooks('globex'), [theirs]);
      assert.deepEqual(await store.getWebhook('acme', 'whk_1'), second);
      assert.equal(await store.getWebhook('acme', 'whk_nope'), null);

      assert.equal(await store.deleteWebhook('acme', 'whk_2'), true);
      assert.equal(await store.deleteWebhook('acme', 'whk_2'), false);
      assert.equal(await store.getWebhook('acme', 'whk_2'), null);
      assert.deepEqual(await store.listWebhooks('acme'), [second]);
      assert.deepEqual(await store.listWebhooks('globex'), [theirs]);
    });

    it('caps registrations per organization exactly, even when they race', async () => {
      const store = await open({ newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const hook = (n: number) => ({ url: `https://a.test/${n}`, events: ['pii.detected'], secret: `secret-${n}` });
      // 40 at once, in several rounds (a race that the store does not prevent shows in most rounds).
      for (const org of ['acme', 'race1', 'race2', 'race3', 'race4']) {
        await store.ensureOrganization(org);
        const results = await Promise.allSettled(Array.from({ length: 40 }, (_, n) => store.createWebhook(org, hook(n), { maxPerOrganization: 5 })));
        const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
        assert.equal(results.filter((r) => r.status === 'fulfilled').length, 5, org);
        assert.equal(refused.length, 35, org);
        for (const err of refused) {
          assert.ok(err instanceof WebhookLimitError, String(err));
          assert.equal(err.limit, 5);
          assert.equal(err.message, 'the organization already has 5 webhooks, the most allowed');
        }
        assert.equal((await store.listWebhooks(org)).length, 5, org);
      }
      // Per organization: another one is not affected; a disabled registration still counts.
      assert.equal((await store.createWebhook('globex', hook(0), { maxPerOrganization: 5 })).orgId, 'globex');
      const [first] = await store.listWebhooks('acme');
      await store.setWebhookEnabled('acme', first!.id, false);
      await assert.rejects(store.createWebhook('acme', hook(20), { maxPerOrganization: 5 }), WebhookLimitError);
      // Deleting one makes room for exactly one.
      assert.equal(await store.deleteWebhook('acme', first!.id), true);
      await store.createWebhook('acme', hook(21), { maxPerOrganization: 5 });
      await assert.rejects(store.createWebhook('acme', hook(22), { maxPerOrganization: 5 }), WebhookLimitError);
      // Without the option there is no cap (the store's callers decide).
      await store.createWebhook('acme', hook(23));
      assert.equal((await store.listWebhooks('acme')).length, 6);
      await assert.rejects(store.createWebhook('nobody', hook(24), { maxPerOrganization: 5 }), (err: unknown) => !(err instanceof WebhookLimitError));
    });

    // --- webhook outbox (issue 6) ---

    it('enqueues events with one delivery per subscribed, enabled registration, all in one transaction', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const both = await store.createWebhook('acme', { url: 'https://a.test/1', events: ['threat.detected', 'pii.detected'], secret: 's1' });
      const piiOnly = await store.createWebhook('acme', { url: 'https://a.test/2', events: ['pii.detected'], secret: 's2' });
      const off = await store.createWebhook('acme', { url: 'https://a.test/3', events: ['threat.detected'], secret: 's3' });
      const theirs = await store.createWebhook('globex', { url: 'https://g.test', events: ['pii.detected'], secret: 'g' });
      const t0 = clock.advance(1000);
      const disabled = await store.setWebhookEnabled('acme', off.id, false);
      assert.deepEqual(disabled, { ...off, enabled: false, updatedAt: t0 });
      assert.equal(await store.setWebhookEnabled('globex', off.id, true), null);

      const ev = (id: string, type: string, extra: object = {}) => ({ id, type, body: `{"id":"${id}","type":"${type}"}`, createdAt: t0, ...extra });
      const written = await store.enqueueWebhookEvents('acme', [ev('evt_1', 'pii.detected'), ev('evt_2', 'threat.detected'), ev('evt_3', 'rate_limit.exceeded')]);
      assert.deepEqual(written, [
        { eventId: 'evt_1', type: 'pii.detected', deliveryIds: ['dlv_005', 'dlv_006'] },
        { eventId: 'evt_2', type: 'threat.detected', deliveryIds: ['dlv_007'] },
      ]);
      const pending = (id: string, eventId: string, eventType: string, webhookId: string) => ({
        id, eventId, eventType, webhookId, status: 'pending', attempts: 0, lastResponseCode: null, lastError: null,
        lastAttemptAt: null, nextAttemptAt: t0, createdAt: t0, updatedAt: t0,
      });
      assert.deepEqual(await store.listWebhookDeliveries('acme', both.id), [
        pending('dlv_007', 'evt_2', 'threat.detected', both.id),
        pending('dlv_005', 'evt_1', 'pii.detected', both.id),
      ]);
      assert.deepEqual(await store.listWebhookDeliveries('acme', piiOnly.id), [pending('dlv_006', 'evt_1', 'pii.detected', piiOnly.id)]);
      assert.deepEqual(await store.listWebhookDeliveries('acme', off.id), []);
      assert.deepEqual(await store.listWebhookDeliveries('globex', both.id), []);
      assert.deepEqual(await store.listWebhookDeliveries('globex', theirs.id), []);

      // A dedupe key is written once, whoever asks again; a webhookId target ignores subscriptions but not orgs.
      assert.equal((await store.enqueueWebhookEvents('acme', [ev('evt_4', 'pii.detected', { dedupeKey: 'k1' })])).length, 1);
      assert.deepEqual(await store.enqueueWebhookEvents('acme', [ev('evt_5', 'pii.detected', { dedupeKey: 'k1' })]), []);
      assert.deepEqual(await store.enqueueWebhookEvents('acme', [ev('evt_6', 'ping', { webhookId: piiOnly.id })]), [
        { eventId: 'evt_6', type: 'ping', deliveryIds: ['dlv_010'] },
      ]);
      assert.deepEqual(await store.enqueueWebhookEvents('acme', [ev('evt_7', 'ping', { webhookId: theirs.id })]), []);

      // One transaction: the second event fails (duplicate id), so the first is not written either.
      await assert.rejects(store.enqueueWebhookEvents('acme', [ev('evt_8', 'pii.detected'), ev('evt_1', 'pii.detected')]));
      assert.deepEqual((await store.listWebhookDeliveries('acme', piiOnly.id)).map((d) => d.eventId), ['evt_6', 'evt_4', 'evt_1']);

      // Deleting a registration deletes its deliveries.
      assert.equal(await store.deleteWebhook('acme', piiOnly.id), true);
      assert.deepEqual(await store.listWebhookDeliveries('acme', piiOnly.id), []);
    });

    it('claims due deliveries once, capped per registration, and retakes expired leases', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      const a = await store.createWebhook('acme', { url: 'https://a.test/a', events: ['pii.detected'], secret: 'sa' });
      const b = await store.createWebhook('acme', { url: 'https://a.test/b', events: ['pii.detected'], secret: 'sb' });
      for (const n of [1, 2, 3]) {
        await store.enqueueWebhookEvents('acme', [{ id: `evt_${n}`, type: 'pii.detected', body: `{"n":${n}}`, createdAt: clock.iso() }]);
        clock.advance(1);
      }
      // Deliveries: evt_1 → dlv_003 (a), dlv_004 (b); evt_2 → dlv_005, dlv_006; evt_3 → dlv_007, dlv_008.
      const lease = clock.advance(0);
      const first = await store.claimWebhookDeliveries({ worker: 'one', limit: 10, leaseMs: 30_000, maxPerWebhook: 2 });
      const leaseUntil = new Date(Date.parse(lease) + 30_000).toISOString();
      assert.deepEqual(first.map((c) => c.id), ['dlv_003', 'dlv_004', 'dlv_005', 'dlv_006']);
      assert.deepEqual(first[0], {
        id: 'dlv_003', eventId: 'evt_1', eventType: 'pii.detected', webhookId: a.id, orgId: 'acme', url: 'https://a.test/a',
        secret: 'sa', body: '{"n":1}', attempts: 0, leaseUntil,
      });
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'two', limit: 10, leaseMs: 30_000, maxPerWebhook: 2, busy: { [a.id]: 2 } }).then((l) => l.map((c) => c.id)), ['dlv_008']);
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'two', limit: 10, leaseMs: 30_000 }).then((l) => l.map((c) => c.id)), ['dlv_007']);
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'three', limit: 10, leaseMs: 30_000 }), []);

      // The lease of worker one runs out: worker three retakes, and one's late result is refused.
      clock.advance(30_000);
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'three', limit: 1, leaseMs: 30_000 }).then((l) => l.map((c) => c.id)), ['dlv_003']);
      assert.equal(await store.recordDeliveryAttempt('dlv_003', 'one', { result: 'succeeded', responseCode: 200 }), false);
      assert.equal(await store.recordDeliveryAttempt('dlv_003', 'three', { result: 'succeeded', responseCode: 200 }), true);
      assert.equal(await store.recordDeliveryAttempt('dlv_003', 'three', { result: 'succeeded', responseCode: 200 }), false);
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'x', limit: 10, leaseMs: 1, deliveryId: 'dlv_004' }).then((l) => l.map((c) => c.id)), ['dlv_004']);

      // Releasing: one worker's claims, then everyone's.
      clock.advance(-30_000);
      assert.equal(await store.releaseDeliveryClaims('two'), 2);
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'four', limit: 10, leaseMs: 30_000 }).then((l) => l.map((c) => c.id)), ['dlv_007', 'dlv_008']);
      assert.equal(await store.releaseDeliveryClaims(), 5);
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'five', limit: 10, leaseMs: 30_000 }).then((l) => l.map((c) => c.id)), ['dlv_004', 'dlv_005', 'dlv_006', 'dlv_007', 'dlv_008']);
      assert.equal(b.enabled, true);
    });

    it('claims fairly between organizations: the least loaded first, and one at its cap is left out of the scan', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const a1 = await store.createWebhook('acme', { url: 'https://a.test/1', events: ['pii.detected'], secret: 's1' });
      const a2 = await store.createWebhook('acme', { url: 'https://a.test/2', events: ['pii.detected'], secret: 's2' });
      const g = await store.createWebhook('globex', { url: 'https://g.test', events: ['pii.detected'], secret: 'g' });
      const ev = (id: string) => ({ id, type: 'pii.detected', body: '{}', createdAt: clock.iso() });
      // acme: 20 events, 40 deliveries, all due before globex's 2: more than a claim's scanned window.
      for (let n = 0; n < 20; n++) {
        await store.enqueueWebhookEvents('acme', [ev(`evt_a${String(n).padStart(2, '0')}`)]);
        clock.advance(1);
      }
      await store.enqueueWebhookEvents('globex', [ev('evt_g0')]);
      clock.advance(1);
      await store.enqueueWebhookEvents('globex', [ev('evt_g1')]);
      const who = (list: Array<{ orgId: string; eventId: string; webhookId: string }>) =>
        list.map((c) => `${c.eventId}>${c.webhookId === a1.id ? 'a1' : c.webhookId === a2.id ? 'a2' : c.webhookId === g.id ? 'g' : '?'}`);
      const caps = { limit: 4, leaseMs: 60_000, maxPerWebhook: 2, maxPerOrganization: 3 };

      // Only acme is in the window: it gets its share (3) and no more, though 4 were asked for.
      const first = await store.claimWebhookDeliveries({ worker: 'w', ...caps });
      assert.deepEqual(who(first), ['evt_a00>a1', 'evt_a00>a2', 'evt_a01>a1']);
      // Next claim, acme at its cap: left out of the scan, so globex's deliveries are found behind its backlog.
      const second = await store.claimWebhookDeliveries({ worker: 'w', ...caps, limit: 1, busy: { [a1.id]: 2, [a2.id]: 1 }, busyOrganizations: { acme: 3 } });
      assert.deepEqual(who(second), ['evt_g0>g']);
      const third = await store.claimWebhookDeliveries({ worker: 'w', ...caps, busy: { [a1.id]: 2, [a2.id]: 1, [g.id]: 1 }, busyOrganizations: { acme: 3, globex: 1 } });
      assert.deepEqual(who(third), ['evt_g1>g']);

    });

    it('claims alternate between organizations in one window: fewer in flight first, ties to the oldest due', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      await store.ensureOrganization('globex');
      const a1 = await store.createWebhook('acme', { url: 'https://a.test/1', events: ['pii.detected'], secret: 's1' });
      await store.createWebhook('acme', { url: 'https://a.test/2', events: ['pii.detected'], secret: 's2' });
      const g = await store.createWebhook('globex', { url: 'https://g.test', events: ['pii.detected'], secret: 'g' });
      for (const [org, id] of [['acme', 'evt_a0'], ['acme', 'evt_a1'], ['globex', 'evt_g0'], ['globex', 'evt_g1']] as const) {
        await store.enqueueWebhookEvents(org, [{ id, type: 'pii.detected', body: '{}', createdAt: clock.iso() }]);
        clock.advance(1);
      }
      const who = (list: Array<{ eventId: string; webhookId: string }>) => list.map((c) => `${c.eventId}>${c.webhookId === a1.id ? 'a1' : c.webhookId === g.id ? 'g' : 'a2'}`);
      // acme has one in flight already: g0, then a0>a1 (1 each: the older), g1, a0>a2. Returned oldest due first.
      const both = await store.claimWebhookDeliveries({ worker: 'w', limit: 4, leaseMs: 60_000, maxPerOrganization: 10, busyOrganizations: { acme: 1 } });
      assert.deepEqual(who(both), ['evt_a0>a1', 'evt_a0>a2', 'evt_g0>g', 'evt_g1>g']);
      await store.releaseDeliveryClaims('w');
      const busyAcme = await store.claimWebhookDeliveries({ worker: 'w', limit: 2, leaseMs: 60_000, maxPerOrganization: 10, busyOrganizations: { acme: 5 } });
      assert.deepEqual(who(busyAcme), ['evt_g0>g', 'evt_g1>g']);
      await store.releaseDeliveryClaims('w');
      // Without an organization cap or counts, due order as before.
      assert.deepEqual(who(await store.claimWebhookDeliveries({ worker: 'w', limit: 3, leaseMs: 60_000 })), ['evt_a0>a1', 'evt_a0>a2', 'evt_a1>a1']);
    });

    it('records attempts: retry later, succeed, fail, and 410 disables the registration', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      const a = await store.createWebhook('acme', { url: 'https://a.test/a', events: ['pii.detected'], secret: 'sa' });
      const b = await store.createWebhook('acme', { url: 'https://a.test/b', events: ['threat.detected'], secret: 'sb' });
      const created = clock.iso();
      await store.enqueueWebhookEvents('acme', [
        { id: 'evt_1', type: 'pii.detected', body: '{}', createdAt: created },
        { id: 'evt_2', type: 'pii.detected', body: '{}', createdAt: created },
        { id: 'evt_3', type: 'threat.detected', body: '{}', createdAt: created },
        { id: 'evt_4', type: 'threat.detected', body: '{}', createdAt: created },
      ]);
      // dlv_003 evt_1→a, dlv_004 evt_2→a, dlv_005 evt_3→b, dlv_006 evt_4→b
      assert.equal((await store.claimWebhookDeliveries({ worker: 'w', limit: 3, leaseMs: 60_000 })).length, 3);
      const t1 = clock.advance(1000);
      assert.equal(await store.recordDeliveryAttempt('dlv_003', 'w', { result: 'retry', responseCode: 503, error: 'HTTP 503', retryInMs: 5000 }), true);
      assert.equal(await store.recordDeliveryAttempt('dlv_004', 'w', { result: 'failed', responseCode: null, error: 'connect ECONNREFUSED' }), true);
      assert.equal(await store.recordDeliveryAttempt('dlv_005', 'w', { result: 'gone', responseCode: 410, error: 'HTTP 410' }), true);
      const base = { createdAt: created, lastAttemptAt: t1, updatedAt: t1 };
      assert.deepEqual(await store.listWebhookDeliveries('acme', a.id), [
        { id: 'dlv_004', eventId: 'evt_2', eventType: 'pii.detected', webhookId: a.id, status: 'failed', attempts: 1, lastResponseCode: null, lastError: 'connect ECONNREFUSED', nextAttemptAt: null, ...base },
        { id: 'dlv_003', eventId: 'evt_1', eventType: 'pii.detected', webhookId: a.id, status: 'pending', attempts: 1, lastResponseCode: 503, lastError: 'HTTP 503', nextAttemptAt: new Date(Date.parse(t1) + 5000).toISOString(), ...base },
      ]);
      assert.deepEqual(await store.listWebhookDeliveries('acme', b.id), [
        { id: 'dlv_006', eventId: 'evt_4', eventType: 'threat.detected', webhookId: b.id, status: 'failed', attempts: 0, lastResponseCode: null, lastError: 'registration disabled: the endpoint answered 410 Gone', lastAttemptAt: null, nextAttemptAt: null, createdAt: created, updatedAt: t1 },
        { id: 'dlv_005', eventId: 'evt_3', eventType: 'threat.detected', webhookId: b.id, status: 'failed', attempts: 1, lastResponseCode: 410, lastError: 'HTTP 410', nextAttemptAt: null, ...base },
      ]);
      assert.deepEqual(await store.getWebhook('acme', b.id), { ...b, enabled: false, updatedAt: t1 });
      assert.deepEqual(await store.enqueueWebhookEvents('acme', [{ id: 'evt_5', type: 'threat.detected', body: '{}', createdAt: t1 }]), []);

      // Not due before its retry time; due at it, carrying the attempts so far; then it succeeds.
      assert.deepEqual(await store.claimWebhookDeliveries({ worker: 'w', limit: 10, leaseMs: 60_000 }), []);
      clock.advance(5000);
      const [retry] = await store.claimWebhookDeliveries({ worker: 'w', limit: 10, leaseMs: 60_000 });
      assert.equal(retry?.id, 'dlv_003');
      assert.equal(retry?.attempts, 1);
      const t2 = clock.advance(10);
      assert.equal(await store.recordDeliveryAttempt('dlv_003', 'w', { result: 'succeeded', responseCode: 204 }), true);
      assert.deepEqual((await store.listWebhookDeliveries('acme', a.id, 1)).map((d) => d.id), ['dlv_004']);
      const [, done] = await store.listWebhookDeliveries('acme', a.id);
      assert.deepEqual(done, { id: 'dlv_003', eventId: 'evt_1', eventType: 'pii.detected', webhookId: a.id, status: 'succeeded', attempts: 2, lastResponseCode: 204, lastError: null, lastAttemptAt: t2, nextAttemptAt: null, createdAt: created, updatedAt: t2 });
    });

    it('purges finished deliveries and their events after the retention cutoff, never pending ones', async () => {
      const clock = fakeClock();
      const store = await open({ now: clock.now, newId: sequentialIds() });
      await store.ensureOrganization('acme');
      const a = await store.createWebhook('acme', { url: 'https://a.test/a', events: ['pii.detected'], secret: 'sa' });
      const b = await store.createWebhook('acme', { url: 'https://a.test/b', events: ['pii.detected'], secret: 'sb' });
      const created = clock.iso();
      await store.enqueueWebhookEvents('acme', [
        { id: 'evt_1', type: 'pii.detected', body: '{}', createdAt: created },
        { id: 'evt_2', type: 'pii.detected', body: '{}', createdAt: created },
      ]);
      // dlv_003 evt_1→a, dlv_004 evt_1→b, dlv_005 evt_2→a, dlv_006 evt_2→b
      assert.equal((await store.claimWebhookDeliveries({ worker: 'w', limit: 10, leaseMs: 60_000 })).length, 4);
      clock.advance(1000);
      assert.equal(await store.recordDeliveryAttempt('dlv_003', 'w', { result: 'succeeded', responseCode: 200 }), true);
      assert.equal(await store.recordDeliveryAttempt('dlv_004', 'w', { result: 'failed', responseCode: 500, error: 'HTTP 500' }), true);
      assert.equal(await store.recordDeliveryAttempt('dlv_005', 'w', { result: 'succeeded', responseCode: 200 }), true);
      assert.equal(await store.recordDeliveryAttempt('dlv_006', 'w', { result: 'retry', responseCode: 503, error: 'HTTP 503', retryInMs: 5000 }), true);
      const finishedAt = Date.parse(clock.iso());

      // A cutoff at the finishing time keeps everything (strictly before).
      assert.deepEqual(await store.purgeWebhookHistory(new Date(finishedAt)), { deliveries: 0, events: 0 });
      // After it: the three finished deliveries go; evt_1 (no delivery left) goes; evt_2 stays with its pending one.
      assert.deepEqual(await store.purgeWebhookHistory(new Date(finishedAt + 1)), { deliveries: 3, events: 1 });
      assert.deepEqual((await store.listWebhookDeliveries('acme', a.id)).map((d) => d.id), []);
      assert.deepEqual((await store.listWebhookDeliveries('acme', b.id)).map((d) => [d.id, d.eventId, d.status]), [['dlv_006', 'evt_2', 'pending']]);
      assert.deepEqual(await store.purgeWebhookHistory(new Date(finishedAt + 1)), { deliveries: 0, events: 0 }, 'idempotent');
      // The pending one is still claimed and delivered as usual.
      clock.advance(5000);
      assert.deepEqual((await store.claimWebhookDeliveries({ worker: 'w', limit: 10, leaseMs: 60_000 })).map((d) => d.id), ['dlv_006']);
    });

    it('migrate() again is a no-op that keeps the data', async () => {
      const store = await open({ newId: sequentialIds() });
      await store.ensureOrganization('acme');
      const policy = await store.createPolicy('acme', { name: 'survives', rules: NESTED_RULES });
      const apiKey = await store.createApiKey(key('acme', 'keep'));
      await store.migrate();
      await store.migrate();
      assert.deepEqual(await store.listPolicies('acme'), [policy]);
      assert.deepEqual(await store.listApiKeys(), [apiKey]);
      if (harness.appliedMigrations) assert.deepEqual(await harness.appliedMigrations(), MIGRATION_IDS);
    });
  });
}

// --- SQLite --------------------------------------------------------------------------------------------

storeContract('SqliteStore (:memory:)', {
  async open(deps) {
    const store = new SqliteStore(':memory:', deps);
    await store.migrate();
    return store;
  },
});

{
  let dir = '';
  let lastPath = '';
  let files = 0;
  storeContract('SqliteStore (file)', {
    async setUp() {
      dir = mkdtempSync(join(tmpdir(), 'warden-store-'));
    },
    async tearDown() {
      rmSync(dir, { recursive: true, force: true });
    },
    async open(deps) {
      // A fresh file per test, in a directory that does not exist yet.
      lastPath = join(dir, `db-${++files}`, 'warden.db');
      const store = new SqliteStore(lastPath, deps);
      await store.migrate();
      return store;
    },
    async appliedMigrations() {
      const db = new DatabaseSync(lastPath, { readOnly: true });
      try {
        return db.prepare('SELECT id FROM schema_migrations ORDER BY id').all().map((r) => String(r.id));
      } finally {
        db.close();
      }
    },
  });
}

// --- PostgreSQL ----------------------------------------------------------------------------------------

let adminConnection: Promise<Client> | undefined;

/**
 * A plain pg client for setup and for reading behind the stores' backs. Connected on first use rather than
 * in a before hook, so that an unreachable server fails every PostgreSQL test with the connection error
 * (a failed hook would only mark them cancelled).
 */
function admin(): Promise<Client> {
  adminConnection ??= (async () => {
    const client = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    return client;
  })();
  return adminConnection;
}

/** Cleanup that must not add a second failure when the server was never reachable. */
async function dropSchema(schema: string): Promise<void> {
  const client = await adminConnection?.catch(() => undefined);
  await client?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

after(async () => {
  const client = await adminConnection?.catch(() => undefined);
  await client?.end();
});

{
  const schema = `warden_test_${RUN_ID}`;
  storeContract(`PostgresStore (${PG_URL}, schema ${schema})`, {
    tearDown: () => dropSchema(schema),
    async open(deps) {
      const client = await admin();
      const store = new PostgresStore({ connectionString: PG_URL, schema, max: 4 }, deps);
      await store.migrate();
      // One schema per run, emptied before each test so every test starts from nothing.
      await client.query(`TRUNCATE ${schema}.organizations, ${schema}.api_keys, ${schema}.policies, ${schema}.webhooks, ${schema}.webhook_events, ${schema}.webhook_deliveries`);
      return store;
    },
    async appliedMigrations() {
      const { rows } = await (await admin()).query<{ id: string }>(`SELECT id FROM ${schema}.schema_migrations ORDER BY id`);
      return rows.map((r) => r.id);
    },
  });
}

describe('PostgresStore migrate() from several instances at once', () => {
  const schema = `warden_test_${RUN_ID}_fresh`;
  after(() => dropSchema(schema));

  it('creates the schema and applies every migration exactly once', async () => {
    const client = await admin();
    const stores = [1, 2, 3].map(() => new PostgresStore({ connectionString: PG_URL, schema }));
    try {
      const { rows: existing } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
      assert.equal(existing.length, 0, 'the schema must not exist before the test');
      await Promise.all(stores.map((s) => s.migrate()));
      const { rows } = await client.query<{ id: string }>(`SELECT id FROM ${schema}.schema_migrations ORDER BY id`);
      assert.deepEqual(rows.map((r) => r.id), MIGRATION_IDS);

      const [writer, reader] = stores;
      assert.ok(writer && reader);
      const org = await writer.ensureOrganization('acme');
      assert.deepEqual(await reader.getOrganization('acme'), org);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});

// --- createStore ---------------------------------------------------------------------------------------

describe('createStore', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'warden-create-store-'));
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens PostgreSQL for postgres:// and postgresql:// URLs without connecting yet', async () => {
    for (const url of ['postgres://u@127.0.0.1:1/db', 'postgresql://u@127.0.0.1:1/db']) {
      const store = createStore(url);
      assert.equal(store.kind, 'postgres');
      await store.close();
    }
  });

  it('opens SQLite for :memory:, plain paths and sqlite:/file: prefixes, creating parent directories', async () => {
    const paths = {
      plain: join(dir, 'plain', 'w.db'),
      sqlite: join(dir, 'sqlite', 'w.db'),
      fileUrl: join(dir, 'file url', 'w.db'),
    };
    const urls = [':memory:', 'sqlite::memory:', paths.plain, `sqlite:${paths.sqlite}`, pathToFileURL(paths.fileUrl).href];
    for (const url of urls) {
      const store = createStore(url);
      assert.equal(store.kind, 'sqlite');
      await store.migrate();
      await store.close();
    }
    for (const path of Object.values(paths)) {
      assert.ok(existsSync(path), path);
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        assert.deepEqual({ ...db.prepare('PRAGMA journal_mode').get() }, { journal_mode: 'wal' });
      } finally {
        db.close();
      }
    }
  });
});
