// Identity documents, bank accounts and cards across locales and forms (prose, labels, CSV, JSON): exact
// spans and types on a probe set, check digits that must hold (CNH, DNI, IBAN, Luhn, MRZ), and hard
// negatives (order numbers, dates, versions, UUIDs, hashes, wrong check digits) that must yield nothing.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import { cnhValid, dniValid } from '../src/engine/detectors/pii/driver-license.ts';
import { mrzCheck } from '../src/engine/detectors/pii/passport.ts';
import type { DetectContext, Finding } from '../src/engine/types.ts';

function find(text: string): Finding[] {
  const ctx: DetectContext = { contentType: 'prompt', direction: 'input' };
  return resolveOverlaps(
    [...PII_DETECTORS, ...CREDENTIAL_DETECTORS].flatMap((d) => d.detect(text, ctx)),
    (f) => f.category,
  );
}
const DOC_TYPES = new Set(['driver_license', 'passport', 'bank_account', 'credit_card']);
/** Findings of the four types of this file, as [type, matched text]. */
const spans = (text: string) => find(text).filter((f) => DOC_TYPES.has(f.type)).map((f) => [f.type, text.slice(f.start, f.end)]);

describe("driver's licences", () => {
  const cases: Array<[string, string]> = [
    ['en-US', "Driver's license: F162823540116"],
    ['en-US', 'DL# D123-4567-8901 (Illinois)'],
    ['en-GB', 'Driving licence number MORGA753116SM9IJ'],
    ['en-IN', 'Driving Licence No. MH12 20110012345'],
    ['es-ES', 'Carné de conducir n.º 16071477C'],
    ['pt-BR', 'CNH nº 13846535839'],
    ['ja-JP', '運転免許証番号：123456789012'],
    ['de-DE', 'Führerscheinnummer: B072RRE2I55'],
    ['fr-FR', 'Numéro de permis de conduire : 130586200114'],
    ['it-IT', 'Patente di guida U1K711J11M'],
    ['nl-NL', 'Rijbewijsnummer 5012345678'],
    ['json', '{"customer": {"name": "Ann Lee", "license_no": "S12345678"}}'],
  ];
  for (const [locale, text] of cases) {
    it(`finds the number in ${locale}: ${text}`, () => {
      const got = spans(text);
      assert.equal(got.length, 1, JSON.stringify(got));
      assert.equal(got[0]![0], 'driver_license');
    });
  }

  it('types every row of a CSV column named for licences', () => {
    const rows = Array.from({ length: 45 }, (_, i) => `Person ${i},D${String(4000000 + i * 7)},2031-01-01`);
    const csv = ['name,driverLicenseNumber,expires', ...rows].join('\n');
    const got = spans(csv);
    assert.equal(got.length, 45);
    assert.ok(got.every(([t, v]) => t === 'driver_license' && /^D\d{7}$/.test(v!)));
  });

  it('checks the CNH and DNI check digits', () => {
    assert.equal(cnhValid('13846535839'), true);
    assert.equal(cnhValid('13846535838'), false);
    assert.equal(dniValid('16071477C'), true);
    assert.equal(dniValid('X1234567L'), true);
    assert.equal(dniValid('16071477D'), false);
    assert.deepEqual(spans('CNH nº 13846535838'), []);
    assert.deepEqual(spans('Carné de conducir 16071477D'), []);
  });
});

describe('passports', () => {
  const cases: Array<[string, string, string]> = [
    ['de-DE', 'Reisepassnummer: C01X00T47', 'C01X00T47'],
    ['nl-NL', 'Paspoortnummer NXC8LFR25', 'NXC8LFR25'],
    ['fr-FR', 'Numéro de passeport : 12AB34567', '12AB34567'],
    ['en-GB', 'Passport number 123456789', '123456789'],
    ['en-US', 'passport no. A12345678', 'A12345678'],
    ['en-IN', 'Passport: J8369854', 'J8369854'],
    ['ja-JP', '旅券番号 TK1234567', 'TK1234567'],
    ['es-ES', 'Número de pasaporte: PAA123456', 'PAA123456'],
    ['it-IT', 'Passaporto YA1234567', 'YA1234567'],
    ['pt-BR', 'Passaporte nº FN332082', 'FN332082'],
    ['csv', 'name;passport_no\nAnn;C01X00T47', 'C01X00T47'],
  ];
  for (const [locale, text, value] of cases) {
    it(`finds the number in ${locale}: ${text}`, () => {
      assert.deepEqual(spans(text), [['passport', value]]);
    });
  }

  it('reads the machine-readable zone when its check digits hold', () => {
    const line2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
    assert.equal(mrzCheck('L898902C3'), 6);
    assert.deepEqual(spans(`P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n${line2}`), [['passport', line2]]);
    assert.deepEqual(spans('L898902C36UTO7408122F1204159ZE184226B<<<<<19'), []);
  });
});

describe('bank accounts', () => {
  const cases: Array<[string, string, string[]]> = [
    ['ja-JP', '振込先：みずほ銀行 新宿支店 普通 口座番号 1234567', ['1234567']],
    ['pt-BR', 'Banco do Brasil, agência 1234-5, conta corrente 12345-6', ['1234-5', '12345-6']],
    ['en-IN', 'A/c no: 30123456789, IFSC: SBIN0001234', ['30123456789', 'SBIN0001234']],
    ['en-GB', 'Sort code 20-00-00, account number 55779911', ['20-00-00', '55779911']],
    ['en-US', 'routing number 021000021, account number 123456789012', ['021000021', '123456789012']],
    ['de-DE', 'IBAN: DE89 3704 0044 0532 0130 00', ['DE89 3704 0044 0532 0130 00']],
    ['fr-FR', 'IBAN FR14 2004 1010 0505 0001 3M02 606', ['FR14 2004 1010 0505 0001 3M02 606']],
    ['nl-NL', 'rekeningnummer NL91ABNA0417164300', ['NL91ABNA0417164300']],
    ['json', '{"bank": {"account_number": "00012345678", "account_type": "checking"}}', ['00012345678']],
  ];
  for (const [locale, text, values] of cases) {
    it(`finds the account in ${locale}: ${text}`, () => {
      assert.deepEqual(spans(text), values.map((v) => ['bank_account', v]));
    });
  }
});

describe('cards', () => {
  const cards: Array<[string, string]> = [
    ['Elo', '6362970000457013'],
    ['Elo (Maestro range)', '5067230000000002'],
    ['Hipercard', '6062826786276634'],
    ['Mir', '2200123456789019'],
    ['RuPay', '6070123412341234'],
    ['Troy', '9792123412341235'],
    ['UnionPay 19', '6212345678901234569'],
    ['JCB', '3530111333300000'],
    ['Dankort', '5019717010103742'],
  ];
  for (const [brand, pan] of cards) {
    it(`finds ${brand}`, () => {
      assert.deepEqual(spans(`Cartão ${brand}: ${pan}`), [['credit_card', pan]]);
    });
  }
});

describe('type by field', () => {
  it('a Luhn-valid number in an account column is the account, not a card', () => {
    assert.deepEqual(spans('name,account_number\nAnn,4977829673685'), [['bank_account', '4977829673685']]);
    assert.deepEqual(spans('Account number: 191442056261632'), [['bank_account', '191442056261632']]);
  });
});

describe('hard negatives', () => {
  const negatives = [
    'Order #4410-2231-9982 shipped with tracking 1Z999AA10123456784',
    'Invoice INV-2024-00042 total 1,234.56 EUR due 2024-05-18T22:50:23Z',
    'Upgraded to v10.0.19045.2965 and build 20240518.3',
    'request id 550e8400-e29b-41d4-a716-446655440000 failed',
    'sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'SKU AB1234567 in stock, product code X9Y8Z7W6',
    'IBAN DE88 3704 0044 0532 0130 00 (wrong check digits)',
    'card 4111 1111 1111 1112 declined',
    '{"order": "ORD-0736-BAEZ", "tracking": "1ZV5V4076545344992"}',
    '商品 EAN 4035520205073 が ¥85,269 で再入荷しました。',
    'CNH 13846535838',
    'Postleitzahl 63407, CEP 01310-100, PIN 560001',
    'license key: AB12-CD34-EF56-GH78',
    'MIT License 2024, Apache License 2.0',
    'passport office open 09:00-17:00, fee 130',
    'order,amount,date\nA1234567,12.50,2024-05-18\nB7654321,99.00,2024-05-19',
  ];
  for (const text of negatives) {
    it(`nothing in: ${text.slice(0, 60)}`, () => {
      assert.deepEqual(spans(text), []);
    });
  }
});
