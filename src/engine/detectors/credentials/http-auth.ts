// Credentials in HTTP requests: the Authorization header in any notation (a header line, curl -H, a
// JSON or dict entry: "Authorization": "Bearer …"), whatever its scheme (Bearer, Token, Bot, SSWS,
// ApiKey…); Basic credentials, decoded and reported when they decode to user:password; a Bearer token
// anywhere; and API-key headers (X-Api-Key, Api-Key, X-Auth-Token, Private-Token,
// Ocp-Apim-Subscription-Key…) on a header line or after curl -H. The span is the token (for Basic, the
// base64 text). Signature schemes (Digest, AWS4-HMAC-SHA256, Signature) sign one request: their values
// are not credentials (an access key id inside Credential= is the AWS detector's).

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { marked } from '../define.ts';
import { lineBefore, passwordValue, tokenValue } from './values.ts';

const VALUE = String.raw`[^\s"'\x60,;<>\\()]{1,4096}`;
/** Authorization (or Proxy-Authorization) in any notation, an optional scheme, then the value. */
const AUTHORIZATION = new RegExp(
  String.raw`(?:proxy-)?authori[sz]ation["']?[ \t]{0,3}(?:=>|[:=])[ \t]{0,3}["'\x60]?(?:(?<scheme>[A-Za-z][\w-]{0,30})[ \t]{1,3})?(?<value>${VALUE})`,
  'gi',
);
/** Basic credentials stored under an "auth" field: Docker's config.json "auth": "…", .npmrc _auth=… */
const AUTH_FIELD = /(?:["']_?auth["']|(?<![\w-])_auth)[ \t]{0,2}[:=][ \t]{0,2}["']?(?<value>[A-Za-z0-9+/]{8,1024}={0,2})(?![A-Za-z0-9+/=])/g;
/** "Bearer <token>" anywhere (an Authorization header already read is skipped by span). */
const BEARER = /bearer[ \t]{1,3}(?<value>[A-Za-z0-9\-._~+/]{16,4096}={0,2})(?=[\s"'\x60,;)<>\]}]|$)/gi;
/**
 * API-key headers: a header name ending in a secret word, at a line start or after curl -H / --header,
 * then ": value". At a line start the name must be hyphenated like a header (X-Api-Key), not a YAML or
 * code key ("key:"). Found from each ":" whose name ends in a letter a secret word ends with (a regex
 * searching for the names case-insensitively cost more than the rest of the detector).
 */
const HEADER_NAME = /(?:^|[\s"'])(?<name>[A-Za-z][A-Za-z0-9-]{0,60})[ \t]{0,2}$/;
const HEADER_VALUE = new RegExp(String.raw`[ \t]{0,3}(?<value>${VALUE})`, 'y');
const CURL_HEADER = /(?:^|\s)(?:-H|--header)[ \t=]{1,3}["']?$/;
/** Header names whose last part is a secret word. */
const SECRET_HEADER = /(?:^|-)(?:api-?key|apikey|key|token|api-?token|auth-?token|access-?token|secret|password|passwd|auth)$/i;
/** Header names that carry nonces, ids, public keys or signatures rather than credentials. */
const NOT_SECRET_HEADER = /idempotency|websocket|csrf|xsrf|nonce|request|correlation|trace|cache|public|publishable|signature|kid|id-token-hint/i;
/** Schemes whose value signs one request or negotiates, rather than being a reusable credential. */
const SIGNATURE_SCHEME = /^(?:digest|aws4-hmac-sha256|aws|hoba|negotiate|ntlm|mutual|signature|hmac|vapid|kerberos)$/i;

function push(findings: Finding[], seen: Set<number>, start: number, end: number, reason: string, score = 0.85): void {
  if (seen.has(start)) return;
  seen.add(start);
  findings.push({ detector: 'http-credential', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score, reason });
}

/** Basic credentials decoded: user and password when `value` is base64 of printable "user:password". */
export function basicPair(value: string): { user: string; password: string } | undefined {
  if (!/^[A-Za-z0-9+/]{4,4096}={0,2}$/.test(value) || value.length % 4 === 1) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  if (!/^[^\s:\x00-\x1f\x7f\ufffd]{1,128}:[^\s\x00-\x1f\x7f\ufffd]{0,256}$/u.test(decoded)) return undefined;
  const at = decoded.indexOf(':');
  return { user: decoded.slice(0, at), password: decoded.slice(at + 1) };
}

/** The password of Basic credentials, when `value` is base64 of user:password. */
export function basicPassword(value: string): string | undefined {
  const pw = basicPair(value)?.password;
  return pw === '' ? undefined : pw;
}

/** Base64 that decodes to no text (random bytes) or is no base64 at all: a raw token after "Basic". */
function undecodable(value: string): boolean {
  if (!/^[A-Za-z0-9+/]{4,4096}={0,2}$/.test(value)) return true;
  return /[\x00-\x08\x0e-\x1f\ufffd]/u.test(Buffer.from(value, 'base64').toString('utf8'));
}

function detect(text: string, ctx?: DetectContext): Finding[] {
  if (!/auth|bearer|key|token|secret|passw/i.test(text)) return [];
  const findings: Finding[] = [];
  const seen = new Set<number>();
  let steps = 0;
  const tick = () => ctx?.deadline?.tick(++steps, 'http-credential', 255);
  for (const m of text.matchAll(AUTHORIZATION)) {
    tick();
    // Word starts are tested here: a lookbehind in front would slow the search for the word.
    if (/[\w]/.test(text[m.index - 1] ?? ' ')) continue;
    const { scheme, value } = m.groups as { scheme?: string; value: string };
    const end = m.index + m[0].length;
    const start = end - value.length;
    if (scheme && SIGNATURE_SCHEME.test(scheme)) continue;
    if (scheme && /^basic$/i.test(scheme)) {
      const pair = basicPair(value);
      // A placeholder user:password ("user:pass", "${USER}:${PASS}") is documentation. An API key as
      // the user with an empty password ("sk_live_…:") is how several APIs take keys; a value that is
      // no text at all is a raw token sent under the Basic scheme.
      if (pair === undefined ? tokenValue(value) && undecodable(value) : pair.password === '' ? passwordValue(pair.user) : passwordValue(pair.password)) {
        push(findings, seen, start, end, 'HTTP Basic credentials (user:password)', 0.9);
      }
      continue;
    }
    if (tokenValue(value) && (scheme !== undefined || value.length >= 16)) push(findings, seen, start, end, 'token in an Authorization header', 0.9);
  }
  if (text.includes('auth')) {
    for (const m of text.matchAll(AUTH_FIELD)) {
      tick();
      const value = m.groups!.value!;
      const pair = basicPair(value);
      const end = m.index + m[0].length;
      if (pair !== undefined && passwordValue(pair.password)) push(findings, seen, end - value.length, end, 'base64 user:password in an auth field', 0.9);
    }
  }
  if (/bearer/i.test(text)) {
    for (const m of text.matchAll(BEARER)) {
      tick();
      if (/[\w-]/.test(text[m.index - 1] ?? ' ')) continue;
      const value = m.groups!.value!;
      const end = m.index + m[0].length;
      // Outside a header the word "bearer" is common prose: the token must hold a digit and be long.
      if (value.length >= 20 && /\d/.test(value) && tokenValue(value)) push(findings, seen, end - value.length, end, 'Bearer token');
    }
  }
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', colon + 1)) {
    // The letter before the colon (blanks aside) must end a secret word: key, token, secret, password, auth.
    let k = colon;
    while (k > 0 && colon - k < 2 && (text[k - 1] === ' ' || text[k - 1] === '\t')) k--;
    if (!/[yYnNtTdDhH]/.test(text[k - 1] ?? '')) continue;
    tick();
    const before = text.slice(Math.max(0, k - 62), colon);
    const h = HEADER_NAME.exec(before);
    if (h === null) continue;
    const name = h.groups!.name!;
    if (/^(?:proxy-)?authori[sz]ation$/i.test(name) || !SECRET_HEADER.test(name) || NOT_SECRET_HEADER.test(name)) continue;
    const nameStart = colon - before.length + h.index + h[0].length - h[0].trimStart().length;
    const lead = lineBefore(text, nameStart, 40);
    const atLineStart = lead.length < 40 && /^[ \t]{0,8}[<>]?[ \t]{0,2}$/.test(lead);
    const afterCurl = CURL_HEADER.test(lead);
    if (!afterCurl && !(atLineStart && name.includes('-'))) continue;
    HEADER_VALUE.lastIndex = colon + 1;
    const v = HEADER_VALUE.exec(text);
    if (v === null) continue;
    const value = v.groups!.value!;
    const end = colon + 1 + v[0].length;
    const ok = /passw/i.test(name) ? passwordValue(value) : tokenValue(value);
    if (ok) push(findings, seen, end - value.length, end, 'credential in an API key header');
  }
  return findings;
}

// Samples assembled from pieces so repository secret scanners do not flag our own proof.
const TOKEN = '7f3c9a1e' + '5b2d8f4a6c0e9b3d7a1f5c2e';
const OPAQUE = 'q7X9kZ2m' + 'R4vT8nL1pW6yB3cH';
const BASIC = Buffer.from('deploy:' + 'Qm7#vT2k' + 'Lp9x').toString('base64');
const BASIC_PLACEHOLDER = Buffer.from('user:password').toString('base64');

export const httpCredential: Detector = {
  id: 'http-credential',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      `Authorization: Bearer «${TOKEN}»`,
      `curl -H "Authorization: token «${OPAQUE}»" https://api.example.com`,
      `headers = {"Authorization": "Bearer «${OPAQUE}»", "Accept": "application/json"}`,
      `Authorization: Basic «${BASIC}»`,
      `Proxy-Authorization: Basic «${BASIC}»`,
      `Authorization: Basic «${Buffer.from(OPAQUE + ':').toString('base64')}»`,
      `"authorization":"SSWS «${OPAQUE}»"`,
      `the call used Bearer «${OPAQUE}» and failed`,
      `X-Api-Key: «${TOKEN}»`,
      `curl --header 'X-Auth-Token: «${OPAQUE}»' https://x.example.com`,
      `> Ocp-Apim-Subscription-Key: «${TOKEN}»`,
      `Private-Token: «${OPAQUE}»`,
      `{"auths": {"registry.acme.io": {"auth": "«${BASIC}»"}}}`,
      `//registry.acme.io/:_auth=«${BASIC}»`,
    ].map(marked),
    negative: [
      'Authorization: Bearer <token>',
      'Authorization: Bearer ${ACCESS_TOKEN}',
      'Authorization: Bearer $TOKEN',
      'Authorization: Bearer YOUR_API_KEY',
      `Authorization: Basic ${BASIC_PLACEHOLDER}`,
      'Authorization: Basic dXNlcm5hbWU=',
      `Authorization: Digest username="bob", realm="x", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", response="6629fae49393a05397450978507c4ef1"`,
      'Authorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=host, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
      'the bearer of this letter is a friend',
      'Idempotency-Key: 8e03978e-40d5-43e8-bc93-6894a57f9324',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'X-Hub-Signature: sha1=7d38cdd689735b008b3c702edd92eea23791c5f6',
      'Authorization: Bearer xxxxxxxxxxxxxxxxxxxxxxxx',
      'Authorization: Bearer pypi-AgEIcHlwaS5vcmc************_**',
      `{"auth": "${BASIC_PLACEHOLDER}"}`,
      '{"auth": "required", "mode": "oauth2"}',
      "const options = {\n  key: fs.readFileSync('server-key.pem'),\n};",
      'token: Q7x9Kz2mR4vT8nL1pW6y',
    ],
  },
};
