// /v1/policies: CRUD of the caller's organization's policies. Another organization's id is a 404, exactly
// like an id that does not exist. Rules are validated on create and update (both rule forms); regex
// patterns are compiled with RE2 then, so a pattern that cannot run in linear time is refused with its reason.
// mode (enforce | monitor) and isDefault are Warden extensions: see src/policy/evaluate.ts.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Policy as StoredPolicy, Store } from '../../store/types.ts';
import { validateRules } from '../../policy/rules.ts';
import { ApiError } from '../errors.ts';
import { assertStorable } from '../content.ts';
import { ErrorResponses, IdParams, Policy, PolicyCreate, PolicyList, PolicyUpdate } from '../schemas.ts';

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

function notFound(id: string): ApiError {
  return new ApiError('NOT_FOUND', `Policy ${id} not found`);
}

export const policyRoutes: FastifyPluginAsyncTypebox<{ store: Store }> = async (app, { store }) => {
  app.get('/policies', { schema: { summary: 'List policies', response: { 200: PolicyList, ...ErrorResponses } } }, async (request) => {
    const policies = (await store.listPolicies(request.auth!.orgId)).map(publicPolicy);
    return { policies, total: policies.length };
  });

  app.get('/policies/:id', { schema: { summary: 'Get a policy', params: IdParams, response: { 200: Policy, ...ErrorResponses } } }, async (request) => {
    const p = await store.getPolicy(request.auth!.orgId, request.params.id);
    if (!p) throw notFound(request.params.id);
    return publicPolicy(p);
  });

  app.post('/policies', { schema: { summary: 'Create a policy', body: PolicyCreate, response: { 201: Policy, ...ErrorResponses } } }, async (request, reply) => {
    const body = request.body;
    assertStorable(body);
    checkRules(body.rules);
    const p = await store.createPolicy(request.auth!.orgId, {
      name: body.name,
      description: body.description ?? null,
      enabled: body.enabled ?? true,
      rules: body.rules ?? [],
      mode: body.mode ?? 'enforce',
      isDefault: body.isDefault ?? false,
    });
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
    const p = await store.updatePolicy(request.auth!.orgId, request.params.id, patch);
    if (!p) throw notFound(request.params.id);
    return publicPolicy(p);
  };
  const updateSchema = { params: IdParams, body: PolicyUpdate, response: { 200: Policy, ...ErrorResponses } };
  app.put('/policies/:id', { schema: { summary: 'Update a policy (partial: only the fields given change)', ...updateSchema } }, update);
  app.patch('/policies/:id', { schema: { summary: 'Same as PUT', ...updateSchema } }, update);

  app.delete('/policies/:id', { schema: { summary: 'Delete a policy', params: IdParams, response: { 204: { type: 'null' }, ...ErrorResponses } } }, async (request, reply) => {
    if (!(await store.deletePolicy(request.auth!.orgId, request.params.id))) throw notFound(request.params.id);
    return reply.code(204).send(null);
  });
};
