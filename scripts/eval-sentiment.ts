// `npm run eval:sentiment -- [--data ../shared/data]`: measures the sentiment model of sentiment rules
// (src/policy/sentiment.ts) on sentiment/vader_groundtruth.jsonl — sentences rated by humans from −4 to
// +4 (mean of ~20 raters) in four domains. Prints markdown tables: Pearson correlation with the human
// mean, sign accuracy, 3-class accuracy with VADER's ±0.05 neutral band, and the precision/recall of the
// decisions a rule makes ("compound < t" against "human mean / 4 < t"). A bag-of-words baseline (the
// same lexicon summed, no negation, boosters, "but", caps or punctuation) shows what the rules add.
// Note: VADER's lexicon was built by the same research group; these sentences are theirs too.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sentiment } from '../src/policy/sentiment.ts';

const at = process.argv.indexOf('--data');
const data = at >= 0 ? process.argv[at + 1]! : new URL('../../shared/data', import.meta.url).pathname;

interface Row { text: string; score: number; label: string; domain: string }
const rows = readFileSync(join(data, 'sentiment/vader_groundtruth.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Row);

const model = JSON.parse(readFileSync(new URL('../models/sentiment/vader.json', import.meta.url), 'utf8')) as { lexicon: Record<string, number> };
const lexicon = new Map(Object.entries(model.lexicon));
function baseline(text: string): number {
  let sum = 0;
  for (const w of text.toLowerCase().split(/\s+/)) sum += lexicon.get(w.replace(/^[!-/:-@[-`{-~]+|[!-/:-@[-`{-~]+$/g, '')) ?? 0;
  return sum === 0 ? 0 : sum / Math.sqrt(sum * sum + 15);
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const cls = (c: number) => (c >= 0.05 ? 'positive' : c <= -0.05 ? 'negative' : 'neutral');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const started = performance.now();
const ours = rows.map((r) => sentiment(r.text).compound);
const ms = performance.now() - started;
const base = rows.map((r) => baseline(r.text));

function stats(idx: number[], scores: number[]) {
  const human = idx.map((i) => rows[i]!.score);
  const s = idx.map((i) => scores[i]!);
  const signed = idx.filter((i) => rows[i]!.score !== 0);
  const sign = signed.filter((i) => Math.sign(scores[i]!) === Math.sign(rows[i]!.score)).length / signed.length;
  const three = idx.filter((i) => cls(scores[i]!) === rows[i]!.label).length / idx.length;
  const leaning = signed.filter((i) => scores[i] !== 0);
  const leanSign = leaning.filter((i) => Math.sign(scores[i]!) === Math.sign(rows[i]!.score)).length / leaning.length;
  return { r: pearson(s, human), sign, three, leanSign, coverage: leaning.length / signed.length };
}

const domains = [...new Set(rows.map((r) => r.domain))];
console.log(`## Sentiment (${rows.length} human-rated sentences, ${(ms / rows.length).toFixed(3)} ms each)\n`);
console.log('Sign accuracy counts a score of 0 (no rated word) as wrong; "when not 0" is the accuracy on the rest (coverage).\n');
console.log('| domain | rows | Pearson r | sign accuracy | sign when not 0 (coverage) | 3-class accuracy (±0.05) | baseline r | baseline sign |');
console.log('|---|---|---|---|---|---|---|---|');
for (const d of [...domains, 'all']) {
  const idx = rows.flatMap((r, i) => (d === 'all' || r.domain === d ? [i] : []));
  const a = stats(idx, ours);
  const b = stats(idx, base);
  console.log(`| ${d} | ${idx.length} | ${a.r.toFixed(3)} | ${pct(a.sign)} | ${pct(a.leanSign)} (${pct(a.coverage)}) | ${pct(a.three)} | ${b.r.toFixed(3)} | ${pct(b.sign)} |`);
}

console.log('\n### Rule decisions: `compound OP t` against `human mean / 4 OP t`\n');
console.log('| rule | truth positives | precision | recall | accuracy |');
console.log('|---|---|---|---|---|');
for (const [op, t] of [['less_than', -0.5], ['less_than', -0.25], ['less_than', 0], ['greater_than', 0], ['greater_than', 0.25], ['greater_than', 0.5]] as const) {
  const test = (x: number) => (op === 'less_than' ? x < t : x > t);
  let tp = 0, fp = 0, fn = 0, ok = 0;
  rows.forEach((r, i) => {
    const truth = test(r.score / 4);
    const said = test(ours[i]!);
    if (truth && said) tp++;
    else if (said) fp++;
    else if (truth) fn++;
    if (truth === said) ok++;
  });
  console.log(`| ${op} ${t} | ${tp + fn} | ${pct(tp / (tp + fp))} | ${pct(tp / (tp + fn))} | ${pct(ok / rows.length)} |`);
}
