// Signing of webhook deliveries. Two signatures over the same exact body bytes, both HMAC-SHA256 keyed by
// the UTF-8 bytes of the registration secret as registered (a generated "whsec_…" secret included):
//   X-Service-Signature  lowercase hex of HMAC(body): the interface's form, no replay protection;
//   webhook-signature    "v1," + base64 of HMAC(`${id}.${timestamp}.${body}`): the Standard Webhooks form,
//                        whose signed timestamp lets receivers reject replays.
// lib/verify-webhook.js is the receiving side of exactly this.
import { createHmac } from 'node:crypto';

export function hexSignature(body: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('hex');
}

export function standardSignature(id: string, timestamp: number, body: string, secret: string): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${id}.${timestamp}.`, 'utf8').update(body, 'utf8').digest('base64');
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
