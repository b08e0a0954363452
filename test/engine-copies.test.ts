// Once a value is found, every other occurrence of it in the text is a finding of the same type: the
// copy of a secret in a URL, a JSON string or a quoted line of code is located and redacted like the
// value, and counted once in the risk. Before, protect redacted the copy that matched a rule and left the
// others readable.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redact, scan } from '../src/engine/index.ts';
import { registry } from '../src/engine/detectors/index.ts';
import { PII_TYPES, type Finding, type ScanOptions } from '../src/engine/types.ts';
import { MIN_COPY_LENGTH, copiesOf } from '../src/engine/copies.ts';
import { Deadline } from '../src/budget.ts';
import { checkLinear, describeGrowth } from './complexity.ts';

const OPTS: ScanOptions = { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: 'input' };
const isData = (f: Finding) => f.category === 'PII_EXPOSURE' || f.category === 'CREDENTIAL_EXPOSURE';

/** Every occurrence of `value` in `text`. */
function occurrences(text: string, value: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(value); i >= 0; i = text.indexOf(value, i + 1)) at.push(i);
  return at;
}

/** The text with copies of `value` in a URL, a JSON string and quoted code after it. */
const withCopies = (text: string, value: string) =>
  `${text}\nsee https://files.example.net/view?id=${encodeURIComponent(value) === value ? value : value}&x=1\n{"copy": "${value}"}\nconst v = '${value}';`;

describe('copies of a found value', () => {
  for (const type of PII_TYPES) {
    it(`${type}: every copy is a ${type} finding, redacted by protect, and counted once`, () => {
      // The type's own detector examples: the value found in context, then copied where it has none.
      const examples = registry.detectors
        .filter((d) => d.types.includes(type))
        .flatMap((d) => d.examples.positive.flatMap((ex) => (ex.spans ?? []).filter((s) => (s.type ?? d.types[0]) === type).map((s) => ({ text: ex.text, ...s }))))
        .filter((ex) => ex.end - ex.start >= MIN_COPY_LENGTH && !/["'\\\n]/.test(ex.text.slice(ex.start, ex.end)));
      assert.ok(examples.length > 0, `an example of ${type}`);
      let checked = 0;
      for (const ex of examples.slice(0, 12)) {
        const value = ex.text.slice(ex.start, ex.end);
        const alone = scan(ex.text, OPTS);
        // Only examples where the engine finds this value in context (categories and options as in prod).
        if (!alone.pii.locations.some((l) => l.type === type && l.start === ex.start && l.end === ex.end)) continue;
        const text = withCopies(ex.text, value);
        const result = scan(text, OPTS);
        const at = occurrences(text, value);
        assert.ok(at.length >= 4, `${type}: ${value} copied`);
        for (const start of at) {
          assert.ok(
            result.pii.locations.some((l) => l.type === type && l.start <= start && l.end >= start + value.length),
            `${type}: the copy of ${JSON.stringify(value)} at ${start} is located`,
          );
        }
        const { protected: safe } = redact(text, result.findings.filter(isData), { replacement: '[X]' });
        assert.equal(safe.includes(value), false, `${type}: no copy of ${JSON.stringify(value)} left readable`);
        checked++;
      }
      assert.ok(checked > 0, `${type}: at least one example checked`);
    });
  }

  it('a copy with no context of its own: located, redacted, and the risk and threat severity unchanged', () => {
    const once = 'api_key = "h7Kp2Lq9Zx4Vb8Nm3Rt6Wy1Q"';
    const text = `${once}\nthen I pasted h7Kp2Lq9Zx4Vb8Nm3Rt6Wy1Q into the form`;
    const a = scan(once, OPTS);
    const b = scan(text, OPTS);
    assert.deepEqual(b.pii.locations, [
      { type: 'api_key', start: 11, end: 35, confidence: a.pii.locations[0]!.confidence },
      { type: 'api_key', start: 51, end: 75, confidence: a.pii.locations[0]!.confidence },
    ]);
    assert.equal(b.riskScore, a.riskScore);
    const threat = b.threats.find((t) => t.category === 'CREDENTIAL_EXPOSURE')!;
    assert.equal(threat.severity, a.threats.find((t) => t.category === 'CREDENTIAL_EXPOSURE')!.severity);
    assert.deepEqual(threat.locations, [{ start: 11, end: 35 }, { start: 51, end: 75 }]);
    const copy = b.findings.find((f) => f.start === 51)!;
    assert.equal(copy.reason, 'another occurrence of the value found at 11-35');
    assert.equal(redact(text, b.findings.filter(isData), { replacement: '[X]' }).protected, 'api_key = "[X]"\nthen I pasted [X] into the form');
  });

  it('a short value is a copy only where it stands alone, never inside a longer word', () => {
    const text = 'bob@example.com:hunter2 and later hunter2 was reused, but hunter2x and xhunter2 are other words';
    const found = scan(text, OPTS).pii.locations.filter((l) => l.type === 'api_key').map((l) => text.slice(l.start, l.end) + '@' + l.start);
    assert.deepEqual(found, ['hunter2@16', 'hunter2@34']);
  });

  it('is one pass: 20,000 distinct addresses, each written twice, all located', () => {
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++) lines.push(`user${i}@example.org,user${i}@example.org`);
    const text = lines.join('\n');
    const result = scan(text, OPTS);
    assert.equal(result.pii.locations.filter((l) => l.type === 'email').length, 40_000);
  });
});

describe('copies among many values (exact counts on every search path)', () => {
  /** Distinct 24-character keys from a fixed seed: high entropy, no dictionary words. */
  function keys(n: number, seed: number): string[] {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
    let x = seed;
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      let k = '';
      for (let j = 0; j < 24; j++) {
        x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
        k += alphabet[(x >>> 16) % alphabet.length];
      }
      out.push(k);
    }
    return out;
  }
  /** Each key assigned in context on its own line, then a URL line (no context) for each copied key. */
  function text(all: readonly string[], copied: readonly string[]): string {
    return [...all.map((k) => `api_key = "${k}"`), ...copied.map((k) => `GET https://files.example.net/v?t=${k}&x=1`)].join('\n');
  }
  function check(all: readonly string[], copied: readonly string[]) {
    const t = text(all, copied);
    const found = scan(t, OPTS).findings.filter(isData);
    const copies = found.filter((f) => f.reason.startsWith('another occurrence'));
    assert.equal(found.length, all.length + copied.length);
    assert.equal(copies.length, copied.length);
    const firstUrl = t.indexOf('GET https://');
    assert.deepEqual(
      copies.map((f) => t.slice(f.start, f.end)),
      copied,
      'each copy is exactly the value, in order',
    );
    for (const f of copies) assert.ok(f.start > firstUrl && f.type === 'api_key');
    assert.equal(redact(t, found, { replacement: '[X]' }).protected.match(/[A-Za-z0-9]{24}/g), null, 'no key left readable');
  }

  const many = keys(2_000, 7);
  it('2,000 values, none copied: nothing added', () => check(many, []));
  it('2,000 values, 5 copied (the q-gram filter keeps few: indexOf)', () => check(many, [many[3]!, many[500]!, many[999]!, many[1500]!, many[1999]!]));
  it('2,000 values, 700 copied (the filter keeps many: one automaton)', () => check(many, many.filter((_, i) => i % 3 === 1).slice(0, 700)));
  it('3 values, one copied 400 times (few values: indexOf)', () => {
    const few = keys(3, 11);
    check(few, Array.from({ length: 400 }, () => few[1]!));
  });

  it('a CSV of 20,000 distinct addresses: 20,000 locations, no copies', () => {
    const rows = ['id,name,email,city'];
    for (let i = 0; i < 20_000; i++) rows.push(`${100_000 + i},Person ${i},person.${i}.x@mail${i % 97}.example.com,Lyon`);
    const result = scan(rows.join('\n'), OPTS);
    const emails = result.findings.filter((f) => f.type === 'email');
    assert.equal(emails.length, 20_000);
    assert.equal(emails.filter((f) => f.reason.startsWith('another occurrence')).length, 0);
  });
});

describe('copies take linear time on hostile texts', () => {
  const key = (text: string, start: number, end: number): Finding => ({ detector: 'd', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score: 0.9, reason: 'r' });
  /** A text and the findings a detector would have made in it. */
  type Input = { text: string; found: Finding[] };
  const cases: Record<string, (n: number) => Input> = {
    // Many values, each found once and copied once: the filter keeps them all, one automaton.
    'many values, each copied': (n) => {
      const values = Array.from({ length: Math.max(20, n >> 6) }, (_, i) => `k${i.toString(36).padStart(10, '0')}Zq9`);
      let text = '';
      const found: Finding[] = [];
      for (const v of values) {
        found.push(key(text, text.length + 6, text.length + 6 + v.length));
        text += `key = ${v};\n`;
      }
      for (const v of values) text += `see ${v} `;
      return { text, found };
    },
    // One short value written everywhere: capped candidates.
    'one value everywhere': (n) => ({ text: 'abcd '.repeat(n / 5), found: [key('', 0, 4)] }),
    // A long value and a text of near misses: indexOf's worst case.
    'long value, near misses': (n) => ({ text: `${'a'.repeat(1000)}b ${'a'.repeat(n)}`, found: [key('', 0, 1001)] }),
    // Many values sharing a long prefix, and gaps holding every q-gram of each: the filter keeps them all.
    'many values, shared prefix': (n) => {
      let text = '';
      const found: Finding[] = [];
      for (let i = 0; i < Math.max(20, n >> 7); i++) {
        const v = `${'a'.repeat(40)}${i.toString(36)}b`;
        found.push(key(text, text.length, text.length + v.length));
        // Every q-gram of the value, but never the value: a near miss per value.
        text += `${v} ${'a'.repeat(40)}${i.toString(36)}c ${'a'.repeat(3)}${i.toString(36)}b `;
      }
      return { text, found };
    },
  };
  for (const [name, make] of Object.entries(cases)) {
    it(name, () => {
      const check = checkLinear(make, ({ text, found }: Input) => copiesOf(text, found, isData, Deadline.NONE), {
        sizes: [16_384, 32_768, 65_536], maxSize: 1 << 20, floorMs: 3, reps: 2, attempts: 3,
      });
      assert.ok(check.ok, describeGrowth(check));
    });
  }
});
