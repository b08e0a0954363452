// Identifiers: a short type prefix and 24 url-safe random characters (about 143 bits).
import { randomBytes } from 'node:crypto';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}
