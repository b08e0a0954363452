// The attack generator (scripts/attack-gen): deterministic for a seed, every family value present in
// both splits, no component shared across the splits, payloads where the row says they are, exact
// transforms, and benign rows free of every attack marker.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BENIGN_INTENTS, CARRIERS, DOCS, FRAMINGS, INTENTS, LANGUAGES, PACKS, POSITIONS, SPLITS, WRAPPERS,
  asciiArt, attackMarkers, base64, fillerBlocks, generate, generateDetailed, leaveOneOut, leet, place, renderCarrier, renderParts,
  rot13, splitPayload, templatesOf, families, type Carrier, type DetailedRow, type Position, type Rendered,
} from '../scripts/attack-gen/index.ts';
import { Rand } from '../scripts/pii-gen/rng.ts';

const t0 = performance.now();
const rows = generateDetailed({ seed: 7 });
const elapsed = performance.now() - t0;
const attacks = rows.filter((r) => r.label !== 'benign');
const benign = rows.filter((r) => r.label === 'benign');
const CELLS = INTENTS.length * FRAMINGS.length * CARRIERS.length; // 672

test('the generation is deterministic, differs across seeds, and one split is exactly its part of both', () => {
  assert.deepEqual(generateDetailed({ seed: 7 }), rows);
  assert.notDeepEqual(generate({ seed: 8 }).map((r) => r.text), rows.map((r) => r.text));
  assert.deepEqual(generateDetailed({ seed: 7, split: 'eval' }), rows.filter((r) => r.split === 'eval'));
  assert.deepEqual(Object.keys(generate({ seed: 7, split: 'train' })[0]!).sort(), ['carrier', 'framing', 'intent', 'label', 'language', 'position', 'split', 'template', 'text']);
  assert.ok(elapsed < 3000, `generation took ${elapsed.toFixed(0)} ms`);
});

test('exact sizes: three attacks per cell and split, as many benign rows, nothing dropped as a duplicate', () => {
  assert.equal(rows.length, 4 * 3 * CELLS);
  for (const split of SPLITS) {
    assert.equal(attacks.filter((r) => r.split === split).length, 3 * CELLS);
    assert.equal(benign.filter((r) => r.split === split).length, 3 * CELLS);
  }
  assert.equal(new Set(rows.map((r) => r.text)).size, rows.length, 'duplicate texts');
  assert.equal(generate({ seed: 7, perCell: 1, split: 'train' }).length, 2 * CELLS);
});

test('every intent × framing × carrier cell appears in each split, attacks and benign alike', () => {
  for (const split of SPLITS) {
    const a = new Set(attacks.filter((r) => r.split === split).map((r) => `${r.intent}|${r.framing}|${r.carrier}`));
    assert.equal(a.size, CELLS);
    const b = new Set(benign.filter((r) => r.split === split).map((r) => `${r.intent}|${r.framing}|${r.carrier}`));
    assert.equal(b.size, BENIGN_INTENTS.length * FRAMINGS.length * CARRIERS.length);
  }
  assert.deepEqual(families().framings, FRAMINGS);
});

test('22 languages, each with its exact share of attack rows and at least 85 benign rows per split', () => {
  assert.equal(LANGUAGES.length, 22);
  assert.deepEqual(Object.keys(PACKS).sort(), [...LANGUAGES].sort());
  for (const split of SPLITS) {
    LANGUAGES.forEach((lang, i) => {
      // 2,016 rows in rotation over 22 languages: the first 14 get 92, the rest 91.
      assert.equal(attacks.filter((r) => r.split === split && r.language === lang).length, i < 14 ? 92 : 91, `${split} ${lang}`);
      const n = benign.filter((r) => r.split === split && r.language === lang).length;
      assert.ok(n >= 85 && n <= 99, `${split} ${lang} benign ${n}`);
    });
  }
});

test('labels follow the intent: harmful requests and direct overrides are jailbreaks, the rest injections', () => {
  for (const r of attacks) {
    const jb = r.intent === 'harmful' || (r.intent === 'override' && r.carrier === 'bare');
    assert.equal(r.label, jb ? 'jailbreak' : 'injection');
  }
  assert.ok(benign.every((r) => (BENIGN_INTENTS as readonly string[]).includes(r.intent)));
});

test('no component crosses the splits: templates, requests and template lists are disjoint', () => {
  const ids = (split: string) => new Set(rows.filter((r) => r.split === split).map((r) => r.template));
  const train = ids('train');
  const evalIds = ids('eval');
  assert.deepEqual([...train].filter((id) => evalIds.has(id)), []);
  const req = (split: string) => new Set(rows.filter((r) => r.split === split).map((r) => r.request));
  const evalReq = req('eval');
  assert.deepEqual([...req('train')].filter((q) => evalReq.has(q)), []);
  for (const lang of LANGUAGES) {
    for (const framing of FRAMINGS) {
      for (const benignSide of [false, true]) {
        const tr = templatesOf(lang, framing, benignSide, 'train');
        const ev = templatesOf(lang, framing, benignSide, 'eval');
        assert.ok(tr.length > 0 && ev.length > 0, `${lang} ${framing} ${benignSide}`);
        const all = benignSide ? PACKS[lang].benignFramings[framing] : PACKS[lang].framings[framing];
        assert.equal(tr.length + ev.length, all.length);
        if (framing === 'encoding' && !benignSide) {
          for (const t of [tr, ev]) {
            const encs = new Set(t.map((x) => (typeof x.tpl === 'object' && 'enc' in x.tpl ? x.tpl.enc : '')));
            assert.ok(encs.has('base64') && encs.has('ascii'), `${lang} encodings ${[...encs]}`);
          }
        }
      }
    }
  }
});

test('every position occurs in every carrier, for attacks and benign rows', () => {
  for (const list of [attacks, benign]) {
    for (const carrier of CARRIERS) {
      assert.deepEqual(new Set(list.filter((r) => r.carrier === carrier).map((r) => r.position)), new Set(POSITIONS), carrier);
    }
  }
});

test('place puts the payload before, between or after the filler blocks', () => {
  const show = (p: Position, n: number) => place(['A', 'B', 'C', 'D'].slice(0, n), 'P', p).map((i) => (i.payload ? `[${i.text}]` : i.text)).join('');
  assert.equal(show('start', 4), '[P]ABCD');
  assert.equal(show('middle', 4), 'AB[P]CD');
  assert.equal(show('end', 4), 'ABCD[P]');
  assert.equal(show('middle', 3), 'A[P]BC');
  assert.equal(show('middle', 2), 'A[P]B');
  assert.throws(() => place(['A'], 'P', 'middle'));
});

// A substring of each filler block that survives every wrapper's escaping.
function probes(carrier: Exclude<Carrier, 'bare'>, doc: never): string[] {
  const blocks = fillerBlocks(carrier, doc);
  if (carrier === 'table') return blocks.map((b) => b.split('\u241E')[0]!);
  if (carrier === 'tool') return blocks.map((b) => Object.values(JSON.parse(b) as Record<string, unknown>).find((v) => typeof v === 'string') as string);
  if (carrier === 'json') return blocks.map((b) => `"${(JSON.parse(b) as [string])[0]}":`);
  return blocks.map((b) => b.split('\n')[0]!.slice(0, 24));
}

test('every wrapper of every carrier renders the payload at the stated position, and the span is exact', () => {
  const payload = 'PAYLOAD MARK 42';
  let n = 0;
  for (const carrier of CARRIERS) {
    if (carrier === 'bare') continue;
    const doc = DOCS[carrier][0]! as never;
    for (const wrapper of WRAPPERS[carrier] as readonly { id: string }[]) {
      for (const position of POSITIONS) {
        const { text, span }: Rendered = renderCarrier<object>(wrapper as never, doc, fillerBlocks(carrier, doc), payload, position, new Rand(1));
        assert.equal(text.slice(...span), payload, `${wrapper.id} span`);
        assert.equal(text.indexOf(payload), span[0]);
        const at: number[] = probes(carrier, doc).map((p) => text.indexOf(p));
        assert.ok(at.every((i) => i >= 0), `${wrapper.id} lost a filler block`);
        const before = at.filter((i) => i < span[0]).length;
        const expected = position === 'start' ? 0 : position === 'end' ? at.length : Math.floor(at.length / 2);
        assert.equal(before, expected, `${wrapper.id} ${position}`);
        n++;
      }
    }
  }
  assert.equal(n, 7 * 4 * 3);
});

test('generated rows: the span holds the placed payload; bare rows start or end with it as stated', () => {
  for (const r of rows) {
    const placed = r.text.slice(...r.span);
    assert.ok(placed.length >= r.payload.length * 0.9, `${r.template} ${r.carrier}`);
    if (r.carrier === 'bare' || (r.carrier === 'rag' && !placed.includes('&'))) assert.equal(placed, r.payload);
    if (r.carrier === 'bare') {
      assert.equal(r.text.startsWith(r.payload), r.position === 'start', r.template);
      assert.equal(r.text.endsWith(r.payload), r.position === 'end', r.template);
    }
    if (r.carrier === 'json' || r.carrier === 'tool') assert.doesNotThrow(() => JSON.parse(r.text));
  }
});

test('transforms give exact outputs on fixed inputs', () => {
  assert.equal(base64('Hello'), 'SGVsbG8=');
  assert.equal(base64('café'), 'Y2Fmw6k=');
  assert.equal(rot13('Hello, World!'), 'Uryyb, Jbeyq!');
  assert.equal(rot13(rot13('Straße 12, Zürich')), 'Straße 12, Zürich');
  assert.equal(leet('Password is secret'), 'P455w0rd 15 53cr37');
  assert.equal(leet('TOAST'), '70457');
  assert.equal(asciiArt('HI'), ['#   # #####', '#   #   #', '#####   #', '#   #   #', '#   # #####'].join('\n'));
  // L, a space glyph two columns wide, O: one blank column between glyphs.
  assert.equal(asciiArt('L O', '*'), ['*         ***', '*        *   *', '*        *   *', '*        *   *', '*****     ***'].join('\n'));
  assert.throws(() => asciiArt('Ü'));
  assert.deepEqual(splitPayload('abcdefgh', 3), ['ab', 'cde', 'fgh']);
  assert.deepEqual(splitPayload('日本語テキスト', 2), ['日本語', 'テキスト']);
  assert.deepEqual(splitPayload('a😀b😀', 2), ['a😀', 'b😀']);
  assert.deepEqual(renderParts(['ab', 'c"d'], 'x'), { parts: 'x1 = "ab"\nx2 = "c\\"d"', sum: 'x1 + x2' });
  assert.deepEqual(renderParts(['a', 'b', 'c'], 'abc').sum, 'a + b + c');
  assert.deepEqual(renderParts(['a', 'b'], 'part').parts, 'part1 = "a"\npart2 = "b"');
});

const encodingOf = (r: DetailedRow) => {
  const pack = PACKS[r.language];
  const i = Number(r.template.split('.').at(-1));
  const tpl = (r.label === 'benign' ? pack.benignFramings : pack.framings).encoding[i]!;
  return typeof tpl === 'object' && 'enc' in tpl ? tpl.enc : undefined;
};

test('encoded and split payloads decode back to the request, which never appears in clear', () => {
  let counts = { base64: 0, rot13: 0, leet: 0, ascii: 0, split: 0 };
  for (const r of attacks) {
    if (r.framing === 'encoding') {
      const enc = encodingOf(r)!;
      counts[enc]++;
      if (enc === 'ascii') {
        assert.equal(r.intent, 'harmful');
        assert.ok(/^[#*@ ]+$/m.test(r.payload), r.template);
        assert.ok(!Object.values(PACKS[r.language].topics).some((t) => r.payload.includes(t)), 'the drawn goal is also written');
        continue;
      }
      const expected = enc === 'base64' ? base64(r.request) : enc === 'rot13' ? rot13(r.request) : leet(r.request);
      assert.ok(r.payload.includes(expected), `${r.template} ${enc}`);
      assert.ok(!r.payload.includes(r.request), `${r.template} request in clear`);
    }
    if (r.framing === 'splitting') {
      counts.split++;
      const pieces = [...r.payload.matchAll(/^\w+ = (".*")$/gm)].map((m) => JSON.parse(m[1]!) as string);
      assert.ok(pieces.length === 2 || pieces.length === 3, r.template);
      assert.equal(pieces.join(''), r.request);
      assert.ok(!r.payload.includes(r.request));
    }
  }
  // ASCII art only draws harmful goals: 2 splits × 8 carriers × 3 rows, a third of them.
  assert.ok(Object.values(counts).every((n) => n >= 10), JSON.stringify(counts));
});

test('benign rows carry no attack marker and no attack phrasing', () => {
  const markers = attackMarkers();
  // The longest literal stretch of every attack phrasing, slots removed.
  const phrasings = Object.values(PACKS).flatMap((p) => Object.values(p.intents).flat()).map((s) => s.split(/\{(?:topic|url|tool)\}/).sort((a, b) => b.length - a.length)[0]!.trim());
  assert.ok(phrasings.every((s) => s.length >= 8), phrasings.filter((s) => s.length < 8).join(' / '));
  for (const r of benign) {
    for (const m of markers) assert.ok(!r.text.includes(m), `benign ${r.template} holds ${m}`);
    for (const p of phrasings) assert.ok(!r.text.includes(p), `benign ${r.template} holds ${p}`);
  }
  // …while the attacks do carry them where their intent puts them.
  assert.ok(attacks.filter((r) => r.intent === 'exfiltrate' && r.framing === 'direct').every((r) => markers.some((m) => r.text.includes(m))));
});

test('non-English packs are written in their language, not left in English', () => {
  const english = new Set(Object.values(PACKS.en.intents).flat().concat(Object.values(PACKS.en.benignIntents).flat()));
  for (const lang of LANGUAGES) {
    if (lang === 'en') continue;
    const p = PACKS[lang];
    for (const s of [...Object.values(p.intents).flat(), ...Object.values(p.benignIntents).flat()]) assert.ok(!english.has(s), `${lang}: ${s}`);
    assert.equal(p.lang, lang);
  }
});

test('leaveOneOut holds a whole family out of training and tests on its eval rows', () => {
  const { train, test: held } = leaveOneOut(rows, 'framing', 'fiction');
  assert.ok(train.every((r) => r.split === 'train' && r.framing !== 'fiction'));
  assert.equal(held.length, rows.filter((r) => r.split === 'eval' && r.framing === 'fiction').length);
  assert.ok(held.some((r) => r.label === 'benign') && held.some((r) => r.label !== 'benign'));
  assert.equal(leaveOneOut(rows, 'carrier', 'email').train.filter((r) => r.carrier === 'email').length, 0);
});
