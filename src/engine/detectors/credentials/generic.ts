// The generic rule: a secret-looking value assigned to a secret-looking name (api_key = "…",
// "client_secret": "…", Authorization: Bearer …, password=…), for the many secrets no vendor rule
// knows. Three gates keep it precise: the name must contain a secret word at an identifier boundary
// (not "monkey", "keyStr", "keySelector", "credentialsId"); the value must not be a placeholder, a
// variable reference or an identifier; and it must look random (an entropy floor, a digit or length).

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { entropy, marked } from '../define.ts';
import { matchesOf } from '../../normalize/matches.ts';
import { atNameBoundary, hasSequence, isPlaceholder } from './vendors/rule.ts';
import { B64, HEX, gen } from './vendors/sample.ts';

const SECRET_WORDS = String.raw`api[_.-]?key|x-api-key|api[_.-]?token|access[_.-]?key|access[_.-]?token|auth[_.-]?token|auth[_.-]?key|authorization|client[_.-]?secret|secret[_.-]?key|private[_.-]?key|secret|token|passwd|password|pwd|credentials?|user[_.-]?auth|bearer|key`;

// keyword, a short identifier tail, closing quote, an assignment, an optional opening quote or auth
// scheme, then the value. Every gap is bounded; the value is a run of non-separator characters. The
// value ends the pattern, so its span is the end of the match less its length (no `d` flag: indices
// for every group of every match cost more than the rest of the work on them).
const ASSIGNMENT = new RegExp(
  String.raw`(?<word>${SECRET_WORDS})(?<tail>[\w.-]{0,24}?)["']?[ \t]{0,3}(?:={1,2}|:{1,3}=|\?=|:|=>|(?<=["'])[ \t]{0,2},)[ \t]{0,3}(?:["'\x60]|(?:bearer|basic|token|api-token)[ \t]{1,3})?(?<value>[^\s"'\x60;,<>(){}\[\]|\\]{8,300})`,
  'gi',
);

/** Prefixes whose vendor detectors know the exact format (Slack, Anthropic, Google, GitHub, GitLab, AWS, Stripe, 1Password). */
const VENDOR_PREFIX = /^(?:xox[abprs]-|sk-ant-|AIza|gh[pousr]_|github_pat_|glpat-|AKIA|ASIA|[sr]k_live_|ops_eyJ)/;

/** Identifier characters, to find where the name starts before the keyword. */
const IDENT = /[\w.-]/;
/** What may follow the keyword inside the name: a plural, digits, or another secret word. */
const TAIL_OK = /^(?:s|e?s?_?\d{0,2}|[_.-]?(?:key|token|secret|value|pass|password|b64|base64|hash)\d{0,2})$/i;
/** Names that hold ids, names, paths and sizes rather than secrets. */
const NAME_REFUSED = /public|publishable|(?:^|[_.-])pub(?:[_.-]|$)|csrf|xsrf|nonce|(?:^|[_.-])(?:next|page|continuation|cursor|sync)[_.-]?token|(?:id|ids|name|url|uri|file|path|length|size|type|format|version|field|header|hint|label|count|expiry|expires|ttl|prefix|endpoint)$/i;

function nameStart(text: string, at: number): number {
  let s = at;
  while (s > 0 && at - s < 40 && IDENT.test(text[s - 1]!)) s--;
  return s;
}

/** A value that reads like code, a path or words rather than a random secret. */
export function looksLikeIdentifier(value: string): boolean {
  if (/^(?:true|false|null|none|undefined|nil)$/i.test(value)) return true;
  if (/^[$%@&]|^(?:process|os|env|self|this|config|settings|params|props|vars|secrets|inputs)\./i.test(value)) return true;
  if (/^(?:https?|file|ftp):\/\//i.test(value) || /^[.~]?\//.test(value)) return true;
  // Words joined by separators, none of them long: SalesResults-1.2, struct_X509_pubkey_st, NEXUS-GPT4-API-KEY.
  const parts = value.split(/[_.:-]+/).filter(Boolean);
  if (parts.length >= 2 && parts.every((p) => p.length <= 12) && !/^[0-9a-f-]+$/i.test(value)) return true;
  // An all-letter camelCase word run: keySelector, PdfEncryptionKeySize.
  return /^[A-Za-z]+$/.test(value) && /^(?:[A-Z]?[a-z]+){2,}$/.test(value);
}

export function secretLooking(value: string): boolean {
  // Without a vendor to vouch for the format, hand-typed runs ("abc123456") mark a fake.
  if (isPlaceholder(value) || looksLikeIdentifier(value) || hasSequence(value, 6)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (classes < 2) return false;
  if (!/\d/.test(value) && value.length < 20) return false;
  // The floor grows with length: a 12-character value cannot reach the entropy of a 40-character one.
  return entropy(value) >= (value.length >= 24 ? 3.3 : value.length >= 16 ? 2.8 : 2.6);
}

function detect(text: string, ctx?: DetectContext): Finding[] {
  // Every secret word holds one of these, and the pattern (flag i without u) folds ASCII letters only:
  // without them in any case there is no match. (Tested on the text itself, not on a lower-cased copy.)
  if (!/key|secret|token|pass|pwd|credential|auth|bearer/i.test(text)) return [];
  const findings: Finding[] = [];
  const matches = matchesOf(ASSIGNMENT, text);
  for (let k = 0; k < matches.length; k++) {
    ctx?.deadline?.tick(k, 'generic-secret', 255);
    const m = matches[k]!;
    const g = m.groups!;
    const matchEnd = m.index + m[0].length;
    const span = [matchEnd - g.value!.length, matchEnd] as const;
    const word = g.word!;
    const at = m.index;
    if (!atNameBoundary(text, at, word)) continue;
    if (!TAIL_OK.test(g.tail!) && g.tail !== '') continue;
    const name = text.slice(nameStart(text, at), at + word.length + g.tail!.length);
    if (NAME_REFUSED.test(name)) continue;
    let value = g.value!;
    let end = span[1];
    // Trailing punctuation of the sentence or the statement is not part of the secret.
    let dots = 0;
    while (/[.:…]$/.test(value)) {
      dots += value.endsWith('.') ? 1 : value.endsWith('…') ? 3 : 0;
      value = value.slice(0, -1);
      end--;
    }
    // "ops_eyJzaWdu…" / "sk-abc123...": an elided value shown in docs or logs, not the secret itself.
    if (dots >= 2) continue;
    // A value in a vendor's own format is that vendor rule's to judge: if the rule refused it
    // (wrong length, fake id digits), the generic rule must not report it anyway.
    if (VENDOR_PREFIX.test(value)) continue;
    const isPassword = /pass|pwd/i.test(word);
    // Passwords may be short; other secrets shorter than 10 characters are rarely keys.
    if (value.length < (isPassword ? 8 : 10) || !secretLooking(value)) continue;
    findings.push({
      detector: 'generic-secret',
      category: 'CREDENTIAL_EXPOSURE',
      type: 'api_key',
      start: span[0],
      end,
      score: 0.7,
      reason: isPassword ? 'password assigned in text' : 'secret-looking value assigned to a secret-looking name',
    });
  }
  return findings;
}

const TOKEN = gen(B64, 32);
const HEXTOKEN = gen(HEX, 40);

export const genericSecret: Detector = {
  id: 'generic-secret',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      `api_key = "«${TOKEN}»"`,
      `{"client_secret": "«${HEXTOKEN}»"}`,
      `export MY_SERVICE_TOKEN=«${TOKEN}»`,
      `const apiKey = '«${HEXTOKEN}»';`,
      `-H "Authorization: Bearer «${HEXTOKEN}»"`,
      'db_password: «Xk9#mP2$vL7q»',
      'apikey: «c4ed6c21-9dd5-4a05-8e3f-c56d1151cce8»',
    ].map(marked),
    negative: [
      'api_key = "YOUR_API_KEY"',
      'password: changeme123',
      'token = "<token>"',
      'secret: ${SECRET_FROM_ENV}',
      'api_key = process.env.API_KEY',
      'clientId = "73082700-1f09-405b-80d0-3131bfd6272d"',
      'const keyStr = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"',
      '"bucket_key": "SalesResults-1.2"',
      'monkeys-audio:mx64-uwp=fail',
      'pub const X509_pubkey_st = struct_X509_pubkey_st;',
      'public_key = "9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit"',
      'token: xxxxxxxxxxxxxxxxxxxx',
      'The password is stored securely.',
      'LLM_SECRET_NAME = "NEXUS-GPT4-API-KEY"',
      `export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJ${TOKEN}...`,
      `api_key: ${HEXTOKEN.slice(0, 12)}…`,
      '"token3": "xoxp-1234-1234-1234-4ddbc191d40ee098cbaae6f3523ada2d"',
    ],
  },
};
