// @warden/client: a typed client of the Warden API (types: index.d.ts, api-types.d.ts generated from the
// service's OpenAPI document). No runtime dependency: global fetch, AbortSignal and node:crypto (for
// verifyWebhook) only.
//
// - One method per operation. Analysis and protect results are normalized to one shape whichever
//   response variant a deployment returns (A, B, C of the interface, or Warden's union of them).
// - Errors are WardenError (code, status, requestId, details) whichever error variant arrives.
// - 429 is retried after Retry-After (or X-RateLimit-Reset) while the retry budget allows; every attempt has
//   a timeout; a caller's AbortSignal stops an attempt or a wait at once.

export { verifyWebhook, DEFAULT_TOLERANCE_SECONDS } from './verify-webhook.js';

export class WardenError extends Error {
  /**
   * @param {string} message
   * @param {{ code: string, status: number, requestId: string | null, details?: Array<{ field: string, message: string }>, retryAfterSeconds?: number | null, body?: unknown }} info
   */
  constructor(message, info) {
    super(message);
    this.name = 'WardenError';
    this.code = info.code;
    this.status = info.status;
    this.requestId = info.requestId;
    this.details = info.details ?? [];
    this.retryAfterSeconds = info.retryAfterSeconds ?? null;
    this.body = info.body;
  }
}

/** No answer within the attempt's timeout (status 0, code CLIENT_TIMEOUT). */
export class WardenTimeoutError extends WardenError {
  /** @param {number} ms */
  constructor(ms) {
    super(`No answer from Warden within ${ms} ms`, { code: 'CLIENT_TIMEOUT', status: 0, requestId: null });
    this.name = 'WardenTimeoutError';
  }
}

const LEVELS = /** @type {const} */ (['low', 'medium', 'high']);
const riskLevelOf = (/** @type {number} */ score) => (score >= 70 ? 'high' : score >= 30 ? 'medium' : 'low');
const DATA = new Set(['PII_EXPOSURE', 'CREDENTIAL_EXPOSURE']);
const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (/** @type {unknown} */ v) => (Array.isArray(v) ? v : []);
const num = (/** @type {unknown} */ v, /** @type {number | null} */ fallback) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (/** @type {unknown} */ v, /** @type {string | null} */ fallback) => (typeof v === 'string' ? v : fallback);

/** A threat of any variant: category, severity, confidence, description, evidence, type, subtype, locations. */
function threat(/** @type {any} */ t) {
  const category = str(t?.category, null) ?? String(t?.type ?? 'ANOMALY').toUpperCase();
  return {
    category,
    severity: str(t?.severity, null) ?? 'MEDIUM',
    confidence: num(t?.confidence, 0),
    description: str(t?.description, ''),
    evidence: list(t?.evidence).map(String),
    type: str(t?.type, null) ?? category.toLowerCase(),
    subtype: str(t?.subtype, null),
    locations: list(t?.locations).filter((l) => isObject(l) && typeof l.start === 'number' && typeof l.end === 'number').map((l) => ({ start: l.start, end: l.end })),
  };
}

function signal(/** @type {any} */ s, /** @type {'patterns' | 'categories'} */ listKey) {
  if (!isObject(s)) return null;
  return { score: num(s.score, 0), detected: s.detected === true, [listKey]: list(s[listKey]).map(String) };
}

/**
 * An analysis result of any variant, normalized. What a variant leaves out is derived from what it has
 * (riskLevel from riskScore, blocked from allowed or action, action from blocked and the data found) or
 * left empty (pii.locations of variant C, toxic of C, policies of A and C); `raw` is the body as received.
 * @param {any} body
 * @param {string | null} headerId
 */
export function normalizeAnalysis(body, headerId = null) {
  const riskScore = num(body?.riskScore, 0);
  const riskLevel = LEVELS.includes(body?.riskLevel) ? body.riskLevel : riskLevelOf(riskScore);
  const threats = list(body?.threats).map(threat);
  const blocked = typeof body?.blocked === 'boolean' ? body.blocked : typeof body?.allowed === 'boolean' ? !body.allowed : body?.action === 'BLOCK';
  const pii = isObject(body?.pii)
    ? {
        detected: body.pii.detected === true,
        types: list(body.pii.types).map(String),
        locations: list(body.pii.locations).filter((l) => isObject(l) && typeof l.start === 'number').map((l) => ({ type: String(l.type), start: l.start, end: l.end, confidence: num(l.confidence, null) })),
      }
    : { detected: threats.some((t) => DATA.has(t.category)), types: [], locations: [] };
  const action = ['ALLOW', 'WARN', 'REDACT', 'BLOCK'].includes(body?.action)
    ? body.action
    : blocked ? 'BLOCK' : pii.detected ? 'REDACT' : riskLevel === 'low' ? 'ALLOW' : 'WARN';
  const policies = isObject(body?.policies) ? body.policies : {};
  const id = str(body?.id, null) ?? str(body?.requestId, null) ?? headerId;
  return {
    id,
    requestId: str(body?.requestId, null) ?? id,
    allowed: !blocked,
    action,
    blocked,
    blockReason: str(body?.blockReason, null),
    riskScore,
    riskLevel,
    isSafe: typeof body?.isSafe === 'boolean' ? body.isSafe : !blocked && riskLevel === 'low',
    threats,
    pii,
    analysis: {
      promptInjection: signal(body?.analysis?.promptInjection, 'patterns'),
      jailbreak: signal(body?.analysis?.jailbreak, 'patterns'),
      toxic: signal(body?.analysis?.toxic, 'categories'),
    },
    policies: { evaluated: list(policies.evaluated).map(String), violations: list(policies.violations), skipped: list(policies.skipped).map(String) },
    processingTimeMs: num(body?.processingTimeMs, null) ?? num(body?.latency, null),
    raw: body,
  };
}

/**
 * A protect result of any variant, normalized: the protected text (protected or sanitizedContent), the
 * redactions with their offsets whether on the object or in `position`, and the analysis when given.
 * @param {any} body
 * @param {string} content the content that was sent
 * @param {string | null} headerId
 */
export function normalizeProtection(body, content, headerId = null) {
  const redactions = list(body?.redactions).map((r) => {
    const start = num(r?.start, null) ?? num(r?.position?.start, 0);
    const end = num(r?.end, null) ?? num(r?.position?.end, start);
    return { type: String(r?.type ?? ''), start, end, original: str(r?.original, null) ?? content.slice(start, end), replacement: str(r?.replacement, null) };
  });
  const a = isObject(body?.analysis) ? body.analysis : {};
  const riskScore = num(a.riskScore, null);
  const riskLevel = LEVELS.includes(a.riskLevel) ? a.riskLevel : riskScore === null ? null : riskLevelOf(riskScore);
  const allowed = typeof body?.allowed === 'boolean' ? body.allowed : null;
  return {
    id: str(body?.id, null) ?? str(body?.requestId, null) ?? headerId,
    allowed,
    original: str(body?.original, null) ?? content,
    protected: str(body?.protected, null) ?? str(body?.sanitizedContent, null) ?? content,
    riskScore,
    riskLevel,
    isSafe: typeof a.isSafe === 'boolean' ? a.isSafe : null,
    threats: list(a.threats).map(threat),
    redactions,
    piiTypes: Array.isArray(body?.piiTypes) ? body.piiTypes.map(String) : [...new Set(redactions.map((r) => r.type))],
    raw: body,
  };
}

/** The error of a non-2xx answer, whichever error variant the body is (or none). */
function errorOf(/** @type {Response} */ res, /** @type {any} */ body) {
  const e = isObject(body?.error) ? body.error : isObject(body) ? body : {};
  const retryAfter = Number(res.headers.get('retry-after'));
  return new WardenError(str(e.message, null) ?? `Warden answered ${res.status}`, {
    code: str(e.code, null) ?? (res.status === 429 ? 'RATE_LIMIT_EXCEEDED' : res.status === 401 ? 'AUTHENTICATION_FAILED' : `HTTP_${res.status}`),
    status: num(e.status, null) ?? res.status,
    requestId: str(e.requestId, null) ?? res.headers.get('x-request-id'),
    details: list(e.details),
    retryAfterSeconds: Number.isFinite(retryAfter) && res.headers.get('retry-after') !== null ? retryAfter : null,
    body,
  });
}

/** Milliseconds to wait before retrying a 429: Retry-After, else until X-RateLimit-Reset, else 1 s. */
function waitOf(/** @type {Response} */ res, /** @type {() => number} */ now) {
  const after = res.headers.get('retry-after');
  if (after !== null && /^\d+$/.test(after.trim())) return Number(after) * 1000;
  const reset = res.headers.get('x-ratelimit-reset');
  if (reset !== null && /^\d+$/.test(reset.trim())) return Math.max(0, Number(reset) * 1000 - now());
  return 1000;
}

function sleep(/** @type {number} */ ms, /** @type {AbortSignal | undefined} */ signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve(undefined);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export class WardenClient {
  /**
   * @param {{ baseUrl: string, apiKey: string, timeoutMs?: number, maxRetries?: number, retryBudgetMs?: number, fetch?: typeof fetch, now?: () => number }} options
   */
  constructor(options) {
    if (!options || typeof options.baseUrl !== 'string') throw new TypeError('WardenClient: baseUrl is required');
    if (typeof options.apiKey !== 'string' || options.apiKey === '') throw new TypeError('WardenClient: apiKey is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxRetries = options.maxRetries ?? 2;
    this.retryBudgetMs = options.retryBudgetMs ?? 30_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#now = options.now ?? Date.now;
  }

  #apiKey;
  #fetch;
  #now;

  /**
   * One call: JSON in and out, 429 retried within the budget, each attempt under the timeout.
   * @param {string} method @param {string} path @param {unknown} [body] @param {{ signal?: AbortSignal }} [opts]
   * @returns {Promise<{ body: any, requestId: string | null, status: number }>}
   */
  async request(method, path, body, opts = {}) {
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(this.timeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      let res;
      try {
        res = await this.#fetch(`${this.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${this.#apiKey}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal,
        });
      } catch (err) {
        if (opts.signal?.aborted) throw opts.signal.reason;
        if (timeout.aborted) throw new WardenTimeoutError(this.timeoutMs);
        throw err;
      }
      const text = await res.text();
      let parsed;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = text;
      }
      if (res.ok) return { body: parsed, requestId: res.headers.get('x-request-id'), status: res.status };
      const error = errorOf(res, parsed);
      if (res.status !== 429 || attempt >= this.maxRetries) throw error;
      const wait = waitOf(res, this.#now);
      if (waited + wait > this.retryBudgetMs) throw error;
      waited += wait;
      await sleep(wait, opts.signal);
    }
  }

  /** POST /v1/analyze, normalized. */
  async analyze(/** @type {any} */ body, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    const { body: res, requestId } = await this.request('POST', '/v1/analyze', body, opts);
    return normalizeAnalysis(res, requestId);
  }

  /** POST /v1/protect, normalized. */
  async protect(/** @type {any} */ body, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    const { body: res, requestId } = await this.request('POST', '/v1/protect', body, opts);
    return normalizeProtection(res, String(body?.content ?? ''), requestId);
  }

  /** GET /v1/policies: every variant gives { policies, total }. */
  async listPolicies(/** @type {{ limit?: number, offset?: number, signal?: AbortSignal }} */ opts = {}) {
    const q = new URLSearchParams();
    if (opts.limit !== undefined) q.set('limit', String(opts.limit));
    if (opts.offset !== undefined) q.set('offset', String(opts.offset));
    const { body } = await this.request('GET', `/v1/policies${q.size ? `?${q}` : ''}`, undefined, opts);
    const policies = list(body?.policies);
    return { policies, total: num(body?.total, policies.length), limit: num(body?.limit, null), offset: num(body?.offset, null) };
  }

  async createPolicy(/** @type {any} */ body, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('POST', '/v1/policies', body, opts)).body;
  }

  async getPolicy(/** @type {string} */ id, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('GET', `/v1/policies/${encodeURIComponent(id)}`, undefined, opts)).body;
  }

  /** PUT /v1/policies/:id (partial: only the fields given change). */
  async updatePolicy(/** @type {string} */ id, /** @type {any} */ body, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('PUT', `/v1/policies/${encodeURIComponent(id)}`, body, opts)).body;
  }

  async patchPolicy(/** @type {string} */ id, /** @type {any} */ body, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('PATCH', `/v1/policies/${encodeURIComponent(id)}`, body, opts)).body;
  }

  async deletePolicy(/** @type {string} */ id, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    await this.request('DELETE', `/v1/policies/${encodeURIComponent(id)}`, undefined, opts);
  }

  async createWebhook(/** @type {any} */ body, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('POST', '/v1/webhooks', body, opts)).body;
  }

  async listWebhooks(/** @type {{ signal?: AbortSignal }} */ opts = {}) {
    const { body } = await this.request('GET', '/v1/webhooks', undefined, opts);
    const webhooks = list(body?.webhooks);
    return { webhooks, total: num(body?.total, webhooks.length) };
  }

  async getWebhook(/** @type {string} */ id, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('GET', `/v1/webhooks/${encodeURIComponent(id)}`, undefined, opts)).body;
  }

  async deleteWebhook(/** @type {string} */ id, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    await this.request('DELETE', `/v1/webhooks/${encodeURIComponent(id)}`, undefined, opts);
  }

  async listWebhookDeliveries(/** @type {string} */ id, /** @type {{ limit?: number, signal?: AbortSignal }} */ opts = {}) {
    const q = opts.limit === undefined ? '' : `?limit=${encodeURIComponent(String(opts.limit))}`;
    const { body } = await this.request('GET', `/v1/webhooks/${encodeURIComponent(id)}/deliveries${q}`, undefined, opts);
    const deliveries = list(body?.deliveries);
    return { deliveries, total: num(body?.total, deliveries.length) };
  }

  /** POST /v1/webhooks/:id/test: a signed ping now (200 delivered or failed, 202 only queued). */
  async testWebhook(/** @type {string} */ id, /** @type {{ signal?: AbortSignal }} */ opts = {}) {
    return (await this.request('POST', `/v1/webhooks/${encodeURIComponent(id)}/test`, undefined, opts)).body;
  }
}
