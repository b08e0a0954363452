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
import { bySourceFirstChar } from '../../normalize/alternation.ts';

const SECRET_WORDS = bySourceFirstChar(String.raw`api[_.-]?key|x-api-key|api[_.-]?token|access[_.-]?key|access[_.-]?token|auth[_.-]?token|auth[_.-]?key|authorization|client[_.-]?secret|secret[_.-]?key|private[_.-]?key|secret|token|passwd|password|pwd|pass|credentials?|user[_.-]?auth|bearer|key`.split('|'), { ignoreCase: true });

// keyword, a short identifier tail, closing quote (and bracket: os.environ["API_KEY"] = …), an
// assignment (or "is"/"was" in a sentence: "the staging password is …", or in a sentence nothing at
// all: "here is my datadog token 7cd0…", checked in code), an optional opening quote or auth
// scheme, then the value. Every gap is bounded; the value is a run of non-separator characters. The
// value ends the pattern, so its span is the end of the match less its length (no `d` flag: indices
// for every group of every match cost more than the rest of the work on them).
const ASSIGNMENT = new RegExp(
  String.raw`(?<word>${SECRET_WORDS})(?<tail>[\w.-]{0,24}?)["']?\]?[ \t]{0,3}(?:={1,2}|:{1,3}=|\?=|:|=>|(?<=["'])[ \t]{0,2},|(?<=[ \t])(?:is|was)(?=[ \t])|(?<bare>(?<=[a-z][ \t])))[ \t]{0,3}(?:["'\x60]|(?:bearer|basic|token|api-token)[ \t]{1,3})?(?<value>[^\s"'\x60;,<>(){}\[\]|\\]{8,300})`,
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

/** Words that point at the secret named next in a sentence: "here is my …", "use the …", "with …". */
const POINTED = /(?:^|[\s"'(])(?:my|our|your|his|her|their|the|this|that|new|use|using|with|here is|here's|is|are)[ \t]{1,3}(?:[\w.-]{1,30}[ \t]{1,3}){0,3}$/i;

/** Keys that are public by design, named before "key" in a sentence: a signing key's fingerprint. */
const PUBLIC_KEY_KIND = /(?:signing|public|gpg|pgp|gnupg|ssh|host|release|archive|repository|repo|upstream)[ \t]{1,3}$/i;

/** Whether a value written right after a secret word is the secret the sentence points at. */
function pointedAt(before: string, value: string): boolean {
  if (!POINTED.test(before) || PUBLIC_KEY_KIND.test(before)) return false;
  // Long, a digit and a letter, no URL, and not an upper-case hex fingerprint.
  return value.length >= 16 && /\d/.test(value) && /[A-Za-z]/.test(value) && !value.includes('://') && !/^[0-9A-F]{32,}$/.test(value);
}

/** Up to 60 characters before `at` within its sentence. */
function sentenceBefore(text: string, at: number): string {
  const s = text.slice(Math.max(0, at - 60), at);
  return s.slice(Math.max(s.lastIndexOf('\n'), s.search(/[.!?;][^.!?;]*$/)) + 1);
}

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
  // A resource path of words: projects/PROJECT_ID/locations/…, tagValues/value1.
  if (value.includes('/') && value.split('/').every((p) => /^[A-Za-z_*]{0,24}\d{0,2}$/.test(p))) return true;
  // A hex literal of a key id or an address (0x7EC2DBB6F4DBF434): ids and public values, not secrets.
  if (/^0x[0-9a-fA-F]{1,40}$/.test(value)) return true;
  // Percent-encoded words (a PKCS#11 URI's token=Root%20CA%20Certificates): a label, not a secret.
  if (/%20/.test(value) && value.split(/%20|[;&]/).filter(Boolean).every((p) => /^[A-Za-z][a-z]*$|^[A-Z]{1,5}$/.test(p.replace(/=.*$/, '')))) return true;
  // An all-letter camelCase word run: keySelector, PdfEncryptionKeySize.
  return /^[A-Za-z]+$/.test(value) && /^(?:[A-Z]?[a-z]+){2,}$/.test(value);
}

/** "p4ssw0rd", "P@ssword1": the word password in leet spelling — documentation's stand-in, not a secret. */
function leetPassword(value: string): boolean {
  const plain = value.toLowerCase().replace(/[4@]/g, 'a').replace(/0/g, 'o').replace(/[5$]/g, 's').replace(/3/g, 'e');
  return /^passwo?rd[\d!#*.]{0,4}$/.test(plain);
}

export function secretLooking(value: string): boolean {
  // Without a vendor to vouch for the format, hand-typed runs ("abc123456") mark a fake.
  if (isPlaceholder(value) || looksLikeIdentifier(value) || hasSequence(value, 6)) return false;
  // A numbered camelCase word (LabelValue1, NewLabelKey2): an example value, not a key.
  if (/^(?:[A-Z]?[a-z]+){2,}\d{1,2}$/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (classes < 2) return false;
  if (!/\d/.test(value) && value.length < 20) return false;
  // The floor grows with length: a 12-character value cannot reach the entropy of a 40-character one.
  return entropy(value) >= (value.length >= 24 ? 3.3 : value.length >= 16 ? 2.8 : 2.6);
}

/**
 * A password as people type them under a password name: a word, digits and a symbol (Dragon_3958!).
 * Its entropy is under the floor and "_" makes it look like an identifier; letters, a digit and a
 * symbol other than an identifier's separators make it a password.
 */
function typedPassword(value: string): boolean {
  if (value.includes('://') || /^[.~]?\//.test(value) || /^[\w.-]+\/[\w./-]+$/.test(value)) return false;
  return /[A-Za-z]/.test(value) && /\d/.test(value) && /[^\w.:-]/.test(value) && !isPlaceholder(value) && !hasSequence(value, 6) && entropy(value) >= 2.5;
}

/** A generated password of letters alone (CykoqVpdZkoSvX): both cases, long, random — not a camelCase phrase. */
function randomLetters(value: string): boolean {
  return value.length >= 12 && /[a-z]/.test(value) && /[A-Z]/.test(value) && !isPlaceholder(value) && !looksLikeIdentifier(value) && entropy(value) >= 3.3;
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
    // An upper-case environment name glues its words: PGPASSWORD, MYSQLPASSWORD, CONSULTOKEN.
    const envGlued = word.length >= 5 && /^[A-Z]+$/.test(word) && /^[A-Z0-9_]{1,30}$/.test(text.slice(nameStart(text, at), at));
    if (!atNameBoundary(text, at, word) && !envGlued) continue;
    if (!TAIL_OK.test(g.tail!) && g.tail !== '') continue;
    const name = text.slice(nameStart(text, at), at + word.length + g.tail!.length);
    // A secret word and its value side by side, in a sentence that points at it ("my … token V",
    // "with key V"): the value must also be long and hold a digit, as words after "key" or "token" rarely do.
    if (g.bare !== undefined && !pointedAt(sentenceBefore(text, at), g.value!)) continue;
    if (NAME_REFUSED.test(name)) continue;
    // "PASS: test-name" labels test results; "pass" alone names a password only when assigned (pass = …).
    if (/^pass$/i.test(name) && !m[0].slice(word.length + g.tail!.length, m[0].length - g.value!.length).includes('=')) continue;
    let value = g.value!;
    let end = span[1];
    // In a URL query or a form body the value ends at the next "&name=" (?token=…&ref=main).
    const amp = value.search(/&[\w.-]{1,40}=/);
    if (amp > 0) {
      end -= value.length - amp;
      value = value.slice(0, amp);
    }
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
    // "Authorization: Basic …" is base64 of user:password: http-auth.ts decodes it and judges the password.
    if (/basic[ \t]{1,3}$/i.test(m[0].slice(0, m[0].length - g.value!.length))) continue;
    const isPassword = /pass|pwd/i.test(word);
    // Passwords may be short; other secrets shorter than 10 characters are rarely keys.
    if (value.length < (isPassword ? 8 : 10) || leetPassword(value) || !(secretLooking(value) || (isPassword && (typedPassword(value) || randomLetters(value))))) continue;
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
      'PGPASSWORD=«Qm7vT2kLp9x4» psql -h db -U app',
      'SMTP_PASS=«Welcome2018»',
      '[sendemail]\n  user = bob\n  pass = «Tr0ub4dor&3»',
      'LDAP_BIND_PASSWORD=«CykoqVpdZkoSvX»',
      `const apiKey = '«${HEXTOKEN}»';`,
      `-H "Authorization: Bearer «${HEXTOKEN}»"`,
      'db_password: «Xk9#mP2$vL7q»',
      'db:\n  host: db.corp.io\n  password: «Dragon_3958!»',
      "hey, the staging db password is «Winter!5244» - don't share it",
      `the api key is «${HEXTOKEN}».`,
      `here is my datadog token «${HEXTOKEN}» - can you check it`,
      `os.environ["SERVICE_API_KEY"] = "«${TOKEN}»"`,
      'apikey: «c4ed6c21-9dd5-4a05-8e3f-c56d1151cce8»',
      `https://api.example.com/v1/items?access_token=«${HEXTOKEN}»&page=2`,
    ].map(marked),
    negative: [
      'load the trust module with a url such as pkcs11:token=Root%20CA%20Certificates;serial=1%3A2',
      'api_key = "YOUR_API_KEY"',
      'password: changeme123',
      'token = "<token>"',
      'secret: ${SECRET_FROM_ENV}',
      'api_key = process.env.API_KEY',
      'clientId = "73082700-1f09-405b-80d0-3131bfd6272d"',
      'const keyStr = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"',
      '"bucket_key": "SalesResults-1.2"',
      'monkeys-audio:mx64-uwp=fail',
      'passport: X12345678Z9',
      'bypass=Zq8xW2nT5vL9',
      'password: ChangeThisPassword',
      '[sendemail]\n  user = bob\n  pass = p4ssw0rd',
      'PASS: binutils-all/i386/pr21231a\nPASS: addr2line -f option',
      'pub const X509_pubkey_st = struct_X509_pubkey_st;',
      'public_key = "9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit"',
      'token: xxxxxxxxxxxxxxxxxxxx',
      'The password is stored securely.',
      'The password is incorrect, the token was revoked and the key is 12345678.',
      'The key differences between token limits and rate limits: see section 4b.',
      '* Add new upstream signing key 19882D92DDA4C400C22C0D56CC2AF4472167BE03',
      'definitely change your password http://t.co/VEd4Yyztok&#8221; hahaha',
      `token ${HEXTOKEN} appeared in a list without anything pointing at it`,
      'LLM_SECRET_NAME = "NEXUS-GPT4-API-KEY"',
      '--crypto-key=projects/PROJECT_ID/locations/KMS_LOCATION/keyRings/KEYRING',
      '--labels=LabelKey1=LabelValue1,LabelKey2=LabelValue2',
      'Add file (GnuPG key: 0x7EC2DBB6F4DBF434)',
      `export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJ${TOKEN}...`,
      `api_key: ${HEXTOKEN.slice(0, 12)}…`,
      '"token3": "xoxp-1234-1234-1234-4ddbc191d40ee098cbaae6f3523ada2d"',
    ],
  },
};
