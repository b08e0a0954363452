// The per-organization policy caps, as both stores check them inside the transaction that writes a
// policy: from the organization's other policies' totals, the policy's counts before the write (an
// update) and after it.

import { PolicyQuotaExceeded, type PolicyQuota } from './types.ts';

export interface QuotaTotals {
  policies: number;
  patterns: number;
  keywords: number;
}

export interface RuleCountPair {
  patterns: number;
  keywords: number;
}

/**
 * Throws PolicyQuotaExceeded when the write takes a total over its limit. A write that adds nothing to
 * a total is never refused for it, so an organization over a lowered limit can still shrink.
 * before: the policy's counts before an update (undefined for a create).
 */
export function checkQuota(quota: PolicyQuota, others: QuotaTotals, before: RuleCountPair | undefined, after: RuleCountPair): void {
  if (before === undefined && others.policies + 1 > quota.maxPolicies) throw new PolicyQuotaExceeded('policies', quota.maxPolicies, others.policies + 1);
  for (const limit of ['patterns', 'keywords'] as const) {
    const max = limit === 'patterns' ? quota.maxPatterns : quota.maxKeywords;
    const added = after[limit] - (before?.[limit] ?? 0);
    if (added > 0 && others[limit] + after[limit] > max) throw new PolicyQuotaExceeded(limit, max, others[limit] + after[limit]);
  }
}
