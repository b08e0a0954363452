// API keys: generated keys look like "wdn_" + 43 url-safe characters; only their SHA-256 hash is stored.
// The bearer token is hashed and looked up; a missing, malformed, unknown or revoked key is the same 401.

import { createHash, randomBytes } from 'node:crypto';
import type { Plan, Store } from '../store/types.ts';

export interface AuthContext {
  orgId: string;
  keyId: string;
  plan: Plan;
}

export const KEY_PREFIX = 'wdn_';

export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * What a listing may show of a key (stored in plain text): the first 8 characters of a key of at least 32,
 * nothing of a shorter one, so the stored prefix is never more than a quarter of the key, nor the key itself.
 */
export function keyPrefix(key: string): string {
  return key.length >= 32 ? key.slice(0, 8) : '';
}

/** Extracts the token of "Authorization: Bearer <token>"; undefined when absent or malformed. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer[ \t]+([\x21-\x7e]{1,512})[ \t]*$/i.exec(header);
  return m?.[1];
}

export async function authenticate(store: Store, header: string | string[] | undefined): Promise<AuthContext | null> {
  const token = bearerToken(header);
  if (token === undefined) return null;
  const record = await store.findApiKeyByHash(hashApiKey(token));
  if (!record) return null;
  return { orgId: record.orgId, keyId: record.id, plan: record.plan };
}
