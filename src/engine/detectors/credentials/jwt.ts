// JSON Web Tokens (JWS compact form): three base64url parts whose first decodes to a JSON header with
// an "alg". Bearer tokens grant access until they expire, so they are credentials.

import { patternDetector } from '../define.ts';

const HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'; // {"alg":"HS256","typ":"JWT"}
const RS_HEADER = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0'; // {"alg":"RS256","kid":"k1"}
const PAYLOAD = 'eyJzdWIiOiJ1c2VyLTQyIiwiaWF0IjoxNzAwMDAwMDAwfQ'; // {"sub":"user-42","iat":1700000000}
const SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

function hasJwtHeader(value: string): boolean {
  try {
    const header: unknown = JSON.parse(Buffer.from(value.slice(0, value.indexOf('.')), 'base64url').toString('utf8'));
    return typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

export const jwt = patternDetector({
  id: 'jwt',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  // Unsigned tokens (alg "none", empty signature) are not matched: they grant nothing by themselves.
  pattern:
    /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{4,16384}\.[A-Za-z0-9_-]{16,4096}(?![A-Za-z0-9_-]|\.[A-Za-z0-9_-])/g,
  keywords: ['eyJ'],
  validate: hasJwtHeader,
  baseScore: 0.9,
  reason: 'JSON Web Token',
  examples: {
    positive: [
      `Authorization: Bearer «${HEADER}.${PAYLOAD}.${SIGNATURE}»`,
      `token=«${RS_HEADER}.${PAYLOAD}.${SIGNATURE}».`,
    ],
    negative: [
      `eyJub3QiOiJqd3QifQ.${PAYLOAD}.${SIGNATURE}`, // header {"not":"jwt"}
      `${HEADER}.${PAYLOAD}.`,
      `${HEADER}.${PAYLOAD}.${SIGNATURE}.more`,
      'eyJ alone is nothing',
    ],
  },
});
