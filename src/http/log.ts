// What the logs may say about a request. Query strings carry whatever a client puts there, API keys
// included (`?api_key=…`), so no query value is ever logged: request lines show the method, the route
// pattern (`/v1/policies/:id`) and the path with every query value [REDACTED], and any URL that reaches
// a message or an error (Fastify names the URL in some of its warnings) loses its query.

import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

export const REDACTED = '[REDACTED]';

/** Parameter names longer than this, or with other characters, could be a value: they are redacted too. */
const PLAIN_NAME = /^[A-Za-z0-9_.\-[\]]{1,32}$/;

/** The URL with every query value, and any name that is not a plain short word, replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1 || q === url.length - 1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      if (part === '') return part;
      const eq = part.indexOf('=');
      const name = eq === -1 ? undefined : part.slice(0, eq);
      if (name === undefined) return REDACTED;
      return `${PLAIN_NAME.test(name) ? name : REDACTED}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${query}`;
}

/** A path (or URL) followed by a query, in free text: the query runs to white space, a quote, `#` or `)`. */
const URL_QUERY = /((?:[a-z][a-z0-9+.-]*:\/\/[^\s"'?/]*)?\/[^\s"'?]*)\?[^\s"'#)]+/gi;

/** Free text (a log message, an error message or stack) with the query of every URL in it removed. */
export function scrubText(text: string): string {
  return text.replace(URL_QUERY, `$1?${REDACTED}`);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as pino's standard serializer shows them (type, message, stack, code), with URL queries scrubbed.
 * An `err` that is already a reason (a string, as /readyz logs) stays one, scrubbed the same way.
 */
function serializeError(err: Error): LoggedError {
  // Typed as pino types it; at run time any value logged under `err` arrives here.
  const value: unknown = err;
  if (typeof value === 'string') return scrubText(value) as unknown as LoggedError;
  if (typeof value !== 'object' || value === null) return value as LoggedError;
  const out: LoggedError = { type: err.constructor?.name ?? 'Error', message: scrubText(String(err.message)), stack: scrubText(String(err.stack ?? '')) };
  const { code, statusCode } = err as Error & { code?: unknown; statusCode?: unknown };
  if (code !== undefined) out.code = code;
  if (statusCode !== undefined) out.statusCode = statusCode;
  return out;
}

export const logSerializers = {
  /** Fastify passes its request object: the route pattern is known once the router has matched. */
  req: (request: FastifyRequest) => ({
    method: request.method,
    route: request.is404 ? undefined : request.routeOptions?.url,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
  err: serializeError,
};

/**
 * A log call's arguments with URL queries scrubbed from its strings. Without a message pino uses the
 * error's own message, unscrubbed (Fastify logs `{ err }` alone when a reply is sent twice, and its
 * message names the URL), so that message is given explicitly, scrubbed.
 */
function scrubArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [{ err: first }, ...scrubArgs(rest.length > 0 ? rest : [first.message])];
  const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a));
  const err = typeof first === 'object' && first !== null ? (first as { err?: unknown }).err : undefined;
  if (args.length === 1 && err instanceof Error) scrubbed.push(scrubText(err.message));
  return scrubbed;
}

/**
 * The logger options for Fastify: the level, these serializers, and a hook that scrubs URL queries from
 * every string argument of every log call. `given` (tests: a stream) is merged in; false turns logging off.
 */
export function loggerOptions(level: LogLevel, given: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = given === true || given === undefined ? {} : given;
  return {
    level,
    ...base,
    serializers: { ...logSerializers, ...base.serializers },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, scrubArgs(args));
      },
    },
  };
}
