// Driver's licence numbers. No shape is rare enough to report on its own (a letter and seven digits is
// also an order number), so a number counts only with a licence word close by or as the value of a
// field named for licences (a CSV column "driver_license", a JSON key "licenseNo", a label
// "Führerschein-Nr."), in eight languages. Shapes: one alphanumeric token of 5–16 characters with
// digits in it (US states, Germany, Italy, Spain, the Netherlands, Japan's 12 digits), the UK DVLA
// 16-character number (surname, birth date with the month +5 for women, initials, check letters),
// India's state-RTO-year-serial form (MH12 20110012345), Korea's 11-12-345678-90 and dash-grouped US
// forms (D123-4567-8901). Where the number has a check, it must hold: Brazil's CNH (two mod-11 digits)
// under a CNH word, Spain's DNI letter (mod 23) under a Spanish word.

import { near, patternDetector, wordPlacement, type MatchContext } from '../define.ts';

const WORDS = [
  // en
  // 'driver' alone is a device driver in technical text ("drivers/media/i2c/vs6624.c"): only with licence words.
  "driver's", 'license', 'licence', 'licenses', 'licences', 'dl', 'dl#', 'dln',
  'driver license', "driver's license", 'drivers license', 'driving licence', 'driving license', 'licence number', 'license number',
  // de
  'führerschein', 'fuhrerschein', 'fuehrerschein', 'führerscheinnummer', 'führerschein-nr', 'fahrerlaubnis',
  // fr
  'permis de conduire', 'numéro de permis', 'n° de permis',
  // es
  'permiso de conducir', 'número de permiso', 'numero permiso', 'carné de conducir', 'carnet de conducir', 'licencia de conducir', 'licencia de manejo', 'licencia',
  // it
  'patente', 'patente di guida',
  // nl
  'rijbewijs', 'rijbewijsnummer',
  // pt
  'cnh', 'carteira de motorista', 'carteira nacional de habilitação', 'habilitação', 'habilitacao', 'carta de condução', 'carta de conducao',
  // ja, ko, zh
  '運転免許', '運転免許証', '免許証', '免許証番号', '免許', '운전면허', '운전면허증', '운전', '驾驶证', '駕照',
];

const UK = /^[A-Z9]{5} ?\d[0156]\d[0-3]\d{2} ?[A-Z9]{2}\d[A-Z]{2}$/i;
const KOREA = /^\d{2}-\d{2}-\d{6}-\d{2}$/;
const INDIA = /^[A-Z]{2}[ -]?\d{2}[ -]?(?:19|20)\d{2}[ -]?\d{7}$/;
const DASHED = /^[A-Z]\d{2,4}(?:-\d{1,5}){2,4}$/i;
const SPACED = /^\d{2,3}(?: \d{3}){2}$/;

const CNH_WORDS = /\b(?:cnh|habilita[cç][aã]o|carteira de motorista|carteira nacional)/i;
const SPANISH_WORDS = /(?:carn[eé]t?|permiso|licencia) de (?:conducir|manejo)/i;

/** Brazil's CNH: eleven digits, the last two mod-11 check digits (DENATRAN). */
export function cnhValid(d: string): boolean {
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * (9 - i);
  let first = sum % 11;
  let shift = 0;
  if (first >= 10) {
    first = 0;
    shift = 2;
  }
  sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * (1 + i);
  const x = sum % 11;
  const second = x >= 10 ? 0 : x - shift;
  return Number(d[9]) === first && Number(d[10]) === second;
}

/** Spain's DNI/NIE control letter: the number (NIE: X/Y/Z → 0/1/2) mod 23. */
export function dniValid(value: string): boolean {
  const v = value.toUpperCase();
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(v);
  if (!m) return false;
  const n = Number(('XYZ'.indexOf(m[1]!) >= 0 && m[1] ? String('XYZ'.indexOf(m[1]!)) : '') + m[2]!);
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23] === m[3];
}

/** Fields that hold something about the licence other than its number (its dates, class, state). */
const OTHER_FIELD = /\b(?:dates?|issued?|issuance|expiry|expires?|expiration|valid|validity|since|class|category|categories|type|state|status|country|points|plate|key|restrictions?|endorsements?)\b/;

const placement = wordPlacement(WORDS);
/** A label of another kind of number right before it: the number is that label's. */
const OTHER_BEFORE =
  /(?:account|acct|a\/c|iban|konto|compte|cuenta|conto|rekening|conta|口座|普通|phone|tel|mobile|cell|fax|call|handy|telefon\w*|t[ée]l[ée]phone|tel[ée]fono|celular|cellulare|携帯|電話|passport|passeport|pasaporte|passaporto|paspoort|passaporte|reisepass|旅券|パスポート|ssn|social security|order|invoice|tracking|ref)[^\n\d]{0,20}$/i;
const OTHER_AFTER = /^\W{0,3}\(?(?:num[ée]ro de t[ée]l[ée]phone|phone|tel|mobile|num[ée]ro de passeport|passport|account)/i;
/** The licence words of a field name. */
const FIELD_WORDS = /licen[cs]|driv|\bdl\b|\bdln\b|führerschein|fuhrerschein|fahrerlaubnis|permis|carn[eé]|conducir|patente|rijbewijs|cnh|habilita|免許|면허|驾驶/;

/** A path segment or file name ("html/rfc4357", "i2c/vs6624.c") or a commit id ("b90c55fa66db"): no licence. */
function pathOrCommit(value: string, ctx: MatchContext): boolean {
  const before = ctx.text[ctx.start - 1];
  const after = ctx.text.slice(ctx.end, ctx.end + 2);
  if (before === '/' || before === '\\' || after[0] === '/' || after[0] === '\\' || /^\.[a-z]/.test(after)) return true;
  return value.length >= 7 && /^[0-9a-f]+$/.test(value) && /[a-f][^a-f]*[a-f]/.test(value) && /\d/.test(value);
}

function validate(value: string, ctx: MatchContext): boolean | number {
  const field = ctx.field;
  if (pathOrCommit(value, ctx)) return false;
  if (field !== undefined && OTHER_FIELD.test(field)) return false;
  const verdict = shape(value, ctx);
  if (verdict === false) return false;
  // Context from a word close by, or from the field: the number is the licence's. Context only from a
  // word further away: unless another label claims the number (an account, a phone), it is reported at
  // a lower score, so that another detector's finding on the same span wins the merge.
  if (field !== undefined && FIELD_WORDS.test(field)) return verdict;
  const where = placement(ctx);
  if (where === 'label') return verdict;
  const before = ctx.text.slice(Math.max(0, ctx.start - 30), ctx.start);
  const after = ctx.text.slice(ctx.end, ctx.end + 30);
  if (OTHER_BEFORE.test(before) || OTHER_AFTER.test(after)) return false;
  if (/^0\d{9,10}$/.test(value)) return false; // a national phone number's shape
  // A word further off counts within the number's own line or sentence, not across a form's lines.
  if (where !== 'line') return false;
  return 0.55;
}

function shape(value: string, ctx: MatchContext): boolean | number {
  if (UK.test(value) || KOREA.test(value)) return 0.85;
  if (INDIA.test(value)) return 0.85;
  if (DASHED.test(value)) return 0.8;
  if (SPACED.test(value)) return true;
  if (/^[XYZ]?\d{7,8}-[A-Z]$/i.test(value)) return dniValid(value.replace('-', '')) ? 0.9 : false;
  if (value.includes('*') || value.includes(' ') || value.includes('-')) return false;
  const digits = countDigits(value);
  const letters = value.length - digits;
  if (digits < 1 || /^(\w)\1+$/.test(value)) return false;
  if (digits < 4 && !(value.length >= 8 && letters > 0 && value === value.toUpperCase())) return false;
  // Years, counts and version numbers near the word "license" ("MIT License 2.0", "license since 2019").
  if (digits === value.length && digits < 7) return false;
  if (/^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(value)) return false; // 20190501
  if (/^1[4-9]\d{8}(?:\d{3})?$/.test(value)) return false; // a Unix time in seconds or milliseconds
  const before = ctx.text.slice(Math.max(0, ctx.start - 40), ctx.start);
  if (/(?:mit|apache|bsd|gpl|mpl|software|open[ -]source|creative commons|product|activation)\W{0,3}licen[cs]e/i.test(before)) return false;
  if (/licen[cs]e\W{0,3}(?:key|plate|code|server|file|id)\b/i.test(before)) return false;
  // Where the number has a check, it must hold.
  if (digits === 11 && digits === value.length && near(CNH_WORDS, ctx, 40)) return cnhValid(value) ? 0.9 : false;
  if (/^[XYZ]?\d{7,8}[A-Z]$/i.test(value) && near(SPANISH_WORDS, ctx, 40)) return dniValid(value) ? 0.9 : false;
  // An upper-case code of eight or more characters that mixes letters and digits is no word.
  if (value.length >= 8 && letters > 0 && value === value.toUpperCase()) return true;
  // Otherwise letters, if any, are few or mixed with digits: a word that happens to hold digits ("mp3player") is not a licence.
  if (letters > 6) return false;
  if (letters > 2 && /[A-Za-z]{5}/.test(value)) return false;
  return true;
}

function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

export const driverLicense = patternDetector({
  id: 'driver-license',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'driver_license',
  // Boundaries are ASCII and Latin letters only: Japanese and Korean write the number straight after
  // the word (免許証番号123456789012). The alternatives do not overlap: the grouped forms need their
  // separators, the token none.
  pattern:
    /(?<![A-Za-z0-9\u00C0-\u024F_*-]|\d[ -])(?:\d{2}-\d{2}-\d{6}-\d{2}|[A-Z]{2}[ -]\d{2}[ -]?(?:19|20)\d{2}[ -]?\d{7}|[A-Z]{2}\d{2}[ -](?:19|20)\d{2}[ -]?\d{7}|[A-Za-z]\d{2,4}(?:-\d{1,5}){2,4}|\d{2,3}(?: \d{3}){2}(?! \d)|[XYZxyz]?\d{7,8}-[A-Za-z]|[A-Z9]{5} \d{6} [A-Z9]{2}\d[A-Z]{2}|[A-Za-z0-9*]{5,16})(?![A-Za-z0-9\u00C0-\u024F_*]|-[A-Za-z0-9])/g,
  validate,
  contextWords: WORDS,
  contextWindow: 60,
  requireContext: true,
  baseScore: 0.7,
  contextBoost: 0.1,
  reason: "driver's license number (licence context)",
  examples: {
    positive: [
      "My driver's license number is «F162823540116»",
      'driving licence «MORGA753116SM9IJ», printed «WILSO 751199 OV9AA»',
      'patente «U1K711J11M»',
      "driver's license «a56319335»",
      'DL: «481195160»',
      'Carné de conducir n.º «16071477C», «34622769-H»',
      'CNH nº «13846535839»',
      '運転免許証番号：«123456789012»',
      '登録運転免許証番号が間違っています。正しくは«685146537130»です。',
      'Führerschein-Nr. «B072RRE2I55»',
      'permis de conduire «130586200114»',
      'rijbewijsnummer «5012345678»',
      'Driving licence: «MH12 20110012345»',
      "Illinois driver's license «D123-4567-8901», Florida «A526-985-48-389-7»",
      "can u double check my driver's license number? its «58 262 596»",
      'Führerschein: «DVKRECZVG44»',
      '{"name": "Ann", "license_no": "«D1234567»"}',
      'name,licenseNumber,state\nAnn,«S12345678»,CA\nBob,«T87654321»,NY',
    ],
    negative: [
      'Made the smartcard driver more robust.  [#5297,b90c55fa66db]',
      'driver: see https://tools.ietf.org/html/rfc4357 and drivers/media/i2c/vs6624.c',
      'The driver 12345678 was updated',
      'MIT License 2.0',
      'license renewed in 2019',
      'driving 120 miles',
      'licence key ABCDEFGHIJ',
      'order F162823540116',
      'CNH nº 13846535838',
      'Carné de conducir n.º 16071477D',
      '{"license_issued": "20190501", "license_class": "B1234", "license_expiry": "20300101"}',
      'license key 4F7A-9921-0032-1177',
      'software license ABC12345',
      'order,ref\nA1234567,B7654321',
    ],
  },
});
