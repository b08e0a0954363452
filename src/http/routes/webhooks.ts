// /v1/webhooks: registrations of the caller's organization, their deliveries, and a test ping. The signing
// secret is stored so deliveries can be signed (encrypted when WARDEN_WEBHOOK_SECRET_KEY is set, see
// store/secret-box.ts), and is never returned, except once when Warden generated it. A url is refused when
// its host resolves to an internal address (see webhooks/ssrf.ts) or it is plain http (see webhooks/post.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import type { Store, WebhookRecord } from '../../store/types.ts';
import type { WebhookRuntime } from '../../webhooks/runtime.ts';
import { ApiError } from '../errors.ts';
import { assertStorable, integerQuery } from '../content.ts';
import { isSealed, SEALED_PREFIX } from '../../store/secret-box.ts';
import { STANDARD_SECRET_PREFIX, standardKeyMaterial } from '../../webhooks/sign.ts';
import {
  ErrorResponses,
  IdParams,
  Webhook,
  WebhookCreate,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookList,
  WebhookTestResult,
} from '../schemas.ts';

/** A given secret needs this many different characters, white space not counted. */
export const MIN_SECRET_VARIETY = 6;
/** A given "whsec_" secret holds at least this many bytes of key material (Standard Webhooks suggests 24 to 64). */
export const MIN_STANDARD_KEY_BYTES = 16;
/** Bytes of a generated secret's key material. */
const GENERATED_KEY_BYTES = 32;

/**
 * Refuses a secret that is white space or repeats a few characters ("                ", "abababab…",
 * "secretsecretsecret"): the schema's 16 characters say nothing about how guessable they are. Random
 * secrets pass: 16 random hex characters have fewer than 6 different ones about once in 30,000 tries, 16
 * base64 characters about once in 10^11, 32 hex characters about once in 10^12.
 */
function assertStrongSecret(secret: string): void {
  // Stored as is without WARDEN_WEBHOOK_SECRET_KEY, it would then read as an encrypted value.
  if (isSealed(secret)) {
    throw new ApiError('VALIDATION_ERROR', `Invalid request: secret must not begin with ${SEALED_PREFIX}`, {
      details: [{ field: '/secret', message: `must not begin with ${SEALED_PREFIX} (the mark of an encrypted secret)` }],
    });
  }
  // The Standard Webhooks scheme reads a "whsec_" secret as base64 key material: a receiver using its
  // official verifier could not use one that is not (webhooks/sign.ts).
  if (secret.startsWith(STANDARD_SECRET_PREFIX)) {
    const key = standardKeyMaterial(secret);
    if (key === undefined || key.length < MIN_STANDARD_KEY_BYTES) {
      throw new ApiError('VALIDATION_ERROR', `Invalid request: a secret beginning with ${STANDARD_SECRET_PREFIX} must be base64 of at least ${MIN_STANDARD_KEY_BYTES} bytes after it`, {
        details: [
          {
            field: '/secret',
            message: `after ${STANDARD_SECRET_PREFIX} must be base64 (A-Z a-z 0-9 + /, padding optional) of a key of at least ${MIN_STANDARD_KEY_BYTES} bytes, as Standard Webhooks secrets are; any secret without the prefix is used as its UTF-8 bytes`,
          },
        ],
      });
    }
  }
  const variety = new Set([...secret].filter((c) => !/\s/u.test(c))).size;
  if (variety < MIN_SECRET_VARIETY) {
    throw new ApiError('VALIDATION_ERROR', 'Invalid request: secret is too easy to guess', {
      details: [{ field: '/secret', message: `must contain at least ${MIN_SECRET_VARIETY} different characters other than white space` }],
    });
  }
}

function publicWebhook(w: WebhookRecord) {
  return { id: w.id, url: w.url, events: w.events, enabled: w.enabled, createdAt: w.createdAt, updatedAt: w.updatedAt };
}

export const webhookRoutes: FastifyPluginAsyncTypebox<{ store: Store; webhooks: WebhookRuntime }> = async (app, { store, webhooks }) => {
  const mustFind = async (orgId: string, id: string): Promise<WebhookRecord> => {
    const w = await store.getWebhook(orgId, id);
    if (!w) throw new ApiError('NOT_FOUND', `Webhook ${id} not found`);
    return w;
  };

  app.post('/webhooks', { schema: { operationId: 'createWebhook', summary: 'Register a webhook', body: WebhookCreate, response: { 201: Webhook, ...ErrorResponses } } }, async (request, reply) => {
    const body = request.body;
    assertStorable(body);
    if (body.secret !== undefined) assertStrongSecret(body.secret);
    const url = await webhooks.checkUrl(body.url);
    // Standard Webhooks form: the prefix and base64 of random key bytes.
    const generated = body.secret === undefined ? `${STANDARD_SECRET_PREFIX}${randomBytes(GENERATED_KEY_BYTES).toString('base64')}` : undefined;
    const w = await webhooks.register(request.auth!.orgId, { url, events: [...body.events], secret: body.secret ?? generated! });
    reply.code(201).header('location', `/v1/webhooks/${w.id}`);
    return { ...publicWebhook(w), ...(generated ? { secret: generated } : {}) };
  });

  app.get('/webhooks', { schema: { operationId: 'listWebhooks', summary: 'List webhooks', response: { 200: WebhookList, ...ErrorResponses } } }, async (request) => {
    const list = (await store.listWebhooks(request.auth!.orgId)).map(publicWebhook);
    return { webhooks: list, total: list.length };
  });

  app.get('/webhooks/:id', { schema: { operationId: 'getWebhook', summary: 'Get a webhook', params: IdParams, response: { 200: Webhook, ...ErrorResponses } } }, async (request) => {
    return publicWebhook(await mustFind(request.auth!.orgId, request.params.id));
  });

  app.delete('/webhooks/:id', { schema: { operationId: 'deleteWebhook', summary: 'Delete a webhook', params: IdParams, response: { 204: { type: 'null' }, ...ErrorResponses } } }, async (request, reply) => {
    if (!(await store.deleteWebhook(request.auth!.orgId, request.params.id))) throw new ApiError('NOT_FOUND', `Webhook ${request.params.id} not found`);
    return reply.code(204).send(null);
  });

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: { operationId: 'listWebhookDeliveries', summary: "A webhook's deliveries, newest first", params: IdParams, querystring: WebhookDeliveryQuery, response: { 200: WebhookDeliveryList, ...ErrorResponses } },
      // A decimal limit is read as the number it spells (the schema still checks 1-100).
      preValidation: integerQuery(['limit'], /^\d{1,6}$/),
    },
    async (request) => {
      const orgId = request.auth!.orgId;
      await mustFind(orgId, request.params.id);
      const deliveries = await store.listWebhookDeliveries(orgId, request.params.id, request.query.limit ?? 50);
      return { deliveries, total: deliveries.length };
    },
  );

  app.post(
    '/webhooks/:id/test',
    { schema: { operationId: 'testWebhook', summary: 'Send a signed ping event to a webhook now', params: IdParams, response: { 200: WebhookTestResult, 202: WebhookTestResult, ...ErrorResponses } } },
    async (request, reply) => {
      const orgId = request.auth!.orgId;
      const w = await mustFind(orgId, request.params.id);
      if (!w.enabled) {
        throw new ApiError('VALIDATION_ERROR', `Webhook ${w.id} is disabled (its endpoint answered 410 Gone); register the endpoint again`, {
          details: [{ field: '/id', message: 'must be an enabled webhook' }],
        });
      }
      const { eventId, deliveryId, attempt } = await webhooks.ping(orgId, w.id, request.log);
      const [delivery] = (await store.listWebhookDeliveries(orgId, w.id, 100)).filter((d) => d.id === deliveryId);
      reply.code(attempt ? 200 : 202);
      return {
        eventId,
        deliveryId,
        delivered: attempt?.result === 'succeeded',
        status: delivery?.status ?? 'pending',
        attempted: attempt !== null,
        responseCode: attempt?.responseCode ?? null,
        error: attempt?.error ?? null,
        nextAttemptAt: delivery?.nextAttemptAt ?? null,
      };
    },
  );
};
