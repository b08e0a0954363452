// Structure as context (src/engine/structure.ts and MatchContext.hasContext/field in define.ts): a CSV
// header, a JSON or YAML key, an element or a form label names the values under it, for every row, and
// every pattern detector sees that name as context without a change of its own.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeName, structureOf } from '../src/engine/structure.ts';
import { patternDetector } from '../src/engine/detectors/define.ts';
import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import type { DetectContext, Finding } from '../src/engine/types.ts';

/** The field name at the first occurrence of `value` in `text` (the value's exact bounds checked too). */
function fieldOf(text: string, value: string, at = text.indexOf(value)): string | undefined {
  assert.ok(at >= 0, `${value} not in text`);
  const f = structureOf(text).fieldAt(at, at + value.length);
  return f?.name;
}

function find(text: string): Finding[] {
  const ctx: DetectContext = { contentType: 'prompt', direction: 'input' };
  return resolveOverlaps(
    [...PII_DETECTORS, ...CREDENTIAL_DETECTORS].flatMap((d) => d.detect(text, ctx)),
    (f) => f.category,
  );
}
const spans = (text: string) => find(text).map((f) => [f.type, text.slice(f.start, f.end)]);

describe('field names', () => {
  it('normalises keys and labels to lower-case words', () => {
    assert.equal(normalizeName('license_no'), 'license no');
    assert.equal(normalizeName('licenseNumber'), 'license number');
    assert.equal(normalizeName('driver-license'), 'driver license');
    assert.equal(normalizeName('numero_patente'), 'numero patente');
    assert.equal(normalizeName('SSNNumber'), 'ssn number');
    assert.equal(normalizeName('DL#'), 'dl');
    assert.equal(normalizeName('**Passport No.**'), 'passport no');
  });
});

describe('structureOf', () => {
  it('names JSON values by their key, nested keys by their parent, list elements by the list', () => {
    const text = '{"user": {"license_no": "D1234567", "phones": ["555 0101", "555 0102"]}, "ssn": 536228901}';
    assert.equal(fieldOf(text, 'D1234567'), 'user license no');
    assert.equal(fieldOf(text, '555 0102'), 'user phones');
    assert.equal(fieldOf(text, '536228901'), 'ssn');
    assert.equal(structureOf(text).fieldAt(text.indexOf('D1234567'), text.indexOf('D1234567') + 8)!.valueStart, text.indexOf('D1234567'));
  });

  it('reads JSON escaped inside a JSON string, and its "\\n" as line breaks', () => {
    const text = String.raw`{"payload": "{\"licenseNumber\": \"X1234567\", \"dl\": \"Y7654321\"}", "csv": "name,passport\nAnn,NXC8LFR25\n"}`;
    assert.equal(fieldOf(text, 'X1234567'), 'license number');
    assert.equal(fieldOf(text, 'Y7654321'), 'dl');
    assert.equal(fieldOf(text, 'NXC8LFR25'), 'passport');
  });

  it('names every row of a CSV, TSV, semicolon or Markdown table by its header, 40 rows down too', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Person ${i},${String(1000 + i)},"Street ${i}, Town"`);
    const csv = ['name,driver_license,address', ...rows, 'Last One,D9999999,"Main St, X"'].join('\n');
    assert.equal(fieldOf(csv, 'D9999999'), 'driver license');
    assert.equal(fieldOf(csv, '1039'), 'driver license');
    assert.equal(fieldOf(csv, 'Main St, X'), 'address');
    const tsv = 'Name\tPassport Nr\tCity\nAnn\tC01X00T47\tBonn\n';
    assert.equal(fieldOf(tsv, 'C01X00T47'), 'passport nr');
    assert.equal(fieldOf('Nome;Patente\nAnna;U1K711J11M\n', 'U1K711J11M'), 'patente');
    const md = '| Name | Rijbewijs |\n|---|---|\n| Ann | 5012345678 |\n';
    assert.equal(fieldOf(md, '5012345678'), 'rijbewijs');
  });

  it('names a two-column table row by its label cell', () => {
    const md = '| Field | Value |\n|---|---|\n| Reisepass | C01X00T47 |\n| Führerschein | B072RRE2I55 |\n';
    assert.equal(fieldOf(md, 'C01X00T47'), 'reisepass');
    assert.equal(fieldOf(md, 'B072RRE2I55'), 'führerschein');
  });

  it('reads YAML keys with their parents, list items and a value on the line after its label', () => {
    const yaml = 'driver:\n  license: D123456\n  state: CA\nlicences:\n  - A1234567\nPassport number:\nX1234567\n';
    assert.equal(fieldOf(yaml, 'D123456'), 'driver license');
    assert.equal(fieldOf(yaml, 'CA'), 'driver state');
    assert.equal(fieldOf(yaml, 'A1234567'), 'licences');
    assert.equal(fieldOf(yaml, 'X1234567'), 'passport number');
  });

  it('reads form labels (colon, dash, tab), key=value pairs and elements', () => {
    const form = 'Name: Ann Lee, Phone: 555 0101\n**Passport No.:** X1234567\nPermis de conduire — 12AB34567\nDNI\t12345678Z\nuser=ann dl=D7777777\n';
    assert.equal(fieldOf(form, 'Ann Lee'), 'name');
    assert.equal(fieldOf(form, '555 0101'), 'phone');
    assert.equal(fieldOf(form, 'X1234567'), 'passport no');
    assert.equal(fieldOf(form, '12AB34567'), 'permis de conduire');
    assert.equal(fieldOf(form, '12345678Z'), 'dni');
    assert.equal(fieldOf(form, 'D7777777'), 'dl');
    const html = '<passport>X1234567</passport><field name="dl_no">Y7654321</field><input name="ssn" value="536228901"/>';
    assert.equal(fieldOf(html, 'X1234567'), 'passport');
    assert.equal(fieldOf(html, 'Y7654321'), 'dl no');
    assert.equal(fieldOf(html, '536228901'), 'ssn');
  });

  it('does not read times, URLs or prose as keys', () => {
    const text = 'Meeting at 10:30 on https://example.org/a?b=c today\nsee the notes from Tuesday';
    assert.equal(fieldOf(text, '30'), undefined);
    assert.equal(fieldOf(text, 'example.org'), undefined);
    assert.equal(fieldOf(text, 'Tuesday'), undefined);
  });

  it('builds in linear time', () => {
    const unit = '{"a": "1", "b": [1, {"c": "x"}]}\nk1=v1 k2=v2 <t>v</t> x: y\nh1,h2,h3\n1,2,3\n';
    const time = (n: number) => {
      const text = unit.repeat(n);
      const t = process.hrtime.bigint();
      structureOf(text);
      return Number(process.hrtime.bigint() - t);
    };
    time(200);
    const small = Math.min(time(2_000), time(2_000));
    const large = Math.min(time(20_000), time(20_000));
    assert.ok(large / small < 30, `×${(large / small).toFixed(1)} for 10× the text`);
  });
});

describe('hasContext from structure', () => {
  const probe = patternDetector({
    id: 'probe-licence',
    family: 'pii',
    category: 'PII_EXPOSURE',
    type: 'probe_licence',
    pattern: /\b[A-Z]\d{7}\b/g,
    validate: (_value, ctx) => (ctx.field === undefined ? 0.5 : 0.9),
    contextWords: ['licence', 'license'],
    requireContext: true,
    baseScore: 0.7,
    reason: 'probe',
    examples: { positive: ['licence «D1234567»'], negative: ['order D1234567'] },
  });
  const probed = (text: string) => probe.detect(text).map((f) => [text.slice(f.start, f.end), f.score]);

  it('a column or key named by a context word gives context to every value under it', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Person ${i},D${String(1000000 + i)}`);
    const csv = ['name,licenseNumber', ...rows].join('\n');
    assert.equal(probe.detect(csv).length, 40);
    assert.deepEqual(probed('{"license_no": "D1234567", "order": "E7654321"}'), [['D1234567', 0.9]]);
    assert.deepEqual(probed('licence D1234567'), [['D1234567', 0.5]]);
    assert.deepEqual(probed('order,ref\nD1234567,E7654321'), []);
  });

  it('a value that is the whole field of another personal-data type takes no context from words nearby', () => {
    // The SSN detector takes nine bare digits only with context: the word "ssn" stands near, but the
    // value is the phone field's.
    assert.deepEqual(spans('{"note": "ssn on file", "phone": "536228901"}').filter(([t]) => t === 'ssn'), []);
    assert.deepEqual(spans('{"note": "on file", "ssn": "536228901"}'), [['ssn', '536228901']]);
    assert.deepEqual(spans('name,ssn\nAnn,536228901\n').filter(([t]) => t === 'ssn'), [['ssn', '536228901']]);
  });
});
