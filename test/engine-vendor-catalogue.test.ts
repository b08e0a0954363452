// The vendor catalogue (vendors/catalogue-*.ts): at least 600 documented token formats, each a
// rule with its own example; new prefixed formats found with exact spans wherever they stand (JSON
// values under any key, quoted code, prose); a distinctive prefix reports its exact shape whatever the
// value's entropy, while marked placeholders and weak prefixes do not; published example keys stay quiet.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CREDENTIAL_DETECTORS, vendorSecrets } from '../src/engine/detectors/credentials/index.ts';
import { PREFIXED_RULES } from '../src/engine/detectors/credentials/vendors/prefixed.ts';
import { ASSIGNED_RULES } from '../src/engine/detectors/credentials/vendors/assigned.ts';
import { DEV_RULES } from '../src/engine/detectors/credentials/vendors/catalogue-dev.ts';
import { CLOUD_RULES } from '../src/engine/detectors/credentials/vendors/catalogue-cloud.ts';
import { AI_RULES } from '../src/engine/detectors/credentials/vendors/catalogue-ai.ts';
import { BUSINESS_RULES } from '../src/engine/detectors/credentials/vendors/catalogue-business.ts';
import { OBSERVABILITY_RULES } from '../src/engine/detectors/credentials/vendors/catalogue-observability.ts';
import { SAAS_RULES } from '../src/engine/detectors/credentials/vendors/catalogue-saas.ts';
import { distinctivePrefix, isSlug, literalPrefix, vendorDetector, type VendorRule } from '../src/engine/detectors/credentials/vendors/rule.ts';
import { PUBLISHED_EXAMPLES } from '../src/engine/detectors/credentials/published-examples.ts';

const RULES = [...PREFIXED_RULES, ...ASSIGNED_RULES];
const CATALOGUE = [...DEV_RULES, ...CLOUD_RULES, ...AI_RULES, ...BUSINESS_RULES, ...OBSERVABILITY_RULES, ...SAAS_RULES];
const spans = (text: string) => vendorSecrets.detect(text).map((f) => [f.start, f.end] as const);

/** New prefixed rules that stand alone (no lookbehind anchor): every third one. */
const PREFIXED_SAMPLE = CATALOGUE.filter((r) => !r.assigned && r.sample && !r.secret.startsWith('(?<=')).filter((_, i) => i % 3 === 0);

function assertFoundAt(text: string, value: string, rule: VendorRule): void {
  const start = text.indexOf(value);
  const found = spans(text);
  assert.ok(found.some(([s, e]) => s === start && e === start + value.length), `${rule.id}: ${JSON.stringify(text)} → ${JSON.stringify(found)}`);
  assert.ok(found.every(([s, e]) => s >= start && e <= start + value.length), `${rule.id}: a finding outside the value in ${JSON.stringify(text)}`);
}

describe('vendor catalogue', () => {
  it('holds at least 600 formats with unique ids', () => {
    assert.ok(RULES.length >= 600, `${RULES.length} formats`);
    assert.equal(new Set(RULES.map((r) => r.id)).size, RULES.length);
    assert.ok(CATALOGUE.length >= 500, `${CATALOGUE.length} catalogue rules`);
  });

  it("every rule's own sample is exactly of its rule's shape", () => {
    const off = RULES.filter((r) => r.sample && !new RegExp(`^(?:${r.secret})$`).test(r.sample)).map((r) => r.id);
    assert.deepEqual(off, []);
  });

  it('samples a fair share of the new prefixed rules', () => {
    assert.ok(PREFIXED_SAMPLE.length >= 40, `${PREFIXED_SAMPLE.length} sampled`);
  });

  it('finds new prefixed tokens as JSON values under arbitrary key names, with the exact span', () => {
    PREFIXED_SAMPLE.forEach((rule, i) => {
      const text = JSON.stringify({ id: 1000 + i, [`field_${i}`]: rule.sample, note: 'rotate weekly' });
      assertFoundAt(text, JSON.stringify(rule.sample).slice(1, -1), rule); // as written in JSON (a newline is "\\n")
    });
  });

  it('finds them inside quoted code', () => {
    for (const rule of PREFIXED_SAMPLE) {
      for (const text of [`client = Client(api_key='${rule.sample}', retries=3)`, `const cfg = { auth: \`${rule.sample}\` };`]) assertFoundAt(text, rule.sample, rule);
    }
  });

  it('finds them in prose', () => {
    for (const rule of PREFIXED_SAMPLE) {
      const text = `Hi team, the integration kept failing so I pasted ${rule.sample} into the dashboard. Can someone rotate it?`;
      assertFoundAt(text, rule.sample, rule);
    }
  });

  it('finds a few new assigned formats only beside their vendor name', () => {
    for (const id of ['codecov-token', 'linode-token', 'kucoin-secret', 'deepgram-key', 'braze-key']) {
      const rule = CATALOGUE.find((r) => r.id === id)!;
      const alone = vendorDetector(`one-${id}`, [rule]);
      const text = `${rule.keywords[0]!.toUpperCase()}_API_KEY="${rule.sample}"`;
      const start = text.indexOf(rule.sample);
      assert.deepEqual(alone.detect(text).map((f) => [f.start, f.end]), [[start, start + rule.sample.length]], id);
      assert.deepEqual(alone.detect(`value="${rule.sample}"`), [], `${id} without its vendor name`);
    }
  });
});

describe('assigned formats in code and prose', () => {
  const at = (text: string, value: string) => {
    const start = text.indexOf(value);
    return [[start, start + value.length]];
  };
  const hex32 = '0f3a9b1c2d4e5f60718293a4b5c6d7e8';

  it('finds a vendor-named value under a camelCase JSON key', () => {
    const checkout = 'sk_a3720bf5-b744-b444-8e72-bb965fd3d16a';
    for (const [text, value] of [
      [`{"service":"billing","checkoutSecret":"${checkout}"}`, checkout],
      [`{"duoSkey":"ZZ8fDcRgVFDTj8JqTg8aDW0BGTWAm3PmnuqTrlF2"}`, 'ZZ8fDcRgVFDTj8JqTg8aDW0BGTWAm3PmnuqTrlF2'],
    ] as const) assert.deepEqual(spans(text), at(text, value), text);
  });

  it('finds it in prose after the vendor name and a credential word, or a name ending in one', () => {
    for (const [text, value] of [
      [`here is my datadog key ${hex32} - can you check it?`, hex32],
      [`our Datadog API key is ${hex32}.`, hex32],
      ['here is my vault token s.bBOGkI6RSK2awxUk9oqkqzBQ - thanks', 's.bBOGkI6RSK2awxUk9oqkqzBQ'],
      ['the duo skey ZZ8fDcRgVFDTj8JqTg8aDW0BGTWAm3PmnuqTrlF2 expired', 'ZZ8fDcRgVFDTj8JqTg8aDW0BGTWAm3PmnuqTrlF2'],
      [`os.environ["DATADOG_API_KEY"] = "${hex32}"`, hex32],
      ['capsulecrm-SECRET-Q9fLx2mVb7Rk1Tz8Wn4Hc6Yp3Ds5Ga0Ju2Ke9Mr7Nt1Pv4Bq8Xw6Zy3Lh5Fj0Cs2', 'Q9fLx2mVb7Rk1Tz8Wn4Hc6Yp3Ds5Ga0Ju2Ke9Mr7Nt1Pv4Bq8Xw6Zy3Lh5Fj0Cs2'],
    ] as const) assert.deepEqual(spans(text), at(text, value), text);
  });

  it('needs the credential word, and never reads a slug of words as a value', () => {
    for (const text of [
      `my datadog dashboard ${hex32} shows the spike`,
      'ask the datadog key owner about it',
      'the redis password reset-instructions-for-admins live in the wiki',
      'REDIS_PASSWORD=rotate-every-ninety-days',
      'OCI_AUTH_TOKEN: "<your-oci-auth-token>"',
    ]) assert.deepEqual(spans(text), [], text);
  });
});

describe('entropy and prefixes', () => {
  it('reads the literal prefix of a rule and calls it distinctive only when no word starts that way', () => {
    assert.equal(literalPrefix('glpat-[A-Za-z0-9_\\-]{20}'), 'glpat-');
    assert.equal(literalPrefix('dp\\.pt\\.[A-Za-z0-9]{43}'), 'dp.pt.');
    assert.equal(literalPrefix('(?:EAAA|sq0atp-)[A-Za-z0-9_-]{22,60}'), '');
    const rule = (secret: string, extra: Partial<VendorRule> = {}): VendorRule => ({ id: 'x', name: 'x', keywords: ['x'], secret, sample: '', ...extra });
    assert.equal(distinctivePrefix(rule('sk_live_[A-Za-z0-9]{24}')), true);
    assert.equal(distinctivePrefix(rule('npm_[A-Za-z0-9]{36}')), true);
    assert.equal(distinctivePrefix(rule('API-[A-Z0-9]{26}')), false, 'a word and a dash');
    assert.equal(distinctivePrefix(rule('key-[a-f0-9]{32}')), false);
    assert.equal(distinctivePrefix(rule('hf_[a-zA-Z]{34}')), false, 'three characters');
    assert.equal(distinctivePrefix(rule('AKCp[A-Za-z0-9]{69}')), false, 'letters only');
    assert.equal(distinctivePrefix(rule('[a-f0-9]{32}')), false);
    assert.equal(distinctivePrefix(rule('sk_live_[A-Za-z0-9]{24}', { assigned: true })), false, 'assigned values keep the floor');
  });

  it('reports a low-entropy value of the exact shape after a distinctive prefix, as a weaker finding', () => {
    for (const value of ['sk_live_' + 'A'.repeat(24), 'glpat-' + 'a'.repeat(20), 'npm_' + '0'.repeat(36), 'sk-or-v1-' + 'a'.repeat(64)]) {
      const found = vendorSecrets.detect(`KEY: ${value}`);
      assert.deepEqual(found.map((f) => [f.start, f.end]), [[5, 5 + value.length]], value);
      assert.equal(found[0]!.score, 0.7, value);
    }
  });

  it('refuses marked placeholders, hand-typed runs and weak prefixes with low entropy', () => {
    for (const text of [
      'sk_live_' + 'x'.repeat(24),
      'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX',
      'sk_live_************************',
      'sk_live_<YOUR_KEY>',
      'export STRIPE_KEY=sk_live_${STRIPE_SECRET}',
      'npm_abcdefghijklmnopqrstuvwxyz0123456789',
      'API-' + 'A'.repeat(26),
      'hf_' + 'a'.repeat(34),
      'glpat-' + 'A'.repeat(19),
      'see secret-test-fixtures-for-the-integration-suite-v2 in the repo',
      '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',
    ]) assert.deepEqual(spans(text), [], text);
  });

  it('tells a slug of words from a token body', () => {
    assert.equal(isSlug('fixtures-for-the-integration-suite-v2'), true);
    assert.equal(isSlug('live_eb83c434f02613b700490e33487849593f8e276d'), false);
    assert.equal(isSlug('80JASucyk7z_G8Z-7dVwZVGXL5NT_qGAQ2I'), false);
    assert.equal(isSlug('api-key'), false, 'two words are not yet a slug');
  });

  it('keeps the floor for assigned values', () => {
    assert.deepEqual(spans('LINODE_TOKEN="' + '0'.repeat(64) + '"'), []);
  });

  it('never reports a published example key, whatever detector would match it', () => {
    assert.ok(PUBLISHED_EXAMPLES.size > 10);
    for (const value of PUBLISHED_EXAMPLES) {
      for (const text of [`GOOGLE_API_KEY=${value}`, `{"apiKey": "${value}"}`]) {
        assert.deepEqual(CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text)), [], text);
      }
    }
  });
});
