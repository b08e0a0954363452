// Phone numbers: a cheap candidate pattern (digits with the separators people type), then
// libphonenumber-js decides. International numbers (+CC or 00CC) must be valid for their country. A
// national number written with separators counts when it is valid in NANP or in one of the few countries
// the text itself points to (region.ts: its language, places, postcodes, currency, domains and the
// international numbers in it); any other national format, and bare digit runs, count only next to a
// phone word in one of several languages. The label nearest to a number types it (labels.ts): after
// "order", "SSN" or "passport" it is not a phone. Dates, times, versions, IP addresses, SSNs and payment
// cards are refused so that they are left to their own detectors.

import { isIP } from 'node:net';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { patternDetector, type MatchContext, type PatternDetector } from '../define.ts';
import { luhn } from './credit-card.ts';
import { labelsNear, nineDigitKind, PHONE_WORDS } from './labels.ts';
import { forgetRegions, likelyRegions } from './region.ts';

/** Year-first dates (possibly followed by a time) and whole day/month-first dates with plausible values. */
function dateLike(s: string): boolean {
  const ymd = /^(\d{4})([-./ ])(\d{1,2})\2(\d{1,2})(?!\d)/.exec(s);
  // Space-separated ("2024 05 18") only with a year of this era: "0211 05 18 90" is a phone number.
  if (ymd && Number(ymd[3]) <= 12 && Number(ymd[4]) <= 31 && (ymd[2] !== ' ' || /^(?:19|20)/.test(ymd[1]!))) return true;
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

// libphonenumber is the costly part of a verdict: remember its answers for the distinct numbers of a
// text (a log or a table repeats the same numbers many times), for one pass only — kept across scans, one
// organization's numbers would stay in memory after its request and answer another's faster (a timing
// signal). Emptied when the pass ends, the keys may be slices of the text: they die with it. At most
// CACHE_LIMIT numbers are remembered at once (a text of more distinct numbers starts again).
const CACHE_LIMIT = 5000;
function remember<V>(cache: Map<string, V>, key: string, compute: () => V): V {
  let verdict = cache.get(key);
  if (verdict === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    verdict = compute();
    cache.set(key, verdict);
  }
  return verdict;
}
/** What a candidate's own characters say, whatever surrounds it: worked out once per distinct value. */
interface Shape {
  /** Refused by its shape whatever the context (a card, an SSN, a date, an IP address…). */
  refused: boolean;
  /** The number without its extension. */
  main: string;
  international: boolean;
  /** Written with separators (a bare digit run needs a phone word). */
  separated: boolean;
  /** International: valid for its country code. National: valid in NANP. */
  valid: boolean;
}
const shapes = new Map<string, Shape>();
const validity = new Map<string, boolean>();

/** How many numbers the caches hold (zero between passes). */
export function rememberedNumbers(): number {
  return shapes.size + validity.size;
}

function shapeOf(value: string): Shape {
  const main = mainPart(value);
  const international = main.startsWith('+') || /^00[1-9]/.test(main);
  if (refusedByShape(value)) return { refused: true, main, international, separated: false, valid: false };
  const separated = /[\s().-]/.test(international ? main.slice(1) : main);
  const valid = international ? internationalValid(main) : nanpValid(main);
  return { refused: false, main, international, separated, valid };
}

function cachedPhoneScore(value: string, ctx: MatchContext): number | false {
  if (tooFewDigits(value)) return false;
  // Decided before any look around the number, which costs more than the rest for the many candidates
  // refused by their shape.
  const shape = remember(shapes, value, () => shapeOf(value));
  return shape.refused ? false : phoneScore(shape, ctx);
}

/** Valid as a +CC number (the prefix 00 read as +). */
const internationalValid = (main: string) => parsePhoneNumberFromString(asInternational(main))?.isValid() ?? false;
const internationalPossible = (main: string) => parsePhoneNumberFromString(asInternational(main))?.isPossible() ?? false;
/** "+CC …" from "00CC …", without the trunk prefix some write in parentheses ("+33 (0)7 …"). */
const asInternational = (main: string) => (main.startsWith('+') ? main : `+${main.slice(2)}`).replace(/\(0\)\s?/, '');
/** Valid in NANP (US and the countries sharing +1). */
const nanpValid = (main: string) => NANP_GROUPING.test(main) && (parsePhoneNumberFromString(main, 'US')?.isValid() ?? false);
/** How NANP numbers are grouped: (415) 555-0132, 415.555.0132, 1-415-555-0132, 4155550132 ("2187 8408 35" is not one). */
const NANP_GROUPING = /^(?:1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-]?)\d{3}[ .-]?\d{4}$/;

// Countries whose national numbers are always written with their trunk prefix 0 ("030 …", "06 …",
// "020 …"): there, digits without it are not a national number as people write one ("2024 05 18" would
// otherwise read as a valid German number). Elsewhere (Italy, Spain, Portugal, Brazil, India, Mexico) the
// national number is written as it is.
const TRUNK_WRITTEN: ReadonlySet<CountryCode> = new Set<CountryCode>(['DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'GB', 'IE', 'AU', 'NZ', 'JP']);
/** Valid as a national number of `region`, written as that country writes one. */
function nationalValid(main: string, region: CountryCode): boolean {
  return remember(validity, `${region} ${main}`, () => {
    const parsed = parsePhoneNumberFromString(main, region);
    if (!parsed?.isValid() || parsed.country !== region) return false;
    return !TRUNK_WRITTEN.has(region) || main.replace(/\D/g, '').length > parsed.nationalNumber.length;
  });
}
/** National validations against the text's countries that one text may cost (each ~20 µs). */
const REGION_VALIDATIONS_PER_TEXT = 64;

/** A quantity, not a number to dial: a unit or a currency right after it ("12 345 678 €", "1 200 000 units"). */
const QUANTITY_AFTER =
  /^\s?(?:%|€|\$|£|¥|円|₹|°|(?:k|m|g|t)?b\b|units?\b|pcs\b|kg\b|km\b|ms\b|eur(?:os?)?\b|usd\b|dollars?\b|reais\b|yen\b|rupees?\b|pounds?\b|francs?\b|stück|unités|unidades|pezzi|stuks)/i;

/** The number without its extension ("x12", "ext. 12"). */
function mainPart(value: string): string {
  const ext = /(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})$/i.exec(value);
  return ext ? value.slice(0, ext.index) : value;
}

/** The refusals that do not depend on what surrounds the number. */
function refusedByShape(value: string): boolean {
  const main = mainPart(value);
  const digits = main.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS || digits.length > 15) return true;
  if (/[-.]{2}|\s{2}|\(\s*\)/.test(main)) return true;
  // One separator style after the country code: "113803 53.1000" (a table) mixes them; phones do not.
  const international = main.startsWith('+') || /^00[1-9]/.test(main);
  const body = main.replace(/^(?:(?:\+|00)\d{1,3}[ .-]?|1[ .-]?(?=\())/, '').replace(/^(?:\(\d{1,5}\)[ .-]?|\d{2,3} (?=\d{4,5}-\d{4}$)|0\d{1,4}[\/-](?=\d{2,5}[ -]\d)|0\d{1,4}\/)/, '');
  if (new Set(body.match(/[ .-]/g) ?? []).size > 1 && !/^\d{3}\)? ?\d{3}-\d{4}$/.test(main.replace(/^\(/, ''))) return true;
  // Lists of small numbers ("2 13 22 36 40", "13-1-18-4-31", tennis scores) are not phone numbers: an
  // inner group of one digit, or a leading one other than a trunk or NANP prefix, rules them out.
  const groups = body.trim().split(/[ .-]+/);
  if (!international && groups.slice(1).some((g) => g.length === 1)) return true;
  if (!/^(?:\+|00)/.test(main) && groups.length > 1 && groups[0]!.length === 1 && !/^[01]$/.test(groups[0]!)) return true;
  if (dateLike(main) || SSN_SHAPE.test(main)) return true;
  // Five digits, a dash and three: a Brazilian postcode (CEP); no country writes a phone number so.
  if (/^\d{5}-\d{3}$/.test(main)) return true;
  if (isIP(main) !== 0) return true;
  // A card number (brand-agnostic here: Luhn over 13+ digits) belongs to the card detector; no card
  // number starts with + or 00.
  if (digits.length >= 13 && !international && luhn(digits)) return true;
  // Dotted groups of up to three digits read as versions or section numbers ("10.2.113.7"), unless
  // they are the French-style pairs (01.84.17.61.18) — and those only next to a phone word (below).
  return /^\d{1,3}(?:\.\d{1,3}){2,}$/.test(main) && !/^\d\d(?:\.\d\d){3,}$/.test(main);
}

/** Added to the score next to a phone word (applied here, from labels.ts's one read of the window). */
const CONTEXT_BOOST = 0.15;
/** The score of a national number whose nearest label is a phone word. */
const LABELLED = 0.9;

function phoneScore(shape: Shape, ctx: MatchContext): number | false {
  const { main, separated } = shape;
  const labels = labelsNear(ctx.text, ctx.start, ctx.end);
  // Context that lets a number count on a phone word alone: the nearest label is a phone word, or the
  // detector's context lookup knows of context this read does not see (a table's header, a form's
  // label) — asked only when it decides, as that lookup costs more than the label read. A phone word
  // that is in the window but not the number's label (it labels the next value) is not enough.
  const hasContext = () => labels.nearest === 'phone' || (!labels.phone && ctx.hasContext);
  const boost = labels.phone ? CONTEXT_BOOST : 0;
  if (shape.international) {
    if (shape.valid) return 0.85 + boost;
    // "+CC" and digits grouped as people write phone numbers, of a length the country uses.
    if (!internationalPossible(main)) return false;
    return (main.startsWith('+') && separated) || hasContext() ? 0.6 + boost : false;
  }
  // A national number is typed by the label nearest to it: after "order", "SSN", "passport" or "IBAN" it
  // is that, not a phone; nine digits follow the rule shared with the SSN detector.
  if (labels.nearest !== undefined && labels.nearest !== 'phone') return false;
  const nine = nineDigitKind(main, ctx.text, ctx.start, ctx.end, labels.nearest);
  if (nine === 'ssn' || nine === 'other') return false;
  // Right after its phone label ("Phone: 0477080925") a number is a phone number whatever its digits,
  // and more surely one than any other type a detector reads into the same digits from words further off.
  if (labels.nearest === 'phone') return LABELLED;
  const nanp = shape.valid;
  if (nanp && separated) return 0.7 + boost;
  if (!QUANTITY_AFTER.test(ctx.text.slice(ctx.end, ctx.end + 8))) {
    // Valid in a country the text points to: written with separators, or as one run with the trunk
    // prefix where a country always writes one ("07911123456" in a British text).
    const guess = likelyRegions(ctx.text);
    for (const region of guess.regions) {
      if (!separated && !TRUNK_WRITTEN.has(region)) continue;
      if (!validity.has(`${region} ${main}`) && guess.validations++ >= REGION_VALIDATIONS_PER_TEXT) break;
      if (nationalValid(main, region)) return (separated ? 0.7 : 0.6) + boost;
    }
  }
  if (!hasContext()) return false;
  return (separated || nanp ? 0.65 : 0.5) + CONTEXT_BOOST;
}

const phonePattern = patternDetector({
  id: 'phone',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'phone',
  // Optional +CC / 00CC and (area), then digit groups joined by ONE separator style (the back-reference
  // makes "415-555-0132 2023" stop before the year; numbered, as a named group would give every one of
  // the many candidates a groups object), then an optional extension. Every group is bounded and the
  // lookbehind refuses starting inside a longer number, word or dotted run.
  pattern:
    /(?<![\w+.\/#@$€£-](?<!\\[nrt])|\d[ -])(?:(?:\+|00)\d{1,3}[ .-]?|1[ .-]?(?=\())?(?:\(\d{1,5}\)[ .-]?|\d{2,3} (?=\d{4,5}-\d{4}(?!\d))|0\d{1,4}[\/-](?=\d{2,5}[ -]\d)|0\d{1,4}\/(?=\d))?\d{1,12}(?:([ .-])\d{1,10}(?:\1\d{1,10}){0,5})?(?:\s{0,2}(?:x|ext\.?|extension)\s{0,2}\d{1,6})?(?![\w@]|[.\/-]\d)/gi,
  validate: cachedPhoneScore,
  contextWords: PHONE_WORDS,
  contextWindow: 40,
  baseScore: 0.7, // every score comes from the validator, with its own context boost
  contextBoost: 0,
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
      'Bonjour, vous pouvez me joindre au «05 92 43 85 36» demain.',
      'Hallo Herr Müller, Sie erreichen mich unter «0711 754479508».',
      'Hoi, mijn nummer is «06 31533074», bel me maar.',
      'Olá, você pode ligar para «(63) 5759-9718» amanhã, ou «11 3456-7890».',
      'Ciao, il mio numero è «333 123 4567», grazie.',
      'Hola, mi teléfono es «612 34 56 78».',
      'Please call Priya on «98765 43210» in Mumbai.',
      '田中さんの電話番号は«03-1234-5678»です。',
      '«0711 754479508» (Handy)',
      '電話番号：«０３－１２３４－５６７８»',
      '{"note":"phone number:\\n«404-437-3455»\\n--"}',
      'Emily Davis, «1 (919) 273-1679», Madison',
      'Bitte rufen Sie an: «0341/5354648» oder «089-512 493842».',
      'Le standard : «+33 (0)7 83 15 88 69»',
      'Teléfono: «0034 619232043»',
      'Phone: «0477080925»',
      'Bonjour Hugo, merci pour votre message. «0667801720»',
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
      'Die Bestellnummer ist 0711 754479508.',
      'Der Termin ist am 2024 05 18 um 10 Uhr.',
      'Wir haben 12 345 678 Stück verkauft.',
      'SSN 293 73 4576',
      'the value 293 73 4576 here',
      'Pedido 612 345 678 enviado desde Madrid.',
      '東京本社 〒100-0005 東京都千代田区',
      'Hallo, die Nummer 711 754479508 ist neu.',
      'The results are in: 0711 754479508',
      'Het IBAN NL37 INGB 2187 8408 35 is ongeldig',
      "My driver's license number is 309 535 509",
      'Le numéro de carte 3794 870186 53741 a été refusé',
      'Curitiba, PR, 80408-095',
      'Hola Pablo, gracias por el mensaje. 648910249',
    ],
  },
});

// Japanese and Chinese text often writes numbers in full-width forms ("０３－１２３４－５６７８"). Each
// full-width digit, sign and the ideographic space is one UTF-16 unit, like its ASCII form: the text is
// read with them folded, one unit for one, so every span found is a span of the original text.
const FULL_WIDTH = /[\uff08\uff09\uff0b\uff0d\uff0e\uff10-\uff19\u3000\u2010-\u2015\u2212]/g;
function foldWidth(text: string): string {
  FULL_WIDTH.lastIndex = 0;
  if (!FULL_WIDTH.test(text)) return text;
  return text.replace(FULL_WIDTH, (c) => {
    const code = c.charCodeAt(0);
    return code === 0x3000 ? ' ' : code >= 0xff01 ? String.fromCharCode(code - 0xfee0) : '-';
  });
}

/**
 * The pattern detector over the width-folded text, ending every pass by letting go of the text's
 * remembered countries (region.ts) and numbers.
 */
export const phone: PatternDetector = {
  ...phonePattern,
  detect(text, ctx) {
    try {
      return phonePattern.detect(foldWidth(text), ctx);
    } finally {
      forgetRegions();
      shapes.clear();
      validity.clear();
    }
  },
};
