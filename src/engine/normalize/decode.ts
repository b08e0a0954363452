// Encoded payloads hidden in text: base64, hex and URL-encoding. Each candidate run is decoded with
// hard bounds (run length, count, total size) and kept only when it decodes to readable text — then it
// is scanned like the rest, and findings on it point at the encoded run in the original.

import { isUtf8 } from 'node:buffer';
import type { Span } from '../types.ts';
import { matchesOf } from './matches.ts';
import { Deadline } from '../../budget.ts';

export type PayloadEncoding = 'base64' | 'hex' | 'url' | 'rot13';

export interface Payload extends Span {
  encoding: PayloadEncoding;
  /** The decoded text (never logged, never reported). */
  text: string;
}

const MAX_RUN = 65_536;
const MAX_PAYLOADS = 16;
const MAX_TOTAL = 262_144;

const BASE64 = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])/g;
const HEX = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){10,}(?![0-9A-Fa-f])|(?:\\x[0-9A-Fa-f]{2}){8,}|(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[ :]){7,}[0-9A-Fa-f]{2}(?![0-9A-Fa-f])/g;
const URL_ENCODED = /(?:%[0-9A-Fa-f]{2}[A-Za-z0-9._~+!*'(),-]{0,24}){4,}/g;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Readable text: valid UTF-8, no control characters but whitespace, at least two words and mostly
 * letters. Random bytes, binary hashes and JSON token headers fail this.
 */
export function readable(s: string): boolean {
  if (s.length < 8) return false;
  if (/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFD]/.test(s)) return false;
  if (!/\S\s+\S/.test(s)) return false;
  const letters = s.match(/\p{L}/gu)?.length ?? 0;
  const nonSpace = s.replace(/\s+/g, '').length;
  return letters >= 0.6 * nonSpace;
}

function decodeBytes(bytes: Uint8Array): string | undefined {
  // Most candidate runs decode to invalid UTF-8 (random bytes): a native check answers without the
  // exception the fatal decoder throws, which costs far more than the decoding itself.
  if (!isUtf8(bytes)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function decodeBase64(run: string): string | undefined {
  // A plain word ("internationalization") is valid base64 too; real payloads mix case, digits or symbols.
  if (/^[a-z]+$|^[A-Z]+$/.test(run)) return undefined;
  return decodeBytes(Buffer.from(run, 'base64'));
}

function decodeHex(run: string): string | undefined {
  const digits = run.replace(/\\x|[ :]/g, '');
  return decodeBytes(Buffer.from(digits, 'hex'));
}

function decodeUrl(run: string): string | undefined {
  try {
    return decodeURIComponent(run.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Where an escaped or spaced hex run may start ("\\x41", "de:ad:"), when no long base64-like run exists. */
export const HEX_HINT = /\\x[0-9A-Fa-f]{2}|[0-9A-Fa-f]{2}[ :][0-9A-Fa-f]{2}[ :]/;

/** HEX_HINT.test(text) as one plain pass (the regex retried its second alternative at every hex letter). */
export function mayHoldHex(text: string): boolean {
  for (let i = 0; i + 3 < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      if (text.charCodeAt(i + 1) === 120 && isHexCode(text.charCodeAt(i + 2)) && isHexCode(text.charCodeAt(i + 3))) return true;
    } else if (isHexCode(c) && isHexCode(text.charCodeAt(i + 1))) {
      const s1 = text.charCodeAt(i + 2);
      const s2 = text.charCodeAt(i + 5); // NaN past the end
      if ((s1 === 32 || s1 === 58) && (s2 === 32 || s2 === 58) && isHexCode(text.charCodeAt(i + 3)) && isHexCode(text.charCodeAt(i + 4))) return true;
    }
  }
  return false;
}

function isHexCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

// encodingHints(): a run of 16 base64 characters ([A-Za-z0-9+/]), a run of 20 hex digits (the first
// alternative of HEX needs one) and HEX_HINT (mayHoldHex) — the cheap tests findPayloads needs.
export const BASE64_RUN = 1;
export const HEX_RUN = 2;
export const HEX_HINTED = 4;
const B64_CHAR = 1;
const HEX_CHAR = 2;
const HEX_SEP = 4;
const ENCODING_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 47 && c <= 57) || c === 43) ENCODING_CLASS[c]! |= B64_CHAR;
  if (isHexCode(c)) ENCODING_CLASS[c]! |= HEX_CHAR;
  if (c === 32 || c === 58) ENCODING_CLASS[c]! |= HEX_SEP;
}
const encodingClass = (text: string, i: number): number => {
  const c = text.charCodeAt(i); // NaN past the end
  return c < 128 ? ENCODING_CLASS[c]! : 0;
};

/**
 * /[A-Za-z0-9+\/]{16}/.test(text), /[0-9A-Fa-f]{20}/.test(text) and mayHoldHex(text) as bits, from
 * one pass over a class table instead of one pass each.
 */
export function encodingHints(text: string): number {
  let out = 0;
  let b64 = 0;
  let hex = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? ENCODING_CLASS[c]! : 0;
    if (k & B64_CHAR) {
      if (++b64 >= 16) out |= BASE64_RUN;
    } else b64 = 0;
    if (k & HEX_CHAR) {
      if (++hex >= 20) out |= HEX_RUN;
      // "de:ad:" — two hex digits, a separator, two hex digits, a separator
      if (
        encodingClass(text, i + 1) & HEX_CHAR &&
        encodingClass(text, i + 2) & HEX_SEP &&
        encodingClass(text, i + 3) & HEX_CHAR &&
        encodingClass(text, i + 4) & HEX_CHAR &&
        encodingClass(text, i + 5) & HEX_SEP
      ) {
        out |= HEX_HINTED;
      }
    } else {
      hex = 0;
      // "\x41"
      if (c === 92 && i + 3 < n && text.charCodeAt(i + 1) === 120 && encodingClass(text, i + 2) & HEX_CHAR && encodingClass(text, i + 3) & HEX_CHAR) out |= HEX_HINTED;
    }
    if (out === (BASE64_RUN | HEX_RUN | HEX_HINTED)) break;
  }
  return out;
}

/** Decoded payloads found in `text`, spans on `text`, in order; bounded in number and size. */
export function findPayloads(text: string, deadline: Deadline = Deadline.NONE): Payload[] {
  const out: Payload[] = [];
  let total = 0;
  let runs = 0;
  const consider = (re: RegExp, encoding: PayloadEncoding, decode: (run: string) => string | undefined) => {
    for (const m of matchesOf(re, text)) {
      if (out.length >= MAX_PAYLOADS || total >= MAX_TOTAL) return;
      deadline.tick(++runs, 'normalize');
      const run = m[0];
      if (run.length > MAX_RUN) continue;
      const decoded = decode(run);
      if (decoded === undefined || !readable(decoded)) continue;
      total += decoded.length;
      out.push({ encoding, start: m.index, end: m.index + run.length, text: decoded });
    }
  };
  // Cheap prefilters: no '%', no long alphanumeric run → nothing to decode. HEX matches only where a
  // run of 20 hex digits or HEX_HINT is.
  const hints = encodingHints(text);
  if (hints & BASE64_RUN) {
    if (hints & (HEX_RUN | HEX_HINTED)) consider(HEX, 'hex', decodeHex);
    consider(BASE64, 'base64', decodeBase64);
  } else if (hints & HEX_HINTED) {
    consider(HEX, 'hex', decodeHex);
  }
  if (text.includes('%')) consider(URL_ENCODED, 'url', decodeUrl);
  // A hex run is also valid base64; keep one payload per stretch of text.
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  return out.filter((p, i) => i === 0 || p.start >= (out[i - 1]?.end ?? 0));
}
