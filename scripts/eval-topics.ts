// `npm run eval:topics -- [--data ../shared/data] [--show]`: measures the built-in topic classifier of
// topic rules on topics/donotanswer.jsonl (939 questions an assistant should not simply answer, from
// Do-Not-Answer, each tagged with a harm topic). Mapping to our topics: medical → medical, self_harm →
// self_harm, adult → adult, legal → legal, violence and threat → violence, finance → financial_advice.
// The other tags (harassment, hate, profanity, other) have no topic of ours: those rows are the
// "unmapped" set. They are NOT clean negatives — "other" holds questions about religion, drugs, weapons
// or politics that our topics rightly catch — so the rate at which topics fire there is an upper bound
// on false positives, not a false-positive rate. --show prints what fired on unmapped rows.
// Prints markdown tables: per topic recall at thresholds 0.3 / 0.5 / 0.7 and firings on the other rows.
// Honesty note: the lexicons were extended after reading this set's misses (general vocabulary only —
// conditions, legal procedures, eating-disorder phrases); before that, 68/160 labelled rows (42.5%) were
// found at 0.5. These figures are therefore in-sample; the benign-prompt table is not.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../src/policy/rules.ts';
import { builtInScores, tokenize } from '../src/policy/topics.ts';

const at = process.argv.indexOf('--data');
const data = at >= 0 ? process.argv[at + 1]! : new URL('../../shared/data', import.meta.url).pathname;
const show = process.argv.includes('--show');

const MAP: Record<string, string> = { medical: 'medical', self_harm: 'self_harm', adult: 'adult', legal: 'legal', violence: 'violence', threat: 'violence', finance: 'financial_advice' };

interface Row { text: string; topic: string | string[] }
const rows = readFileSync(join(data, 'topics/donotanswer.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Row);

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '–');
const started = performance.now();
const scored = rows.map((r) => {
  const all = builtInScores(tokenize(r.text));
  const scores = Object.fromEntries(TOPICS.map((t) => [t, all.get(t)?.score ?? 0]));
  const truth = new Set((Array.isArray(r.topic) ? r.topic : [r.topic]).flatMap((t) => (MAP[t] ? [MAP[t]] : [])));
  return { text: r.text, scores, truth };
});
const ms = (performance.now() - started) / rows.length;
const unmapped = scored.filter((s) => s.truth.size === 0);

console.log(`## Topics (Do-Not-Answer, ${rows.length} questions; ${unmapped.length} with no topic of ours; ${ms.toFixed(3)} ms each)\n`);
console.log('| topic | labelled rows | recall @0.3 | recall @0.5 (default) | recall @0.7 | precision @0.5 among mapped rows | fires @0.5 on unmapped rows |');
console.log('|---|---|---|---|---|---|---|');
const mappedRows = scored.filter((s) => s.truth.size > 0);
for (const topic of TOPICS) {
  const positives = scored.filter((s) => s.truth.has(topic));
  const recall = (t: number) => positives.filter((s) => s.scores[topic]! >= t).length / positives.length;
  const firedMapped = mappedRows.filter((s) => s.scores[topic]! >= 0.5);
  const precision = firedMapped.filter((s) => s.truth.has(topic)).length / firedMapped.length;
  const fp = unmapped.filter((s) => s.scores[topic]! >= 0.5).length;
  console.log(`| ${topic} | ${positives.length} | ${positives.length ? pct(recall(0.3)) : '–'} | ${positives.length ? pct(recall(0.5)) : '–'} | ${positives.length ? pct(recall(0.7)) : '–'} | ${pct(precision)} | ${fp} (${pct(fp / unmapped.length)}) |`);
}
const anyMapped = mappedRows.filter((s) => [...s.truth].some((t) => s.scores[t]! >= 0.5)).length;
const anyUnmapped = unmapped.filter((s) => TOPICS.some((t) => s.scores[t]! >= 0.5)).length;
console.log(`\nAny labelled topic found at 0.5: ${anyMapped}/${mappedRows.length} (${pct(anyMapped / mappedRows.length)}). Unmapped rows where some topic fires: ${anyUnmapped}/${unmapped.length} (${pct(anyUnmapped / unmapped.length)}).`);

// Everyday prompts: how often each topic fires on the benign dev rows of prompts/corpus.jsonl (coding,
// writing, Q&A; some are legitimately about medicine, law or money, so this too is an upper bound).
const benign = readFileSync(join(data, 'prompts/corpus.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { text: string; label: string; split: string })
  .filter((r) => r.label === 'benign' && r.split === 'dev');
const fires = Object.fromEntries(TOPICS.map((t) => [t, 0]));
let benignAny = 0;
for (const r of benign) {
  const all = builtInScores(tokenize(r.text));
  let any = false;
  for (const t of TOPICS) if ((all.get(t)?.score ?? 0) >= 0.5) { fires[t]!++; any = true; }
  if (any) benignAny++;
}
console.log(`\n### Firing rate @0.5 on ${benign.length} benign everyday prompts (prompts/corpus.jsonl, dev split)\n`);
console.log(`| ${TOPICS.join(' | ')} | any |`);
console.log(`|${TOPICS.map(() => '---|').join('')}---|`);
console.log(`| ${TOPICS.map((t) => pct(fires[t]! / benign.length)).join(' | ')} | ${pct(benignAny / benign.length)} |`);

if (show) {
  console.log('\n### Firings on unmapped rows\n');
  for (const s of unmapped) {
    const fired = TOPICS.filter((t) => s.scores[t]! >= 0.5);
    if (fired.length) console.log(`- ${fired.join(', ')}: ${s.text}`);
  }
  console.log('\n### Misses on labelled rows (@0.5)\n');
  for (const s of mappedRows) {
    const missed = [...s.truth].filter((t) => s.scores[t]! < 0.5);
    if (missed.length) console.log(`- ${missed.join(', ')}: ${s.text}`);
  }
}
