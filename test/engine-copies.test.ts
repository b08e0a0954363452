// Once a value is found, every other occurrence of it in the text is a finding of the same type: the
// copy of a secret in a URL, a JSON string or a quoted line of code is located and redacted like the
// value, and counted once in the risk. Before, protect redacted the copy that matched a rule and left the
// others readable.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redact, scan } from '../src/engine/index.ts';
import { registry } from '../src/engine/detectors/index.ts';
import { PII_TYPES, type Finding, type ScanOptions } from '../src/engine/types.ts';
import { MIN_COPY_LENGTH } from '../src/engine/copies.ts';

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
