// Checks shared by the routes that scan content.

import { ApiError } from './errors.ts';
import { THREAT_CATEGORIES, type ThreatCategory } from '../engine/types.ts';

/** Rejects content larger than the configured number of UTF-8 bytes with 413 PAYLOAD_TOO_LARGE. */
export function checkContentSize(content: string, maxBytes: number): void {
  // Cheap bound first: a UTF-16 code unit is at most 3 UTF-8 bytes.
  if (content.length * 3 <= maxBytes) return;
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > maxBytes) {
    throw new ApiError('PAYLOAD_TOO_LARGE', `content is ${bytes} bytes; the limit is ${maxBytes} bytes`, {
      details: [{ field: '/content', message: `must be at most ${maxBytes} UTF-8 bytes` }],
    });
  }
}

/** options.categories, case-insensitive; an unknown category is a 400 naming it. */
export function parseCategories(list: readonly string[] | undefined): ThreatCategory[] | undefined {
  if (list === undefined) return undefined;
  const out: ThreatCategory[] = [];
  list.forEach((raw, i) => {
    const c = raw.trim().toUpperCase();
    if (!(THREAT_CATEGORIES as readonly string[]).includes(c)) {
      throw new ApiError('VALIDATION_ERROR', `Invalid request: options/categories/${i} is not a known threat category`, {
        details: [{ field: `/options/categories/${i}`, message: `must be one of ${THREAT_CATEGORIES.join(', ')}` }],
      });
    }
    if (!out.includes(c as ThreatCategory)) out.push(c as ThreatCategory);
  });
  return out;
}

export function elapsedMs(startedNs: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - startedNs) / 1e6);
}

/**
 * Stored text must be storable in every backend: PostgreSQL refuses NUL characters and lone UTF-16
 * surrogates, so they are a 400 here rather than a 500 from the database.
 */
export function assertStorable(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || !value.isWellFormed()) {
      throw new ApiError('VALIDATION_ERROR', `Invalid request: ${path.slice(1) || 'body'} contains a NUL character or an unpaired surrogate`, {
        details: [{ field: path || '/', message: 'must not contain NUL characters or unpaired surrogates' }],
      });
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => assertStorable(v, `${path}/${i}`));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      assertStorable(k, path);
      assertStorable(v, `${path}/${k}`);
    }
  }
}
