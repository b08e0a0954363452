// US Social Security numbers under the SSA's assignment rules (area, group and serial never all-zero;
// area never 666 or 9xx), written AAA-GG-SSSS, AAA GG SSSS, or — only next to words such as "SSN" —
// as nine bare digits, which are otherwise far too common (order numbers, ZIP+4, phone fragments).
// Nine digits are typed by their label (labels.ts, the rule the phone detector shares): after
// "passport", a routing or an account word — or ABA-valid with a routing word near — they are not an
// SSN, and after a phone word they are a phone.

import { patternDetector } from '../define.ts';
import { nineDigitKind } from './labels.ts';

// Well-known numbers that are not anyone's SSN: the SSA's advertising sample (219-09-9999), the
// Woolworth wallet card (078-05-1120), the textbook 123-45-6789, and one digit repeated. Reporting them
// would flag forms, documentation and test fixtures; redacting a real placeholder protects nobody.
const DUMMIES = new Set(['219099999', '078051120', '123456789']);

export const ssn = patternDetector({
  id: 'ssn',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'ssn',
  // The captured delimiter (dash, space or nothing) must be repeated, so 123-45 6789 is refused. The
  // lookarounds refuse a number that continues a longer digit run (phone numbers, card numbers).
  pattern: /(?<!\d|\d[ .-])(?!000|666|9\d\d)\d{3}([- .]?)(?!00)\d{2}\1(?!0000)\d{4}(?!\d|[ .-]\d)/g,
  validate: (value, ctx) => {
    const digits = value.replace(/[- .]/g, '');
    if (DUMMIES.has(digits) || /^(\d)\1{8}$/.test(digits)) return false;
    const kind = nineDigitKind(value, ctx.text, ctx.start, ctx.end);
    if (kind === 'other' || kind === 'phone') return false;
    // Bare digits only next to a context word, or labelled as an SSN ("social_security_number": "…").
    if (digits.length === value.length) return kind === 'ssn' || ctx.hasContext;
    // Spaced or dotted groups are a weaker shape than dashed ones.
    return value.includes(' ') || value.includes('.') ? 0.45 : true;
  },
  contextWords: ['ssn', 'ssns', 'ss#', 'social security', 'social-security', 'social sec', 'ssa', 'taxpayer', 'tin', 'itin'],
  baseScore: 0.6,
  contextBoost: 0.3,
  reason: 'US Social Security number (SSA-valid shape)',
  examples: {
    positive: [
      'SSN: «536-22-1234»',
      'file for «536-22-1234» attached',
      'my social security number is «536 22 1234»',
      'ssn «536221234»',
      'dotted «078.05.1123»',
      'numbers «001-01-0001» and «665-99-9999»',
      'Phone: +1 415 555 0132, SSN «293 73 4576»',
      'routing 021000021, SSN «536-22-1234»',
      '{"social_security_number":"«085031622»"}',
    ],
    negative: [
      'ref 536221234 shipped',
      'SSN 000-12-3456',
      'SSN 666-12-3456',
      'SSN 912-12-3456',
      'SSN 536-00-1234',
      'SSN 536-22-0000',
      'SSN 536-22 1234',
      'SSN 123-45-6789',
      'SSN 111-11-1111',
      'call 1-536-22-1234-5',
      'card 4536 22 1234 9',
      'US passport 536 22 1234',
      'passport no. 536221234',
      'ABA routing number 021000021',
      'routing: 011-00-0015',
      'phone 293 73 4576',
    ],
  },
});
