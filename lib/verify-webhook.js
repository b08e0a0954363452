// Receiver-side verification of Warden webhook deliveries, for package consumers: plain JavaScript (ESM),
// no dependencies beyond node:crypto. See verify-webhook.d.ts and the README's "Webhooks" section.
//
// verifyWebhook(rawBody, headers, secret) → true only if the delivery is authentic:
//  - with a `webhook-signature` header (Standard Webhooks): HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}`,
//    base64, any "v1,<sig>" entry of the space-separated list may match, and the timestamp must be within
//    the tolerance (default 300 s) of now, in either direction: a captured delivery cannot be replayed later;
//  - otherwise `X-Service-Signature`: lowercase hex HMAC-SHA256 of the body.
// The key is the UTF-8 bytes of the secret exactly as registered. Comparisons are constant-time.
// rawBody must be the bytes as received (before any JSON parsing), as a string, Buffer/Uint8Array or ArrayBuffer.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOLERANCE_SECONDS = 300;

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

export function verifyWebhook(rawBody, headers, secret, options = {}) {
  const body = bodyBytes(rawBody);
  if (body === undefined || typeof secret !== 'string' || secret.length === 0) return false;
  const key = Buffer.from(secret, 'utf8');

  const standard = headerValue(headers, 'webhook-signature');
  if (standard !== undefined) {
    const id = headerValue(headers, 'webhook-id');
    const timestamp = headerValue(headers, 'webhook-timestamp');
    if (!id || !timestamp || !/^\d{1,15}$/.test(timestamp)) return false;
    const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    const nowSeconds = Math.floor((options.now ? options.now() : Date.now()) / 1000);
    if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return false;
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(body).digest();
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

  const hex = headerValue(headers, 'x-service-signature');
  if (hex === undefined || !/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = createHmac('sha256', key).update(body).digest();
  return sameBytes(Buffer.from(hex, 'hex'), expected);
}
