// /v1/webhooks: registrations of the caller's organization. The signing secret is stored so deliveries
// can be signed, and is never returned, except once when Warden generated it.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import type { Store, WebhookRecord } from '../../store/types.ts';
import { ApiError } from '../errors.ts';
import { assertStorable } from '../content.ts';
import { ErrorResponses, IdParams, Webhook, WebhookCreate, WebhookList } from '../schemas.ts';

function publicWebhook(w: WebhookRecord) {
  return { id: w.id, url: w.url, events: w.events, enabled: w.enabled, createdAt: w.createdAt, updatedAt: w.updatedAt };
}

function checkUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'Invalid request: url is not an absolute URL', { details: [{ field: '/url', message: 'must be an absolute http(s) URL' }] });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ApiError('VALIDATION_ERROR', 'Invalid request: url must use https or http', { details: [{ field: '/url', message: 'must be an absolute http(s) URL' }] });
  }
  return url.toString();
}

export const webhookRoutes: FastifyPluginAsyncTypebox<{ store: Store }> = async (app, { store }) => {
  app.post('/webhooks', { schema: { summary: 'Register a webhook', body: WebhookCreate, response: { 201: Webhook, ...ErrorResponses } } }, async (request, reply) => {
    const body = request.body;
    assertStorable(body);
    const url = checkUrl(body.url);
    const generated = body.secret === undefined ? `whsec_${randomBytes(24).toString('base64url')}` : undefined;
    const w = await store.createWebhook(request.auth!.orgId, { url, events: [...body.events], secret: body.secret ?? generated! });
    reply.code(201).header('location', `/v1/webhooks/${w.id}`);
    return { ...publicWebhook(w), ...(generated ? { secret: generated } : {}) };
  });

  app.get('/webhooks', { schema: { summary: 'List webhooks', response: { 200: WebhookList, ...ErrorResponses } } }, async (request) => {
    const webhooks = (await store.listWebhooks(request.auth!.orgId)).map(publicWebhook);
    return { webhooks, total: webhooks.length };
  });

  app.get('/webhooks/:id', { schema: { summary: 'Get a webhook', params: IdParams, response: { 200: Webhook, ...ErrorResponses } } }, async (request) => {
    const w = await store.getWebhook(request.auth!.orgId, request.params.id);
    if (!w) throw new ApiError('NOT_FOUND', `Webhook ${request.params.id} not found`);
    return publicWebhook(w);
  });

  app.delete('/webhooks/:id', { schema: { summary: 'Delete a webhook', params: IdParams, response: { 204: { type: 'null' }, ...ErrorResponses } } }, async (request, reply) => {
    if (!(await store.deleteWebhook(request.auth!.orgId, request.params.id))) throw new ApiError('NOT_FOUND', `Webhook ${request.params.id} not found`);
    return reply.code(204).send(null);
  });
};
