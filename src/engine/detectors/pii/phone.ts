// Phone numbers: a cheap candidate pattern (digits with the separators people type), then
// libphonenumber-js decides. International numbers (+CC or 00CC) must be valid for their country; US/NANP
// national numbers must be valid and written with separators; any other national format, and bare digit
// runs, count only next to words such as "phone", "call" or "fax". Dates, times, versions, IP addresses,
// SSNs and payment cards are refused so that they are left to their own detectors.

import { isIP } from 'node:net';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { patternDetector, type MatchContext } from '../define.ts';
import { luhn } from './credit-card.ts';

const CONTEXT = [
  'phone', 'phones', 'telephone', 'tel', 'tel.', 'mobile', 'cell', 'cellphone', 'fax', 'call', 'calling', 'called',
  'text me', 'sms', 'whatsapp', 'contact', 'reach', 'office', 'desk', 'dial', 'landline', 'hotline', 'ph', 'mob',
  'phone number', 'number is', 'my number', 'mobile number', 'cell number', 'contact number', 'telephone number', 'answering', 'messages',
  'texts', 'ring me', 'telefon', 'telefono', 'teléfono', 'téléphone', 'numéro', 'handy', 'portable', 'móvil',
];

/** Year-first dates (possibly followed by a time) and whole day/month-first dates with plausible values. */
function dateLike(s: string): boolean {
  const ymd = /^\d{4}([-./])(\d{1,2})\1(\d{1,2})(?!\d)/.exec(s);
  if (ymd && Number(ymd[2]) <= 12 && Number(ymd[3]) <= 31) return true;
  const dmy = /^(\d{1,2})([-./])(\d{1,2})\2(\d{2}|\d{4})$/.exec(s);
  if (!dmy) return false;
  const [a, b] = [Number(dmy[1]), Number(dmy[3])];
  return (a <= 31 && b <= 12) || (a <= 12 && b <= 31);
}
const SSN_SHAPE = /^\d{3}-\d{2}-\d{4}$/;

/** Fewer than seven digits can never be a phone number: most candidates (years, counts) stop here. */
const MIN_DIGITS = 7;
function tooFewDigits(value: string): boolean {
  let n = 0;
  for (let i = 0; i < value.length && n < MIN_DIGITS; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n < MIN_DIGITS;
}

// The verdicts below are pure functions of their arguments and libphonenumber is their costly part:
// remember them for the distinct candidates (a log or a table repeats the same numbers many times).
// Keys are stored as copies: in V8 a match of 13 or more characters points into the text it came from,
// so keeping the candidate itself kept the whole scanned text in memory, up to CACHE_LIMIT texts.
const CACHE_LIMIT = 5000;
const copyOf = (s: string) => Buffer.from(s, 'utf16le').toString('utf16le');
function remember<V>(cache: Map<string, V>, key: string, compute: () => V): V {
  let verdict = cache.get(key);
  if (verdict === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    verdict = compute();
    cache.set(copyOf(key), verdict);
  }
  return verdict;
}
const shapeVerdicts = new Map<string, boolean>();
const verdicts = new Map<string, number | false>();
function cachedPhoneScore(value: string, ctx: MatchContext): number | false {
  if (tooFewDigits(value)) return false;
  // Refused by its shape whatever the context (a card, an SSN, a date, an IP address…): decided before
  // the context words are looked up, which costs more than the rest for the many such candidates.
  if (remember(shapeVerdicts, value, () => refusedByShape(value))) return false;
  const hasContext = ctx.hasContext;
  return remember(verdicts, (hasContext ? '1' : '0') + value, () => phoneScore(value, hasContext));
}

/** The number without its extension ("x12", "ext. 12"). */
function mainPart(value: string): string {
  const ext = /(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})$/i.exec(value);
  return ext ? value.slice(0, ext.index) : value;
}

/** The refusals that do not depend on context words: phoneScore() is false whenever this is true. */
function refusedByShape(value: string): boolean {
  const main = mainPart(value);
  const digits = main.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS || digits.length > 15) return true;
  if (/[-.]{2}|\s{2}|\(\s*\)/.test(main)) return true;
  // One separator style after the country code: "113803 53.1000" (a table) mixes them; phones do not.
  const international = main.startsWith('+') || /^00[1-9]/.test(main);
  const body = main.replace(/^(?:\+|00)\d{1,3}[ .-]?/, '').replace(/^\(\d{1,5}\)[ .-]?/, '');
  if (new Set(body.match(/[ .-]/g) ?? []).size > 1 && !/^\d{3}\)? ?\d{3}-\d{4}$/.test(main.replace(/^\(/, ''))) return true;
  // Lists of small numbers ("2 13 22 36 40", "13-1-18-4-31", tennis scores) are not phone numbers: an
  // inner group of one digit, or a leading one other than a trunk or NANP prefix, rules them out.
  const groups = body.trim().split(/[ .-]+/);
  if (!international && groups.slice(1).some((g) => g.length === 1)) return true;
  if (!/^(?:\+|00)/.test(main) && groups.length > 1 && groups[0]!.length === 1 && !/^[01]$/.test(groups[0]!)) return true;
  if (dateLike(main) || SSN_SHAPE.test(main)) return true;
  if (isIP(main) !== 0) return true;
  // A card number (brand-agnostic here: Luhn over 13+ digits) belongs to the card detector.
  if (digits.length >= 13 && !main.startsWith('+') && luhn(digits)) return true;
  // Dotted groups of up to three digits read as versions or section numbers ("10.2.113.7"), unless
  // they are the French-style pairs (01.84.17.61.18) — and those only next to a phone word (below).
  return /^\d{1,3}(?:\.\d{1,3}){2,}$/.test(main) && !/^\d\d(?:\.\d\d){3,}$/.test(main);
}

function phoneScore(value: string, hasContext: boolean): number | false {
  if (refusedByShape(value)) return false;
  const main = mainPart(value);
  if (/^\d{1,3}(?:\.\d{1,3}){2,}$/.test(main) && !hasContext) return false; // French-style pairs need a phone word
  const international = main.startsWith('+') || /^00[1-9]/.test(main);
  const separated = /[\s().-]/.test(main.replace(/^\+/, ''));
  if (international) {
    const parsed = parsePhoneNumberFromString(main.startsWith('+') ? main : `+${main.slice(2)}`);
    if (parsed?.isValid()) return 0.85;
    return hasContext && parsed?.isPossible() ? 0.6 : false;
  }
  const us = parsePhoneNumberFromString(main, 'US');
  if (us?.isValid() && separated) return 0.7;
  if (!hasContext) return false;
  return separated || us?.isValid() ? 0.65 : 0.5;
}

export const phone = patternDetector({
  id: 'phone',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'phone',
  // Optional +CC / 00CC and (area), then digit groups joined by ONE separator style (the back-reference
  // makes "415-555-0132 2023" stop before the year; numbered, as a named group would give every one of
  // the many candidates a groups object), then an optional extension. Every group is bounded and the
  // lookbehind refuses starting inside a longer number, word or dotted run.
  pattern:
    /(?<![\w+.\/#@$€£-]|\d[ -])(?:(?:\+|00)\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,12}(?:([ .-])\d{1,8}(?:\1\d{1,8}){0,5})?(?:\s{0,2}(?:x|ext\.?|extension)\s{0,2}\d{1,6})?(?![\w@]|[.\/-]\d)/gi,
  validate: cachedPhoneScore,
  contextWords: CONTEXT,
  contextWindow: 40,
  baseScore: 0.7,
  contextBoost: 0.15,
  reason: 'phone number',
  examples: {
    positive: [
      'call me at «(415) 555-0132» tonight',
      'UK office «+44 20 7123 4567», Swiss «+41 (0)71 526 99 04».',
      'Desk: «+1-604-696-5272x565»',
      'Phone: «0496 46 46 70»',
      'fax «2546712361»',
      'US «415.555.0132 ext. 12»',
      'Phone: «415-555-0132» 2023',
      'India «+91 4155550132»',
      'My Japanese number is «090-1234-5678», Greek «+30 21 0 1234567»',
      'You can call «(12) 3650-8833»',
      "They're not answering at «25-62-29-72»",
      'call me on «01.84.17.61.18»?',
    ],
    negative: [
      'released on 2023-11-05 at noon',
      'version 10.0.19045.2965',
      'order 4155550132 shipped',
      'ssn 536-22-1234 on file',
      'card 4111 1111 1111 1111',
      'see 12/05/2023 for details',
      'server 192.168.100.200',
      'isbn 978-3-16-148410-0',
      'Set 1: 13-1-18-4-31',
      'winning numbers 2 13 22 36 40 and 16 25 27 41 45',
      'reservation number 34605624',
    ],
  },
});
