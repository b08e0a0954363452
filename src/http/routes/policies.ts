// /v1/policies: CRUD of the caller's organization's policies. Another organization's id is a 404, exactly
// like an id that does not exist. Rules are validated on create and update (both rule forms); regex
// patterns are compiled with RE2 then, so a pattern that cannot run in linear time is refused with its reason.
// mode (enforce | monitor) and isDefault are Warden extensions: see src/policy/evaluate.ts.
//
// Limits (policy/limits.ts): a rule over its own limits is a 400 VALIDATION_ERROR; rules over
// WARDEN_MAX_POLICY_BYTES as JSON a 413 PAYLOAD_TOO_LARGE; a write that would take the organization past
// its number of policies, regex patterns or keywords a 409 QUOTA_EXCEEDED — the request is valid, the
// organization is full: the same body succeeds once another policy is deleted or shrunk. The store checks
// the organization's totals in the transaction that writes, so concurrent writes cannot overshoot.
// The list is paged (limit, offset; out-of-range integers clamped) with the organization's total.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PolicyQuotaExceeded, type Policy as StoredPolicy, type PolicyQuota, type Store } from '../../store/types.ts';
import { countRules, type PolicyLimits } from '../../policy/limits.ts';
import { validateRules } from '../../policy/rules.ts';
import { ApiError } from '../errors.ts';
import { assertStorable, integerQuery } from '../content.ts';
import { ErrorResponses, IdParams, Policy, PolicyCreate, PolicyList, PolicyListQuery, PolicyUpdate, POLICY_PAGE } from '../schemas.ts';

const NOUNS = { policies: 'policies', patterns: 'regex patterns', keywords: 'keywords' } as const;
/** Beyond any organization's policies (WARDEN_MAX_POLICIES ≤ 100,000); keeps the SQL parameter small. */
const MAX_OFFSET = 1_000_000;

function publicPolicy(p: StoredPolicy) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    enabled: p.enabled,
    rules: p.rules,
    mode: p.mode,
    isDefault: p.isDefault,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

function checkRules(rules: unknown[] | undefined): void {
  if (!rules) return;
  const details = validateRules(rules);
  const first = details[0];
  if (first) throw new ApiError('VALIDATION_ERROR', `Invalid request: ${first.field.slice(1)} ${first.message}`, { details });
}

/** Rules over maxBytes as JSON (UTF-8) are a 413 naming the limit. */
function checkSize(rules: unknown[] | undefined, maxBytes: number): void {
  if (!rules) return;
  const bytes = Buffer.byteLength(JSON.stringify(rules));
  if (bytes > maxBytes) {
    throw new ApiError('PAYLOAD_TOO_LARGE', `Policy rules are ${bytes} bytes as JSON; the limit is ${maxBytes} bytes`, {
      details: [{ field: '/rules', message: `must be at most ${maxBytes} bytes as JSON (UTF-8); they are ${bytes}` }],
    });
  }
}

/** The store's quota refusal as the API says it: 409 QUOTA_EXCEEDED naming the limit. */
async function withinQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!(e instanceof PolicyQuotaExceeded)) throw e;
    const noun = NOUNS[e.limit];
    throw new ApiError('QUOTA_EXCEEDED', `Limit exceeded: an organization may hold at most ${e.max} ${noun}; this would make ${e.total}`, {
      details: [{ field: e.limit === 'policies' ? '/' : '/rules', message: `the organization's policies may hold at most ${e.max} ${noun} in all; with this write they would hold ${e.total}` }],
    });
  }
}

function notFound(id: string): ApiError {
  return new ApiError('NOT_FOUND', `Policy ${id} not found`);
}

export const policyRoutes: FastifyPluginAsyncTypebox<{ store: Store; limits: PolicyLimits }> = async (app, { store, limits }) => {
  const quota: PolicyQuota = { maxPolicies: limits.maxPolicies, maxPatterns: limits.maxPatterns, maxKeywords: limits.maxKeywords, count: countRules };
  // A body several times the largest storable rules cannot be a valid policy: refused before it is parsed.
  const bodyLimit = Math.max(1_048_576, 4 * limits.maxBytes);

  app.get(
    '/policies',
    {
      schema: { operationId: 'listPolicies', summary: 'List policies (paged, oldest first)', querystring: PolicyListQuery, response: { 200: PolicyList, ...ErrorResponses } },
      // A decimal integer is read as the number it spells (clamped below).
      preValidation: integerQuery(['limit', 'offset'], /^-?\d{1,15}$/),
    },
    async (request) => {
      const limit = Math.min(POLICY_PAGE.max, Math.max(1, request.query.limit ?? POLICY_PAGE.default));
      const offset = Math.min(MAX_OFFSET, Math.max(0, request.query.offset ?? 0));
      const page = await store.pagePolicies(request.auth!.orgId, { limit, offset });
      return { policies: page.policies.map(publicPolicy), total: page.total, limit, offset };
    },
  );

  app.get('/policies/:id', { schema: { operationId: 'getPolicy', summary: 'Get a policy', params: IdParams, response: { 200: Policy, ...ErrorResponses } } }, async (request) => {
    const p = await store.getPolicy(request.auth!.orgId, request.params.id);
    if (!p) throw notFound(request.params.id);
    return publicPolicy(p);
  });

  app.post('/policies', { bodyLimit, schema: { operationId: 'createPolicy', summary: 'Create a policy', body: PolicyCreate, response: { 201: Policy, ...ErrorResponses } } }, async (request, reply) => {
    const body = request.body;
    assertStorable(body);
    checkRules(body.rules);
    checkSize(body.rules, limits.maxBytes);
    const p = await withinQuota(() =>
      store.createPolicy(
        request.auth!.orgId,
        {
          name: body.name,
          description: body.description ?? null,
          enabled: body.enabled ?? true,
          rules: body.rules ?? [],
          mode: body.mode ?? 'enforce',
          isDefault: body.isDefault ?? false,
        },
        quota,
      ),
    );
    reply.code(201).header('location', `/v1/policies/${p.id}`);
    return publicPolicy(p);
  });

  const update = async (request: { auth: { orgId: string } | null; params: { id: string }; body: PolicyUpdate }) => {
    const body = request.body;
    const patch = Object.fromEntries(
      (['name', 'description', 'enabled', 'rules', 'mode', 'isDefault'] as const).filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
    );
    if (Object.keys(patch).length === 0) {
      throw new ApiError('VALIDATION_ERROR', 'Invalid request: give at least one of name, description, enabled, rules, mode, isDefault', {
        details: [{ field: '/', message: 'no updatable field' }],
      });
    }
    assertStorable(patch);
    checkRules(body.rules);
    checkSize(body.rules, limits.maxBytes);
    const p = await withinQuota(() => store.updatePolicy(request.auth!.orgId, request.params.id, patch, quota));
    if (!p) throw notFound(request.params.id);
    return publicPolicy(p);
  };
  const updateSchema = { params: IdParams, body: PolicyUpdate, response: { 200: Policy, ...ErrorResponses } };
  app.put('/policies/:id', { bodyLimit, schema: { operationId: 'updatePolicy', summary: 'Update a policy (partial: only the fields given change)', ...updateSchema } }, update);
  app.patch('/policies/:id', { bodyLimit, schema: { operationId: 'patchPolicy', summary: 'Same as PUT', ...updateSchema } }, update);

  app.delete('/policies/:id', { schema: { operationId: 'deletePolicy', summary: 'Delete a policy', params: IdParams, response: { 204: { type: 'null' }, ...ErrorResponses } } }, async (request, reply) => {
    if (!(await store.deletePolicy(request.auth!.orgId, request.params.id))) throw notFound(request.params.id);
    return reply.code(204).send(null);
  });
};
