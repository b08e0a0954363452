/** Incoming request headers: Node's IncomingHttpHeaders, a plain object, or a Fetch Headers. Names are case-insensitive. */
export type WebhookHeaders = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Largest accepted distance between webhook-timestamp and now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Milliseconds since the epoch (default Date.now); for tests. */
  now?: () => number;
}

export declare const DEFAULT_TOLERANCE_SECONDS: number;

/**
 * true only if the delivery is authentic. Checks the Standard Webhooks signature (webhook-id,
 * webhook-timestamp within the tolerance, webhook-signature "v1,<base64>") when present, otherwise
 * X-Service-Signature (lowercase hex HMAC-SHA256 of the body). The key is the UTF-8 bytes of the secret
 * as registered. Constant-time. rawBody: the body exactly as received, before JSON parsing.
 */
export declare function verifyWebhook(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string,
  options?: VerifyWebhookOptions,
): boolean;
