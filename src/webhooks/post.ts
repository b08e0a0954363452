// One HTTP POST of a delivery: connects only to an address the SSRF guard has just checked (the lookup
// hook of the request resolves and checks, and the socket connects to that answer), gives up after the
// timeout, follows no redirects and reads only the status and Retry-After. Plain http:// is refused
// unless allowed (see plainHttpRefused), so a registration made before that rule cannot send in clear.
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress, resolveSafely, UnsafeDestinationError, type HostResolver } from './ssrf.ts';

/**
 * Whether an http:// url is refused: the event and both signatures would cross the network readable and
 * replayable by anyone on the path. WARDEN_WEBHOOK_ALLOW_HTTP allows it (development); a loopback address
 * literal is always allowed, since its traffic never leaves the machine (the address check decides whether
 * loopback may be reached at all). A host name is never exempt: its answer can change.
 */
export function plainHttpRefused(url: URL, allowHttp: boolean): boolean {
  if (url.protocol !== 'http:' || allowHttp) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 || classifyAddress(host) !== 'loopback';
}

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Send to http:// urls other than loopback address literals (default false). */
  allowHttp?: boolean;
  resolve?: HostResolver;
  signal?: AbortSignal;
}

export interface PostResult {
  status: number;
  retryAfter: string | undefined;
}

export function postJson(rawUrl: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      reject(new Error('the registered url is not valid'));
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new Error('the registered url is not http(s)'));
      return;
    }
    if (plainHttpRefused(url, options.allowHttp ?? false)) {
      reject(new Error('the url uses plain http, which this deployment refuses (WARDEN_WEBHOOK_ALLOW_HTTP)'));
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address literal is never looked up by the socket, so it is checked here.
    if (isIP(host) !== 0) {
      const category = classifyAddress(host);
      if (category !== null && (!options.allowPrivate || category === 'metadata')) {
        reject(new UnsafeDestinationError(category, `the host is a ${category} address`));
        return;
      }
    }
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      resolveSafely(hostname, { allowPrivate: options.allowPrivate, ...(options.resolve ? { resolve: options.resolve } : {}) }).then(
        (addresses) => {
          if (lookupOptions.all) callback(null, addresses);
          else callback(null, addresses[0]!.address, addresses[0]!.family);
        },
        (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
      );
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body, 'utf8')) },
      agent: false,
      lookup,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    req.on('response', (res) => {
      clearTimeout(timer);
      const retryAfter = res.headers['retry-after'];
      resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined });
      // The body is not needed; it is drained (bounded by the same timeout) so the socket closes cleanly.
      const drain = setTimeout(() => res.destroy(), options.timeoutMs);
      drain.unref();
      res.on('close', () => clearTimeout(drain));
      res.on('error', () => {});
      res.resume();
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (/^\d{1,9}$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
