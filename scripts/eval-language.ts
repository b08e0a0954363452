// `npm run eval:language -- [--data ../shared/data] [--size extrasmall|small|medium|large]`: measures the
// language detection of language rules on language/eld_tweets.jsonl (9,066 tweets in 6 languages).
// Caveat: these tweets are eld's own benchmark set, so full-tweet accuracy flatters it; the prefix table
// (the first N letters of each tweet) shows what short texts do, which is what minLength is for.
// Prints markdown tables of detection accuracy and of what rules decide, with the confidence floor
// (every language within MIN_MARGIN of the best must violate the rule) and the letter minimum:
// - false alarms: `allowed: [the tweet's language]` fires although the text is in an allowed language;
// - blocked recall: `blocked: [the tweet's language]` fires;
// - foreign recall: `allowed: [another of the six]` fires (averaged over the five others).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countLetters, DEFAULT_MIN_LETTERS, MIN_MARGIN } from '../src/policy/language.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const data = arg('--data') ?? new URL('../../shared/data', import.meta.url).pathname;
const size = arg('--size') ?? 'extrasmall';
const { eld } = (await import(`eld/${size}`)) as typeof import('eld/extrasmall');

interface Row { text: string; lang: string }
const rows = readFileSync(join(data, 'language/eld_tweets.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Row);
const langs = [...new Set(rows.map((r) => r.lang))].sort();

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const LETTER = /\p{L}/u;

/** Same decision inputs as src/policy/language.ts, for any database size. */
function guess(text: string) {
  const result = eld.detect(text.slice(0, 1000));
  const ranked = Object.entries(result.getScores()).sort((x, y) => y[1] - x[1]);
  const top = ranked[0]?.[1] ?? 0;
  const close = result.language === '' ? [] : ranked.filter(([, s]) => s >= top - MIN_MARGIN).map(([c]) => c);
  return { language: result.language, close };
}

/** The shortest prefix of text holding n letters, or undefined if it has fewer. */
function prefix(text: string, n: number): string | undefined {
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    if (LETTER.test(text[i]!) && ++letters === n) return text.slice(0, i + 1);
  }
  return undefined;
}

interface Tally { texts: number; top1: number; alarmsFloor: number; alarmsTop1: number; blocked: number; foreign: number }
const empty = (): Tally => ({ texts: 0, top1: 0, alarmsFloor: 0, alarmsTop1: 0, blocked: 0, foreign: 0 });

function judge(t: Tally, text: string, truth: string, minLetters: number): void {
  const g = guess(text);
  t.texts++;
  if (g.language === truth) t.top1++;
  if (g.language !== '' && g.language !== truth) t.alarmsTop1++;
  if (countLetters(text) < minLetters || g.close.length === 0) return;
  if (g.close.every((c) => c !== truth)) t.alarmsFloor++;
  if (g.close.every((c) => c === truth)) t.blocked++;
  const others = langs.filter((l) => l !== truth);
  t.foreign += others.filter((o) => g.close.every((c) => c !== o)).length / others.length;
}

const row = (label: string, t: Tally) =>
  `| ${label} | ${t.texts} | ${pct(t.top1 / t.texts)} | ${((1000 * t.alarmsTop1) / t.texts).toFixed(1)} | ${((1000 * t.alarmsFloor) / t.texts).toFixed(1)} | ${pct(t.blocked / t.texts)} | ${pct(t.foreign / t.texts)} |`;
const header = (first: string) =>
  `| ${first} | texts | top-1 accuracy | false alarms /1000, no floor, no minimum | false alarms /1000, with both | blocked recall | foreign recall |\n|---|---|---|---|---|---|---|`;

const started = performance.now();
const perLang = new Map(langs.map((l) => [l, empty()]));
const all = empty();
for (const r of rows) {
  judge(perLang.get(r.lang)!, r.text, r.lang, DEFAULT_MIN_LETTERS);
  judge(all, r.text, r.lang, DEFAULT_MIN_LETTERS);
}
const ms = (performance.now() - started) / (2 * rows.length);

console.log(`## Language (eld ${size}; ${rows.length} tweets; ${ms.toFixed(3)} ms per detection)\n`);
console.log(`Full tweets, default rule settings (minLength ${DEFAULT_MIN_LETTERS} letters, margin ${MIN_MARGIN}).\n`);
console.log(header('language'));
for (const l of langs) console.log(row(l, perLang.get(l)!));
console.log(row('all', all));

console.log(`\n### Short texts: the first N letters of each tweet, judged with minLength = N\n`);
console.log(header('N letters'));
for (const n of [5, 10, 15, 20, 30, 40, 50, 80]) {
  const t = empty();
  for (const r of rows) {
    const p = prefix(r.text, n);
    if (p !== undefined) judge(t, p, r.lang, n);
  }
  console.log(row(`${n}${n === DEFAULT_MIN_LETTERS ? ' (default)' : ''}`, t));
}
console.log(`\nBelow the minimum a rule does not judge at all: with the default, texts of fewer than ${DEFAULT_MIN_LETTERS} letters never fire.`);
