// The address pattern is tried only where addressStarts() says a match can begin (a speed gate whose
// conditions are read off the pattern by hand). If the pattern changes and the gate does not follow,
// matches would silently disappear: this test scans the same texts with the pattern at every position
// and through the gate, and demands the very same matches.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADDRESS_HEAD, addressStarts, address } from '../src/engine/detectors/pii/address.ts';
import { matchesAt, matchesOf } from '../src/engine/normalize/matches.ts';
import { rng } from '../src/ml/linear.ts';


// Pieces of every address form the pattern knows, and of the text around addresses, to be shuffled.
const PIECES = [
  '350', '12', '7b', '1600', '221B', '4-6', '10/2', '3rd', '42nd', '90210', '10118', 'SW1A 1AA', 'K1A 0B1', '75008', '00-950', '123 45',
  'Fifth', 'Ave', 'Avenue', 'Main', 'St', 'St.', 'street', 'Street', 'Baker', 'Road', 'rd', 'Lane', 'Drive', 'Pkwy', 'Boulevard', 'Court', 'Way',
  'N', 'S.', 'NE', 'North', 'Apt', 'Apt.', 'apt', 'Suite', 'Ste', 'Unit', '#5', 'Floor', 'Room', 'Box',
  'Hauptstraße', 'Bahnhofstr.', 'hersnapvej', 'Kirkegata', 'Nieuwe', 'Baan', 'Király', 'u.', 'Luite', 'tee',
  'Via', 'Roma', 'Rue', 'rue', 'de', 'la', 'Paix', 'Calle', 'Mayor', 'ul.', 'Grochowa', 'Avenida', 'Paulista', 'bis',
  'PSC', 'Unit', 'CMR', 'APO', 'AE', 'FPO', 'AP', 'USS', 'Enterprise', 'P.O. Box', 'PO Box', 'Postfach',
  'the', 'corner', 'of', 'and', 'Corner', 'The', 'New', 'York', 'NY', 'CA', 'London', 'Paris', 'Berlin', 'Germany', 'United States',
  'hello', 'meeting', 'Version', 'Windows', 'page', 'of', 'Opus', 'May', 'Dec.', 'São', 'Tomé', 'Ελλάδα', 'οδός', 'Πανεπιστημίου',
  ',', ', ', '\n', '\n\n', '. ', ' ', ' ', ' ', '  ', '\t', '-',
];

function generated(count: number, seed: number): string[] {
  const random = rng(seed);
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let t = '';
    const n = 4 + Math.floor(random() * 40);
    for (let i = 0; i < n; i++) {
      const p = PIECES[Math.floor(random() * PIECES.length)]!;
      t += p;
      if (random() < 0.7 && !/\s$/.test(p)) t += ' ';
    }
    out.push(t);
  }
  return out;
}

const shape = (ms: readonly RegExpExecArray[]) => ms.map((m) => `${m.index}:${m[0]}`);

describe('address speed gate', () => {
  it('lets through every position where the pattern matches (examples and 20,000 generated texts)', () => {
    const texts = [
      ...address.examples.positive.map((e) => e.text),
      ...address.examples.negative,
      ...generated(20_000, 20261122),
    ];
    const sticky = new RegExp(ADDRESS_HEAD.source, ADDRESS_HEAD.flags.replace('g', 'y'));
    let matched = 0;
    for (const text of texts) {
      const full = matchesOf(ADDRESS_HEAD, text);
      matched += full.length;
      assert.deepEqual(shape(matchesAt(sticky, text, addressStarts(text))), shape(full), JSON.stringify(text));
    }
    // The generated texts must actually exercise the pattern, or the comparison proves nothing.
    assert.ok(matched > 2_000, `only ${matched} matches`);
  });
});
