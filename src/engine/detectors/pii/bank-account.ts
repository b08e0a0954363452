// Bank accounts: IBANs (ISO 13616: per-country length and the mod-97 check), US ABA routing numbers
// (weighted checksum, only next to banking words) and bare account numbers (only next to words such as
// "account number"; digits alone are far too common to report on their shape).

import { matches, patternDetector } from '../define.ts';

/** IBAN length per country (SWIFT IBAN registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27,
  MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28,
  PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27,
  SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** ISO 7064 mod 97-10 over the rearranged IBAN, computed in chunks so no big integers are needed. */
export function ibanValid(compact: string): boolean {
  const iban = compact.toUpperCase();
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const v = code >= 65 ? code - 55 : code - 48;
    rest = v >= 10 ? (rest * 100 + v) % 97 : (rest * 10 + v) % 97;
  }
  return rest === 1;
}

// Example IBANs are the registry's published specimen numbers.
export const iban = patternDetector({
  id: 'iban',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'bank_account',
  // Country, check digits, then the BBAN compact or in groups of four separated by one space. Every
  // repetition is bounded, and the lookbehind refuses starting inside a longer alphanumeric run.
  // Lower case is accepted too (people type "my iban is gb12…"): the check digits still have to hold.
  pattern: /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[A-Za-z0-9]{11,30}|(?: [A-Za-z0-9]{4}){2,7}(?: [A-Za-z0-9]{1,3})?|(?:-[A-Za-z0-9]{4}){2,7}(?:-[A-Za-z0-9]{1,3})?)(?![A-Za-z0-9]|-[A-Za-z0-9])/g,
  validate: (value) => ibanValid(value.replace(/[ -]/g, '')),
  contextWords: ['iban', 'bank', 'account', 'transfer', 'wire', 'sepa', 'konto', 'compte', 'cuenta', 'conto', 'rekening', 'conta', 'bankverbindung', 'virement', 'transferencia', 'bonifico', 'overschrijving', 'transferência', '口座', '振込'],
  baseScore: 0.9,
  contextBoost: 0.08,
  reason: 'IBAN (country length and mod-97 check digits valid)',
  examples: {
    positive: [
      'IBAN: «DE89370400440532013000»',
      'pay to «GB29 NWBK 6016 1331 9268 19», thanks',
      'NL «NL91ABNA0417164300» and BE «BE68 5390 0754 7034».',
      'Malta «MT84MALT011000012345MTLCAST001S»',
      'typed «gb29nwbk60161331926819» and dashed «AL47-2121-1009-0000-0002-3569-8741»',
    ],
    negative: [
      'bad check digits DE88370400440532013000',
      'wrong length for country DE8937040044053201300',
      'unknown country ZZ89370400440532013000',
      'inside a longer token XDE89370400440532013000',
    ],
  },
});

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10), with a Federal Reserve prefix. */
export function abaValid(d: string): boolean {
  if (!/^\d{9}$/.test(d)) return false;
  const prefix = Number(d.slice(0, 2));
  if (!((prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80)) return false;
  if (/^(\d)\1{8}$/.test(d)) return false;
  const n = [...d].map(Number) as [number, number, number, number, number, number, number, number, number];
  return (3 * (n[0] + n[3] + n[6]) + 7 * (n[1] + n[4] + n[7]) + (n[2] + n[5] + n[8])) % 10 === 0;
}

export const abaRouting = patternDetector({
  id: 'aba-routing-number',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'bank_account',
  pattern: /(?<![\w-])\d{9}(?![\w]|-\d)/g,
  // Every match is nine digits in a row: without them the context-word search (a pass over the whole
  // text) is skipped. Spelled out, as V8 scans for \d\d… about nine times faster than for \d{9}.
  textGate: (text) => /\d\d\d\d\d\d\d\d\d/.test(text),
  validate: (value) => abaValid(value),
  contextWords: ['routing', 'aba', 'rtn', 'routing number', 'transit', 'ach', 'wire', 'fedwire'],
  contextWindow: 40,
  requireContext: true,
  baseScore: 0.75,
  contextBoost: 0.1,
  reason: 'US ABA routing number (checksum valid, banking context)',
  examples: {
    positive: ['routing number «021000021»', 'ABA: «011000015», account below'],
    negative: ['routing number 021000022', 'order 021000021 shipped', 'routing 990000021'],
  },
});

/** Words that say the next number is a bank account. Multi-word phrases avoid "account" alone. */
const ACCOUNT_WORDS = [
  'account number', 'account no', 'account #', 'acct', 'acct no', 'acct number', 'a/c', 'bank account',
  'checking account', 'savings account', 'account num', 'bsb',
  'kontonummer', 'konto', 'konto-nr', 'kontonr', 'bankkonto', // de
  'numéro de compte', 'n° de compte', 'compte bancaire', 'compte', // fr
  'número de cuenta', 'cuenta bancaria', 'cuenta', // es
  'numero di conto', 'conto corrente', 'conto', // it
  'rekeningnummer', 'rekening', 'bankrekening', // nl
  'número da conta', 'conta corrente', 'conta poupança', 'conta', 'agência', 'agencia', // pt
  '口座番号', '口座', '普通預金', '当座預金', // ja
];

/** The account word just before the number ("account number: …", "口座番号：…"), within 20 characters. */
const ACCOUNT_BEFORE = /(?:account|acct|a\/c|konto|compte|cuenta|conto|rekening|conta|ag[eê]ncia|bsb|口座|普通|当座)[^\n\d]{0,20}$/i;
/** Brazil's branch (agência) is four digits and an optional check digit. */
const BRANCH_BEFORE = /ag[eê]ncia[^\n\d]{0,20}$/i;
/** A field named for the account itself, not its owner, type or id ("account_id" in a log is no bank account). */
const ACCOUNT_FIELD = /(?:account|acct) ?(?:number|no|num|nr)\b|\bacct\b|bank ?account|iban|konto|compte|cuenta|\bconto\b|rekening|\bconta\b|ag[eê]ncia|口座/;

/** Fields about an account that are not its number: a SaaS "account_id", its type, owner or balance. */
const OTHER_FIELD = /\b(?:id|type|name|status|holder|owner|manager|balance|currency|created|updated|email|phone|plan|tier|region|user|ref|reference)\b/;

export const accountNumber = patternDetector({
  id: 'bank-account-number',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'bank_account',
  // 4–17 digits, optionally in dash or space groups (US accounts are 4–17 digits), and a check digit
  // after a dash as Brazilian banks write it (12345-6, 1234-X).
  pattern: /(?<![\w.-])\d{2,17}(?:[ -]\d{2,10}){0,3}(?:-[\dXx])?(?![\w]|[.-]\d)/g,
  validate: (value, ctx) => {
    const digits = value.replace(/[ -]/g, '');
    if (digits.length > 20 || /^(\d)\1+$/.test(digits)) return false;
    // The account word must come before the number (closely), as people write "account number: …",
    // or the number is the value of a field named for the account.
    const before = ctx.text.slice(Math.max(0, ctx.start - 30), ctx.start);
    const field = ctx.field;
    const named = field !== undefined && ACCOUNT_FIELD.test(field);
    if (field !== undefined && !named && OTHER_FIELD.test(field)) return false;
    if (!named && !ACCOUNT_BEFORE.test(before)) return false;
    const min = (field !== undefined ? /ag[eê]ncia/.test(field) : BRANCH_BEFORE.test(before)) ? 4 : 6;
    return digits.length >= min;
  },
  contextWords: ACCOUNT_WORDS,
  contextWindow: 30,
  requireContext: true,
  baseScore: 0.7,
  reason: 'bank account number (account context)',
  examples: {
    positive: [
      'my account number is «12345678901»',
      'Acct: «4400-1234-5678» (checking)',
      'bank account «987654321»',
      '口座番号：«1234567»（普通預金、新宿支店）',
      'Agência: «1234-5» Conta corrente: «12345-6»',
      'Kontonummer «0532013000»',
      'número de cuenta «2100 0418 45 0200051332»',
      'name,account_number\nAnn,«00012345678»',
    ],
    negative: [
      'account number 1111111',
      'I have 12345678 accounts',
      'account number 12345',
      'phone 555 123 4567',
      '{"account_id": "12345678", "account_type": "premium"}',
      'Conta corrente: 1234-5',
    ],
  },
});

/** UK sort code: three pairs of digits, only next to the words "sort code". */
export const sortCode = patternDetector({
  id: 'uk-sort-code',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'bank_account',
  pattern: /(?<![\w-])\d{2}([- ])\d{2}\1\d{2}(?![\w]|[- ]\d)/g,
  contextWords: ['sort code', 'sort-code', 'sortcode'],
  contextWindow: 30,
  requireContext: true,
  baseScore: 0.7,
  reason: 'UK sort code (sort code context)',
  examples: {
    positive: ['Sort code: «20-00-00», account number: 55779911', 'sort code «40 47 84»'],
    negative: ['on 20-00-00 we met', 'sort code 20-00-0000'],
  },
});

/**
 * A UK account number written after its sort code ("20-00-00 55779911", "20-00-00, 55779911" in a CSV
 * row): the pair says what it is without a label.
 */
export const ukAccountAfterSortCode = patternDetector({
  id: 'uk-account-after-sort-code',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'bank_account',
  pattern: /(?<=(?<![\w-])\d{2}-\d{2}-\d{2}[ \t,;|/]{1,3})\d{8}(?![\w]|[.-]\d)/g,
  textGate: matches(/\d\d-\d\d-\d\d[ \t,;|/]{1,3}\d{8}/),
  baseScore: 0.7,
  reason: 'UK account number (after its sort code)',
  examples: {
    positive: ['Oliver Khan,36-53-48,«22656817»,945236839', 'sort code 20-00-00 / «55779911»'],
    negative: ['36-53-48,226568171', 'on 12-05-2024 12345678', '2024-05-18 12345678'],
  },
});

/** Indian Financial System Code: four letters (the bank), a zero, six letters or digits (the branch). */
export const ifsc = patternDetector({
  id: 'in-ifsc',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'bank_account',
  pattern: /(?<![A-Za-z0-9])[A-Z]{4}0[A-Z0-9]{6}(?![A-Za-z0-9])/g,
  validate: (value) => /\d/.test(value.slice(5)),
  contextWords: ['ifsc', 'ifsc code', 'ifs code'],
  contextWindow: 30,
  requireContext: true,
  baseScore: 0.7,
  reason: 'Indian IFSC bank branch code (IFSC context)',
  examples: {
    positive: ['IFSC: «SBIN0001234», A/c no: 30123456789', 'ifsc code «HDFC0000123»'],
    negative: ['IFSC: SBIN1001234', 'code SBIN0001234'],
  },
});
