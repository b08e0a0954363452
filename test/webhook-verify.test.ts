// The receiver helper lib/verify-webhook.js (what package consumers import) against the signer, the
// retry schedule as documented, and the SSRF address classification.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { verifyWebhook, DEFAULT_TOLERANCE_SECONDS } from '../lib/verify-webhook.js';
import { signedHeaders, standardKey, standardKeyMaterial } from '../src/webhooks/sign.ts';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../src/webhooks/dispatcher.ts';
import { classifyAddress } from '../src/webhooks/ssrf.ts';

const SECRET = 'whsec_c2VjcmV0LWZvci10ZXN0cw';
const BODY = '{"id":"evt_1","type":"pii.detected","created":"2026-01-01T00:00:00.000Z","data":{"note":"ünïcödé ✓"}}';
const TS = 1_767_225_600; // 2026-01-01T00:00:00Z
const at = (seconds: number) => () => seconds * 1000;

describe('signatures and verifyWebhook', () => {
  const headers = signedHeaders('evt_1', BODY, SECRET, TS);

  it('signs the exact UTF-8 bytes: X-Service-Signature with the secret as its UTF-8 bytes, webhook-signature with a whsec_ secret decoded', () => {
    const bytes = Buffer.from(BODY, 'utf8');
    assert.equal(headers['x-service-signature'], createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(bytes).digest('hex'));
    assert.match(headers['x-service-signature']!, /^[0-9a-f]{64}$/);
    const key = Buffer.from('secret-for-tests', 'utf8'); // what whsec_c2VjcmV0LWZvci10ZXN0cw holds
    const std = createHmac('sha256', key).update(Buffer.concat([Buffer.from(`evt_1.${TS}.`), bytes])).digest('base64');
    assert.equal(headers['webhook-signature'], `v1,${std}`);
    assert.deepEqual(
      { id: headers['webhook-id'], ts: headers['webhook-timestamp'], xid: headers['x-service-event-id'], xts: headers['x-service-timestamp'] },
      { id: 'evt_1', ts: String(TS), xid: 'evt_1', xts: String(TS) },
    );
  });

  it('the Standard Webhooks key: a whsec_ secret decoded from base64 (padding optional), any other secret as its UTF-8 bytes', () => {
    assert.equal(standardKeyMaterial(SECRET)?.toString('utf8'), 'secret-for-tests');
    assert.equal(standardKeyMaterial('whsec_c2VjcmV0LWZvci10ZXN0cw==')?.toString('utf8'), 'secret-for-tests');
    assert.equal(standardKeyMaterial('whsec_MTIz')?.toString('utf8'), '123');
    // Not base64 after the prefix (URL-safe alphabet, a lone character, bad padding), or no prefix at all.
    for (const s of ['whsec_c2VjcmV0_WZvci10ZXN0cw', 'whsec_1', 'whsec_', 'whsec_MTI=x', 'whsec_c2VjcmV0LWZvci10ZXN0cw=', 'c2VjcmV0LWZvci10ZXN0cw']) {
      assert.equal(standardKeyMaterial(s), undefined, s);
      assert.deepEqual(standardKey(s), Buffer.from(s, 'utf8'), s);
    }
    // A secret stored before registration checked the form signs with its UTF-8 bytes, and verifies so.
    const legacy = 'whsec_Zm9v_YmFy-YmF6cXV4LXF1dXgtY29yZ2U';
    const h = signedHeaders('evt_1', BODY, legacy, TS);
    const mac = createHmac('sha256', Buffer.from(legacy, 'utf8')).update(`evt_1.${TS}.`).update(BODY).digest('base64');
    assert.equal(h['webhook-signature'], `v1,${mac}`);
    assert.equal(verifyWebhook(BODY, h, legacy, { now: at(TS) }), true);
  });

  it('accepts authentic deliveries whatever the body and headers types', () => {
    const now = at(TS + 10);
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now }), true);
    assert.equal(verifyWebhook(Buffer.from(BODY), headers, SECRET, { now }), true);
    const padded = Buffer.from(`xx${BODY}yy`);
    assert.equal(verifyWebhook(new Uint8Array(padded.buffer, padded.byteOffset + 2, padded.length - 4), headers, SECRET, { now }), true);
    assert.equal(verifyWebhook(BODY, new Headers(headers), SECRET, { now }), true);
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), [v]]));
    assert.equal(verifyWebhook(BODY, upper, SECRET, { now }), true);
    const sig = headers['webhook-signature']!;
    assert.equal(verifyWebhook(BODY, { ...headers, 'webhook-signature': `v1,AAAA v1a,x ${sig}` }, SECRET, { now }), true);
  });

  it('rejects tampering, a wrong secret, replays outside the tolerance and malformed headers', () => {
    const now = at(TS);
    const tampered = BODY.replace('pii', 'pij');
    assert.equal(verifyWebhook(tampered, headers, SECRET, { now }), false);
    assert.equal(verifyWebhook(BODY, headers, `${SECRET}x`, { now }), false);
    assert.equal(verifyWebhook(BODY, headers, '', { now }), false);
    assert.equal(DEFAULT_TOLERANCE_SECONDS, 300);
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now: at(TS + 300) }), true);
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now: at(TS + 301) }), false);
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now: at(TS - 301) }), false);
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now: at(TS + 3600), toleranceSeconds: 3600 }), true);
    // The timestamp and id are signed: changing either breaks the signature.
    assert.equal(verifyWebhook(BODY, { ...headers, 'webhook-timestamp': String(TS + 1) }, SECRET, { now }), false);
    assert.equal(verifyWebhook(BODY, { ...headers, 'webhook-id': 'evt_2' }, SECRET, { now }), false);
    const sig = headers['webhook-signature']!.slice(3);
    assert.equal(verifyWebhook(BODY, { ...headers, 'webhook-signature': `v2,${sig}` }, SECRET, { now }), false);
    assert.equal(verifyWebhook(BODY, { ...headers, 'webhook-timestamp': 'soon' }, SECRET, { now }), false);
    const { 'webhook-id': _omit, ...noId } = headers;
    assert.equal(verifyWebhook(BODY, noId, SECRET, { now }), false);
    assert.equal(verifyWebhook(BODY, {}, SECRET, { now }), false);
  });

  it('a delivery stripped of its webhook-* headers does not verify, a day later or at once, unless the caller opts in', () => {
    const bodyOnly = { 'x-service-signature': headers['x-service-signature']!, 'x-service-event-id': 'evt_1', 'x-service-timestamp': String(TS) };
    // The capture replayed a day later (or at once: nothing in it is bound to a time).
    assert.equal(verifyWebhook(BODY, bodyOnly, SECRET, { now: at(TS + 86_400) }), false);
    assert.equal(verifyWebhook(BODY, bodyOnly, SECRET, { now: at(TS) }), false);
    assert.equal(verifyWebhook(BODY, bodyOnly, SECRET), false);
    // Only an explicit true opts in; anything else is ignored.
    for (const value of [1, 'yes', {}, null, undefined, false]) {
      assert.equal(verifyWebhook(BODY, bodyOnly, SECRET, { allowReplayableBodySignature: value as never }), false, String(value));
    }
    const optIn = { allowReplayableBodySignature: true } as const;
    assert.equal(verifyWebhook(BODY, bodyOnly, SECRET, optIn), true);
    assert.equal(verifyWebhook(BODY, bodyOnly, SECRET, { ...optIn, now: at(TS + 86_400) }), true, 'opting in accepts replays: that is its cost');
    assert.equal(verifyWebhook(BODY.replace('pii', 'pij'), bodyOnly, SECRET, optIn), false);
    assert.equal(verifyWebhook(BODY, bodyOnly, `${SECRET}x`, optIn), false);
    assert.equal(verifyWebhook(BODY, { 'x-service-signature': 'zz' }, SECRET, optIn), false);
    // When the timestamped signature is there it decides, opt-in or not: a stale one is not rescued by the body-only one.
    assert.equal(verifyWebhook(BODY, headers, SECRET, { ...optIn, now: at(TS + 301) }), false);
    assert.equal(verifyWebhook(BODY, { ...headers, 'webhook-signature': 'v1,AAAA' }, SECRET, { ...optIn, now: at(TS) }), false);
  });

  it('refuses options that would turn the timestamp check off instead of ignoring them', () => {
    const stale = at(TS + 86_400);
    for (const toleranceSeconds of [Number.NaN, -1, Number.POSITIVE_INFINITY, '300' as never]) {
      assert.throws(() => verifyWebhook(BODY, headers, SECRET, { now: stale, toleranceSeconds }), {
        name: 'TypeError',
        message: 'verifyWebhook: options.toleranceSeconds must be a finite number of seconds, 0 or more',
      });
    }
    assert.throws(() => verifyWebhook(BODY, headers, SECRET, { now: () => Number.NaN }), {
      name: 'TypeError',
      message: 'verifyWebhook: options.now must return milliseconds since the epoch',
    });
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now: at(TS), toleranceSeconds: 0 }), true);
    assert.equal(verifyWebhook(BODY, headers, SECRET, { now: at(TS + 1), toleranceSeconds: 0 }), false);
  });
});

describe('retry schedule and address classes', () => {
  it('is the documented schedule: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    assert.deepEqual(DEFAULT_RETRY_SCHEDULE_MS, [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
  });

  it('classifies internal addresses and leaves public ones alone', () => {
    const cases: Array<[string, string | null]> = [
      ['8.8.8.8', null],
      ['93.184.215.14', null],
      ['2606:4700::1111', null],
      ['172.32.0.1', null],
      ['100.128.0.1', null],
      ['127.0.0.1', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:10.0.0.1', 'private'],
      ['172.16.0.1', 'private'],
      ['169.254.169.254', 'metadata'],
      ['fd00:ec2::254', 'metadata'],
      ['fe80::1%eth0', 'link-local'],
      ['100.127.255.255', 'cgnat'],
      ['fc00::1', 'unique-local'],
      ['239.255.255.250', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['not an address', 'reserved'],
    ];
    for (const [address, category] of cases) assert.equal(classifyAddress(address), category, address);
  });
});
