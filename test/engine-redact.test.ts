// redact(): exact strings and offsets, the {type} placeholder, type filtering, overlap handling, and a
// property test that redactions and protected text agree over many generated texts.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redact, scan } from '../src/engine/index.ts';
import type { Finding, Redaction } from '../src/engine/types.ts';
import { rng } from '../src/ml/linear.ts';

const ALL = { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: 'input' as const };
const AWS = 'AKIA' + 'RLJAO7335VQSLSFZ'; // split so secret scanners leave the repository alone

function protect(text: string, replacement = '[REDACTED]', types?: ReadonlySet<string>) {
  const data = scan(text, ALL).findings.filter((f) => f.category === 'PII_EXPOSURE' || f.category === 'CREDENTIAL_EXPOSURE');
  return redact(text, data, types ? { replacement, types } : { replacement });
}

describe('redact', () => {
  it('replaces a card number at exact offsets', () => {
    const r = protect('my card is 4111 1111 1111 1111');
    assert.equal(r.protected, 'my card is [REDACTED]');
    assert.deepEqual(r.redactions, [
      {
        type: 'credit_card',
        original: '4111 1111 1111 1111',
        replacement: '[REDACTED]',
        start: 11,
        end: 30,
        position: { start: 11, end: 30 },
      },
    ]);
  });

  it('expands {type} to the upper-case type', () => {
    const r = protect(`mail a@b.io card 4111111111111111 key ${AWS}!`, '[{type}]');
    assert.equal(r.protected, 'mail [EMAIL] card [CREDIT_CARD] key [API_KEY]!');
    assert.deepEqual(
      r.redactions.map((x) => [x.type, x.start, x.end, x.replacement]),
      [
        ['email', 5, 11, '[EMAIL]'],
        ['credit_card', 17, 33, '[CREDIT_CARD]'],
        ['api_key', 38, 58, '[API_KEY]'],
      ],
    );
  });

  it('replaces only the requested types; offsets stay on the original', () => {
    const text = 'card 4111111111111111, mail 😀a@b.io';
    const r = protect(text, '***', new Set(['email']));
    assert.equal(r.protected, 'card 4111111111111111, mail 😀***');
    assert.deepEqual(r.redactions.map((x) => [x.type, x.start, x.end, x.original]), [['email', 30, 36, 'a@b.io']]);
    assert.equal(text.slice(30, 36), 'a@b.io');
    assert.equal(protect(text, '***', new Set()).protected, text);
  });

  it('handles an empty replacement and no findings', () => {
    assert.equal(protect('x a@b.io y', '').protected, 'x  y');
    assert.deepEqual(redact('nothing here', [], { replacement: '#' }), { protected: 'nothing here', redactions: [] });
  });

  it('resolves overlapping findings (longest wins) and widens spans that split a surrogate pair', () => {
    const f = (start: number, end: number, type: string): Finding => ({ detector: type, category: 'PII_EXPOSURE', type, start, end, score: 0.9, reason: '' });
    const text = '0123456789😀xyz';
    const r = redact(text, [f(2, 5, 'ssn'), f(1, 8, 'email'), f(7, 9, 'phone'), f(11, 13, 'ip_address')], { replacement: '<{type}>' });
    assert.deepEqual(r.redactions.map((x) => [x.type, x.start, x.end]), [['email', 1, 8], ['ip_address', 10, 13]]);
    assert.equal(r.protected, '0<EMAIL>89<IP_ADDRESS>yz');
  });
});

// ---------- property test ----------


// Filler cannot form personal data by itself: letters without digits or @, emoji, accents, CJK.
const FILLER = ['a', 'b', 'z', 'Q', ' ', ' ', ',', '!', '😀', '👍🏽', 'é', '中', '\n', '🇫🇷', 'x'];
const VALUES: ReadonlyArray<readonly [string, string]> = [
  ['email', 'jane.doe@example.com'],
  ['email', 'x%y@corp.example.org'],
  ['credit_card', '4111 1111 1111 1111'],
  ['credit_card', '378282246310005'],
  ['ssn', '536-22-1234'],
  ['ip_address', '203.0.113.42'],
  ['ip_address', '2001:db8::1'],
  ['api_key', AWS],
  ['phone', '+1 (415) 555-0132'],
  ['phone', '+44 20 7123 4567'],
  ['bank_account', 'DE89 3704 0044 0532 0130 00'],
  ['bank_account', 'GB29NWBK60161331926819'],
];

/** Applies the redactions to the original, left to right. */
function apply(original: string, redactions: readonly Redaction[]): string {
  let out = '';
  let cursor = 0;
  for (const r of redactions) {
    assert.ok(r.start >= cursor, 'redactions are sorted and disjoint');
    out += original.slice(cursor, r.start) + r.replacement;
    cursor = r.end;
  }
  return out + original.slice(cursor);
}

/** Undoes the redactions on the protected text, left to right. */
function restore(safe: string, redactions: readonly Redaction[]): string {
  let out = '';
  let p = 0;
  let o = 0;
  for (const r of redactions) {
    const keep = r.start - o;
    out += safe.slice(p, p + keep);
    p += keep;
    assert.equal(safe.slice(p, p + r.replacement.length), r.replacement);
    out += r.original;
    p += r.replacement.length;
    o = r.end;
  }
  return out + safe.slice(p);
}

describe('redact property: redactions and protected text agree', () => {
  it('over 300 generated texts with personal data at random positions', () => {
    const random = rng(20240611);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    for (let i = 0; i < 300; i++) {
      let text = '';
      const planted: Array<{ type: string; start: number; end: number }> = [];
      const pieces = 1 + Math.floor(random() * 8);
      for (let k = 0; k < pieces; k++) {
        for (let n = Math.floor(random() * 12); n > 0; n--) text += pick(FILLER);
        if (random() < 0.7) {
          const [type, value] = pick(VALUES);
          text += ' ';
          planted.push({ type, start: text.length, end: text.length + value.length });
          text += `${value} `;
        }
      }
      const replacement = pick(['[REDACTED]', '[{type}]', '', '😶']);
      const { protected: safe, redactions } = protect(text, replacement);
      const context = JSON.stringify(text);

      assert.equal(apply(text, redactions), safe, context);
      assert.equal(restore(safe, redactions), text, context);
      for (const r of redactions) {
        assert.equal(text.slice(r.start, r.end), r.original, context);
        assert.deepEqual(r.position, { start: r.start, end: r.end });
      }
      assert.deepEqual(
        redactions.map((r) => ({ type: r.type, start: r.start, end: r.end })),
        planted,
        `every planted value is redacted exactly, nothing else is: ${context}`,
      );
      assert.ok(safe.isWellFormed(), `no lone surrogates: ${context}`);
    }
  });
});
