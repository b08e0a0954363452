// The closed list of error codes and their HTTP statuses, and the one place that turns any failure into
// the error body. The body carries both variants of the interface at once:
//   {"error": {"code", "message", "requestId", "status", "details"?}}
// Messages never echo scanned content or internals.

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreUnavailable, StoreBusyError } from '../store/types.ts';

export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  AUTHENTICATION_FAILED: 401,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  /** The organization is at a cap on what it may create (webhook registrations, policies, regex patterns, keywords); delete or shrink first. */
  QUOTA_EXCEEDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT_EXCEEDED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** A scan or policy evaluation needed more than its work budget, or a pooled scan missed WARDEN_SCAN_TIMEOUT_MS; retry later or send smaller content. */
  SCAN_TIMEOUT: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorDetail {
  /** JSON pointer-ish path of the offending field, e.g. "/content" or "/options/riskThreshold". */
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(code: ErrorCode, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function errorBody(code: ErrorCode, message: string, requestId: string, details?: ErrorDetail[]) {
  return {
    error: {
      code,
      message,
      requestId,
      status: ERROR_CODES[code],
      ...(details && details.length > 0 ? { details } : {}),
    },
  };
}

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns Ajv's errors into field-named details ("/content: must be string"). */
function validationDetails(error: FastifyError): ErrorDetail[] {
  const list = (error as FastifyError & { validation?: AjvLikeError[] }).validation ?? [];
  return list.map((e) => {
    let field = e.instancePath || '';
    if (e.keyword === 'required' && typeof e.params?.missingProperty === 'string') {
      field = `${field}/${e.params.missingProperty}`;
    }
    if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string') {
      field = `${field}/${e.params.additionalProperty}`;
    }
    return { field: field || '/', message: e.message ?? 'is invalid' };
  });
}

/** Maps Fastify's own errors (body parsing, limits, content type) onto our codes. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Transient: another process holds the SQLite write lock; the call gave up without blocking the server.
  if (error instanceof StoreBusyError) return new ApiError('SERVICE_UNAVAILABLE', 'The database is busy; try again shortly', { headers: { 'retry-after': '1' } });
  // Transient: the database cannot be reached (PostgreSQL down, restarting or out of connections).
  if (isStoreUnavailable(error)) return new ApiError('SERVICE_UNAVAILABLE', 'The database is unavailable; try again shortly', { headers: { 'retry-after': '5' } });
  const fe = error as FastifyError;
  if (fe && typeof fe === 'object' && 'validation' in fe && fe.validation) {
    const details = validationDetails(fe);
    const first = details[0];
    const message = first ? `Invalid request: ${first.field === '/' ? 'body' : first.field.slice(1)} ${first.message}` : 'Invalid request body';
    return new ApiError('VALIDATION_ERROR', message, { details });
  }
  switch (fe?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('VALIDATION_ERROR', 'Request body does not match its Content-Length');
    default:
      break;
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status >= 400 && status < 500) return new ApiError('VALIDATION_ERROR', 'Invalid request');
  return new ApiError('INTERNAL_ERROR', 'Internal server error');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(error.code, error.message, request.id, error.details));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, malformed
 * request lines, slow clients) get the same error body, written straight to the socket, with the
 * headers `headers()` gives (the rate-limit headers). There is no request, so no X-Request-Id.
 */
export function clientErrorHandler(headers: () => Record<string, string> = () => ({})) {
  return (err: NodeJS.ErrnoException, socket: import('node:net').Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const code: ErrorCode =
      err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'VALIDATION_ERROR';
    const message =
      code === 'HEADERS_TOO_LARGE' ? 'Request headers are too large' : code === 'REQUEST_TIMEOUT' ? 'Request took too long to arrive' : 'Malformed HTTP request';
    const body = JSON.stringify(errorBody(code, message, 'none'));
    const extra = Object.entries(headers())
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${ERROR_CODES[code]} ${code.replaceAll('_', ' ')}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}
