// Credential detectors: every vendor rule proves itself ON ITS OWN (the registry test only sees the
// table as one detector), placeholders are refused, the generic rule's name and value gates hold,
// connection strings give the password span, and reasons name the kind without the value.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CREDENTIAL_DETECTORS, vendorSecrets } from '../src/engine/detectors/credentials/index.ts';
import { PREFIXED_RULES } from '../src/engine/detectors/credentials/vendors/prefixed.ts';
import { ASSIGNED_RULES } from '../src/engine/detectors/credentials/vendors/assigned.ts';
import { hasSequence, isPlaceholder, vendorDetector } from '../src/engine/detectors/credentials/vendors/rule.ts';
import { genericSecret } from '../src/engine/detectors/credentials/generic.ts';
import { connectionStringPassword } from '../src/engine/detectors/credentials/connection-string.ts';
import { checkExamples } from '../src/engine/detectors/define.ts';

const RULES = [...PREFIXED_RULES, ...ASSIGNED_RULES];

describe('vendor rule table', () => {
  it('holds at least 150 rules with unique ids and lower-case keywords', () => {
    assert.ok(RULES.length >= 150, `${RULES.length} rules`);
    assert.equal(new Set(RULES.map((r) => r.id)).size, RULES.length);
  });

  it('every rule finds its own example alone, with the exact span, and refuses its negatives', () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      const alone = vendorDetector(`rule-${rule.id}`, [rule]);
      for (const p of checkExamples(alone)) problems.push(`${rule.id}: ${p}`);
    }
    assert.deepEqual(problems, []);
  });

  it('runs only the rules whose keyword occurs (case-insensitive prefilter)', () => {
    assert.deepEqual(vendorSecrets.detect('nothing secret here, just words and 12345'), []);
    const token = 'glpat-' + 'Zq8xW2nT5vL9mR4kJ7bY';
    const found = vendorSecrets.detect(`GITLAB_TOKEN=${token}`);
    assert.deepEqual(found.map((f) => [f.start, f.end, f.type, f.reason]), [[13, 39, 'api_key', 'GitLab personal access token']]);
  });

  it('a token matched by two rules is reported once', () => {
    const token = 'shpss_' + '0123456789abcdef'.split('').reverse().join('') + 'a1b2c3d4e5f60718';
    assert.equal(vendorSecrets.detect(`secret ${token}`).length, 1);
  });

  it('an assigned rule needs its vendor word at a name boundary', () => {
    const value = '5cb4a5f04cd412fe946667b17f0129ba17aeb2e0';
    assert.equal(vendorSecrets.detect(`MERAKI_API_KEY = "${value}"`).length, 1);
    assert.equal(vendorSecrets.detect(`xmerakiy = "${value}"`).length, 0);
  });
});

describe('placeholders', () => {
  it('documentation values are not secrets', () => {
    for (const v of ['AKIAIOSFODNN7EXAMPLE', 'xxxxxxxxxxxxxxxx', '<your-token>', 'changeme', 'your_api_key', '${TOKEN}', 'aaaaaaaaaaaaaaaaaaaa']) {
      assert.equal(isPlaceholder(v), true, v);
    }
    assert.equal(isPlaceholder('Zq8xW2nT5vL9mR4kJ7bY'), false);
    assert.equal(hasSequence('abc123456xyz', 6), true);
    assert.equal(hasSequence('Zq8xW2nT5vL9mR4kJ7bY', 6), false);
  });
});

describe('published example credentials', () => {
  const all = (text: string) => CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text)).map((f) => `${f.detector} ${text.slice(f.start, f.end)}`);
  it('Firebase SDK sample keys and the public npm-search Algolia key are not reported, by any detector', () => {
    assert.deepEqual(all('const firebaseConfig = { apiKey: "AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs" };'), []);
    assert.deepEqual(all('AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY'), []);
    assert.deepEqual(all('const algolia = { appId: "OFCNCOG2CU", apiKey: "6fe4476ee5a1832882e326b506d14126" };'), []);
  });
  it('the same keys with one character changed are reported', () => {
    assert.deepEqual(all('AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvZ'), ['google-api-key AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvZ']);
    assert.deepEqual(all('const algolia = { apiKey: "6fe4476ee5a1832882e326b506d14127" };'), ['generic-secret 6fe4476ee5a1832882e326b506d14127']);
  });
});

describe('generic secret assignment', () => {
  const find = (text: string) => genericSecret.detect(text).map((f) => text.slice(f.start, f.end));

  it('finds secret-looking values under secret-looking names; the span is the value', () => {
    assert.deepEqual(find('api_key = "Zq8xW2nT5vL9mR4kJ7bYc3Hd"'), ['Zq8xW2nT5vL9mR4kJ7bYc3Hd']);
    assert.deepEqual(find('{"clientSecret": "6da89121079f83b2eb6acccf8219ea98"}'), ['6da89121079f83b2eb6acccf8219ea98']);
    assert.deepEqual(find('-H "Authorization: Bearer cfcabd11c7ed9a41b1a3e063c32d5114"'), ['cfcabd11c7ed9a41b1a3e063c32d5114']);
    assert.deepEqual(find('DB_PASSWORD=Xk9#mP2$vL7q'), ['Xk9#mP2$vL7q']);
  });

  it('refuses ids, public keys, words, references and low-entropy values', () => {
    for (const text of [
      'clientId = "73082700-1f09-405b-80d0-3131bfd6272d"',
      'publicToken = "9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit"',
      'csrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7+V4eUrLfpuy',
      'monkeys-audio:mx64-uwp=fail',
      'password = process.env.DB_PASSWORD',
      'token: aaaaaaaaaaaaaaaa1',
      'api_key = "abc123456789xyz"',
      'keyboardLayout = "Dvorak-2024"',
    ]) {
      assert.deepEqual(find(text), [], text);
    }
  });
});

describe('connection strings and curl', () => {
  const find = (text: string) => connectionStringPassword.detect(text).map((f) => text.slice(f.start, f.end));
  it('reports the password, not the URL', () => {
    assert.deepEqual(find('mongodb+srv://admin:Zx9vB2qLm4Tr8Wn1@cluster0.example.net/db'), ['Zx9vB2qLm4Tr8Wn1']);
    assert.deepEqual(find('amqp://guest:s3cr3t-Pa55@rabbit:5672/'), ['s3cr3t-Pa55']);
    assert.deepEqual(find('curl -u elastic:P@ssw0rd$1 https://localhost:9200'), ['elastic:P@ssw0rd$1']);
  });
  it('not placeholders or variables', () => {
    assert.deepEqual(find('postgres://user:password@localhost/db'), []);
    assert.deepEqual(find('postgres://app:${DB_PASSWORD}@db/app'), []);
    assert.deepEqual(find('curl -u "$USER:$PASS" https://x'), []);
  });
});

describe('every credential finding', () => {
  it('is an api_key whose reason names the kind and never the value', () => {
    const text = [
      'GITLAB_TOKEN=glpat-' + 'Zq8xW2nT5vL9mR4kJ7bY',
      'api_key = "Zq8xW2nT5vL9mR4kJ7bYc3Hd"',
      'postgres://app:Zx9vB2qLm4Tr8Wn1@db/app',
      'npm_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
    ].join('\n');
    const found = CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text));
    assert.ok(found.length >= 4, `${found.length}`);
    for (const f of found) {
      assert.equal(f.type, 'api_key');
      assert.equal(f.category, 'CREDENTIAL_EXPOSURE');
      assert.ok(f.reason.length > 0 && !f.reason.includes(text.slice(f.start, f.end)), f.reason);
    }
    assert.ok(found.some((f) => /password/.test(f.reason)));
  });
});

describe('format checks that generalise gitleaks near misses', () => {
  const spansOf = (text: string) => CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text)).map((f) => [f.detector, text.slice(f.start, f.end)]);

  it('Slack workspace app tokens carry a one-digit version (xoxa-2-…)', () => {
    const token = 'xox' + 'a-2-511111111-31111111111-3111111111111-e039d02840a0b9379c';
    assert.deepEqual(spansOf(`slack_token: '${token}'`), [['slack-token', token]]);
  });

  it('a vendor-prefixed value its vendor rule refused is not reported by the generic rule', () => {
    assert.deepEqual(spansOf('"token3": "xox' + 'p-1234-1234-1234-4ddbc191d40ee098cbaae6f3523ada2d"'), []);
  });

  it('an elided value ("…" or "...") is not a secret', () => {
    assert.deepEqual(spansOf('export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoiaHR0cHM6...'), []);
    assert.deepEqual(spansOf('api_key: 26fb903aa731…'), []);
  });

  it('hand-typed Anthropic keys (alphabet runs) are documentation', () => {
    assert.deepEqual(spansOf('sk-' + 'ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzAA'), []);
  });

  it('Bedrock short-term keys must decode to the Bedrock endpoint', () => {
    const good = 'bedrock-api-key-' + 'YmVkcm9jay5hbWF6b25hd3MuY29t';
    assert.deepEqual([...new Set(spansOf(`BEDROCK_TOKEN=${good}`).map((s) => s[1]))], [good]);
    assert.deepEqual(spansOf('bedrock-api-key-' + 'YmVkcm9jay5hbWF6b25hd3MuY29x'), []);
  });

  it('JWTs: unsigned alg "none" tokens (lower score) and damaged headers are still tokens', () => {
    const unsigned = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.';
    const found = CREDENTIAL_DETECTORS.flatMap((d) => d.detect(`String t = "${unsigned}";`));
    assert.deepEqual(found.map((f) => [f.detector, f.end - f.start, f.score]), [['jwt', unsigned.length, 0.6]]);
    assert.deepEqual(spansOf('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.'), []);
  });
});

describe('google api key', () => {
  it('only "AIzaSy" + 33 characters is a key; other 39-character "AIza…" runs are not', async () => {
    const { googleApiKey } = await import('../src/engine/detectors/credentials/google.ts');
    const key = 'AIza' + 'Sy' + 'Qp4_Zr8Lm2Nx7Vt-Kc9Hb3Wd6Fg1Js5Ty0E'.slice(0, 33);
    const text = `GOOGLE_MAPS_KEY=${key}`;
    assert.deepEqual(googleApiKey.detect(text).map((f) => text.slice(f.start, f.end)), [key]);
    const other = 'AIza' + 'yQp4_Zr8Lm2Nx7Vt-Kc9Hb3Wd6Fg1Js5Ty0Ex'.slice(0, 35);
    assert.deepEqual(googleApiKey.detect(`key=${other}`), []);
  });
});
