// Warming a thread: the engine's regexes compile before the first budgeted scan; the vendor catalogue
// (hundreds of regexes) either at once or in chunks between turns of the event loop, so a new worker
// answers its first task without waiting for all of it.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as turn } from 'node:timers/promises';
import { catalogueWarmth, warmEngine } from '../src/scanner/warm.ts';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';

describe('warming a thread', () => {
  it('in the background: returns before the catalogue compiles, which then takes one turn of the event loop per 16 examples', async () => {
    assert.equal(catalogueWarmth(), 'cold');
    warmEngine({ catalogue: 'soon' });
    assert.equal(catalogueWarmth(), 'warming');
    const examples = CREDENTIAL_DETECTORS.reduce((n, d) => n + d.examples.positive.length, 0);
    assert.ok(examples > 800, `${examples} credential examples`);
    let turns = 0;
    while (catalogueWarmth() === 'warming' && turns < 1000) {
      await turn();
      turns++;
    }
    assert.equal(catalogueWarmth(), 'warm');
    assert.equal(turns, Math.ceil(examples / 16));
    warmEngine({ catalogue: 'soon' }); // nothing left to do
    warmEngine();
    assert.equal(catalogueWarmth(), 'warm');
  });
});
