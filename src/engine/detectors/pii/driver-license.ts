// Driver's licence numbers: US state formats (a letter + 4–14 digits, 1–2 letters + digits, 7–13 bare
// digits, Washington's 12-character mix), the UK DVLA 16-character number, and the common European
// alphanumeric forms (Italy U1K711J11M, Germany, Korea 11-12-345678-90). Shapes this loose are reported
// only with a licence word close by.

import { patternDetector } from '../define.ts';

const WORDS = [
  'driver', "driver's", 'drivers', 'driving', 'license', 'licence', 'dl', 'dl#', 'dln', 'driver license',
  "driver's license", 'drivers license', 'driving licence', 'führerschein', 'fuhrerschein', 'permis de conduire',
  'permiso de conducir', 'licencia', 'patente', 'rijbewijs', '운전면허', '운전면허증', '운전', '免許', '驾驶证',
];

const UK = /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/i;
const KOREA = /^\d{2}-\d{2}-\d{6}-\d{2}$/;

export const driverLicense = patternDetector({
  id: 'driver-license',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'driver_license',
  pattern: /(?<![\p{L}\p{N}_-])(?:\d{2}-\d{2}-\d{6}-\d{2}|[A-Za-z0-9*]{5,16})(?![\p{L}\p{N}_]|-\w)/gu,
  validate: (value, ctx) => {
    if (UK.test(value) || KOREA.test(value)) return 0.85;
    if (value.includes('*')) return false;
    const digits = value.replace(/\D/g, '').length;
    if (digits < 4 || /^(\w)\1+$/.test(value)) return false;
    // Version numbers and years near the word "license" ("MIT License 2.0", "license since 2019").
    if (/^\d{4}$/.test(value) || (digits === value.length && digits < 7)) return false;
    if (/(?:mit|apache|bsd|gpl|mpl|software|open[ -]source|creative commons)\W{0,3}licen[cs]e/i.test(ctx.text.slice(Math.max(0, ctx.start - 40), ctx.start))) return false;
    // Letters, if any, are few: a word that happens to contain digits ("mp3player") is not a licence.
    const letters = value.length - digits;
    return letters <= 4;
  },
  contextWords: WORDS,
  contextWindow: 40,
  requireContext: true,
  baseScore: 0.7,
  contextBoost: 0.1,
  reason: "driver's license number (licence context)",
  examples: {
    positive: [
      "My driver's license number is «F162823540116»",
      'driving licence «MORGA753116SM9IJ»',
      'patente «U1K711J11M»',
      "driver's license «a56319335»",
      'DL: «481195160»',
    ],
    negative: ['MIT License 2.0', 'license renewed in 2019', 'driving 120 miles', 'licence key ABCDEFGHIJ', 'order F162823540116'],
  },
});
