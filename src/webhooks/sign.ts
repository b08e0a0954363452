// Signing of webhook deliveries. Two HMAC-SHA256 signatures over the same exact body bytes:
//   X-Service-Signature  lowercase hex of HMAC(body), keyed by the UTF-8 bytes of the secret as registered:
//                        the interface's form, no replay protection;
//   webhook-signature    "v1," + base64 of HMAC(`${id}.${timestamp}.${body}`): the Standard Webhooks form,
//                        whose signed timestamp lets receivers reject replays. Its key follows that scheme:
//                        a "whsec_" secret is base64 key material (the key is the decoded bytes, as the
//                        official verifiers read it); any other secret is used as its UTF-8 bytes.
// lib/verify-webhook.js is the receiving side of exactly this.
import { createHmac } from 'node:crypto';

export const STANDARD_SECRET_PREFIX = 'whsec_';
/** Base64 as the Standard Webhooks verifiers decode it: the standard alphabet, padding optional. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

/**
 * The key material of a "whsec_" secret (its base64 decoded), or undefined when the part after the prefix
 * is not base64 of at least one byte. Registration refuses such a secret; one stored before that rule
 * signs with its UTF-8 bytes (standardKey).
 */
export function standardKeyMaterial(secret: string): Buffer | undefined {
  if (!secret.startsWith(STANDARD_SECRET_PREFIX)) return undefined;
  const b64 = secret.slice(STANDARD_SECRET_PREFIX.length);
  if (b64.length < 2 || !BASE64.test(b64)) return undefined;
  return Buffer.from(b64, 'base64');
}

/** The key of the webhook-signature header: a whsec_ secret's decoded bytes, else the secret's UTF-8 bytes. */
export function standardKey(secret: string): Buffer {
  return standardKeyMaterial(secret) ?? Buffer.from(secret, 'utf8');
}

export function hexSignature(body: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('hex');
}

export function standardSignature(id: string, timestamp: number, body: string, secret: string): string {
  const mac = createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.`, 'utf8').update(body, 'utf8').digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt; timestampSeconds is the attempt's time, so a retry is signed afresh. */
export function signedHeaders(eventId: string, body: string, secret: string, timestampSeconds: number): Record<string, string> {
  const ts = String(timestampSeconds);
  return {
    'content-type': 'application/json',
    'user-agent': 'Warden-Webhooks/1.0',
    'x-service-signature': hexSignature(body, secret),
    'x-service-event-id': eventId,
    'x-service-timestamp': ts,
    'webhook-id': eventId,
    'webhook-timestamp': ts,
    'webhook-signature': standardSignature(eventId, timestampSeconds, body, secret),
  };
}
