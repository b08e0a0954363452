// The five event types and their `data`, built from what a request found. Pure: no I/O.
// Scanned content never goes into an event: `content` is a marker with its length only, and personal data
// is described by types and counts, never values. Body: {id, type, created, data}.
import type { NewWebhookEvent } from '../store/types.ts';
import type { LimitDecision } from '../limits/types.ts';

export const EVENT_TYPES = ['threat.detected', 'threat.blocked', 'policy.violated', 'pii.detected', 'rate_limit.exceeded'] as const;
/** `ping` is sent only by POST /v1/webhooks/:id/test, to that registration, whatever it subscribes to. */
export type EventType = (typeof EVENT_TYPES)[number] | 'ping';

/** threat.detected fires at and above this risk score: the `high` risk level. */
export const HIGH_RISK = 70;

export interface EventDraft {
  type: EventType;
  data: Record<string, unknown>;
  dedupeKey?: string;
  webhookId?: string;
}

/** Who the content belongs to, as the request said (options.context, or metadata user_id / session_id). */
export interface Subject {
  userId: string | null;
  sessionId: string | null;
}

interface ThreatLike {
  type: string;
  confidence: number;
  description: string;
}

/** A violation of src/policy/evaluate.ts; mode / enforced when the policy carries them. */
interface ViolationLike {
  policyId: string;
  policyName: string;
  ruleIndex: number;
  ruleType: string;
  action: string;
  evidence: string[];
  mode?: string;
  enforced?: boolean;
}

/** What analyze or protect decided, reduced to what events may carry. */
export interface ScanFacts {
  source: 'analyze' | 'protect';
  analysisId: string;
  direction: 'input' | 'output';
  riskScore: number;
  riskLevel: string;
  action: string;
  blocked: boolean;
  blockReason: string | null;
  threats: readonly ThreatLike[];
  pii: { types: readonly string[]; locations: ReadonlyArray<{ type: string }> };
  violations: readonly ViolationLike[];
  /** protect only: how many spans were replaced. */
  redactions?: number;
  contentLength: number;
  subject: Subject;
}

const MAX_SUBJECT = 256;

function pickString(...values: unknown[]): string | null {
  for (const v of values) if (typeof v === 'string' && v !== '') return v.slice(0, MAX_SUBJECT);
  return null;
}

export function subjectOf(body: { metadata?: Record<string, unknown>; options?: { context?: { userId?: string; sessionId?: string } } }): Subject {
  const m = body.metadata ?? {};
  const c = body.options?.context ?? {};
  return { userId: pickString(c.userId, m.userId, m.user_id), sessionId: pickString(c.sessionId, m.sessionId, m.session_id) };
}

/** The content marker: never the content, only its length in UTF-16 code units. */
export function contentMarker(length: number): string {
  return `[content withheld: ${length} characters]`;
}

function common(f: ScanFacts) {
  return {
    analysisId: f.analysisId,
    source: f.source,
    direction: f.direction,
    content: contentMarker(f.contentLength),
    contentLength: f.contentLength,
    metadata: { userId: f.subject.userId, sessionId: f.subject.sessionId },
  };
}

const threatList = (threats: readonly ThreatLike[]) => threats.map((t) => ({ type: t.type, confidence: t.confidence, description: t.description }));

/** The events of one analyze or protect response, in a fixed order. */
export function scanEvents(f: ScanFacts): EventDraft[] {
  const drafts: EventDraft[] = [];
  const base = common(f);
  if (f.riskScore >= HIGH_RISK) {
    drafts.push({ type: 'threat.detected', data: { ...base, riskScore: f.riskScore, riskLevel: f.riskLevel, action: f.action, threats: threatList(f.threats) } });
  }
  if (f.blocked) {
    drafts.push({
      type: 'threat.blocked',
      data: { ...base, riskScore: f.riskScore, riskLevel: f.riskLevel, blockReason: f.blockReason, threats: threatList(f.threats) },
    });
  }
  for (const v of f.violations) {
    drafts.push({
      type: 'policy.violated',
      data: {
        ...base,
        policyId: v.policyId,
        policyName: v.policyName,
        ruleIndex: v.ruleIndex,
        ruleType: v.ruleType,
        action: v.action,
        mode: v.mode ?? 'enforce',
        enforced: v.enforced ?? (v.mode ?? 'enforce') === 'enforce',
        evidence: v.evidence,
      },
    });
  }
  if (f.pii.locations.length > 0) {
    const counts: Record<string, number> = {};
    for (const l of f.pii.locations) counts[l.type] = (counts[l.type] ?? 0) + 1;
    drafts.push({
      type: 'pii.detected',
      data: {
        ...base,
        types: [...f.pii.types],
        counts,
        total: f.pii.locations.length,
        ...(f.redactions !== undefined ? { redacted: f.redactions } : {}),
      },
    });
  }
  return drafts;
}

const WINDOW_SECONDS = { minute: 60, day: 86_400 } as const;

/**
 * rate_limit.exceeded for a rejected request. Its dedupe key names the organization and the window, so
 * the outbox keeps one per organization per window, across every instance.
 */
export function rateLimitDraft(orgId: string, plan: string, decision: LimitDecision): EventDraft | undefined {
  const window = decision.exceeded;
  if (window === null) return undefined;
  const detail = decision[window];
  const windowStart = detail.reset - WINDOW_SECONDS[window];
  return {
    type: 'rate_limit.exceeded',
    dedupeKey: `rate_limit.exceeded:${orgId}:${window}:${windowStart}`,
    data: {
      orgId,
      plan,
      window,
      limit: detail.limit,
      windowStart: new Date(windowStart * 1000).toISOString(),
      resetAt: new Date(detail.reset * 1000).toISOString(),
      retryAfter: decision.retryAfter,
    },
  };
}

export function pingDraft(webhookId: string): EventDraft {
  return { type: 'ping', webhookId, data: { webhookId, message: 'Test delivery from Warden' } };
}

/** The stored event: its body is serialized once, so every attempt signs and sends the same bytes. */
export function toOutboxEvent(draft: EventDraft, id: string, created: string): NewWebhookEvent {
  return {
    id,
    type: draft.type,
    body: JSON.stringify({ id, type: draft.type, created, data: draft.data }),
    createdAt: created,
    ...(draft.dedupeKey !== undefined ? { dedupeKey: draft.dedupeKey } : {}),
    ...(draft.webhookId !== undefined ? { webhookId: draft.webhookId } : {}),
  };
}
