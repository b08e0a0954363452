// Personal-data detectors beyond their own examples: exact spans for each new type, validators
// (IBAN mod-97, ABA checksum, libphonenumber), context gating, and cross-type overlaps that must
// not double-report after merging and redaction (a phone number inside a card or an IBAN).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import { redact } from '../src/engine/redact.ts';
import { abaValid, ibanValid } from '../src/engine/detectors/pii/bank-account.ts';
import type { Finding } from '../src/engine/types.ts';

/** The personal-data and credential pass, merged per family as the engine does. */
function find(text: string): Finding[] {
  return resolveOverlaps(
    [...PII_DETECTORS, ...CREDENTIAL_DETECTORS].flatMap((d) => d.detect(text)),
    (f) => f.category,
  );
}
const spans = (text: string) => find(text).map((f) => [f.type, text.slice(f.start, f.end)]);

describe('phone', () => {
  it('finds international, national and extension forms with exact spans', () => {
    assert.deepEqual(spans('Call +1 (415) 555-0132 or +44 20 7123 4567 ext. 12 today'), [
      ['phone', '+1 (415) 555-0132'],
      ['phone', '+44 20 7123 4567 ext. 12'],
    ]);
    assert.deepEqual(spans('Phone: 0496 46 46 70'), [['phone', '0496 46 46 70']]);
  });

  it('needs a phone word for bare digits and foreign national formats', () => {
    assert.deepEqual(spans('ticket 0496464670 closed'), []);
    assert.deepEqual(spans('mobile 0496464670'), [['phone', '0496464670']]);
    assert.deepEqual(spans('ref 0496 46 46 70'), []);
  });

  it('leaves dates, versions, IPs, SSNs and order numbers alone', () => {
    for (const text of ['on 2024-05-18 22:50', 'v10.0.19045.2965', 'host 192.168.100.200', 'SSN 536-22-1234', 'order 4155550132', 'scores 7-6 6-4 6-7']) {
      assert.deepEqual(find(text).filter((f) => f.type === 'phone'), [], text);
    }
  });
});

describe('ip_address', () => {
  it('bare "::" only with an IP word near; slice steps are not addresses', () => {
    assert.deepEqual(spans('Use local ipv6 ::'), [['ip_address', '::']]);
    assert.deepEqual(spans('src=:: dst=::1'), [['ip_address', '::'], ['ip_address', '::1']]);
    for (const text of ['x :: Int -> Int', 'reverse s[::-1] and a[::2]']) {
      assert.deepEqual(find(text).filter((f) => f.type === 'ip_address'), [], text);
    }
  });
});

describe('address', () => {
  it('reads unit lines and a second street line inside the tail, and stops at the sentence after a country', () => {
    assert.deepEqual(spans('Send it to Lindenweg 12 Parker Street\n Suite 40\n Utrecht\n Norway 31415 thanks'), [
      ['address', 'Lindenweg 12 Parker Street\n Suite 40\n Utrecht\n Norway 31415'],
    ]);
    assert.deepEqual(spans('Drop it at 14 Birkenweg 9 Apt. 3 Lyss Switzerland. Then call me.'), [['address', '14 Birkenweg 9 Apt. 3 Lyss Switzerland']]);
    assert.deepEqual(spans('at 8 Market Street\n Apt. 2\n Dover\n Trinidad and Tobago 12345'), [['address', '8 Market Street\n Apt. 2\n Dover\n Trinidad and Tobago 12345']]);
    assert.deepEqual(spans('Adres: ul. Lipowa 3, 00-950 Warszawa'), [['address', 'ul. Lipowa 3, 00-950 Warszawa']]);
  });
  it('lower-case addresses with an apartment, and a lower-case tail only after a lower-case street', () => {
    assert.deepEqual(spans('send to 212 rua das flores 7 apt. 12, porto, portugal 40001 please'), [
      ['address', '212 rua das flores 7 apt. 12, porto, portugal 40001'],
    ]);
    assert.deepEqual(spans('We moved to 42 Oak St. Apt 5 and then we went to france'), [['address', '42 Oak St. Apt 5']]);
    assert.deepEqual(spans('ran 3 tests in 2 suites today'), []);
  });
  it('mis-decoded UTF-8 ("SÃ£o") stays inside the words of a place', () => {
    assert.deepEqual(spans('to 5 Hauptstrasse 9 Apt. 1 Lyss SÃ£o TomÃ© and PrÃ­ncipe'), [['address', '5 Hauptstrasse 9 Apt. 1 Lyss SÃ£o TomÃ© and PrÃ­ncipe']]);
  });
  it('"the corner of" a numbered street and a named one', () => {
    assert.deepEqual(spans('Meet me at the corner of Lindenweg 15 and Parker Street'), [['address', 'the corner of Lindenweg 15 and Parker Street']]);
  });

  it('US street + unit + city/state/ZIP over two lines, as one span', () => {
    const text = 'Send it to 350 Fifth Ave, Suite 3300\nNew York, NY 10118 by Friday';
    assert.deepEqual(spans(text), [['address', '350 Fifth Ave, Suite 3300\nNew York, NY 10118']]);
  });

  it('UK and European forms', () => {
    assert.deepEqual(spans('at 10 Downing Street, London SW1A 2AA.'), [['address', '10 Downing Street, London SW1A 2AA']]);
    assert.deepEqual(spans('Adresse: Hauptstraße 5, 10115 Berlin'), [['address', 'Hauptstraße 5, 10115 Berlin']]);
    assert.deepEqual(spans('in Via Roma 12'), [['address', 'Via Roma 12']]);
  });

  it('international forms, PO boxes, corners and bare "Name 12" with an apartment, exact spans', () => {
    assert.deepEqual(spans('Envoyez-le au 56 rue La Boétie, 75008 Paris.'), [['address', '56 rue La Boétie, 75008 Paris']]);
    assert.deepEqual(spans('Címem: Király u. 15., 1088 Budapest'), [['address', 'Király u. 15., 1088 Budapest']]);
    assert.deepEqual(spans('Adres: ul. Słowicza 10, 00-950 Warszawa'), [['address', 'ul. Słowicza 10, 00-950 Warszawa']]);
    assert.deepEqual(spans('Mail it to P.O. Box 149, Anchorage, AK 99501 please'), [['address', 'P.O. Box 149, Anchorage, AK 99501']]);
    assert.deepEqual(spans('Bydlím na Dobrovského 1394 Apt. 66 už rok'), [['address', 'Dobrovského 1394 Apt. 66']]);
    assert.deepEqual(spans('We met at the corner of Main Street and Elm Avenue yesterday'), [['address', 'the corner of Main Street and Elm Avenue']]);
  });

  it('a multi-line tail ends at its last postcode, region or country, not at the signature', () => {
    const text = 'Send to 4966 Bond Street\n Suite 413\n Warwick\n United States\nThanks,\nJohn';
    assert.deepEqual(spans(text), [['address', '4966 Bond Street\n Suite 413\n Warwick\n United States']]);
    const faker = 'The address is 6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677';
    assert.deepEqual(spans(faker), [['address', '6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677']]);
  });

  it('not dates, version lines, "Take 3 steps" or "Windows 10 Pro keys"', () => {
    for (const text of ['May 9, 2012, Boston, MA 02118', 'Version 2\nBuild 12345\nRelease 20240', 'Humor Tier 3, steeper XP curve', 'Take 3 steps forward', 'Windows 10 Pro keys', 'In 2014, Stephen F. Austin']) {
      assert.deepEqual(find(text).filter((f) => f.type === 'address'), [], text);
    }
  });

  it('not lower-case prose, years or a lone ZIP', () => {
    for (const text of ['I walked 5 miles down the road', 'ZIP 10118', 'the 1947 New York Film Critics Circle']) {
      assert.deepEqual(find(text).filter((f) => f.type === 'address'), [], text);
    }
  });
});

describe('bank_account', () => {
  it('IBAN: per-country length and mod-97', () => {
    assert.equal(ibanValid('DE89370400440532013000'), true);
    assert.equal(ibanValid('DE89370400440532013001'), false);
    assert.equal(ibanValid('DE8937040044053201300'), false, 'length for DE is 22');
    assert.equal(ibanValid('GB29NWBK60161331926819'), true);
    assert.deepEqual(spans('IBAN GB29 NWBK 6016 1331 9268 19, thanks'), [['bank_account', 'GB29 NWBK 6016 1331 9268 19']]);
  });

  it('ABA routing numbers need the checksum and a banking word', () => {
    assert.equal(abaValid('021000021'), true);
    assert.equal(abaValid('021000022'), false);
    assert.deepEqual(spans('routing number 021000021'), [['bank_account', '021000021']]);
    assert.deepEqual(spans('order 021000021'), []);
  });

  it('account numbers only right after an account word', () => {
    assert.deepEqual(spans('account number: 12345678901'), [['bank_account', '12345678901']]);
    assert.deepEqual(spans('12345678901 accounts'), []);
  });
});

describe('passport and driver_license', () => {
  it('only with their words nearby', () => {
    assert.deepEqual(spans('passport no. X1234567'), [['passport', 'X1234567']]);
    assert.deepEqual(spans('code X1234567'), []);
    assert.deepEqual(spans("driver's license D1234567"), [['driver_license', 'D1234567']]);
    assert.deepEqual(spans('MIT License 2.0'), []);
  });
});

describe('overlaps across types', () => {
  it('a card number is one card, not a phone inside it, after redaction too', () => {
    const text = 'card 4111 1111 1111 1111 ok';
    const found = find(text);
    assert.deepEqual(found.map((f) => [f.type, f.start, f.end]), [['credit_card', 5, 24]]);
    assert.equal(redact(text, found, { replacement: '[{type}]' }).protected, 'card [CREDIT_CARD] ok');
  });

  it('an IBAN is one bank account, not a phone or card inside it', () => {
    const text = 'IBAN DE89 3704 0044 0532 0130 00 please';
    const r = redact(text, find(text), { replacement: '[{type}]' });
    assert.equal(r.protected, 'IBAN [BANK_ACCOUNT] please');
    assert.equal(r.redactions.length, 1);
  });

  it('a password inside a connection string is redacted once, the email-like host part stays', () => {
    const text = 'DATABASE_URL=postgres://app:Zx9vB2qLm4Tr8Wn1@db.internal:5432/app';
    const r = redact(text, find(text), { replacement: '[{type}]' });
    assert.equal(r.protected, 'DATABASE_URL=postgres://app:[API_KEY]@db.internal:5432/app');
  });

  it('results do not depend on detector order', () => {
    const text = 'Call (415) 555-0132, card 4111111111111111, IBAN DE89370400440532013000, 350 Fifth Ave, New York, NY 10118';
    const forward = resolveOverlaps([...PII_DETECTORS].flatMap((d) => d.detect(text)), (f) => f.category);
    const backward = resolveOverlaps([...PII_DETECTORS].reverse().flatMap((d) => d.detect(text)), (f) => f.category);
    assert.deepEqual(forward, backward);
  });
});

describe('reasons never contain the matched value', () => {
  it('for every finding of a mixed text', () => {
    const text = 'Jane, +1 415 555 0132, 350 Fifth Ave, New York, NY 10118, passport X1234567, IBAN GB29NWBK60161331926819';
    const found = find(text);
    assert.ok(found.length >= 4);
    for (const f of found) assert.ok(!f.reason.includes(text.slice(f.start, f.end)), f.reason);
  });
});

describe('phone: no scanned text kept in memory', () => {
  it('the verdict caches keep copies of candidates, never a slice of the text', async () => {
    const { default: v8 } = await import('node:v8');
    const { default: vm } = await import('node:vm');
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const phone = PII_DETECTORS.find((d) => d.id === 'phone')!;
    gc();
    const before = process.memoryUsage().heapUsed;
    // Ten texts of about 1.6 MB (two-byte), each ending in a distinct 15-character number: a V8 slice of it
    // would point into, and keep, its whole text.
    for (let k = 0; k < 10; k++) phone.detect(`${'中'.repeat(800_000)} call +1 415 555 01${String(k).padStart(2, '0')}`);
    gc();
    assert.ok(process.memoryUsage().heapUsed - before < 3_000_000, `${process.memoryUsage().heapUsed - before} bytes kept`);
  });
});
