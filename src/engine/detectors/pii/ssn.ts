// US Social Security numbers under the SSA's assignment rules (area, group and serial never all-zero;
// area never 666 or 9xx), written AAA-GG-SSSS, AAA GG SSSS, or — only next to words such as "SSN" —
// as nine bare digits, which are otherwise far too common (order numbers, ZIP+4, phone fragments).

import { patternDetector } from '../define.ts';

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
    if (digits.length === value.length) return ctx.hasContext; // bare digits only next to a context word
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
    ],
  },
});
