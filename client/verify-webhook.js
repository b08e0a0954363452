// Receiver-side verification of Warden webhook deliveries, for package consumers: plain JavaScript (ESM),
// no dependencies beyond node:crypto. Exported by the client package (@warden/client) and by lib/ of this repository.
//
// verifyWebhook(rawBody, headers, secret, options?) → true only if the delivery is authentic and fresh:
//  - the Standard Webhooks signature decides: HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}`,
//    base64, any "v1,<sig>" entry of the space-separated list may match, and the timestamp must be within
//    the tolerance (default 300 s) of now, in either direction: a captured delivery cannot be replayed later;
//  - a delivery without `webhook-signature` is refused, because the body-only `X-Service-Signature` (lowercase
//    hex HMAC-SHA256 of the body) signs no time: a captured delivery stripped of its webhook-* headers would
//    verify forever. Only `{ allowReplayableBodySignature: true }` accepts it, for receivers that cannot see
//    those headers and accept replays (deduplicating by event id is then their only defence).
// Keys: the Standard Webhooks signature is keyed as that scheme says — a "whsec_" secret is base64 key
// material (its decoded bytes), any other secret its UTF-8 bytes; the body-only X-Service-Signature is keyed
// by the UTF-8 bytes of the secret exactly as registered. Comparisons are constant-time.
// rawBody must be the bytes as received (before any JSON parsing), as a string, Buffer/Uint8Array or ArrayBuffer.
// Options that would switch the time check off (a NaN or negative tolerance, a clock returning NaN) throw a
// TypeError rather than pass every timestamp.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOLERANCE_SECONDS = 300;

/** Base64 as the Standard Webhooks verifiers decode it: the standard alphabet, padding optional. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

/** A "whsec_" secret's decoded key bytes, or undefined (not the prefix, or not base64 after it). */
function standardKeyMaterial(secret) {
  if (!secret.startsWith('whsec_')) return undefined;
  const b64 = secret.slice(6);
  if (b64.length < 2 || !BASE64.test(b64)) return undefined;
  return Buffer.from(b64, 'base64');
}

function headerValue(headers, name) {
  if (headers == null) return undefined;
  if (typeof headers.get === 'function') {
    const v = headers.get(name);
    return v == null ? undefined : String(v);
  }
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() !== name) continue;
    const v = headers[key];
    if (Array.isArray(v)) return v.length === 1 ? String(v[0]) : undefined;
    return v == null ? undefined : String(v);
  }
  return undefined;
}

function bodyBytes(rawBody) {
  if (typeof rawBody === 'string') return Buffer.from(rawBody, 'utf8');
  if (rawBody instanceof ArrayBuffer) return Buffer.from(rawBody);
  if (ArrayBuffer.isView(rawBody)) return Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  return undefined;
}

function sameBytes(a, b) {
  return a.length === b.length && timingSafeEqual(a, b);
}

function toleranceOf(options) {
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new TypeError('verifyWebhook: options.toleranceSeconds must be a finite number of seconds, 0 or more');
  }
  return tolerance;
}

function nowSecondsOf(options) {
  const ms = options.now ? options.now() : Date.now();
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new TypeError('verifyWebhook: options.now must return milliseconds since the epoch');
  return Math.floor(ms / 1000);
}

export function verifyWebhook(rawBody, headers, secret, options = {}) {
  const opts = options ?? {};
  // Checked before anything else, so a bad option fails every call, not only the ones with good headers.
  const tolerance = toleranceOf(opts);
  const nowSeconds = nowSecondsOf(opts);
  const body = bodyBytes(rawBody);
  if (body === undefined || typeof secret !== 'string' || secret.length === 0) return false;
  const key = Buffer.from(secret, 'utf8');
  const standardKey = standardKeyMaterial(secret) ?? key;

  const standard = headerValue(headers, 'webhook-signature');
  if (standard !== undefined) {
    const id = headerValue(headers, 'webhook-id');
    const timestamp = headerValue(headers, 'webhook-timestamp');
    if (!id || !timestamp || !/^\d{1,15}$/.test(timestamp)) return false;
    if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return false;
    const expected = createHmac('sha256', standardKey).update(`${id}.${timestamp}.`, 'utf8').update(body).digest();
    let ok = false;
    for (const entry of standard.split(' ')) {
      const comma = entry.indexOf(',');
      if (comma === -1 || entry.slice(0, comma) !== 'v1') continue;
      const given = Buffer.from(entry.slice(comma + 1), 'base64');
      // No early exit: every entry is compared, so timing does not tell which one matched.
      if (sameBytes(given, expected)) ok = true;
    }
    return ok;
  }

  if (opts.allowReplayableBodySignature !== true) return false;
  const hex = headerValue(headers, 'x-service-signature');
  if (hex === undefined || !/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = createHmac('sha256', key).update(body).digest();
  return sameBytes(Buffer.from(hex, 'hex'), expected);
}
