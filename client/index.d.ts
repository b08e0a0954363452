// Types of @warden/client. Request and raw response bodies come from api-types.d.ts, generated from the
// OpenAPI document the service serves; the normalized results are the shapes every response variant maps to.
import type * as Api from './api-types.js';

export type { Api };
export { verifyWebhook, DEFAULT_TOLERANCE_SECONDS } from './verify-webhook.js';
export type { VerifyWebhookOptions, WebhookHeaders } from './verify-webhook.js';

export type Action = 'ALLOW' | 'WARN' | 'REDACT' | 'BLOCK';
export type RiskLevel = 'low' | 'medium' | 'high';

export interface Threat {
  category: string;
  severity: string;
  confidence: number;
  description: string;
  evidence: string[];
  /** Lower-case category (the webhook form), e.g. prompt_injection. */
  type: string;
  /** What exactly was found (credit_card, instruction-override); null when the server did not say. */
  subtype: string | null;
  locations: Array<{ start: number; end: number }>;
}

export interface Signal<K extends 'patterns' | 'categories'> {
  score: number;
  detected: boolean;
}
export type InjectionSignal = Signal<'patterns'> & { patterns: string[] };
export type ToxicSignal = Signal<'categories'> & { categories: string[] };

/** An analysis result, whichever variant (A, B, C or Warden's union) the server sent. */
export interface Analysis {
  /** The analysis id (id, or requestId, or the X-Request-Id header). */
  id: string | null;
  requestId: string | null;
  allowed: boolean;
  action: Action;
  blocked: boolean;
  blockReason: string | null;
  riskScore: number;
  riskLevel: RiskLevel;
  isSafe: boolean;
  threats: Threat[];
  /** Variant A has no pii: detected from the threats, types and locations empty. Variant C has no locations. */
  pii: { detected: boolean; types: string[]; locations: Array<{ type: string; start: number; end: number; confidence: number | null }> };
  /** null where the variant does not carry the signal (A: all three; C: toxic). */
  analysis: { promptInjection: InjectionSignal | null; jailbreak: InjectionSignal | null; toxic: ToxicSignal | null };
  /** Empty where the variant does not carry policies (A, C). */
  policies: { evaluated: string[]; violations: unknown[]; skipped: string[] };
  /** processingTimeMs or latency; null when neither was sent. */
  processingTimeMs: number | null;
  /** The body as received. */
  raw: unknown;
}

export interface Redaction {
  type: string;
  start: number;
  end: number;
  /** The text that was replaced (sent by the server, or cut from the content sent). */
  original: string;
  replacement: string | null;
}

/** A protect result, whichever variant (1, 2, 3 or Warden's union) the server sent. */
export interface Protection {
  id: string | null;
  /** null when the variant does not say (2, 3). */
  allowed: boolean | null;
  original: string;
  /** protected, or sanitizedContent. */
  protected: string;
  riskScore: number | null;
  riskLevel: RiskLevel | null;
  isSafe: boolean | null;
  threats: Threat[];
  redactions: Redaction[];
  piiTypes: string[];
  raw: unknown;
}

export interface CallOptions {
  /** Stops the call (an attempt or a wait before a retry) at once; the signal's reason is thrown. */
  signal?: AbortSignal;
}

export interface WardenClientOptions {
  /** e.g. http://localhost:8080 (no /v1). */
  baseUrl: string;
  apiKey: string;
  /** Per attempt (default 30,000 ms); past it a WardenTimeoutError. */
  timeoutMs?: number;
  /** Retries of a 429 (default 2). */
  maxRetries?: number;
  /** Most time spent waiting before retries of one call (default 30,000 ms): a longer Retry-After throws at once. */
  retryBudgetMs?: number;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch, to read X-RateLimit-Reset (default Date.now). */
  now?: () => number;
}

/** Any error answer, whichever error variant its body is: A {code, message, requestId}, B {code, message, status}. */
export declare class WardenError extends Error {
  readonly code: string;
  readonly status: number;
  readonly requestId: string | null;
  readonly details: Array<{ field: string; message: string }>;
  /** Retry-After of the answer, in seconds, when it had one. */
  readonly retryAfterSeconds: number | null;
  readonly body: unknown;
}
/** No answer within timeoutMs: code CLIENT_TIMEOUT, status 0. */
export declare class WardenTimeoutError extends WardenError {}

export declare function normalizeAnalysis(body: unknown, headerId?: string | null): Analysis;
export declare function normalizeProtection(body: unknown, content: string, headerId?: string | null): Protection;

export declare class WardenClient {
  constructor(options: WardenClientOptions);
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly retryBudgetMs: number;
  /** A raw call: JSON body in and out, the retry and timeout rules applied. */
  request(method: string, path: string, body?: unknown, options?: CallOptions): Promise<{ body: unknown; requestId: string | null; status: number }>;
  analyze(body: Api.AnalyzeContentRequest, options?: CallOptions): Promise<Analysis>;
  protect(body: Api.ProtectContentRequest, options?: CallOptions): Promise<Protection>;
  listPolicies(options?: CallOptions & { limit?: number; offset?: number }): Promise<{ policies: Api.Policy[]; total: number; limit: number | null; offset: number | null }>;
  createPolicy(body: Api.CreatePolicyRequest, options?: CallOptions): Promise<Api.CreatePolicyResponse>;
  getPolicy(id: string, options?: CallOptions): Promise<Api.GetPolicyResponse>;
  /** PUT: partial, only the fields given change. */
  updatePolicy(id: string, body: Api.UpdatePolicyRequest, options?: CallOptions): Promise<Api.UpdatePolicyResponse>;
  patchPolicy(id: string, body: Api.PatchPolicyRequest, options?: CallOptions): Promise<Api.PatchPolicyResponse>;
  deletePolicy(id: string, options?: CallOptions): Promise<void>;
  createWebhook(body: Api.CreateWebhookRequest, options?: CallOptions): Promise<Api.CreateWebhookResponse>;
  listWebhooks(options?: CallOptions): Promise<{ webhooks: Api.Webhook[]; total: number }>;
  getWebhook(id: string, options?: CallOptions): Promise<Api.GetWebhookResponse>;
  deleteWebhook(id: string, options?: CallOptions): Promise<void>;
  listWebhookDeliveries(id: string, options?: CallOptions & { limit?: number }): Promise<{ deliveries: Api.WebhookDelivery[]; total: number }>;
  testWebhook(id: string, options?: CallOptions): Promise<Api.TestWebhookResponse>;
}
