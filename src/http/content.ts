// Checks shared by the routes: content size, categories, stored bodies, integer query values.

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

/** Objects and arrays nested deeper than this in a stored body are refused (see assertStorable). */
export const MAX_STORED_DEPTH = 32;

/**
 * Stored text must be storable in every backend: PostgreSQL refuses NUL characters and lone UTF-16
 * surrogates, so they are a 400 here rather than a 500 from the database. Nesting is capped too: a body
 * nested thousands of levels deep (JSON.parse takes it) overflowed the stack here and in the stores'
 * JSON.stringify, a 500.
 */
export function assertStorable(value: unknown, path = '', depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || !value.isWellFormed()) {
      throw new ApiError('VALIDATION_ERROR', `Invalid request: ${path.slice(1) || 'body'} contains a NUL character or an unpaired surrogate`, {
        details: [{ field: path || '/', message: 'must not contain NUL characters or unpaired surrogates' }],
      });
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_STORED_DEPTH) {
    throw new ApiError('VALIDATION_ERROR', `Invalid request: ${path.slice(1) || 'body'} is nested too deeply`, {
      details: [{ field: path || '/', message: `must not nest objects and arrays more than ${MAX_STORED_DEPTH} levels deep` }],
    });
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertStorable(v, `${path}/${i}`, depth + 1));
  } else {
    for (const [k, v] of Object.entries(value)) {
      assertStorable(k, path, depth + 1);
      assertStorable(v, `${path}/${k}`, depth + 1);
    }
  }
}

/**
 * A preValidation hook that reads the named query values as numbers when they spell a decimal integer
 * (`digits`, e.g. /^\d{1,6}$/): query values arrive as strings and validation never coerces, so
 * `?limit=5` was a 400. Anything else is left as it is for the route's schema to refuse.
 */
export function integerQuery(names: readonly string[], digits: RegExp) {
  return async (request: { query: unknown }): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const name of names) {
      const value = query[name];
      if (typeof value === 'string' && digits.test(value)) query[name] = Number(value);
    }
  };
}
