// JSON Web Tokens (JWS compact form): three base64url parts whose first decodes to a JSON header with
// an "alg". Bearer tokens grant access until they expire, so they are credentials.

import { patternDetector } from '../define.ts';

const HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'; // {"alg":"HS256","typ":"JWT"}
const RS_HEADER = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0'; // {"alg":"RS256","kid":"k1"}
const NONE_HEADER = 'eyJhbGciOiJub25lIn0'; // {"alg":"none"}
const PAYLOAD = 'eyJzdWIiOiJ1c2VyLTQyIiwiaWF0IjoxNzAwMDAwMDAwfQ'; // {"sub":"user-42","iat":1700000000}
const SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** The decoded first part: a JSON header with an "alg", or (damaged or hand-edited) text that still opens like one. */
function headerOf(value: string): { alg: string } | undefined {
  const raw = Buffer.from(value.slice(0, value.indexOf('.')), 'base64url').toString('utf8');
  try {
    const header: unknown = JSON.parse(raw);
    if (typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string') return { alg: (header as { alg: string }).alg };
  } catch {
    // fall through: a token whose header bytes were mangled is still a token pasted into text
  }
  return /^\{\s{0,4}"(?:alg|typ|kid)"\s{0,4}:/.test(raw) ? { alg: '' } : undefined;
}

/**
 * Signed tokens are bearer credentials. Unsigned ones (alg "none", empty signature) grant access only
 * to servers that accept them, but still carry identity claims: reported with a lower score.
 */
const UNSIGNED_SCORE = 0.6;

function validateJwt(value: string): boolean | number {
  const header = headerOf(value);
  if (!header) return false;
  if (value.endsWith('.')) return header.alg.toLowerCase() === 'none' ? UNSIGNED_SCORE : false;
  return true;
}

export const jwt = patternDetector({
  id: 'jwt',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  // The signature may be empty only for unsigned tokens (checked by the validator: alg "none").
  pattern:
    /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{4,16384}\.(?:[A-Za-z0-9_-]{16,4096}(?![A-Za-z0-9_-]|\.[A-Za-z0-9_-])|(?![A-Za-z0-9_.-]))/g,
  keywords: ['eyJ'],
  validate: validateJwt,
  baseScore: 0.9,
  reason: 'JSON Web Token',
  examples: {
    positive: [
      `Authorization: Bearer «${HEADER}.${PAYLOAD}.${SIGNATURE}»`,
      `token=«${RS_HEADER}.${PAYLOAD}.${SIGNATURE}».`,
      `String unsigned = "«${NONE_HEADER}.${PAYLOAD}.»";`,
      `JWT := «eyJhbGciOieeeiIsInR5cCI6IkpXVCJ9.${PAYLOAD}.${SIGNATURE}»`, // damaged header bytes
    ],
    negative: [
      `eyJub3QiOiJqd3QifQ.${PAYLOAD}.${SIGNATURE}`, // header {"not":"jwt"}
      `${HEADER}.${PAYLOAD}.`,
      `${HEADER}.${PAYLOAD}.${SIGNATURE}.more`,
      'eyJ alone is nothing',
    ],
  },
});
