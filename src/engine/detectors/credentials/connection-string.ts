// Passwords inside URLs and connection strings (postgres://user:pass@host, mongodb+srv://…,
// redis://:pass@host, https://user:pass@host) and in curl's -u/--user option. The span is the password
// (or curl's user:password pair), so redaction keeps the host readable and removes the secret.

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { entropy, marked } from '../define.ts';
import { isPlaceholder } from './vendors/rule.ts';
import { secretLooking } from './generic.ts';
import { ALNUM, gen } from './vendors/sample.ts';

// scheme://user:password@host — user ≤ 64 and password ≤ 128 non-separator characters, both bounded.
// The password ends one character before the match does (at the "@"), so no `d` flag is needed for its span.
const URL_PASSWORD = /(?<![\w+.-])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"<>]{0,64}:(?<pw>[^\s/@'"<>]{1,128})@(?=[\w\[])/iy;
/** [A-Za-z0-9+.-], tested on a character code (a regex test per character cost more than the search). */
const isSchemeChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45;

/**
 * The matches of URL_PASSWORD as a global scan would find them, tried only where one can begin: the
 * start of the run of scheme characters just before a "://" (inside the run the lookbehind fails).
 */
function* urlPasswords(text: string): Generator<RegExpExecArray> {
  let lastEnd = 0;
  for (let q = text.indexOf('://'); q !== -1; q = text.indexOf('://', q + 1)) {
    if (q < lastEnd) continue;
    let start = q;
    while (start > lastEnd && q - start <= 21 && isSchemeChar(text.charCodeAt(start - 1))) start--;
    URL_PASSWORD.lastIndex = start;
    const m = URL_PASSWORD.exec(text);
    if (m === null) continue;
    lastEnd = start + m[0].length;
    yield m;
  }
}
// curl -u user:password / --user "user:password" (quotes optional).
const CURL_USER = /(?:^|\s)(?:-u|--user)[ \t]{1,3}(?<pair>["']?[^\s"'$<>{}\[\]:]{0,64}["']?:["']?[^\s"'<>{}\[\]]{0,64}["']?)/gd;

const WEAK = /^(?:pass(?:word)?|passwd|pwd|secret|token|test|admin|root|guest|user(?:name)?|yyy|xxx|\*+|\.+)$/i;

/** Not a placeholder, a weak stand-in word or a variable, and not too uniform to be typed as a secret. */
export function passwordOk(pw: string, minEntropy = 2.3): boolean {
  if (pw.length < 3 || WEAK.test(pw) || isPlaceholder(pw)) return false;
  if (/^[$%{[]|^\[|\$\{/.test(pw)) return false;
  return entropy(pw) >= minEntropy;
}

function detect(text: string, ctx?: DetectContext): Finding[] {
  const findings: Finding[] = [];
  const deadline = ctx?.deadline;
  let steps = 0;
  if (text.includes('://')) {
    for (const m of urlPasswords(text)) {
      deadline?.tick(++steps, 'connection-string-password', 255);
      const pw = m.groups!.pw!;
      if (!passwordOk(decodeURIComponentSafe(pw))) continue;
      const end = m.index + m[0].length - 1;
      const start = end - pw.length;
      findings.push({ detector: 'connection-string-password', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score: 0.9, reason: 'password in a URL or connection string' });
    }
  }
  if (text.includes('-u') || text.includes('--user')) {
    for (const m of text.matchAll(CURL_USER)) {
      deadline?.tick(++steps, 'connection-string-password', 255);
      const pair = m.groups!.pair!;
      const user = pair.slice(0, pair.indexOf(':')).replace(/["']/g, '');
      // "-u secret:" (an API key as the user name, empty password) is how several APIs take keys; an
      // empty password followed by a variable or a [PLACEHOLDER] is not that.
      const after = text[m.indices!.groups!.pair![1]] ?? '';
      let pw = pair.slice(pair.indexOf(':') + 1).replace(/["']/g, '');
      if (pw === '') {
        if (/[[$<{]/.test(after) || !secretLooking(user)) continue;
        pw = user;
      }
      if (!passwordOk(pw) || (user === 'username' && /^pass/.test(pw)) || (pw === user && pair.includes(`${user}:${user}`))) continue;
      const [start, end] = m.indices!.groups!.pair!;
      findings.push({ detector: 'connection-string-password', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score: 0.85, reason: 'password in a curl --user option' });
    }
  }
  return findings;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const PW = gen(ALNUM, 16);

export const connectionStringPassword: Detector = {
  id: 'connection-string-password',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      `DATABASE_URL=postgres://app:«${PW}»@db.internal:5432/app`,
      `mongodb+srv://admin:«${PW}»@cluster0.example.net/test`,
      `redis://:«${PW}»@cache:6379/0`,
      `curl -u «elastic:${PW}» https://localhost:9200`,
      `curl --user «"kevin:${PW}"» https://api.example.com`,
      `curl -u «${PW}:» https://api.example.com/v1/charges`,
    ].map(marked),
    negative: [
      'postgres://user:password@localhost/db',
      'postgres://app:${DB_PASSWORD}@db/app',
      'https://example.com/path?x=1',
      "curl -i -u 'test:test'",
      'curl -u <user:password> https://test.com/endpoint',
      'curl -u "${_username}:${_password}"',
      'curl --user "xxx:yyy"',
      'mysql://root:<password>@localhost',
      'curl --user neo4j:[PASSWORD] http://[IP]:7474/db/data/',
      'curl -k -X POST -I -u "SRVC_JENKINS:${APPID}"',
    ],
  },
};
