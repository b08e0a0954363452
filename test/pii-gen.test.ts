// The generated evaluation sets (scripts/pii-gen): deterministic for a seed, every gold span slices to its
// value, valid values carry valid check digits and the invalid hard negatives do not.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCredentialSet, generatePiiSet, LOCALES, GOLD_TYPES } from '../scripts/pii-gen/index.ts';
import { abaValid, cccDigit, cnhDigits, cnhValid, dniLetter, elfproef, ibanValid, italianCin, luhnValid, makeIban, ribKey } from '../scripts/pii-gen/checks.ts';
import { badCard, badCnh, badIban } from '../scripts/pii-gen/negatives.ts';
import { Rand } from '../scripts/pii-gen/rng.ts';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';

const pii = generatePiiSet({ seed: 7, perLocale: 60, negativesPerLocale: 20 });
const cred = generateCredentialSet(7);

test('the sets are deterministic for a seed and differ across seeds', () => {
  assert.deepEqual(generatePiiSet({ seed: 7, perLocale: 60, negativesPerLocale: 20 }), pii);
  assert.deepEqual(generateCredentialSet(7), cred);
  assert.notDeepEqual(generatePiiSet({ seed: 8, perLocale: 60, negativesPerLocale: 20 }).map((r) => r.text), pii.map((r) => r.text));
});

test('every gold and neutral span slices exactly to its value', () => {
  let n = 0;
  for (const row of [...pii, ...cred]) {
    for (const s of [...row.spans, ...row.neutral]) {
      assert.equal(row.text.slice(s.start, s.end), s.value, `${row.locale} ${row.context} ${s.type}`);
      assert.ok(s.end > s.start);
      n++;
    }
  }
  assert.ok(n > 2000, `only ${n} spans`);
});

test('every locale has texts of every type that exists there, and hard negatives without spans', () => {
  for (const locale of LOCALES) {
    const rows = pii.filter((r) => r.locale === locale);
    const types = new Set(rows.flatMap((r) => r.spans.map((s) => s.type)));
    for (const t of GOLD_TYPES) assert.equal(types.has(t), t !== 'ssn' || locale === 'en-US', `${locale} ${t}`);
    const negatives = rows.filter((r) => r.negative);
    assert.equal(negatives.length, 20);
    assert.ok(negatives.every((r) => r.spans.length === 0));
  }
});

test('the check-digit rules accept published valid values and reject altered ones', () => {
  assert.ok(luhnValid('4111 1111 1111 1111'));
  assert.ok(!luhnValid('4111 1111 1111 1112'));
  assert.ok(ibanValid('DE89 3704 0044 0532 0130 00'));
  assert.ok(ibanValid('GB82WEST12345698765432'));
  assert.ok(!ibanValid('DE88 3704 0044 0532 0130 00'));
  assert.equal(makeIban('DE', '370400440532013000'), 'DE89370400440532013000');
  assert.ok(abaValid('021000021'));
  assert.ok(!abaValid('021000022'));
  assert.ok(cnhValid('58316794534')); // the worked example of the DENATRAN rule
  assert.ok(!cnhValid('58316794535'));
  assert.equal(cnhDigits('583167945'), '34');
  assert.equal(dniLetter(12345678), 'Z');
  // National check digits inside the published example IBANs (Italian CIN, Spanish CCC, French RIB key, Dutch elfproef).
  assert.equal(italianCin('05428', '11101', '000000123456'), 'X'); // IT60 X054 2811 1010 0000 0123 456
  assert.equal(cccDigit('0021000418') + cccDigit('0200051332'), '45'); // ES91 2100 0418 4502 0005 1332
  assert.equal(ribKey('20041', '01005', '0500013M026'), '06'); // FR14 2004 1010 0505 0001 3M02 606
  assert.ok(elfproef('0417164300')); // NL91 ABNA 0417 1643 00
  assert.ok(!elfproef('0417164301'));
});

test('every generated phone number is assigned in its country (libphonenumber full metadata)', () => {
  let n = 0;
  for (const row of pii) {
    for (const s of row.spans) {
      if (s.type !== 'phone') continue;
      const ascii = s.value.replace(/[０-９－]/g, (c) => (c === '－' ? '-' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
      assert.ok(isValidPhoneNumber(ascii, row.locale.slice(3) as CountryCode), `${row.locale} ${s.value}`);
      n++;
    }
  }
  assert.ok(n > 200, `only ${n} phones`);
});

test('generated valid values validate: cards (Luhn), IBANs (mod-97), ABA routing, CNH', () => {
  const counts = { card: 0, iban: 0, aba: 0, cnh: 0 };
  for (const row of pii) {
    for (const s of row.spans) {
      if (s.type === 'credit_card') {
        assert.ok(luhnValid(s.value), s.value);
        counts.card++;
      }
      if (s.type === 'bank_account' && /^[A-Z]{2}\d\d/.test(s.value)) {
        assert.ok(ibanValid(s.value), s.value);
        counts.iban++;
      }
      if (s.type === 'driver_license' && row.locale === 'pt-BR') {
        assert.ok(cnhValid(s.value), s.value);
        counts.cnh++;
      }
    }
    for (const s of row.neutral) {
      if (row.locale === 'en-US' && s.type === 'bank_account') {
        assert.ok(abaValid(s.value), s.value);
        counts.aba++;
      }
    }
  }
  for (const [k, n] of Object.entries(counts)) assert.ok(n >= 5, `${k}: ${n}`);
});

test('the invalid hard negatives fail their checks, in the generator and in the texts', () => {
  const r = new Rand(3);
  for (let i = 0; i < 300; i++) {
    assert.ok(!luhnValid(badCard(r)));
    assert.ok(!ibanValid(badIban(r, r.pick(['DE', 'FR', 'ES', 'IT', 'NL', 'GB']))));
    assert.ok(!cnhValid(badCnh(r)));
  }
  let seen = 0;
  for (const row of pii.filter((x) => x.negative)) {
    for (const m of row.text.matchAll(/(?<![\d-])(?:\d{4}[ -]){3}\d{4}(?![\d-])|(?<!\w)[A-Z]{2}\d\d(?: [A-Z0-9]{4}){3,6}(?: [A-Z0-9]{1,3})?(?!\w)/g)) {
      const v = m[0];
      if (/^[A-Z]/.test(v)) assert.ok(!ibanValid(v), v);
      else assert.ok(!luhnValid(v), v);
      seen++;
    }
    for (const m of row.text.matchAll(/CNH nº (\d{11})/g)) {
      assert.ok(!cnhValid(m[1]!), m[1]);
      seen++;
    }
  }
  assert.ok(seen > 10, `only ${seen} invalid values seen`);
});

test('the credential set covers every catalogue rule and holds negatives', async () => {
  const { PREFIXED_RULES } = await import('../src/engine/detectors/credentials/vendors/prefixed.ts');
  const { ASSIGNED_RULES } = await import('../src/engine/detectors/credentials/vendors/assigned.ts');
  const rules = new Set(cred.map((r) => r.rule));
  for (const rule of [...PREFIXED_RULES, ...ASSIGNED_RULES]) assert.ok(rules.has(rule.id), rule.id);
  assert.ok(cred.some((r) => r.negative && r.spans.length === 0));
  assert.ok(cred.filter((r) => !r.negative).every((r) => r.spans.some((s) => s.type === 'api_key')));
});
