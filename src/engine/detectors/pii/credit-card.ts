// Payment card numbers (PAN): a known brand prefix and length, the Luhn checksum, and either no
// separators or ONE separator (space or dash) used consistently in the usual print groupings.

import { patternDetector } from '../define.ts';

/**
 * Brand ranges and lengths (ISO/IEC 7812 issuer prefixes as the networks publish them). Co-branded
 * ranges inside a wider one (Elo's 4011 78, Verve's 5060 99, RuPay's 6521) are covered by the wider.
 */
function brandAllows(digits: string): boolean {
  const n = digits.length;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const p6 = Number(digits.slice(0, 6));
  if (digits[0] === '4') return n === 13 || n === 16 || n === 19; // Visa (and Elo, Dankort co-brands)
  if (p4 >= 2200 && p4 <= 2204) return n >= 16 && n <= 19; // Mir
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return n === 16; // Mastercard incl. 2-series
  if (p2 === 34 || p2 === 37) return n === 15; // American Express
  if (p4 === 6011 || (p3 >= 644 && p3 <= 649) || p2 === 65 || (p6 >= 622126 && p6 <= 622925)) return n >= 16 && n <= 19; // Discover, Elo 65, RuPay 65, Troy 65
  if (p2 === 35) return n >= 16 && n <= 19; // JCB (3528–3589 today; the whole 35 range stays Luhn-gated), RuPay 353/356
  if (p4 === 2131 || p4 === 1800) return n === 15; // JCB, older 15-digit ranges
  if (p4 === 5019) return n === 16; // Dankort
  if (p6 === 606282 || p4 === 3841) return n >= 13 && n <= 19; // Hipercard
  if (p6 === 636297 || p6 === 636368) return n === 16; // Elo
  if (p2 === 50 || (p2 >= 56 && p2 <= 58) || p4 === 6304 || (p4 >= 6759 && p4 <= 6763) || p4 === 6390) return n >= 12 && n <= 19; // Maestro, Elo 50, Verve 50, RuPay 508
  if (p2 === 60) return n === 16; // RuPay 60
  if (p3 >= 636 && p3 <= 639) return n >= 16 && n <= 19; // InterPayment, InstaPayment
  if (digits[0] === '1') return n === 15; // UATP
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 && n <= 19; // Diners Club
  if (p2 === 62) return n >= 16 && n <= 19; // UnionPay, Elo 6277
  if (p2 === 81 || p2 === 82) return n >= 16 && n <= 19; // UnionPay 81, RuPay 81/82
  if (p4 === 9792) return n === 16; // Troy
  if (p4 === 9704) return n === 16 || n === 19; // Napas
  if (p4 === 9860 || p4 === 8600) return n === 16; // Humo, UzCard
  return false;
}

const LETTER = /^[A-Za-z]$/;

/** Product codes that share card lengths and pass Luhn by chance. */
const PRODUCT_CODE_BEFORE = /(?:ean|gtin|isbn|upc|sku|barcode|article|artikel|art\.?-?nr|jan)\W{0,5}$/i;

export function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function cardPattern(): RegExp {
  // Each form is written after its first digit: the pattern reads that digit, then looks behind it
  // (no digit before it, nor digit-and-separator for the forms that refuse that). The same matches as
  // look-behinds in front, but a pattern opening with \d lets the engine skip ahead to the digits
  // instead of trying every position (~2.5× faster).
  const grouped = (sep: string) => {
    const g = `\\d{3}${sep}\\d{4}${sep}\\d{4}${sep}\\d{4}(?:${sep}\\d{3})?|\\d{3}${sep}\\d{6}${sep}\\d{4,5}|\\d{3}${sep}\\d{3}${sep}\\d{3}${sep}\\d{3}`;
    return `(?<!\\d${sep}\\d)(?:${g})(?!\\d|${sep}\\d)`;
  };
  return new RegExp(`\\d(?<!\\d\\d)(?:(?<!\\d-\\d)\\d{11,18}(?!\\d|-\\d)|${grouped(' ')}|${grouped('-')})`, 'g');
}

export const creditCard = patternDetector({
  id: 'credit-card',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'credit_card',
  // Groupings: plain 12–19 digits; 4-4-4-4 and 4-4-4-4-3 (16/19); 4-6-5 and 4-6-4 (Amex, Diners);
  // 4-3-3-3 (13-digit Visa); each grouped form with one separator, space or dash, used throughout.
  // Each form refuses to continue a longer run in ITS OWN separator (IBANs, serials, 4-4-4-4-4), so a
  // list of cards separated by spaces or commas still yields every card.
  pattern: cardPattern(),
  validate: (value, ctx) => {
    const digits = value.replace(/[ -]/g, '');
    if (!(brandAllows(digits) && luhn(digits))) return false;
    // Digits inside a longer code of letters and digits (a tracking number "1ZV5V4076…") are no card.
    if (LETTER.test(ctx.text.charAt(ctx.start - 1)) || LETTER.test(ctx.text.charAt(ctx.end))) return false;
    // One number in ten passes Luhn: one labelled as something else (an account, a licence, an EAN
    // barcode) is that, not a card.
    if (ctx.fieldSaysOther) return false;
    return !PRODUCT_CODE_BEFORE.test(ctx.text.slice(Math.max(0, ctx.start - 20), ctx.start));
  },
  contextWords: [
    'card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'american express', 'discover', 'jcb', 'diners', 'unionpay', 'payment', 'pay', 'cc', 'pan', 'cvv', 'expiry',
    'elo', 'hipercard', 'rupay', 'mir', 'troy', 'verve', 'maestro', 'dankort',
    'karte', 'kreditkarte', 'kartennummer', 'carte', 'carte bancaire', 'numéro de carte', 'tarjeta', 'número de tarjeta', 'carta', 'carta di credito',
    'kaart', 'creditcard', 'kaartnummer', 'cartão', 'cartao', 'número do cartão', 'カード', 'クレジットカード', 'カード番号',
  ],
  baseScore: 0.85,
  contextBoost: 0.1,
  reason: 'payment card number (brand prefix and Luhn checksum valid)',
  examples: {
    positive: [
      'my card is «4111 1111 1111 1111»',
      'Visa «4111-1111-1111-1111», MC «5555555555554444»',
      'Mastercard 2-series: «2223003122003222».',
      'Amex «3782 822463 10005» and Diners «3056 930902 5904»',
      'Discover «6011111111111117», JCB «3530111333300000», UnionPay «6200000000000005»',
      'old Visa «4222222222222»',
      'list «4012888888881881» «4012-8888-8888-1881», «4012 8888 8888 1881»',
      'Maestro «6759649826438453», Dankort «5019717010103742»',
      'Elo «6362970000457013», Hipercard «6062826786276634», Mir «2200123456789019»',
      'RuPay «6070123412341234», Troy «9792123412341235», UnionPay 19 «6212345678901234569»',
      'Cartão Elo: «5067 2300 0000 0002»',
      '(«4111111111111111»)',
    ],
    negative: [
      'order 4111111111111112 (Luhn fails)',
      'mixed separators 4111 1111-1111 1111',
      'longer run 41111111111111110000',
      'inside a longer grouped run DE89 3704 0044 0532 0131 00',
      'unknown brand 9111111111111110',
      'Luhn-valid but not a card prefix 1234567812345670',
      'grouped oddly 41 11 11 11 11 11 11 11',
      '商品 EAN 4035520205073 が再入荷',
      'tracking 1ZV5V4076545344992 and 4111111111111111X',
      'Account number: 191442056261632',
      'name,account_number\nAnn,4977829673685',
    ],
  },
});
