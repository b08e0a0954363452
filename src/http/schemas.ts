// Request and response schemas of the public API. They drive validation (Ajv), the TypeScript types of
// the handlers and the OpenAPI 3.1 document, so the three cannot drift apart. Requests accept every field
// of every variant of the interface; unknown fields are ignored so that clients of any variant work.
// Responses are the UNION of the interface's variants.

import Type, { type Static } from 'typebox';
import { ERROR_CODES } from './errors.ts';
import { PII_TYPES, SEVERITIES, THREAT_CATEGORIES } from '../engine/types.ts';

import { EVENT_TYPES } from '../webhooks/events.ts';

export { EVENT_TYPES };
export const ACTIONS = ['ALLOW', 'WARN', 'REDACT', 'BLOCK'] as const;
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;

/** A string enum, typed as the union of its values. */
export const OneOf = <const T extends readonly string[]>(values: T, extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...extra });

/** Identifiers Warden issues are url-safe; anything else cannot name a resource. */
export const ID_PATTERN = '^[A-Za-z0-9_.:-]{1,128}$';

const Str = (max: number, extra: Record<string, unknown> = {}) => Type.String({ maxLength: max, ...extra });

export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: `Stable machine-readable code: ${Object.keys(ERROR_CODES).join(', ')}` }),
      message: Type.String(),
      requestId: Type.String(),
      status: Type.Integer(),
      details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    }),
  },
  { $id: 'Error' },
);

/** The error responses every route documents: one shape for all 4xx and 5xx. */
export const ErrorResponses = { '4xx': { $ref: 'Error#' }, '5xx': { $ref: 'Error#' } } as const;

// ---------- analyze ----------

const Context = Type.Object(
  { userId: Type.Optional(Str(256)), sessionId: Type.Optional(Str(256)) },
  { description: 'Who the content belongs to; forwarded to webhook events.' },
);

export const AnalyzeOptions = Type.Object({
  categories: Type.Optional(
    Type.Array(Str(64), {
      maxItems: THREAT_CATEGORIES.length,
      description: `Report only these threat categories (case-insensitive): ${THREAT_CATEGORIES.join(', ')}`,
    }),
  ),
  riskThreshold: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: 'Block when the threat score reaches this value (default 70).' }),
  ),
  detailed: Type.Optional(Type.Boolean({ description: 'Accepted for compatibility; results are always detailed.' })),
  context: Type.Optional(Context),
  detectPII: Type.Optional(Type.Boolean({ description: 'Personal-data detection (default true).' })),
  detectCredentials: Type.Optional(
    Type.Boolean({ description: 'Extension: credential detection; defaults to the value of detectPII.' }),
  ),
  detectInjection: Type.Optional(Type.Boolean({ description: 'Prompt-injection detection (default true).' })),
  detectJailbreak: Type.Optional(Type.Boolean({ description: 'Jailbreak detection (default true).' })),
  contentType: Type.Optional(
    OneOf(['prompt', 'document'] as const, {
      default: 'prompt',
      description:
        'Extension: what the content is. "prompt" (default): a request written by the user. "document": data the model will process (a web page, email, file, tool result); sentences that address the assistant with instructions count as indirect prompt injection even without override words.',
    }),
  ),
});

export const AnalyzeRequest = Type.Object({
  content: Type.String({ description: 'Text to analyze (UTF-8 size capped by WARDEN_MAX_CONTENT_BYTES).' }),
  direction: Type.Optional(OneOf(['input', 'output'] as const, { default: 'input' })),
  policies: Type.Optional(Type.Array(Type.String({ pattern: ID_PATTERN }), { maxItems: 50, description: 'Policy ids of the caller’s organization to apply, in this order; the organization’s enabled default policies (isDefault) are applied after them. An unknown or foreign id is a 400.' })),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Free-form context such as user_id, session_id.' })),
  options: Type.Optional(AnalyzeOptions),
});
export type AnalyzeRequest = Static<typeof AnalyzeRequest>;

const Span = { start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) };

export const Threat = Type.Object(
  {
    category: OneOf(THREAT_CATEGORIES),
    severity: OneOf(SEVERITIES),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    description: Type.String(),
    evidence: Type.Array(Type.String()),
    type: Type.String({ description: 'Lower-case category (webhook form), e.g. prompt_injection.' }),
    subtype: Type.String({ description: 'What exactly was found, e.g. credit_card or instruction-override.' }),
    locations: Type.Array(Type.Object(Span), { description: 'UTF-16 offsets on the submitted content.' }),
  },
  { $id: 'Threat' },
);

const PiiLocation = Type.Object({
  type: OneOf(PII_TYPES),
  ...Span,
  confidence: Type.Number(),
});

const DetectorScore = Type.Object({
  score: Type.Number({ minimum: 0, maximum: 1 }),
  detected: Type.Boolean(),
  patterns: Type.Array(Type.String()),
});

export const PolicyViolation = Type.Object({
  policyId: Type.String(),
  policyName: Type.String(),
  ruleIndex: Type.Integer(),
  ruleType: Type.String({ description: 'condition, keyword, regex, sentiment, topic or language' }),
  action: OneOf(ACTIONS),
  evidence: Type.Array(Type.String({ description: 'What matched and where (offsets, scores); never the matched content.' })),
  mode: OneOf(['enforce', 'monitor'] as const, { description: 'The mode of the policy that was violated.' }),
  enforced: Type.Boolean({ description: 'false for monitor-mode policies: recorded, never changes action or blocked.' }),
});

export const AnalyzeResponse = Type.Object(
  {
    id: Type.String({ description: 'Analysis id (variants B, C); equals requestId.' }),
    requestId: Type.String({ description: 'Variant A; equals id.' }),
    allowed: Type.Boolean({ description: 'Variant A; always !blocked.' }),
    action: OneOf(ACTIONS),
    riskScore: Type.Integer({ minimum: 0, maximum: 100 }),
    riskLevel: OneOf(RISK_LEVELS),
    isSafe: Type.Boolean({ description: 'Not blocked and riskLevel low.' }),
    blocked: Type.Boolean(),
    blockReason: Type.Union([Type.String(), Type.Null()]),
    threats: Type.Array(Threat),
    pii: Type.Object({ detected: Type.Boolean(), types: Type.Array(Type.String()), locations: Type.Array(PiiLocation) }),
    analysis: Type.Object({
      promptInjection: DetectorScore,
      jailbreak: DetectorScore,
      toxic: Type.Object({ score: Type.Number(), detected: Type.Boolean(), categories: Type.Array(Type.String()) }),
    }),
    policies: Type.Object({
      evaluated: Type.Array(Type.String({ description: 'Requested policies first (request order), then the organization’s default policies.' })),
      violations: Type.Array(PolicyViolation),
      skipped: Type.Array(Type.String(), { description: 'Requested policies that are disabled and were therefore not evaluated.' }),
    }),
    direction: OneOf(['input', 'output'] as const),
    processingTimeMs: Type.Integer({ description: 'Variant A; equals latency.' }),
    latency: Type.Integer({ description: 'Variant B; equals processingTimeMs.' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'AnalysisResult' },
);
export type AnalyzeResponse = Static<typeof AnalyzeResponse>;

// ---------- protect ----------

export const ProtectRequest = Type.Object({
  content: Type.String(),
  redact: Type.Optional(Type.Boolean({ default: true, description: 'false: nothing is replaced.' })),
  redactTypes: Type.Optional(
    Type.Array(OneOf(PII_TYPES), { maxItems: PII_TYPES.length, description: 'Only these types are replaced.' }),
  ),
  replacement: Type.Optional(
    Str(100, { description: 'Replacement text (default [REDACTED]); "{type}" inside it becomes the upper-case type, so "[{type}]" gives [EMAIL].' }),
  ),
  direction: Type.Optional(OneOf(['input', 'output'] as const)),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  options: Type.Optional(
    Type.Object({
      redactPII: Type.Optional(Type.Boolean({ description: 'Replace personal data (default true).' })),
      redactCredentials: Type.Optional(Type.Boolean({ description: 'Replace credentials / api_key (default true).' })),
      context: Type.Optional(Context),
    }),
  ),
});
export type ProtectRequest = Static<typeof ProtectRequest>;

export const Redaction = Type.Object({
  type: Type.String(),
  original: Type.String(),
  replacement: Type.String(),
  ...Span,
  position: Type.Object(Span),
});

export const ProtectResponse = Type.Object(
  {
    id: Type.String(),
    requestId: Type.String(),
    allowed: Type.Boolean(),
    original: Type.String(),
    protected: Type.String(),
    sanitizedContent: Type.String({ description: 'Equals protected.' }),
    analysis: Type.Object({
      riskScore: Type.Integer({ minimum: 0, maximum: 100 }),
      riskLevel: OneOf(RISK_LEVELS),
      isSafe: Type.Boolean(),
      threats: Type.Array(Threat),
    }),
    redactions: Type.Array(Redaction),
    piiTypes: Type.Array(Type.String({ description: 'Every personal-data type found, redacted or not.' })),
    processingTimeMs: Type.Integer(),
    latency: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ProtectResult' },
);
export type ProtectResponse = Static<typeof ProtectResponse>;

// ---------- policies ----------

// Rules are validated by src/policy/rules.ts (one place, with JSON-pointer paths in the 400s); the schema
// documents both forms for the OpenAPI document.
export const Rule = Type.Record(Type.String(), Type.Unknown(), {
  description: [
    'A rule has `action` (BLOCK, WARN, FLAG = WARN, REDACT, ALLOW; any case) and either a condition or a type.',
    'Condition form: {condition: {field, operator, value}, action}. Fields: risk_score (0-100), injection_score, jailbreak_score,',
    'toxicity_score (0-1), pii_count, content_length (UTF-16 units): greater_than, greater_than_or_equal, less_than, less_than_or_equal,',
    'equals, not_equals, in (value: array); pii_types, threat_categories (lists): contains, equals (one item equals), not_equals (no item',
    'equals), in (any item in value); direction (input/output): equals, not_equals, in. Text compares case-insensitively.',
    'Typed form {type, action, ...}:',
    'keyword — keywords (1-500 strings of <= 200 chars), caseSensitive (default false), wholeWord (default true: not glued to a Unicode',
    'letter, mark, digit or _; edges in Han, Kana, Thai, Lao, Khmer or Myanmar script need no boundary).',
    'regex — patterns (1-50, <= 1000 chars, RE2 syntax: no backreferences or lookaround; a pattern matching the empty string is refused,',
    'and so is one of more than 100 positions once counted repetitions are expanded, . and negated or Unicode classes counting double),',
    'flags (any of i, m, s, u, each once; patterns are always Unicode-aware). Evidence: first span and match count (counted to 100).',
    'sentiment — threshold (-1..1, required), operator (less_than default, less_than_or_equal, greater_than, greater_than_or_equal) on',
    'a VADER compound score from -1 (negative) to 1 (positive).',
    'topic — topics (1-50) from politics, religion, medical, legal, financial_advice, weapons, drugs, gambling, adult, violence,',
    'self_harm, or names defined in keywords; keywords ({topic: [1-500 terms]}, at most 500 in all, each term weighs 0.6, a trailing * matches word',
    'continuations); threshold (0-1, default 0.5) on the per-topic score.',
    'language — allowed and/or blocked (ISO 639-1 codes, lower case), minLength (letters below which the rule does not judge,',
    'default 30, 0-10000). A detection also needs a confidence margin of 0.02 over the runner-up language.',
  ].join(' '),
  examples: [
    { condition: { field: 'pii_count', operator: 'greater_than', value: 0 }, action: 'BLOCK' },
    { type: 'keyword', action: 'block', keywords: ['project zeus'], caseSensitive: false },
    { type: 'regex', action: 'warn', patterns: ['\\bproj-[0-9]{3}\\b'], flags: 'i' },
    { type: 'sentiment', action: 'flag', threshold: -0.5, operator: 'less_than' },
    { type: 'topic', action: 'block', topics: ['gambling', 'crypto'], keywords: { crypto: ['bitcoin', 'cold wallet'] }, threshold: 0.6 },
    { type: 'language', action: 'block', allowed: ['en', 'de'], minLength: 30 },
  ],
});

const PolicyMode = OneOf(['enforce', 'monitor'] as const, {
  description: 'enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked.',
});
const IsDefault = Type.Boolean({
  description: 'When true (and enabled), the policy is applied to every analysis of the organization, in addition to the ids a request names. Default false.',
});

export const Policy = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    enabled: Type.Boolean(),
    rules: Type.Array(Rule),
    mode: PolicyMode,
    isDefault: Type.Boolean({ description: 'Applied to every analysis of the organization.' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Policy' },
);

const RULES_LIMITS =
  'At most 100 rules, and at most WARDEN_MAX_POLICY_BYTES (default 65536) bytes as JSON (413 PAYLOAD_TOO_LARGE). An organization may hold at most WARDEN_MAX_POLICIES policies (default 500), WARDEN_MAX_POLICY_PATTERNS regex patterns (default 500) and WARDEN_MAX_POLICY_KEYWORDS keywords of keyword and topic rules (default 5000) across its policies: a write past them is a 409 QUOTA_EXCEEDED.';

export const PolicyCreate = Type.Object({
  name: Str(200, { minLength: 1 }),
  description: Type.Optional(Type.Union([Str(2000), Type.Null()])),
  enabled: Type.Optional(Type.Boolean({ default: true })),
  rules: Type.Optional(Type.Array(Rule, { maxItems: 100, description: RULES_LIMITS })),
  mode: Type.Optional(PolicyMode),
  isDefault: Type.Optional(IsDefault),
});
export type PolicyCreate = Static<typeof PolicyCreate>;

export const PolicyUpdate = Type.Object({
  name: Type.Optional(Str(200, { minLength: 1 })),
  description: Type.Optional(Type.Union([Str(2000), Type.Null()])),
  enabled: Type.Optional(Type.Boolean()),
  rules: Type.Optional(Type.Array(Rule, { maxItems: 100, description: RULES_LIMITS })),
  mode: Type.Optional(PolicyMode),
  isDefault: Type.Optional(IsDefault),
});
export type PolicyUpdate = Static<typeof PolicyUpdate>;

export const POLICY_PAGE = { default: 50, max: 100 } as const;

// Out-of-range integers are clamped (as GitHub does per_page), not refused: a client asking for 500 gets
// the largest page; the response says which limit and offset were used. Anything not an integer is a 400.
export const PolicyListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ default: POLICY_PAGE.default, description: `Policies per page, oldest first: 1-${POLICY_PAGE.max}, default ${POLICY_PAGE.default}; a value outside is clamped to 1 or ${POLICY_PAGE.max}.` })),
  offset: Type.Optional(Type.Integer({ default: 0, description: 'How many policies to skip (default 0; below 0 counts as 0). The next page starts at offset + limit while that is below total.' })),
});

export const PolicyList = Type.Object({
  policies: Type.Array(Policy),
  total: Type.Integer({ description: 'How many policies the organization has in all (not only on this page).' }),
  limit: Type.Integer({ description: 'The page size used (the limit asked for, clamped to 1-100).' }),
  offset: Type.Integer({ description: 'The offset used.' }),
});
export const IdParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });

// ---------- webhooks ----------

export const WebhookCreate = Type.Object({
  url: Str(2048, {
    minLength: 1,
    description: 'https URL that receives the events; http:// only to a loopback address or where WARDEN_WEBHOOK_ALLOW_HTTP allows it.',
  }),
  events: Type.Array(OneOf(EVENT_TYPES), { minItems: 1, maxItems: EVENT_TYPES.length, uniqueItems: true }),
  secret: Type.Optional(
    Str(256, {
      minLength: 16,
      description:
        'HMAC-SHA256 signing secret: at least 6 different characters other than white space; a secret beginning with whsec_ is Standard Webhooks key material (base64 of at least 16 bytes after the prefix, decoded to key webhook-signature). Generated (whsec_ and base64 of 32 random bytes) and returned once when omitted.',
    }),
  ),
});
export type WebhookCreate = Static<typeof WebhookCreate>;

export const Webhook = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    enabled: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    secret: Type.Optional(Type.String({ description: 'Only in the registration response, and only when Warden generated it.' })),
  },
  { $id: 'Webhook' },
);
export const WebhookList = Type.Object({ webhooks: Type.Array(Webhook), total: Type.Integer() });

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const WebhookDelivery = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String({ description: 'The event id: the body\'s id and the X-Service-Event-Id / webhook-id headers.' }),
    eventType: Type.String(),
    webhookId: Type.String(),
    status: OneOf(['pending', 'succeeded', 'failed'] as const, { description: 'pending: waiting for (or in) its next attempt; succeeded: a 2xx; failed: out of attempts, or the endpoint answered 410.' }),
    attempts: Type.Integer({ minimum: 0 }),
    lastResponseCode: Type.Union([Type.Integer(), Type.Null()], { description: 'HTTP status of the last attempt; null before any or after a network error.' }),
    lastError: NullableString('Why the last attempt failed (e.g. "HTTP 503", "timed out after 10000 ms").'),
    lastAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    nextAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the next attempt is due; null once finished.' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'WebhookDelivery' },
);
export const WebhookDeliveryList = Type.Object({ deliveries: Type.Array(WebhookDelivery), total: Type.Integer() });
export const WebhookDeliveryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Newest first; at most this many.' })),
});

export const WebhookTestResult = Type.Object({
  eventId: Type.String(),
  deliveryId: Type.String(),
  delivered: Type.Boolean({ description: 'true when the endpoint answered 2xx to this attempt.' }),
  status: OneOf(['pending', 'succeeded', 'failed'] as const, { description: 'The delivery\'s status after the attempt (pending: queued or to be retried).' }),
  attempted: Type.Boolean({ description: 'false when the ping was only queued (the dispatcher of another instance will send it).' }),
  responseCode: Type.Union([Type.Integer(), Type.Null()]),
  error: NullableString('Why the attempt failed.'),
  nextAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
