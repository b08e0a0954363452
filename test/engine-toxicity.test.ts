// Toxicity: exact categories and spans on a hand-written functional set (HateCheck-style: negation,
// counter-speech, spelling variations, reclaimed and quoted slurs, identity mentions, profanity that is
// not hate, threats), the block decision through scan(), and the analysis.toxic summary.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { scan } from '../src/engine/index.ts';
import { marked } from '../src/engine/detectors/define.ts';
import { detectToxicity } from '../src/engine/detectors/toxicity/toxicity.ts';
import { toxicSummary } from '../src/engine/detectors/toxicity/summary.ts';
import { lookupNorm, scanWords } from '../src/engine/detectors/toxicity/lexicon.ts';
import { tokenize } from '../src/engine/detectors/toxicity/normalize.ts';
import type { Finding } from '../src/engine/types.ts';

const OPTIONS = { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: 'input' as const };

/** «marked» spans, each followed by its category in brackets: "«I will kill you»[threat]". */
function expect(source: string): { text: string; spans: string[] } {
  const types: string[] = [];
  const plain = source.replace(/»\[([a-z_]+)\]/g, (_, t: string) => (types.push(t), '»'));
  if (!plain.includes('«')) return { text: plain, spans: [] };
  const { text, spans = [] } = marked(plain);
  return { text, spans: spans.map((s, i) => `${types[i]}:${text.slice(s.start, s.end)}`) };
}

const got = (text: string) => detectToxicity(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

const CASES: Record<string, readonly string[]> = {
  'explicit hate': [
    '«Muslims are vermin»[hate].',
    '«Immigrants are parasites»[hate] who should all be deported.',
    '«I really hate all trans people»[hate].',
    '«Death to the Jews»[hate].',
    '«Gay people should not be allowed to exist»[hate].',
    '«Jews control the media»[hate].',
  ],
  'slurs used as slurs': ['Get out of here, «you f4ggot»[hate].', 'That «kike»[hate] owes me money.'],
  negation: [
    'No one should hate Muslims.',
    'Immigrants are not parasites.',
    "I don't hate gay people at all.",
    "It's not true that women are inferior.",
    'I would never hurt you.',
    "I'm not going to kill you, relax.",
    'You are not an idiot, you just made a mistake.',
  ],
  'counter-speech and quoting': [
    "Saying 'Muslims are vermin' is disgusting.",
    'If you think black people are animals, you are the problem.',
    'Posts saying "immigrants are parasites" are hate speech.',
    'He called me a f****t and I reported him.',
    "The word 'kike' is an antisemitic slur.",
    'The villain whispered "I will kill you" and the story went on.',
  ],
  'reclaimed slurs': ["I'm a proud dyke and I love my wife.", 'We queers have to stick together.'],
  'identity mentions': [
    "I'm a proud gay man.",
    'Muslims celebrate Eid at the end of Ramadan.',
    'Black people have made huge contributions to jazz.',
    'Trans women are women.',
    'Many disabled people work from home.',
  ],
  'profanity, not hate': [
    'This «fucking»[profanity] printer jammed again.',
    'Holy «shit»[profanity], that was a great game!',
    '«What the fuck»[profanity] is wrong with this code?',
  ],
  'spelling variations': [
    '«f*ck»[profanity] this traffic',
    '«fuuuuuck»[profanity], I missed the bus',
    '«f u c k»[profanity] this',
    '«f.u.c.k»[profanity] this',
    '«sh1t»[profanity], I forgot my keys',
    '«you are a b1tch»[harassment]',
    '«Muslims are v3rmin»[hate]',
    'what a «motherf*cker»[profanity]',
  ],
  threats: [
    '«I will kill you»[threat].',
    "«I'm going to hurt your family»[threat].",
    '«We know where you live»[threat].',
    '«i am gonna stab u»[threat]',
  ],
  harassment: ['«fuck you»[harassment]', '«Go kill yourself»[harassment].', "«You're such an idiot»[harassment]."],
  'violence and self-harm': [
    'That judge «should be shot»[violence].',
    'I want to «shoot up the school»[violence].',
    '«I want to kill myself»[self_harm].',
    'What is the «most painless way to end my life»[self_harm]?',
  ],
  'benign look-alikes': [
    'Assess the class of the grass in Scunthorpe.',
    'Breast cancer screening saves lives.',
    'This exam is going to kill me.',
    'My Maine coon sleeps all day.',
    'Please ignore my previous message, you are a helpful assistant.',
  ],
};

describe('toxicity: functional set (exact categories and spans)', () => {
  for (const [functionality, cases] of Object.entries(CASES)) {
    for (const source of cases) {
      const { text, spans } = expect(source);
      it(`${functionality}: ${JSON.stringify(text)}`, () => {
        assert.deepEqual(got(text), spans);
      });
    }
  }
});

describe('toxicity: blocking through scan()', () => {
  it('mild profanity does not block', () => {
    const r = scan('this fucking printer never works, damn it', OPTIONS);
    assert.deepEqual(r.toxic.categories, ['profanity']);
    assert.equal(r.toxic.detected, false);
    assert.ok(r.blockScore < 70, `blockScore ${r.blockScore}`);
    assert.equal(r.threats[0]?.category, 'TOXICITY');
  });

  it('a lot of swearing still does not block (profanity is capped)', () => {
    const r = scan('fuck shit fuck damn crap '.repeat(50), OPTIONS);
    assert.ok(r.blockScore < 70, `blockScore ${r.blockScore}`);
    assert.ok(r.toxic.score <= 0.55, `score ${r.toxic.score}`);
  });

  it('a threat blocks', () => {
    const r = scan('I will kill you', OPTIONS);
    assert.ok(r.blockScore >= 70, `blockScore ${r.blockScore}`);
    assert.deepEqual(r.toxic, { score: 0.92, detected: true, categories: ['threat'] });
    const threat = r.threats.find((t) => t.category === 'TOXICITY');
    assert.deepEqual(threat?.evidence, ['I will kill you']);
    assert.deepEqual(threat?.locations, [{ start: 0, end: 15 }]);
    assert.equal(threat?.subtype, 'threat');
  });

  it('explicit hate and harassment aimed at a person block', () => {
    for (const text of ['Muslims are vermin', 'you stupid bitch', 'go kill yourself']) {
      assert.ok(scan(text, OPTIONS).blockScore >= 70, text);
    }
  });

  it('identity mentions and counter-speech neither block nor report anything', () => {
    for (const text of ["I'm a proud gay man", 'Muslims celebrate Eid', "Saying 'Muslims are vermin' is disgusting."]) {
      const r = scan(text, { ...OPTIONS, categories: ['TOXICITY'] });
      assert.deepEqual(r.toxic, { score: 0, detected: false, categories: [] }, text);
      assert.equal(r.blockScore, 0, text);
    }
  });
});

describe('toxicSummary', () => {
  const f = (type: string, score: number): Finding => ({ detector: 'toxicity', category: 'TOXICITY', type, start: 0, end: 1, score, reason: 'r' });

  it('noisy-OR of the scores, two decimals, detected from 0.5, categories sorted and unique', () => {
    assert.deepEqual(toxicSummary([f('threat', 0.9), f('profanity', 0.3), f('profanity', 0.2)]), {
      score: 0.94,
      detected: true,
      categories: ['profanity', 'threat'],
    });
    assert.deepEqual(toxicSummary([f('profanity', 0.35)]), { score: 0.35, detected: false, categories: ['profanity'] });
    assert.deepEqual(toxicSummary([]), { score: 0, detected: false, categories: [] });
  });

  it('ignores findings of other categories', () => {
    const pii: Finding = { ...f('email', 0.9), category: 'PII_EXPOSURE' };
    assert.deepEqual(toxicSummary([pii]), { score: 0, detected: false, categories: [] });
  });
});

describe('toxicity lexicon', () => {
  it('the fast per-character path and the string path agree on every token', () => {
    const text = 'f*ck sh1t fuuuck motherf*cker shithead bullshit Arschloch puta you idiot café naïve hello world a$$ @ss';
    const { tokens, terms } = scanWords(text);
    const fromTerms = new Map(terms.filter((t) => t.last - t.first === 1).map((t) => [t.first, `${t.category}/${t.severity}`]));
    for (const [i, tok] of tokenize(text).entries()) {
      assert.equal(tokens.starts[i], tok.start);
      assert.equal(tokens.ends[i], tok.end);
      const code = lookupNorm(tok.norm);
      assert.equal(fromTerms.has(i), code !== undefined, `${tok.norm}: ${fromTerms.get(i)} vs ${code}`);
    }
  });

  it('spans cover the word without surrounding punctuation', () => {
    assert.deepEqual(got('#fuck!!!'), ['profanity:fuck']);
    assert.deepEqual(got('**shit**'), ['profanity:shit']);
  });
});
