// The vendor keyword prefilter (keywordScanner) stands in for one case-insensitive, longest-first
// alternation run with matchAll: which keywords it finds decides which rules run. This test holds it
// to that regex, keyword for keyword and in order, on the rules' own examples and on generated texts
// built from keyword pieces, capitals, separators and non-ASCII characters that fold to ASCII
// letters elsewhere (ſ, K, İ, ı) or become several UTF-8 bytes (emoji, lone surrogates).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { keywordScanner } from '../src/engine/detectors/credentials/vendors/keywords.ts';
import { PREFIXED_RULES } from '../src/engine/detectors/credentials/vendors/prefixed.ts';
import { ASSIGNED_RULES } from '../src/engine/detectors/credentials/vendors/assigned.ts';
import { vendorSecrets } from '../src/engine/detectors/credentials/index.ts';
import { keywordVariants } from '../src/engine/detectors/credentials/vendors/rule.ts';
import { rng } from '../src/ml/linear.ts';


// The keywords the vendor detector scans for: assigned rules' names in their code and prose forms too.
const KEYWORDS = [...new Set([...PREFIXED_RULES, ...ASSIGNED_RULES].flatMap((r) => (r.assigned ? keywordVariants(r.keywords) : r.keywords)))];
const scan = keywordScanner(KEYWORDS);
const alternation = new RegExp(
  [...KEYWORDS].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'gi',
);
const byRegex = (text: string): string[] => Array.from(text.matchAll(alternation), (m) => m[0].toLowerCase());

function generated(count: number, seed: number): string[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const odd = ['ſ', 'K', 'İ', 'ı', 'é', 'ß', '😀', '\ud800', '\udc00', '\u0130k', 'ſk', '\u00a0', '\0', '\n', ' ', '_', '-', '.', '/', '~', '=', '$'];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let t = '';
    const parts = 1 + Math.floor(random() * 12);
    for (let i = 0; i < parts; i++) {
      const r = random();
      if (r < 0.45) {
        // a keyword, whole or cut, in any capitalisation
        const w = pick(KEYWORDS);
        const piece = random() < 0.7 ? w : w.slice(0, Math.floor(random() * w.length));
        t += Array.from(piece, (ch) => (random() < 0.3 ? ch.toUpperCase() : ch)).join('');
      } else if (r < 0.75) t += pick(odd);
      else t += pick(['sk', 'cs', 'pat', 'gl', 'xox', 'ask', 'test', 'secret', 'token', 'key', 'a', 'q', '1', '2', 'eyj']);
    }
    out.push(t);
  }
  return out;
}

describe('vendor keyword scanner', () => {
  it('finds what the longest-first alternation finds on every rule example', () => {
    const { positive, negative } = vendorSecrets.examples;
    for (const text of [...positive.map((e) => e.text), ...negative]) assert.deepEqual(scan(text), byRegex(text), text);
  });

  it('finds what the longest-first alternation finds on 20,000 generated texts', () => {
    for (const text of generated(20_000, 7)) assert.deepEqual(scan(text), byRegex(text), JSON.stringify(text));
  });

  it('handles the edges: empty text, a keyword at the very end, one character', () => {
    for (const text of ['', 's', 'sk', 'xSK', 'Sk.EyJ', 'sk.ey', 'q~', 'aaaaaaaaaaaaaaaaaaaaaaa']) assert.deepEqual(scan(text), byRegex(text), text);
  });

  it('scans a text longer than its kept buffer, then a short one again', () => {
    const long = `${'lorem ipsum '.repeat(120_000)}ghp_ and sk-ant- at the end`; // 1.44 M characters
    assert.deepEqual(scan(long), byRegex(long));
    assert.deepEqual(scan('token: xoxb-1'), byRegex('token: xoxb-1'));
  });

  it('keeps no byte of a scanned text in the buffer it keeps between scans', () => {
    const text = 'my ghp_ token is ghp_R4nd0mS3cr3tV4lu3 and the sk-ant- one too';
    assert.notDeepEqual(scan(text), []);
    const kept = scan.keptBytes();
    assert.ok(kept.length >= text.length, `a buffer of ${kept.length} bytes is kept`);
    assert.equal(kept.findIndex((b) => b !== 0), -1);
  });
});
