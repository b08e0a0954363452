// Passport numbers. Formats are short alphanumeric codes that collide with order ids and serials, so
// a number is reported only when a passport word (in several languages) is close to it. Shapes
// accepted: US (9 digits, or a letter + 8 digits), UK (9 digits), Schengen/German (9 of
// C F G H J K L M N P R T V W X Y Z and digits), and the common 1–3 letters + 6–8 digits forms
// (Spain, Korea, India, China, Canada, Australia, …), including Korea's M123A4567.

import { mentionsAny, patternDetector } from '../define.ts';

const WORDS = [
  'passport', 'passports', 'passport no', 'passport number', 'pasaporte', 'passeport', 'reisepass', 'passaporto',
  'paspoort', 'passaporte', 'paszport', 'pass nr', '여권', 'パスポート', '护照', '護照', 'travel document',
];

const CJK_WORDS = /여권|パスポート|旅券|护照|護照/;
// Every finding has a passport word in its window or a CJK word just before it (the validator's first
// test), so a text holding neither anywhere yields nothing and the pattern does not run on it.
const MENTIONS_PASSPORT = mentionsAny(WORDS);

export const passport = patternDetector({
  id: 'passport',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'passport',
  // ASCII boundaries only: Korean and Japanese attach particles straight after the number (…입니다).
  pattern: /(?<![A-Za-z0-9_-])[A-Za-z]{0,3}\d[A-Za-z0-9]{4,9}(?![A-Za-z0-9_]|-\w)/g,
  textGate: (text) => MENTIONS_PASSPORT.test(text) || CJK_WORDS.test(text),
  validate: (value, ctx) => {
    // CJK words carry no spaces, so their context words cannot be whole words: look for them directly.
    if (!ctx.hasContext && !CJK_WORDS.test(ctx.text.slice(Math.max(0, ctx.start - 20), ctx.start))) return false;
    if (value.length < 6 || value.length > 10) return false;
    const digits = value.replace(/\D/g, '').length;
    const letters = value.length - digits;
    if (digits < 6 || letters > 3) return false;
    if (/^(\w)\1+$/.test(value)) return false;
    // Years and plain counts are not passport numbers: 6+ digits only, or a leading-letter form.
    return /^[A-Za-z]{0,3}\d{6,9}$/.test(value) || /^[A-Za-z]\d{3}[A-Za-z]\d{4}$/.test(value) || /^[CFGHJKLMNPRTVWXYZ0-9]{9}$/.test(value);
  },
  contextWords: WORDS,
  contextWindow: 40,
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
    ],
    negative: ['order CD7654321 shipped', 'passport renewal costs 130 dollars', 'passport office at 2024', 'passport XXXXXXXXX'],
  },
});
