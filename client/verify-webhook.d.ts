/** Incoming request headers: Node's IncomingHttpHeaders, a plain object, or a Fetch Headers. Names are case-insensitive. */
export type WebhookHeaders = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Largest accepted distance between webhook-timestamp and now, in seconds (default 300). A finite number ≥ 0, or verifyWebhook throws a TypeError. */
  toleranceSeconds?: number;
  /** Milliseconds since the epoch (default Date.now); for tests. Must return a finite number, or verifyWebhook throws a TypeError. */
  now?: () => number;
  /**
   * true: when a delivery has no `webhook-signature` header, accept the body-only `X-Service-Signature`
   * instead of refusing it. That signature covers no timestamp, so a captured delivery verifies again at
   * any later time (a replay): use it only for receivers that cannot see the webhook-* headers, and
   * deduplicate by event id. Default false; only the value true opts in.
   */
  allowReplayableBodySignature?: boolean;
}

export declare const DEFAULT_TOLERANCE_SECONDS: number;

/**
 * true only if the delivery is authentic and fresh: the Standard Webhooks signature (webhook-id,
 * webhook-timestamp within the tolerance, webhook-signature "v1,<base64>"). A delivery without
 * webhook-signature is refused unless options.allowReplayableBodySignature is true, in which case
 * X-Service-Signature (lowercase hex HMAC-SHA256 of the body) is checked instead. Keys: webhook-signature
 * a "whsec_" secret's base64 decoded (Standard Webhooks), any other secret's UTF-8 bytes;
 * X-Service-Signature the UTF-8 bytes of the secret as registered. Constant-time. rawBody: the body exactly as received, before JSON
 * parsing.
 */
export declare function verifyWebhook(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string,
  options?: VerifyWebhookOptions,
): boolean;
