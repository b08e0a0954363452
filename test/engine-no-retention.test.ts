// What detectors remember while they read a text is dropped when their pass ends (the phone detector's
// also when its budget stops it): no number or word of one request stays in memory for the next (nor answers it
// faster, which would tell one organization what another scanned).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phone, rememberedNumbers } from '../src/engine/detectors/pii/phone.ts';
import { address } from '../src/engine/detectors/pii/address.ts';
import { rememberedTokens } from '../src/engine/detectors/pii/address-blocks.ts';
import { Deadline, BudgetExceeded } from '../src/budget.ts';

const TEXT = 'Call +44 20 7946 0958 or 0711 754479508. Ship to Am Falkenberg 106, 63407 Friedberg, Germany. '.repeat(3);

describe('no memory of a text after its pass', () => {
  it('phone: the numbers it validated are forgotten when its pass ends', () => {
    assert.equal(phone.detect(TEXT, { contentType: 'prompt', direction: 'input' }).length, 6);
    assert.equal(rememberedNumbers(), 0);
  });

  it('address: the words of its postal blocks are forgotten when its pass ends', () => {
    assert.equal(address.detect(TEXT, { contentType: 'prompt', direction: 'input' }).length, 3);
    assert.equal(rememberedTokens(), 0);
  });

  it('phone, when the budget stops its pass midway (after it has validated numbers)', () => {
    // A deadline that passes at its 40th look, whatever the machine's speed: midway through these passes.
    const stopsAfter = (looks: number) => {
      let n = 0;
      const look = () => {
        if (++n > looks) throw new BudgetExceeded('test');
      };
      return { check: look, tick: look, get passed() { return n > looks; }, get remainingMs() { return n > looks ? 0 : 1; } } as unknown as Deadline;
    };
    const long = TEXT.repeat(300);
    assert.throws(() => phone.detect(long, { contentType: 'prompt', direction: 'input', deadline: stopsAfter(40) }), BudgetExceeded);
    assert.equal(rememberedNumbers(), 0);
  });
});
