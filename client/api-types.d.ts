// Generated from the OpenAPI document Warden serves (GET /v1/openapi.json) by scripts/gen-client-types.ts.
// Do not edit: a test regenerates it and fails when it differs.

export type ErrorBody = {
  error: {
    /** Stable machine-readable code: VALIDATION_ERROR, AUTHENTICATION_FAILED, NOT_FOUND, METHOD_NOT_ALLOWED, REQUEST_TIMEOUT, QUOTA_EXCEEDED, PAYLOAD_TOO_LARGE, RATE_LIMIT_EXCEEDED, HEADERS_TOO_LARGE, INTERNAL_ERROR, SERVICE_UNAVAILABLE, SCAN_TIMEOUT */
    code: string;
    message: string;
    requestId: string;
    status: number;
    details?: {
      field: string;
      message: string;
    }[];
  };
};

export type Policy = {
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode: "enforce" | "monitor";
  /** Applied to every analysis of the organization. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

export type Threat = {
  category: "PROMPT_INJECTION" | "JAILBREAK" | "PII_EXPOSURE" | "CREDENTIAL_EXPOSURE" | "TOXICITY" | "ANOMALY" | "POLICY_VIOLATION";
  severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
  confidence: number;
  description: string;
  evidence: string[];
  /** Lower-case category (webhook form), e.g. prompt_injection. */
  type: string;
  /** What exactly was found, e.g. credit_card or instruction-override. */
  subtype: string;
  /** UTF-16 offsets on the submitted content. */
  locations: {
    start: number;
    end: number;
  }[];
};

export type Webhook = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Only in the registration response, and only when Warden generated it. */
  secret?: string;
};

export type WebhookDelivery = {
  id: string;
  /** The event id: the body's id and the X-Service-Event-Id / webhook-id headers. */
  eventId: string;
  eventType: string;
  webhookId: string;
  /** pending: waiting for (or in) its next attempt; succeeded: a 2xx; failed: out of attempts, or the endpoint answered 410. */
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  /** HTTP status of the last attempt; null before any or after a network error. */
  lastResponseCode: number | null;
  /** Why the last attempt failed (e.g. "HTTP 503", "timed out after 10000 ms"). */
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When the next attempt is due; null once finished. */
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Request body of POST /v1/analyze. */
export type AnalyzeContentRequest = {
  /** Text to analyze (UTF-8 size capped by WARDEN_MAX_CONTENT_BYTES). */
  content: string;
  direction?: "input" | "output";
  /** Policy ids of the caller’s organization to apply, in this order; the organization’s enabled default policies (isDefault) are applied after them. An unknown or foreign id is a 400. */
  policies?: string[];
  /** Free-form context such as user_id, session_id. */
  metadata?: {
    [key: string]: unknown;
  };
  options?: {
    /** Report only these threat categories (case-insensitive): PROMPT_INJECTION, JAILBREAK, PII_EXPOSURE, CREDENTIAL_EXPOSURE, TOXICITY, ANOMALY, POLICY_VIOLATION */
    categories?: string[];
    /** Block when the threat score reaches this value (default 70). */
    riskThreshold?: number;
    /** Accepted for compatibility; results are always detailed. */
    detailed?: boolean;
    /** Who the content belongs to; forwarded to webhook events. */
    context?: {
      userId?: string;
      sessionId?: string;
    };
    /** Personal-data detection (default true). */
    detectPII?: boolean;
    /** Extension: credential detection; defaults to the value of detectPII. */
    detectCredentials?: boolean;
    /** Prompt-injection detection (default true). */
    detectInjection?: boolean;
    /** Jailbreak detection (default true). */
    detectJailbreak?: boolean;
    /** Extension: what the content is. "prompt" (default): a request written by the user. "document": data the model will process (a web page, email, file, tool result); sentences that address the assistant with instructions count as indirect prompt injection even without override words. */
    contentType?: "prompt" | "document";
  };
};

/** Response body of POST /v1/analyze (200). */
export type AnalyzeContentResponse = {
  /** Analysis id (variants B, C); equals requestId. */
  id: string;
  /** Variant A; equals id. */
  requestId: string;
  /** Variant A; always !blocked. */
  allowed: boolean;
  action: "ALLOW" | "WARN" | "REDACT" | "BLOCK";
  riskScore: number;
  riskLevel: "low" | "medium" | "high";
  /** Not blocked and riskLevel low. */
  isSafe: boolean;
  blocked: boolean;
  blockReason: string | null;
  threats: Threat[];
  pii: {
    detected: boolean;
    types: string[];
    locations: Array<{
      type: "email" | "ssn" | "credit_card" | "phone" | "address" | "ip_address" | "passport" | "driver_license" | "bank_account" | "api_key";
      start: number;
      end: number;
      confidence: number;
    }>;
  };
  analysis: {
    promptInjection: {
      score: number;
      detected: boolean;
      patterns: string[];
    };
    jailbreak: {
      score: number;
      detected: boolean;
      patterns: string[];
    };
    toxic: {
      score: number;
      detected: boolean;
      categories: string[];
    };
  };
  policies: {
    evaluated: string[];
    violations: Array<{
      policyId: string;
      policyName: string;
      ruleIndex: number;
      /** condition, keyword, regex, sentiment, topic or language */
      ruleType: string;
      action: "ALLOW" | "WARN" | "REDACT" | "BLOCK";
      evidence: string[];
      /** The mode of the policy that was violated. */
      mode: "enforce" | "monitor";
      /** false for monitor-mode policies: recorded, never changes action or blocked. */
      enforced: boolean;
    }>;
    /** Requested policies that are disabled and were therefore not evaluated. */
    skipped: string[];
  };
  direction: "input" | "output";
  /** Variant A; equals latency. */
  processingTimeMs: number;
  /** Variant B; equals processingTimeMs. */
  latency: number;
  createdAt: string;
};

/** Request body of POST /v1/protect. */
export type ProtectContentRequest = {
  content: string;
  /** false: nothing is replaced. */
  redact?: boolean;
  /** Only these types are replaced. */
  redactTypes?: Array<"email" | "ssn" | "credit_card" | "phone" | "address" | "ip_address" | "passport" | "driver_license" | "bank_account" | "api_key">;
  /** Replacement text (default [REDACTED]); "{type}" inside it becomes the upper-case type, so "[{type}]" gives [EMAIL]. */
  replacement?: string;
  direction?: "input" | "output";
  metadata?: {
    [key: string]: unknown;
  };
  options?: {
    /** Replace personal data (default true). */
    redactPII?: boolean;
    /** Replace credentials / api_key (default true). */
    redactCredentials?: boolean;
    /** Who the content belongs to; forwarded to webhook events. */
    context?: {
      userId?: string;
      sessionId?: string;
    };
  };
};

/** Response body of POST /v1/protect (200). */
export type ProtectContentResponse = {
  id: string;
  requestId: string;
  allowed: boolean;
  original: string;
  protected: string;
  /** Equals protected. */
  sanitizedContent: string;
  analysis: {
    riskScore: number;
    riskLevel: "low" | "medium" | "high";
    isSafe: boolean;
    threats: Threat[];
  };
  redactions: {
    type: string;
    original: string;
    replacement: string;
    start: number;
    end: number;
    position: {
      start: number;
      end: number;
    };
  }[];
  piiTypes: string[];
  processingTimeMs: number;
  latency: number;
  createdAt: string;
};

/** Response body of GET /v1/policies (200). */
export type ListPoliciesResponse = {
  policies: Policy[];
  /** How many policies the organization has in all (not only on this page). */
  total: number;
  /** The page size used (the limit asked for, clamped to 1-100). */
  limit: number;
  /** The offset used. */
  offset: number;
};

/** Request body of POST /v1/policies. */
export type CreatePolicyRequest = {
  name: string;
  description?: string | null;
  enabled?: boolean;
  /** At most 100 rules, and at most WARDEN_MAX_POLICY_BYTES (default 65536) bytes as JSON (413 PAYLOAD_TOO_LARGE). An organization may hold at most WARDEN_MAX_POLICIES policies (default 500), WARDEN_MAX_POLICY_PATTERNS regex patterns (default 500) and WARDEN_MAX_POLICY_KEYWORDS keywords of keyword and topic rules (default 5000) across its policies: a write past them is a 409 QUOTA_EXCEEDED. */
  rules?: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode?: "enforce" | "monitor";
  /** When true (and enabled), the policy is applied to every analysis of the organization, in addition to the ids a request names. Default false. */
  isDefault?: boolean;
};

/** Response body of POST /v1/policies (201). */
export type CreatePolicyResponse = {
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode: "enforce" | "monitor";
  /** Applied to every analysis of the organization. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Response body of GET /v1/policies/{id} (200). */
export type GetPolicyResponse = {
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode: "enforce" | "monitor";
  /** Applied to every analysis of the organization. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Request body of PUT /v1/policies/{id}. */
export type UpdatePolicyRequest = {
  name?: string;
  description?: string | null;
  enabled?: boolean;
  /** At most 100 rules, and at most WARDEN_MAX_POLICY_BYTES (default 65536) bytes as JSON (413 PAYLOAD_TOO_LARGE). An organization may hold at most WARDEN_MAX_POLICIES policies (default 500), WARDEN_MAX_POLICY_PATTERNS regex patterns (default 500) and WARDEN_MAX_POLICY_KEYWORDS keywords of keyword and topic rules (default 5000) across its policies: a write past them is a 409 QUOTA_EXCEEDED. */
  rules?: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode?: "enforce" | "monitor";
  /** When true (and enabled), the policy is applied to every analysis of the organization, in addition to the ids a request names. Default false. */
  isDefault?: boolean;
};

/** Response body of PUT /v1/policies/{id} (200). */
export type UpdatePolicyResponse = {
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode: "enforce" | "monitor";
  /** Applied to every analysis of the organization. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Request body of PATCH /v1/policies/{id}. */
export type PatchPolicyRequest = {
  name?: string;
  description?: string | null;
  enabled?: boolean;
  /** At most 100 rules, and at most WARDEN_MAX_POLICY_BYTES (default 65536) bytes as JSON (413 PAYLOAD_TOO_LARGE). An organization may hold at most WARDEN_MAX_POLICIES policies (default 500), WARDEN_MAX_POLICY_PATTERNS regex patterns (default 500) and WARDEN_MAX_POLICY_KEYWORDS keywords of keyword and topic rules (default 5000) across its policies: a write past them is a 409 QUOTA_EXCEEDED. */
  rules?: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode?: "enforce" | "monitor";
  /** When true (and enabled), the policy is applied to every analysis of the organization, in addition to the ids a request names. Default false. */
  isDefault?: boolean;
};

/** Response body of PATCH /v1/policies/{id} (200). */
export type PatchPolicyResponse = {
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  rules: {
    [key: string]: unknown;
  }[];
  /** enforce (default): violations decide the action. monitor: violations are reported with enforced:false and never change action or blocked. */
  mode: "enforce" | "monitor";
  /** Applied to every analysis of the organization. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Response body of DELETE /v1/policies/{id} (204). */
export type DeletePolicyResponse = void;

/** Request body of POST /v1/webhooks. */
export type CreateWebhookRequest = {
  /** https URL that receives the events; http:// only to a loopback address or where WARDEN_WEBHOOK_ALLOW_HTTP allows it. */
  url: string;
  events: Array<"threat.detected" | "threat.blocked" | "policy.violated" | "pii.detected" | "rate_limit.exceeded">;
  /** HMAC-SHA256 signing secret: at least 6 different characters other than white space; a secret beginning with whsec_ is Standard Webhooks key material (base64 of at least 16 bytes after the prefix, decoded to key webhook-signature). Generated (whsec_ and base64 of 32 random bytes) and returned once when omitted. */
  secret?: string;
};

/** Response body of POST /v1/webhooks (201). */
export type CreateWebhookResponse = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Only in the registration response, and only when Warden generated it. */
  secret?: string;
};

/** Response body of GET /v1/webhooks (200). */
export type ListWebhooksResponse = {
  webhooks: Webhook[];
  total: number;
};

/** Response body of GET /v1/webhooks/{id} (200). */
export type GetWebhookResponse = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Only in the registration response, and only when Warden generated it. */
  secret?: string;
};

/** Response body of DELETE /v1/webhooks/{id} (204). */
export type DeleteWebhookResponse = void;

/** Response body of GET /v1/webhooks/{id}/deliveries (200). */
export type ListWebhookDeliveriesResponse = {
  deliveries: WebhookDelivery[];
  total: number;
};

/** Response body of POST /v1/webhooks/{id}/test (200). */
export type TestWebhookResponse = {
  eventId: string;
  deliveryId: string;
  /** true when the endpoint answered 2xx to this attempt. */
  delivered: boolean;
  /** The delivery's status after the attempt (pending: queued or to be retried). */
  status: "pending" | "succeeded" | "failed";
  /** false when the ping was only queued (the dispatcher of another instance will send it). */
  attempted: boolean;
  responseCode: number | null;
  /** Why the attempt failed. */
  error: string | null;
  nextAttemptAt: string | null;
};

/** Every operation of the API, by operationId. */
export interface Operations {
  analyzeContent: { method: "POST"; path: "/v1/analyze" };
  protectContent: { method: "POST"; path: "/v1/protect" };
  listPolicies: { method: "GET"; path: "/v1/policies" };
  createPolicy: { method: "POST"; path: "/v1/policies" };
  getPolicy: { method: "GET"; path: "/v1/policies/{id}" };
  updatePolicy: { method: "PUT"; path: "/v1/policies/{id}" };
  patchPolicy: { method: "PATCH"; path: "/v1/policies/{id}" };
  deletePolicy: { method: "DELETE"; path: "/v1/policies/{id}" };
  createWebhook: { method: "POST"; path: "/v1/webhooks" };
  listWebhooks: { method: "GET"; path: "/v1/webhooks" };
  getWebhook: { method: "GET"; path: "/v1/webhooks/{id}" };
  deleteWebhook: { method: "DELETE"; path: "/v1/webhooks/{id}" };
  listWebhookDeliveries: { method: "GET"; path: "/v1/webhooks/{id}/deliveries" };
  testWebhook: { method: "POST"; path: "/v1/webhooks/{id}/test" };
}
