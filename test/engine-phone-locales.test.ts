// Phones in national formats across twelve locales, the countries a text points to (region.ts), and the
// type of a nine-digit number decided by its nearest label (labels.ts). A small probe set per locale with
// exact spans: positives in prose, forms and JSON, with and without a phone word, and hard negatives
// (order numbers, dates, counts, prices, versions, coordinates, ISBNs, card fragments, log ids).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import { likelyRegions, forgetRegions, guessLanguage } from '../src/engine/detectors/pii/region.ts';
import { nearestLabel, nineDigitKind } from '../src/engine/detectors/pii/labels.ts';

/** [type, matched text] of every personal-data finding, merged as the engine merges them. */
function found(text: string): Array<[string, string]> {
  return resolveOverlaps(
    PII_DETECTORS.flatMap((d) => d.detect(text)),
    (f) => f.category,
  ).map((f) => [f.type, text.slice(f.start, f.end)]);
}
const phones = (text: string) => found(text).filter(([t]) => t === 'phone').map(([, v]) => v);

/** Positives in «marked» notation: the marked parts are the exact phone spans expected. */
interface Probe {
  positive: string[];
  negative: string[];
}
const marks = (s: string) => [...s.matchAll(/«([^»]*)»/g)].map((m) => m[1]!);
const unmark = (s: string) => s.replace(/[«»]/g, '');

const PROBES: Record<string, Probe> = {
  'en-US': {
    positive: [
      'Hi Dana, you can reach me at «(415) 555-0132» after five.',
      'Shipping contact: «212.501.3330», ask for the front desk.',
      '{"name": "Lee Park", "phone": "«646-555-0199»"}',
      'Call «1-800-555-0100» for support.',
    ],
    negative: ['Order #4155550132 ships Friday.', 'Build 2024.05.18.1432 passed', 'We sold 1,250,000 units in 2023.'],
  },
  'en-GB': {
    positive: [
      'Please ring the surgery on «020 7946 0958» before 6pm.',
      'Mobile: «07911 123456», London SW1A 1AA',
      'The Manchester office number is «0161 496 0000».',
      'Her details: Flat 2, 10 High Street, Leeds LS1 4AP, tel «0113 496 0123».',
    ],
    negative: ['Invoice 0207 9460 958 was paid in £.', 'Released 2024 05 18 in London', 'Totals for the UK: 12 345 678 people'],
  },
  'en-CA': {
    positive: ['Our Toronto office: «(416) 555-0187».', 'Call the Ottawa desk at «613-555-0142», Ontario K1A 0B1.'],
    negative: ['Ticket 6135550142 closed', 'Coordinates 45.4215, -75.6972 in Ottawa'],
  },
  'en-AU': {
    positive: [
      'Ring me on «0412 345 678» when you land in Sydney.',
      'Melbourne head office «(03) 9876 5432», VIC 3000.',
      'contact him on T: «03 9902 9796», E: alex@example.com.au',
    ],
    negative: ['Invoice A$ 1 234 567 due', 'Booking ref 0412 345 678 confirmed', 'Version 3.9.902.9796'],
  },
  'en-IN': {
    positive: [
      'Please call Priya on «98765 43210» in Mumbai.',
      'Bengaluru office: «+91-80-4123-4567», fees ₹ 1,200.',
      'My mobile is «9876543210», I am in Delhi.',
      'Hyderabad branch «040 2345 6789», PIN 500001',
    ],
    negative: ['Order 98765 43210 from Delhi shipped', 'Population of Mumbai: 12 442 373 people', 'Txn ID 9876543210 in INR'],
  },
  'de-DE': {
    positive: [
      'Hallo Herr Müller, Sie erreichen mich unter «0711 754479508».',
      'Bitte rufen Sie uns an: «030 12345678», wir sind für Sie da.',
      'Handy: «0151 23456789»',
      'Kontakt in München: Tel. «089 1234567», Fax «089 1234568»',
    ],
    negative: ['Die Bestellnummer ist 0711 754479508.', 'Der Termin ist am 2024 05 18 um 10 Uhr.', 'Wir haben 12 345 678 Stück verkauft.'],
  },
  'fr-FR': {
    positive: [
      'Bonjour, vous pouvez me joindre au «05 92 43 85 36» demain matin.',
      'Mon portable : «06 12 34 56 78»',
      'Le cabinet à Paris est au «01.84.17.61.18», merci de rappeler.',
      'Pour la commande, appelez le service client au «09 70 80 90 10».',
    ],
    negative: ['Numéro de commande 0592438536 expédié', 'Le 2024 05 18 à 10h, la version 10.2.113.7 est sortie.', 'Prix : 12 345 678 € pour la société'],
  },
  'es-ES': {
    positive: [
      'Hola, mi teléfono es «612 34 56 78», gracias.',
      'Puede llamar a la oficina de Madrid al «91 123 45 67».',
      'Móvil: «699 123 456»',
      'Contacto en Barcelona: «+34 932 12 34 56».',
    ],
    negative: ['El pedido 612 345 678 está en camino.', 'Factura 91 123 45 67 pagada', 'Coordenadas 40.4168, -3.7038 en Madrid'],
  },
  'it-IT': {
    positive: [
      'Ciao, il mio numero è «333 123 4567», grazie.',
      'Chiamami allo «06 1234 5678» per favore.',
      'Cellulare: «347 765 4321»',
      'Lo studio di Milano risponde allo «02 8765 4321».',
    ],
    negative: ['Ordine 333 123 4567 spedito', 'Fattura n. 06 1234 5678 del 2024', 'ISBN 978-88-04-12345-6'],
  },
  'nl-NL': {
    positive: [
      'Hoi, mijn nummer is «06 31533074», bel me maar.',
      'U kunt ons bereiken op «020 123 4567» in Amsterdam.',
      'Telefoon: «010-1234567»',
      'Het kantoor in Utrecht is bereikbaar via «030 234 5678», 3511 AB Utrecht.',
    ],
    negative: ['Bestelnummer 06 31533074 is verzonden.', 'Factuur 2024 05 18 betaald', 'Er zijn 12 345 678 bezoekers geweest.'],
  },
  'pt-BR': {
    positive: [
      'Olá, você pode ligar para «(63) 5759-9718» amanhã.',
      'Meu celular é «(11) 98765-4321».',
      'O escritório de São Paulo atende no «11 3456-7890», CEP 01310-100.',
      'Contato: «+55 21 99876-5432»',
    ],
    negative: ['Pedido 6357599718 enviado', 'Nota fiscal 11 98765-4321 emitida', 'Valor: R$ 12 345 678 em 2024'],
  },
  'ja-JP': {
    positive: [
      '田中さんの電話番号は«03-1234-5678»です。',
      '携帯：«090-1234-5678»',
      '東京本社 〒100-0005 東京都千代田区 TEL «03-6789-0123»',
      '担当者の連絡先は«080-9876-5432»までお願いします。',
    ],
    negative: ['注文番号 0312345678 を確認しました。', '2024-05-18 10:30 に発送しました。', '合計 12,345,678 円です。'],
  },
};

describe('phones in national formats, per locale', () => {
  for (const [locale, probe] of Object.entries(PROBES)) {
    it(`${locale}: exact spans on positives, nothing on hard negatives`, () => {
      for (const p of probe.positive) assert.deepEqual(phones(unmark(p)), marks(p), p);
      for (const n of probe.negative) assert.deepEqual(phones(n), [], n);
    });
  }

  it('phone F1 per locale is at least 0.95 (English) and 0.90 (elsewhere) on the probes', () => {
    for (const [locale, probe] of Object.entries(PROBES)) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const p of probe.positive) {
        const want = marks(p);
        const got = phones(unmark(p));
        const hit = got.filter((g) => want.includes(g)).length;
        tp += hit;
        fp += got.length - hit;
        fn += want.length - hit;
      }
      for (const n of probe.negative) fp += phones(n).length;
      const f1 = (2 * tp) / (2 * tp + fp + fn);
      assert.ok(f1 >= (locale.startsWith('en-') ? 0.95 : 0.9), `${locale}: F1 ${f1.toFixed(3)}`);
    }
  });
});

describe('forms a national number takes', () => {
  it('reads JSON-escaped line breaks, a NANP 1 before the area code, slashes and dashes after an area code', () => {
    assert.deepEqual(phones('{"note":"phone number:\\n404-437-3455\\n--"}'), ['404-437-3455']);
    assert.deepEqual(phones('Emily Davis, 1 (919) 273-1679, Madison'), ['1 (919) 273-1679']);
    assert.deepEqual(phones('Hallo, bitte rufen Sie an: 0341/5354648 oder 089-512 493842.'), ['0341/5354648', '089-512 493842']);
    assert.deepEqual(phones('Bengaluru office 080-8198 2904, India'), ['080-8198 2904']);
    assert.deepEqual(phones('Bonjour, le standard : +33 (0)7 83 15 88 69'), ['+33 (0)7 83 15 88 69']);
  });

  it('reads full-width digits and signs, with spans on the original text', () => {
    assert.deepEqual(phones('電話番号：０３－１２３４－５６７８です'), ['０３－１２３４－５６７８']);
    assert.deepEqual(phones('携帯　０９０－１２３４－５６７８'), ['０９０－１２３４－５６７８']);
  });

  it('reads a 00-prefixed number whose digits happen to pass Luhn (no card starts with 00)', () => {
    assert.deepEqual(phones('Teléfono: 0034 619232043'), ['0034 619232043']);
  });

  it('reads one run with the trunk prefix when the text points to a country that always writes it', () => {
    assert.deepEqual(phones('Bonjour Hugo, merci pour votre message. 0667801720'), ['0667801720']);
    // Spain writes no trunk prefix: nine bare digits there need a phone label.
    assert.deepEqual(phones('Hola Pablo, gracias por el mensaje. 648910249'), []);
    assert.deepEqual(phones('Hola Pablo, mi móvil: 648910249'), ['648910249']);
  });

  it('counts NANP numbers without a phone word only in NANP grouping', () => {
    assert.deepEqual(phones('Het IBAN NL37 INGB 2187 8408 35 is ongeldig'), []);
    assert.deepEqual(phones('reach the desk on 218.784.0835 today'), ['218.784.0835']);
  });

  it('does not take a CSV header or a label of another value as the number\'s label', () => {
    const csv = 'Name,Phone,SSN\nLinda Smith,503.283.0001,397-92-1198';
    assert.deepEqual(found(csv), [['phone', '503.283.0001'], ['ssn', '397-92-1198']]);
    assert.deepEqual(phones('My driver\'s license number is 309 535 509, can you update it?'), []);
    assert.deepEqual(phones('Le numéro de carte 3794 870186 53741 a été refusé'), []);
    assert.deepEqual(phones('運転免許証番号：261363827367\n電話番号：(011) 878-1234'), ['(011) 878-1234']);
  });
});

describe('numbers that are not phones in a text whose country is known', () => {
  it('leaves prices, quantities, request ids, timestamps, coordinates, ISBNs and long runs alone', () => {
    for (const text of [
      'Ciao, la partita è finita 3 2, il prezzo è 333 123 4567 euro?',
      'Hello, request 0207 9460 958 took 120 ms; lat 51.5074 lon -0.1278',
      'Bonjour, la facture du 12/03/2024 est de 1 234 567 euros, référence interne 0145 2256 78.',
      'Hallo, die Lieferung 2024-05-18 10:30:12 wurde mit Version 10.2.113.7 erstellt, Koordinaten 52.5200, 13.4050.',
      'Hola, el registro 2024 05 18 12 30 45 se guardó en el servidor con id 612345678.',
      'Bonjour, ISBN 978-2-07-036822-8, carte 4970 1012 3456 et 01 02 03 04 05 06 07.',
      'Olá, o valor é R$ 1.234.567,89 e o pedido (11) 98765-4321 foi enviado.',
      'こんにちは、注文番号 0312345678 の件です。タイムスタンプ 2024-05-18 12:34:56。',
      'log: [2024-05-18T10:30:12Z] worker=07 pid=0711754479 status=ok',
      'Bonjour, les chiffres: 0612345678901234 et 06123456789012.',
    ]) {
      assert.deepEqual(phones(text), [], text);
    }
  });
});

describe('the countries a text points to', () => {
  const regions = (text: string) => {
    const r = likelyRegions(text).regions;
    forgetRegions();
    return r;
  };

  it('reads them from language, places, postcodes, currency, domains and international numbers', () => {
    assert.equal(regions('Bonjour, merci pour votre message, je vous rappelle demain.')[0], 'FR');
    assert.equal(regions('Hallo, vielen Dank für die Nachricht, ich bin morgen im Büro.')[0], 'DE');
    assert.equal(regions('Shipping to 01310-100, total R$ 250')[0], 'BR');
    assert.equal(regions('Write to ops@example.nl')[0], 'NL');
    assert.equal(regions('Our other office: +39 06 1234 5678')[0], 'IT');
    assert.equal(regions('Fees: ₹ 1,200 per month')[0], 'IN');
    assert.equal(regions('〒100-0005 東京都千代田区')[0], 'JP');
    assert.ok(regions('Please send the report to London SW1A 1AA by Friday.').includes('GB'));
  });

  it('names at most three countries, never NANP ones (the default reading)', () => {
    const text = 'Offices in Berlin, Paris, Madrid, Roma and Amsterdam; +1 415 555 0132; Toronto';
    const r = regions(text);
    assert.ok(r.length <= 3, r.join());
    assert.ok(!r.includes('US') && !r.includes('CA'), r.join());
  });

  it('reads a table\'s country from its header words and from letters one language uses', () => {
    assert.equal(regions('Nome;Data de nascimento;Endereço IP;Telefone\nRafael Rodrigues;09/01/1978')[0], 'BR');
    assert.equal(regions('Name;Telefon;IP-Adresse\nMarie Müller;069/83601936')[0], 'DE');
    assert.deepEqual(phones('Nome;Data de nascimento;Telefone\nAna Ribeiro;11/04/1961;(71) 98630-6751'), ['(71) 98630-6751']);
  });

  it('guesses no language from too few words', () => {
    assert.equal(guessLanguage('Tel: 0711 754479508'), undefined);
    assert.equal(guessLanguage('Hoi, mijn nummer is 06 31533074, bel me maar.'), 'nl');
  });

  it('still needs a phone word for a national number valid in no country the text points to', () => {
    // Valid in Germany, but nothing here says German: without a phone word it is just digits.
    assert.deepEqual(phones('ref: see 0711 754479508'), []);
    assert.deepEqual(phones('Reach me: 0711 754479508'), ['0711 754479508']);
  });

  it('refuses national digits without the trunk prefix where numbers are written with it', () => {
    // "711 754479508" is a valid German number to libphonenumber, but Germans write the 0.
    assert.deepEqual(phones('Hallo, wir sehen uns am Montag, die Nummer 711 754479508 ist neu.'), []);
  });
});

describe('nine digits typed by the nearest label', () => {
  it('an SSN in 3-2-4 grouping, or after "SSN", is an SSN and not a phone', () => {
    assert.deepEqual(found('SSN 293 73 4576'), [['ssn', '293 73 4576']]);
    assert.deepEqual(found('social security number is 293-73-4576'), [['ssn', '293-73-4576']]);
    assert.deepEqual(found('the value 293 73 4576 here'), [['ssn', '293 73 4576']]);
    assert.deepEqual(found('ssn: 293734576'), [['ssn', '293734576']]);
  });

  it('after a phone word, nine digits in 3-2-4 grouping are a phone and not an SSN', () => {
    assert.deepEqual(found('phone 293 73 4576'), [['phone', '293 73 4576']]);
  });

  it('a passport or routing number is not an SSN', () => {
    assert.deepEqual(found('US passport 536 22 1234').filter(([t]) => t === 'ssn'), []);
    assert.deepEqual(found('passport no. 536221234').filter(([t]) => t === 'ssn'), []);
    assert.deepEqual(found('ABA routing number 021000021'), [['bank_account', '021000021']]);
    // ABA-valid with a routing word near, though another label is nearer.
    assert.equal(nineDigitKind('011000015', 'routing / ABA: 011000015', 16, 25), 'other');
  });

  it('an SSN label outranks an ABA-valid checksum with a routing word near', () => {
    const text = 'Routing number: 021000021\nSSN: 328597855';
    assert.deepEqual(found(text).filter(([t]) => t === 'ssn'), [['ssn', '328597855']]);
  });

  it('an SSN next to a passport or routing number keeps its own label', () => {
    assert.deepEqual(found('passport 123456789, SSN 536-22-1234').filter(([t]) => t === 'ssn'), [['ssn', '536-22-1234']]);
    assert.deepEqual(found('routing 021000021, SSN 536 22 1234').filter(([t]) => t === 'ssn'), [['ssn', '536 22 1234']]);
  });

  it('reads the label nearest before the number first, then one right after, in several languages', () => {
    const at = (text: string, value: string) => {
      const start = text.indexOf(value);
      return nearestLabel(text, start, start + value.length);
    };
    assert.equal(at('Handy: 0151 23456789', '0151 23456789'), 'phone');
    assert.equal(at('Bestellnummer 0151 23456789', '0151 23456789'), 'reference');
    assert.equal(at('SSN 536-22-1234, phone 0151 23456789', '0151 23456789'), 'phone');
    assert.equal(at('0151 23456789 (portable)', '0151 23456789'), 'phone');
    assert.equal(at('携帯：090-1234-5678', '090-1234-5678'), 'phone');
    assert.equal(at('a microphone 0151 23456789', '0151 23456789'), undefined);
    assert.equal(at('social security number is 536-22-1234', '536-22-1234'), 'ssn');
  });
});
