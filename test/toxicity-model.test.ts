// The multi-label toxicity model and what it reads: group mentions with exact spans in seven languages,
// the model's view (obfuscation undone, groups abstracted, negated claims marked), the shipped heads and
// their thresholds, and the detector's use of the model: a finding needs a target, and the families the
// model cannot tell apart on its own (a denied hateful word, an in-group speaker, "they" after a group,
// a threat against a group, fragments too short to read) each have passing and failing examples.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { groupMentions, modelView } from '../src/engine/detectors/toxicity/groups.ts';
import { modelCategories, toxicityScores } from '../src/engine/detectors/toxicity/model.ts';
import { detectToxicity } from '../src/engine/detectors/toxicity/toxicity.ts';
import { groupContrasts } from '../scripts/toxicity-contrasts.ts';
import { functionalSuite } from '../scripts/toxicity-suite.ts';

const mentions = (text: string) => groupMentions(text).map((m) => `${text.slice(m.start, m.end)}:${m.characteristic}${m.slur ? ':slur' : ''}`);
const got = (text: string) => detectToxicity(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('group mentions', () => {
  const cases: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['Muslims and Jews live here.', ['Muslims:religion', 'Jews:religion']],
    ['Old people and asylum seekers', ['Old people:age', 'asylum:migration status']],
    ['the disabled and blind people', ['disabled:disability', 'blind:disability']],
    ['Die Flüchtlinge und Ausländer', ['Flüchtlinge:migration status', 'Ausländer:migration status']],
    ['les immigrés et les femmes', ['immigrés:migration status', 'femmes:gender']],
    ['os imigrantes e as mulheres', ['imigrantes:migration status', 'mulheres:gender']],
    ['我讨厌黑人和同性恋', ['黑人:race', '同性恋:sexual orientation']],
    ['여자들은 게이트를 열었다', ['여자들은:gender']],
    ['اليهود والمسلمين', ['اليهود:religion', 'والمسلمين:religion']],
    // obfuscations: spaced letters, a swapped pair, a dropped letter, a doubled letter, leetspeak, glued words
    ['m u s l i m s', ['m u s l i m s:religion']],
    ['muslmis', ['muslmis:religion']],
    ['imigrants', ['imigrants:migration status']],
    ['musslims', ['musslims:religion']],
    ['J3ws', ['J3ws:religion']],
    ['muslimsare', ['muslimsare:religion']],
  ];
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(mentions(text), want));

  it('ordinary words, things and names are not groups', () => {
    for (const text of [
      'the native app blocks backs', 'a white background with black text', 'disabled by default', 'Update Russian translation',
      'Changes by Christian Schwarz', 'Japan, India, South Africa and Syria', 'the Latin capital letter', 'Mon cheval est blanc',
      'open the gate, gamer', '게이트 게이머 게이밍',
    ]) assert.deepEqual(mentions(text), [], text);
  });
});

describe('model view', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['Muslims are vermin.', 'zgrp are vermin'],
    ['I hate m u s l i m s!', 'i hate zgrp !'],
    ['Fuuuuck you', 'fuck you'],
    ['J3ws are r@ts', 'zgrp are rats'],
    ['Black people are not vermin, and never were.', 'zgrp people are not VERMIN and never WERE'],
    ["It's a lie that women ruin everything.", 'it a lie THAT zgrp RUIN EVERYTHING'],
    ['我讨厌黑人', '我讨厌 zgrp'],
  ];
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.equal(modelView(text), want));
});

describe('shipped heads', () => {
  it('has calibrated hate, harassment and profanity heads, each with its threshold', () => {
    assert.deepEqual([...modelCategories()], ['hate', 'harassment', 'profanity']);
    const scores = toxicityScores('Muslims are a plague on this country and should all leave.');
    assert.deepEqual(scores.map((s) => s.category), ['hate', 'harassment', 'profanity']);
    for (const s of scores) assert.ok(s.probability > 0 && s.probability < 1 && s.threshold >= 0.3 && s.threshold <= 0.95);
  });
  it('ranks a hateful generalisation over its neutral and positive counterparts', () => {
    const hate = (t: string) => toxicityScores(t).find((s) => s.category === 'hate')!.probability;
    const hateful = hate('Women are too emotional to be trusted with money.');
    assert.ok(hateful > hate('Women run half of the companies in this town.'));
    assert.ok(hateful > hate('Refugees are welcome in our town.'));
    assert.equal(toxicityScores('Women are too emotional to be trusted with money.')[0]!.over, true);
    assert.equal(toxicityScores('Women run half of the companies in this town.')[0]!.over, false);
  });
});

describe('the detector and the model', () => {
  const cases: Record<string, ReadonlyArray<readonly [string, readonly string[]]>> = {
    'hate about any group, in any spelling': [
      ['Women are too emotional to be trusted with money.', ['hate:Women are too emotional to be trusted with money.']],
      ['W0men are too em0tional to be trusted with money.', ['hate:W0men are too em0tional to be trusted with money.']],
      ['Pensioners are leeches who should die off.', ['hate:Pensioners are leeches who should die off.']],
      ['Women run half of the companies in this town.', []],
      ['Refugees are welcome in our town.', []],
    ],
    '"they" after a sentence naming a group': [
      ['I saw some refugees at the station. They are a plague on this country.', ['hate:They are a plague on this country.']],
      ['I saw some trains at the station. They are a plague on this country.', []],
    ],
    'threats against a group': [
      ["I'm going to torch every mosque and the Muslims in it.", ["hate:I'm going to torch every mosque and the Muslims in it."]],
      ['If an immigrant moves in next door, I will burn his house down.', ['hate:If an immigrant moves in next door, I will burn his house down.']],
      ['I will never hurt immigrants.', []],
      ["I'm going to torch the old shed this weekend.", []],
    ],
    'a hateful word denied': [
      ['Immigrants are not parasites.', []],
      ['Immigrants are no longer a burden on anyone.', []],
    ],
    'an in-group speaker': [
      ['We queers have to stick together.', []],
    ],
    'group words only': [
      ['Trans women are women.', []],
    ],
    'fragments too short to read, and code points': [
      ['You will:', []],
      ['If You', []],
      ['U+1D03-U+1D07, U+1D0A-U+1D13, U+1D15, U+1D18-U+1D1C, U+1D20-U+1D2B,', []],
    ],
  };
  for (const [family, list] of Object.entries(cases)) {
    describe(family, () => {
      for (const [text, want] of list) it(JSON.stringify(text), () => assert.deepEqual(got(text), want));
    });
  }
});

describe('generated training contrasts', () => {
  it('are seeded, and none is a sentence of the functional suite', () => {
    const a = groupContrasts();
    assert.deepEqual(groupContrasts(), a);
    assert.equal(a.length, 1820);
    const suite = new Set(functionalSuite().map((c) => c.text.toLowerCase()));
    assert.deepEqual(a.filter((t) => suite.has(t.toLowerCase())), []);
  });
});
