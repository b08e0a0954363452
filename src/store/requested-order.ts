// Shared by both stores: getPolicies fetches by set membership, and callers need the order they asked for.
import type { Policy } from './types.ts';

/** Orders found policies as ids lists them; missing ids are skipped and a repeated id yields its policy once. */
export function inRequestedOrder(policies: Policy[], ids: string[]): Policy[] {
  const byId = new Map(policies.map((p) => [p.id, p]));
  const ordered: Policy[] = [];
  for (const id of new Set(ids)) {
    const policy = byId.get(id);
    if (policy) ordered.push(policy);
  }
  return ordered;
}
