// Passwords paired with an account: "bob@example.com:hunter2" in a message, and combo lists (dumps of
// leaked logins, one "email:password" or "user:password" per line, separated by ":", ";" or "|").
// The span is the password, typed api_key like every credential; the address stays the email
// detector's finding (PII_EXPOSURE, email). Two findings rather than one for the pair, as for URL
// passwords (connection-string.ts): /v1/protect replaces both, options.redactPII and
// options.redactCredentials still switch each part, and the address keeps its PII type in the summary.
//
// What decides is where the pair stands. A line that holds only the pair, next to another such line
// with the same separator, is a combo list: its lines vouch for each other, so weak passwords
// ("123456", "qwerty") count. Alone on its line, "email:word" counts for ":" (";" and "|" need a
// password with mixed characters). Inside a sentence only "email:password" with no space and mixed
// characters does: "Re: bob@example.com: thanks" has a space, "user@host:5432" a port, "git@host:org/repo"
// a path. A user name that is not an address counts only in a combo list, next to a line with another
// user name, and with a password that holds a letter and is no word, identifier, tag or digest: so
// "nginx:latest", "Age:30", "12:30", "FUNC:_ZNSt…" and "sha256:…" lines are not lists.

import type { Detector, Finding, Span } from '../../types.ts';
import { marked } from '../define.ts';
import { ADDRESS, localPartStarts, notAMailbox } from '../pii/email-address.ts';
import { passwordOk } from './values.ts';
import { looksLikeIdentifier } from './generic.ts';

type Account = 'email' | 'name';
type Place = 'inline' | 'line' | 'list';

const MAX_PASSWORD = 128;
/** Entropy floor (bits per character) of a password in a combo list; alone it needs passwordOk's own. */
const LIST_ENTROPY = 2;
/** Indentation or trailing blanks beyond this and the line is not a bare pair. */
const MAX_BLANKS = 16;
/** Longest line that can hold a pair: blanks, an address (local part, "@", 8 labels, TLD), a separator, a password. */
const MAX_LINE = 2 * MAX_BLANKS + 64 + 1 + 8 * 64 + 63 + 1 + MAX_PASSWORD;

const EMAIL_BEFORE_SEPARATOR = new RegExp(String.raw`${ADDRESS}(?=[:;|])`, 'iy');
const NAME_BEFORE_SEPARATOR = /[\w.+-]{1,64}(?=[:;|])/y;
/** A line that is one pair and nothing else (tested on a slice of at most MAX_LINE characters). */
const PAIR_LINE = new RegExp(String.raw`^[ \t]{0,${MAX_BLANKS}}(?:(?<email>${ADDRESS})|(?<name>[\w.+-]{1,64}))(?<sep>[:;|])(?<pw>\S{1,${MAX_PASSWORD}})[ \t\r]{0,${MAX_BLANKS}}$`, 'i');
/** The run after a separator, one character past the longest password so an overlong run shows. */
const TOKEN = new RegExp(String.raw`\S{1,${MAX_PASSWORD + 1}}`, 'y');
/** An account after the separator (a mapping "alice@corp.com:svc-alice@project.example.com", a list of addresses). */
const ENDS_WITH_DOMAIN = /@(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}$/i;

/** Paths and remotes: /srv, ~/x, C:\x after a drive letter, ./x, org/repo.git. */
const PATH = /^(?:[/~\\]|\.{1,2}[/\\])|^[\w.~+-]*\/[\w./~+-]*$/;
/** File names (scp targets, SSH remotes without a path). */
const FILE = /\.(?:git|txt|log|md|csv|json|ya?ml|xml|html?|conf|cfg|ini|sh|py|sql|db|bak|tar|gz|tgz|zip|pem|key|pub|iso|img|deb|rpm)$/i;
const PORT = /^\d{1,5}$/;
/** Lower-case words joined by "-", "_" or ".": image tags (lts-alpine3.19), service names (ftp-data). */
const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/;
/** Digests and ids, not passwords (sha256:…). */
const HEX = /^[0-9a-f]{16,}$/i;
/** Sentence punctuation or a closing quote after a password inside a line. */
const TRAILING = /[.,;:)\]}>"'`]+$/;

function classes(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
}

/** Whether `pw`, the token after the separator of an account of this kind standing at `place`, is its password. */
function isPassword(pw: string, sep: string, account: Account, place: Place): boolean {
  // "12:30:00", IPv6, "root:x:0:0:…", "a@x.com;b@y.com;c@z.com": one separator per pair.
  if (pw.includes(sep)) return false;
  // Length, placeholder words and values, variables, and an entropy floor: as for URL passwords, the
  // floor lower in a list, whose lines vouch for each other ("baseball" is 2.25 bits per character).
  if (!passwordOk(pw, place === 'list' ? LIST_ENTROPY : undefined) || PATH.test(pw) || FILE.test(pw) || ENDS_WITH_DOMAIN.test(pw)) return false;
  if (account === 'name') {
    if (place !== 'list') return false;
    // A letter and a digit or symbol, and not what fills key:value lines: numbers (phones, ports),
    // words and identifiers (Barcelona, X_SetScreenSaver, __gconv_internal), tags and versions
    // (lts-alpine3.19, v1.2-RC1), code (List[int], CSS "width:5px;") and digests.
    return /[A-Za-z]/.test(pw) && /[\d\W]/.test(pw) && !/[[({<]|[;,]$/.test(pw) && !looksLikeIdentifier(pw) && !HEX.test(pw);
  }
  if (place === 'list') return true;
  if (place === 'line') return sep === ':' ? !PORT.test(pw) : classes(pw) >= 2 && !SLUG.test(pw);
  return sep === ':' && classes(pw) >= 2 && !SLUG.test(pw);
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * Where the account at [start, end) of `text` stands (end is at the separator) and the password paired
 * with it, if what follows is one. Reads a bounded neighbourhood: linear over all candidates.
 */
function pairAt(text: string, start: number, end: number, account: Account): { place: Place; password?: Span } | undefined {
  const sep = text[end];
  if (sep !== ':' && sep !== ';' && sep !== '|') return undefined;
  const pwStart = end + 1;
  TOKEN.lastIndex = pwStart;
  const token = TOKEN.exec(text)?.[0];
  // A run longer than any password is a blob (base64, a minified line), not a login.
  if (token === undefined || token.length > MAX_PASSWORD) return undefined;
  let pwEnd = pwStart + token.length;
  const place = placeOf(text, start, pwEnd, sep, text.slice(start, end));
  if (place === 'inline') {
    const kept = text.slice(pwStart, pwEnd).replace(TRAILING, '');
    pwEnd = pwStart + kept.length;
  }
  return isPassword(text.slice(pwStart, pwEnd), sep, account, place) ? { place, password: { start: pwStart, end: pwEnd } } : { place };
}

/** The password paired with the account at [start, end) (end is at the separator), or undefined. */
function pairedPassword(text: string, start: number, end: number, account: Account): Span | undefined {
  return pairAt(text, start, end, account)?.password;
}

/**
 * Whether the address at [start, end), followed by ":", is a mailbox in a login: paired with a password,
 * or a line of a combo list even when its own password is too weak to report. The email detector asks
 * this, so it and this detector never disagree.
 */
export function addressInPair(text: string, start: number, end: number): boolean {
  const pair = pairAt(text, start, end, 'email');
  return pair !== undefined && (pair.password !== undefined || pair.place === 'list');
}

/**
 * Inside a line, a line of its own, or a line of a combo list: a neighbouring line is a pair with the
 * same separator and, for a user name, another user name (a key repeated on every line, as in
 * "FUNC:…" symbol lists, "sha256:…" digests or CSS "a:link,", is a field name, not a login).
 */
function placeOf(text: string, start: number, end: number, sep: string, user: string): Place {
  let s = start;
  while (s > 0 && start - s < MAX_BLANKS && isBlank(text[s - 1])) s--;
  if (s > 0 && text[s - 1] !== '\n') return 'inline';
  let e = end;
  while (e < text.length && e - end < MAX_BLANKS && (isBlank(text[e]) || text[e] === '\r')) e++;
  if (e < text.length && text[e] !== '\n') return 'inline';
  if (s > 0 && isPairLine(text, lineStartBefore(text, s - 1), s - 1, sep, user)) return 'list';
  if (e < text.length && isPairLine(text, e + 1, lineEndAfter(text, e + 1), sep, user)) return 'list';
  return 'line';
}

/** Start of the line that ends at `nl` (a "\n" or the text's end), or -1 when it is longer than a pair line can be. */
function lineStartBefore(text: string, nl: number): number {
  const from = Math.max(0, nl - MAX_LINE - 1);
  const at = text.slice(from, nl).lastIndexOf('\n');
  return at !== -1 ? from + at + 1 : from === 0 ? 0 : -1;
}

function lineEndAfter(text: string, start: number): number {
  const at = text.slice(start, start + MAX_LINE + 1).indexOf('\n');
  return at !== -1 ? start + at : start + MAX_LINE + 1 >= text.length ? text.length : -1;
}

/** Whether [start, end) is a line holding one pair with separator `sep` whose password counts in a list. */
function isPairLine(text: string, start: number, end: number, sep: string, user: string): boolean {
  if (start < 0 || end < 0 || end - start > MAX_LINE) return false;
  const g = PAIR_LINE.exec(text.slice(start, end))?.groups;
  if (!g || g.sep !== sep) return false;
  if (g.email !== undefined) {
    const at = start + text.slice(start, end).indexOf(g.email);
    return !notAMailbox(g.email, text, at) && isPassword(g.pw!, sep, 'email', 'list');
  }
  return g.name!.toLowerCase() !== user.toLowerCase() && isPassword(g.pw!, sep, 'name', 'list');
}

function finding(span: Span, account: Account): Finding {
  return {
    detector: 'combo-password',
    category: 'CREDENTIAL_EXPOSURE',
    type: 'api_key',
    start: span.start,
    end: span.end,
    score: account === 'email' ? 0.85 : 0.75,
    reason: account === 'email' ? 'password paired with an email address' : 'password in a user:password list',
  };
}

function detect(text: string): Finding[] {
  if (!/[:;|]/.test(text)) return [];
  const findings: Finding[] = [];
  if (text.includes('@')) {
    for (const start of localPartStarts(text)) {
      EMAIL_BEFORE_SEPARATOR.lastIndex = start;
      const m = EMAIL_BEFORE_SEPARATOR.exec(text);
      if (m === null || notAMailbox(m[0], text, start)) continue;
      const span = pairedPassword(text, start, start + m[0].length, 'email');
      if (span === undefined) continue;
      findings.push(finding(span, 'email'));
    }
  }
  // User names stand at the start of a line (after a little indentation) in a combo list.
  if (text.includes('\n')) {
    for (let line = 0; ; ) {
      let s = line;
      while (s < text.length && s - line < MAX_BLANKS && isBlank(text[s])) s++;
      NAME_BEFORE_SEPARATOR.lastIndex = s;
      const m = NAME_BEFORE_SEPARATOR.exec(text);
      if (m !== null) {
        const span = pairedPassword(text, s, s + m[0].length, 'name');
        if (span !== undefined) findings.push(finding(span, 'name'));
      }
      const nl = text.indexOf('\n', line);
      if (nl === -1) break;
      line = nl + 1;
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}

export const comboPassword: Detector = {
  id: 'combo-password',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      'bob@example.com:«hunter2»',
      'my login is bob@example.com:«Hunt3r2024». Please reset it',
      'alice@example.com:«123456»\nbob@mail.example.org:«qwerty»',
      'dan@example.net;«monkey99»\r\neve@example.net;«dragon»',
      'frank@example.io|«Tr0ub4dor&3»',
      'jsmith:«P4ssw0rd!»\nmike_88:«letmein2020»',
    ].map(marked),
    negative: [
      'Meeting at 12:30, lunch at 13:45',
      'db1.example.com:5432\ndb2.example.com:5432',
      'user@db.example.com:5432',
      'Re: bob@example.com: thanks',
      'From bob@example.com: see you tomorrow',
      'git clone git@github.com:org/repo.git',
      'scp x.tgz root@host.example.com:/srv',
      'user@example.com:password',
      'ann@example.com;bob@example.com;carol@example.com',
      'nginx:latest\nredis:7.2-alpine\nnode:lts-alpine3.19',
      'Name:John\nAge:30',
      'jsmith:P4ssw0rd!',
    ],
  },
};
