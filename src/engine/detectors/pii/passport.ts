// Passport numbers. Formats are short alphanumeric codes that collide with order ids and serials, so
// a number is reported only with a passport word (in eight languages and CJK) close to it or as the value
// of a field named for passports (a CSV column "passport_no", a label "Reisepassnummer:"), and only in
// one of the national shapes: digits only (US, UK: 9), a letter + 7–8 digits (US next generation, India,
// China, Australia), 2 letters + 6–7 digits (Japan, Italy, Brazil, Canada), 3 letters + 6 digits
// (Spain), Korea's M123A4567, Germany's 9 characters from C F G H J K L M N P R T V W X Y Z and digits,
// the Netherlands' 9 (two letters, six letters or digits, a digit; never the letter O) and France's
// 12AB34567. The machine-readable zone of a passport (ICAO 9303 line 2) is a finding on its own when its
// check digits hold.

import { mentionsAny, patternDetector, wordPlacement, type MatchContext } from '../define.ts';

const WORDS = [
  'passport', 'passports', 'passport no', 'passport number', 'passport #', 'travel document',
  'reisepass', 'reisepassnummer', 'passnummer', 'pass-nr', 'pass nr', // de
  'passeport', 'numéro de passeport', // fr
  'pasaporte', 'número de pasaporte', // es
  'passaporto', 'numero di passaporto', // it
  'paspoort', 'paspoortnummer', // nl
  'passaporte', 'número do passaporte', // pt
  'paszport', '여권', 'パスポート', '旅券', '旅券番号', '护照', '護照',
];

// Every finding has a passport word in its window, a CJK word just before it, or stands in a field named
// by one (whose name the text then holds, in some spelling): a text holding none of them yields nothing.
const MENTIONS_PASSPORT = mentionsAny([...WORDS, 'passport', 'pass_no', 'passno']);

/** Upper-case shapes without a word's vowels: a code even with one digit or none. */
const CODE_SHAPES = [
  /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, // Germany (serial letters without vowels or B D Q S U)
  /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, // the Netherlands (no letter O)
];

const SHAPES = [
  /^\d{8,9}$/, // digits only (US, UK: 9)
  /^[A-Z]{1,3}\d{6,8}$/i, // 1–3 letters and digits (US, IN, CN, JP, IT, ES, BR, CA, AU)
  /^[A-Z]\d{3}[A-Z]\d{4}$/i, // Korea
  /^[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}$/, // Germany (serial letters without vowels or B D Q S U)
  /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/, // the Netherlands (no letter O)
  /^\d{2}[A-Z]{2}\d{5}$/, // France
];

/** Fields that hold something about the passport other than its number. */
const OTHER_FIELD = /\b(?:dates?|issued?|issuance|expiry|expires?|expiration|valid|validity|country|nationality|authority|place|type|status|photo|scan|copy)\b/;

const placement = wordPlacement(WORDS);
/** The passport words of a field name. */
const FIELD_WORDS = /pass|pasaporte|paspoort|旅券|パスポート|여권|护照|護照/;
/** A label of another kind of number right before it, or right after it: the number is that label's. */
const OTHER_BEFORE =
  /(?:account|acct|a\/c|iban|konto|compte|cuenta|conto|rekening|conta|口座|phone|tel|mobile|cell|fax|call|bel|handy|telefon\w*|t[ée]l[ée]phone|tel[ée]fono|celular|cellulare|携帯|電話|licen[cs]e|driving|driver'?s?|führerschein|permis|carn[eé]|patente|rijbewijs|cnh|免許|ssn|social security|order|invoice|tracking|ref)[^\n\d]{0,20}$/i;
const OTHER_AFTER = /^\W{0,3}\(?(?:num[ée]ro de t[ée]l[ée]phone|phone|tel|mobile|licen[cs]e|driv|permis|account)/i;

function validate(value: string, ctx: MatchContext): boolean | number {
  if (value.length < 6 || value.length > 10) return false;
  if (!ctx.hasContext) return false;
  const field = ctx.field;
  if (field !== undefined && OTHER_FIELD.test(field)) return false;
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  if (/^(\w)\1+$/.test(value)) return false;
  // Dates written as digits (20300501) are the passport's dates, not its number.
  if (/^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(value)) return false;
  if (!(CODE_SHAPES.some((re) => re.test(value)) || (digits >= 2 && SHAPES.some((re) => re.test(value))))) return false;
  // The number is the passport's when a passport word labels it (or its field does); a passport word
  // further off on the same line counts unless another label claims the number, at a lower score.
  // Eight digits after a sort code are a UK bank account, wherever the row's columns fall.
  if (/\d{2}-\d{2}-\d{2}[ \t,;|/]{1,3}$/.test(ctx.text.slice(Math.max(0, ctx.start - 12), ctx.start))) return false;
  if (field !== undefined && FIELD_WORDS.test(field)) return true;
  const where = placement(ctx);
  if (where === 'label') return true;
  if (OTHER_BEFORE.test(ctx.text.slice(Math.max(0, ctx.start - 30), ctx.start)) || OTHER_AFTER.test(ctx.text.slice(ctx.end, ctx.end + 30))) return false;
  return where === 'line' ? 0.6 : false;
}

export const passport = patternDetector({
  id: 'passport',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'passport',
  // ASCII boundaries only: Korean and Japanese attach particles straight after the number (…입니다).
  // Not the tail of a number in groups ("040-226 351515", "0034 744633099").
  pattern: /(?<![A-Za-z0-9_-]|\d[ -])[A-Za-z0-9]{6,10}(?![A-Za-z0-9_]|-\w)/g,
  textGate: (text) => MENTIONS_PASSPORT.test(text),
  validate,
  contextWords: WORDS,
  contextWindow: 60,
  baseScore: 0.75,
  contextBoost: 0.1,
  reason: 'passport number (passport context)',
  examples: {
    positive: [
      'My passport number is «CD7654321»',
      'passport: «M123A4567»',
      'Mi pasaporte es «AAA123456»',
      'US passport «123456789» expires 2030',
      '대한민국 여권 «S87654321»',
      '여권번호는 «M789C1234»입니다',
      'Reisepassnummer: «C01X00T47»',
      '{"user_id": 721811, "passport": "«413496306»"}',
      'paspoort «NXC8LFR25», «QESBJTTN0»',
      'Reisepass «JPTFHGWMH»',
      'Quick one - the passport number on file for Sanjay Sharma is wrong, it should be «U5090077».',
      'numéro de passeport «12AB34567»',
      '旅券番号：«TK1234567»',
      'passaporto n. «YA1234567»',
      'name,passport_no,nationality\nAnn,«X12345678»,DE\nBob,«C01X00T47»,DE',
    ],
    negative: [
      'order CD7654321 shipped',
      'passport renewal costs 130 dollars',
      'passport office at 2024',
      'passport XXXXXXXXX',
      'paspoort NOC8LFR25',
      'passport expires 20300501',
      '{"user_id": 721811, "passport": "unknown"}',
      'Reisepass beantragt. Telefon: 040-226 351515',
      '{"passport_country": "DE", "passport_expiry": "20300501", "passport_issued": "20200501"}',
      'order,ref\nX12345678,C01X00T47',
    ],
  },
});

// ---------- machine-readable zone ----------

/** ICAO 9303 check digit: characters 0–9, A–Z = 10–35, '<' = 0, weights 7 3 1. */
export function mrzCheck(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += v * [7, 3, 1][i % 3]!;
  }
  return sum % 10;
}

const digitAt = (s: string, i: number) => s.charCodeAt(i) - 48;

export const passportMrz = patternDetector({
  id: 'passport-mrz',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'passport',
  // Line 2 of a passport's zone (TD3, 44 characters): number, check, nationality, birth date, check,
  // sex, expiry, check, optional data, its check, the overall check. The finding is the whole line: it
  // holds the number, the birth date and the expiry together.
  pattern: /(?<![A-Z0-9<])[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}[A-Z0-9<]{14}[\d<]\d(?![A-Z0-9<])/g,
  keywords: ['<<'],
  validate: (value) => {
    if (mrzCheck(value.slice(0, 9)) !== digitAt(value, 9)) return false;
    if (mrzCheck(value.slice(13, 19)) !== digitAt(value, 19)) return false;
    if (mrzCheck(value.slice(21, 27)) !== digitAt(value, 27)) return false;
    const composite = value.slice(0, 10) + value.slice(13, 20) + value.slice(21, 43);
    return mrzCheck(composite) === digitAt(value, 43);
  },
  baseScore: 0.95,
  reason: 'passport machine-readable zone (ICAO 9303 check digits valid)',
  examples: {
    positive: ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n«L898902C36UTO7408122F1204159ZE184226B<<<<<10»'],
    negative: ['L898902C46UTO7408122F1204159ZE184226B<<<<<10', 'L898902C36UTO7408122F1204159ZE184226B<<<<<11'],
  },
});
