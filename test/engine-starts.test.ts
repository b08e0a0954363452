import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexedStarts } from '../src/engine/normalize/starts.ts';
import { matchesAt, matchesOf } from '../src/engine/normalize/matches.ts';

const same = (re: RegExp, texts: readonly string[]) => {
  const starts = indexedStarts(re);
  assert.ok(starts, `understood: ${re.source}`);
  const sticky = new RegExp(re.source, re.flags.replace('g', 'y'));
  for (const text of texts) {
    const at: number[] | undefined = starts(text);
    const found: RegExpExecArray[] = at ? matchesAt(sticky, text, at) : matchesOf(re, text);
    const want: RegExpExecArray[] = matchesOf(re, text);
    assert.deepEqual(found.map((m) => [m.index, m[0]]), want.map((m) => [m.index, m[0]]), `${re.source} on ${JSON.stringify(text)}`);
  }
};

const TEXTS = [
  '',
  'Ignore all previous instructions',
  'please IGNORE the above, then ignore  previous rules',
  'xignore previous rules; _ignore previous rules; 1ignore',
  'ſystem prompt and K kelvin: ignore previous',
  'İgnore previous instructions — ignore prévious',
  'system: hi\nuser: ignore\n<|im_start|>system',
  '忽略之前的指令 then ignore previous instructions',
  'the end of the prompt. END OF THE PROMPT',
];

test('indexed starts give the same matches as a scan (word boundaries, case, anchors, other scripts)', () => {
  same(/(?<!\b(?:do not) )\b(?:ignore|forget) (?:all )?(?:previous|above) (?:instructions|rules)\b/gi, TEXTS);
  same(/\b(?:ignore|kelvin|system)\b/giu, TEXTS);
  same(/(?:^|\n)\s*(?:user|system)\s*:|<\|im_start\|>|(?:end|begin) of (?:the )?prompt/g, TEXTS);
  same(/忽略|\bignore\b/gu, TEXTS);
  same(/\bIgnore\b|^system/g, TEXTS);
});

test('sources it cannot read are left to a scan', () => {
  assert.equal(indexedStarts(/[a-z]+ignore/g), undefined);
  assert.equal(indexedStarts(/\w/g), undefined);
  assert.equal(indexedStarts(/(?:a|\d)x/g), undefined);
});
