// POST /v1/protect through HTTP: the union of the three result variants, exact redactions and offsets,
// and the redact / redactTypes / replacement / options.redactPII / options.redactCredentials switches.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { post, setup, type TestContext } from './helpers.ts';

const CARD = 'my card is 4111 1111 1111 1111';
const MIXED = 'Email ann@example.com, card 4111-1111-1111-1111, key AKIAIOSFODNN7EXAMPLX.';

type Json = Record<string, unknown>;

/** Rebuilds the protected text from the original and the redactions: offsets must be exact. */
function apply(original: string, redactions: Array<{ start: number; end: number; replacement: string }>): string {
  let out = '';
  let at = 0;
  for (const r of [...redactions].sort((a, b) => a.start - b.start)) {
    out += original.slice(at, r.start) + r.replacement;
    at = r.end;
  }
  return out + original.slice(at);
}

describe('protect', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setup();
  });
  after(() => ctx.close());

  it('redacts a card with exact offsets; every variant finds its fields', async () => {
    const { status, body } = await post(ctx, '/v1/protect', { content: CARD });
    assert.equal(status, 200);
    // Variant 1
    assert.equal(body.allowed, true);
    assert.equal(body.sanitizedContent, 'my card is [REDACTED]');
    assert.ok(Number.isInteger(body.analysis.riskScore));
    assert.ok(Array.isArray(body.analysis.threats));
    // Variant 2
    assert.equal(typeof body.id, 'string');
    assert.equal(body.original, CARD);
    assert.equal(body.protected, 'my card is [REDACTED]');
    assert.ok(['low', 'medium', 'high'].includes(body.analysis.riskLevel));
    assert.equal(typeof body.analysis.isSafe, 'boolean');
    assert.deepEqual(body.piiTypes, ['credit_card']);
    // Every redaction carries both span shapes (variant 3 is the smallest: type, start, end).
    assert.deepEqual(body.redactions, [
      { type: 'credit_card', original: '4111 1111 1111 1111', replacement: '[REDACTED]', start: 11, end: 30, position: { start: 11, end: 30 } },
    ]);
  });

  it('several types; offsets refer to the original and rebuild the protected text', async () => {
    const { body } = await post(ctx, '/v1/protect', { content: MIXED });
    assert.deepEqual(
      body.redactions.map((r: Json) => [r.type, r.start, r.end, r.original]),
      [
        ['email', 6, 21, 'ann@example.com'],
        ['credit_card', 28, 47, '4111-1111-1111-1111'],
        ['api_key', 53, 73, 'AKIAIOSFODNN7EXAMPLX'],
      ],
    );
    assert.equal(body.protected, 'Email [REDACTED], card [REDACTED], key [REDACTED].');
    assert.equal(apply(MIXED, body.redactions), body.protected);
    assert.deepEqual(body.piiTypes, ['api_key', 'credit_card', 'email']);
  });

  it('redact:false changes nothing but still reports what was found', async () => {
    const { body } = await post(ctx, '/v1/protect', { content: MIXED, redact: false });
    assert.equal(body.protected, MIXED);
    assert.equal(body.sanitizedContent, MIXED);
    assert.deepEqual(body.redactions, []);
    assert.deepEqual(body.piiTypes, ['api_key', 'credit_card', 'email']);
  });

  it('redactTypes restricts; replacement text and the [{type}] marker', async () => {
    const only = (await post(ctx, '/v1/protect', { content: MIXED, redactTypes: ['email'], replacement: '***' })).body;
    assert.equal(only.protected, 'Email ***, card 4111-1111-1111-1111, key AKIAIOSFODNN7EXAMPLX.');
    const marker = (await post(ctx, '/v1/protect', { content: MIXED, replacement: '[{type}]' })).body;
    assert.equal(marker.protected, 'Email [EMAIL], card [CREDIT_CARD], key [API_KEY].');
    assert.deepEqual(marker.redactions.map((r: Json) => r.replacement), ['[EMAIL]', '[CREDIT_CARD]', '[API_KEY]']);
  });

  it('options.redactPII and options.redactCredentials toggle the two families', async () => {
    const keysOnly = (await post(ctx, '/v1/protect', { content: MIXED, options: { redactPII: false } })).body;
    assert.equal(keysOnly.protected, 'Email ann@example.com, card 4111-1111-1111-1111, key [REDACTED].');
    const piiOnly = (await post(ctx, '/v1/protect', { content: MIXED, options: { redactCredentials: false } })).body;
    assert.equal(piiOnly.protected, 'Email [REDACTED], card [REDACTED], key AKIAIOSFODNN7EXAMPLX.');
  });

  it('offsets are UTF-16 code units around emoji', async () => {
    const content = '👋🏽 hi ann@example.com 🎉';
    const { body } = await post(ctx, '/v1/protect', { content });
    assert.deepEqual(body.redactions.map((r: Json) => [r.start, r.end]), [[8, 23]]);
    assert.equal(body.protected, '👋🏽 hi [REDACTED] 🎉');
  });

  it('new types: phone, address, IBAN and a vendor token, with type-named markers', async () => {
    const token = 'glpat-' + 'Zq8xW2nT5vL9mR4kJ7bY';
    const content = `Call +1 (415) 555-0132. Ship to 350 Fifth Ave, New York, NY 10118. IBAN GB29NWBK60161331926819. GITLAB_TOKEN=${token}`;
    const { status, body } = await post(ctx, '/v1/protect', { content, replacement: '[{type}]' });
    assert.equal(status, 200);
    assert.equal(body.protected, 'Call [PHONE]. Ship to [ADDRESS]. IBAN [BANK_ACCOUNT]. GITLAB_TOKEN=[API_KEY]');
    assert.deepEqual(
      body.redactions.map((r: Json) => [r.type, r.original]),
      [
        ['phone', '+1 (415) 555-0132'],
        ['address', '350 Fifth Ave, New York, NY 10118'],
        ['bank_account', 'GB29NWBK60161331926819'],
        ['api_key', token],
      ],
    );
    assert.equal(apply(content, body.redactions), body.protected);
    assert.deepEqual(body.piiTypes, ['address', 'api_key', 'bank_account', 'phone']);
    // Descriptions and evidence never carry the values.
    const text = JSON.stringify(body.analysis.threats);
    for (const r of body.redactions) assert.ok(!text.includes(r.original), r.type);
  });

  it('redactTypes with the new types; the rest stays', async () => {
    const content = 'Call +1 (415) 555-0132, IBAN GB29NWBK60161331926819';
    const { body } = await post(ctx, '/v1/protect', { content, redactTypes: ['phone'], replacement: '#' });
    assert.equal(body.protected, 'Call #, IBAN GB29NWBK60161331926819');
    assert.deepEqual(body.piiTypes, ['bank_account', 'phone']);
  });

  it('a password inside a connection string: only the password is replaced', async () => {
    const content = 'DATABASE_URL=postgres://app:Zx9vB2qLm4Tr8Wn1@db.internal:5432/app';
    const { body } = await post(ctx, '/v1/protect', { content, options: { redactPII: false } });
    assert.equal(body.protected, 'DATABASE_URL=postgres://app:[REDACTED]@db.internal:5432/app');
    assert.deepEqual(body.redactions.map((r: Json) => [r.type, r.start, r.end]), [['api_key', 28, 44]]);
  });

  it('an email:password pair: the address as email, the password as api_key, both replaced; each family toggles its part', async () => {
    const content = 'login bob@example.com:hunter2 please';
    const { body } = await post(ctx, '/v1/protect', { content });
    assert.equal(body.protected, 'login [REDACTED]:[REDACTED] please');
    assert.deepEqual(body.redactions.map((r: Json) => [r.type, r.start, r.end, r.original]), [
      ['email', 6, 21, 'bob@example.com'],
      ['api_key', 22, 29, 'hunter2'],
    ]);
    assert.equal(apply(content, body.redactions), body.protected);
    const keysOnly = (await post(ctx, '/v1/protect', { content, options: { redactPII: false } })).body;
    assert.equal(keysOnly.protected, 'login bob@example.com:[REDACTED] please');
  });

  it('nothing to protect: same text, no redactions, safe', async () => {
    const { body } = await post(ctx, '/v1/protect', { content: 'The weather is nice today.' });
    assert.equal(body.protected, 'The weather is nice today.');
    assert.deepEqual(body.redactions, []);
    assert.deepEqual(body.piiTypes, []);
    assert.equal(body.analysis.isSafe, true);
    assert.equal(body.analysis.riskScore, 0);
  });
});
