// `npm run eval:toxicity-loso [-- --data ../shared/data] [--sources a,b]`: leave-one-source-out figures of
// the multi-label toxicity model, the ones that predict data from sources the project has never seen.
// For each source holding hate or harassment labels: the model is retrained (scripts/toxicity-model.ts,
// same seed and options as `npm run train`) on the training rows of every other source, and that source's
// rows (at most 3,000, seeded) are scored twice: by the retrained model alone at its operating threshold,
// and by the whole toxicity detector running on it (scan(), as /v1/analyze sees it). Per category:
// precision, recall, F1 and AUC; then macro-F1 over the held-out sources, and per language.
// Takes several minutes (one training per source).

import { scan } from '../src/engine/index.ts';
import { auc, countsOf, prf } from '../src/ml/metrics.ts';
import { holdout } from '../src/ml/holdout.ts';
import { useToxicityModel } from '../src/engine/detectors/toxicity/model.ts';
import { dataDirFrom, neutralGroupStatements } from './train-toxicity.ts';
import { groupContrasts } from './toxicity-contrasts.ts';
import { MODEL_SEED, benignPromptRows, headProbabilities, storeHeads, toxicitySplits, trainHeads, type LabelledRow } from './toxicity-model.ts';

const OPTIONS = { detectPII: false, detectCredentials: false, detectInjection: false, detectJailbreak: false, direction: 'input' as const };
const CATEGORIES = ['hate', 'harassment'] as const;
const MAX_TEST = 3000;

const pct = (x: number) => (Number.isFinite(x) ? (100 * x).toFixed(1) : '–');
const tally = (ys: readonly boolean[], ps: readonly boolean[]) => countsOf(ys.map((y, i) => ({ y, p: ps[i]! })));

function main(): void {
  const dir = dataDirFrom(process.argv);
  const only = process.argv.includes('--sources') ? process.argv[process.argv.indexOf('--sources') + 1]!.split(',') : undefined;
  const splits = toxicitySplits(dir);
  const benign = benignPromptRows(dir, 'train');
  const neutral = [...neutralGroupStatements(), ...groupContrasts()];
  const held = [...splits.keys()].filter((s) => {
    if (only && !only.includes(s)) return false;
    const rows = [...splits.get(s)!.train, ...splits.get(s)!.test];
    return CATEGORIES.some((c) => rows.some((r) => r.labels.includes(c)));
  });
  const rowsOut: string[] = [];
  const f1s: Record<string, { model: number[]; detector: number[] }> = { hate: { model: [], detector: [] }, harassment: { model: [], detector: [] } };
  const byLang = new Map<string, { y: Record<string, boolean[]>; model: Record<string, boolean[]>; detector: Record<string, boolean[]> }>();
  for (const source of held) {
    const started = Date.now();
    const trainRows = [...splits].filter(([s]) => s !== source).flatMap(([, v]) => v.train);
    const heads = trainHeads(trainRows, benign, neutral);
    useToxicityModel(storeHeads(heads, {}));
    const all = [...splits.get(source)!.train, ...splits.get(source)!.test];
    const test: LabelledRow[] = all.length > MAX_TEST ? holdout(all, MAX_TEST / all.length, MODEL_SEED + 3, source).test : all;
    const probs = test.map((r) => headProbabilities(heads, r.text));
    const verdicts = test.map((r) => new Set(scan(r.text, OPTIONS).toxic.categories));
    for (const category of CATEGORIES) {
      const ys = test.map((r) => r.labels.includes(category));
      if (!ys.some(Boolean)) continue;
      const head = heads.find((h) => h.category === category);
      const pm = test.map((_, i) => head !== undefined && probs[i]!.get(category)! >= head.threshold);
      const pd = test.map((_, i) => verdicts[i]!.has(category));
      const cm = prf(tally(ys, pm));
      const cd = prf(tally(ys, pd));
      const a = head ? auc(test.map((_, i) => probs[i]!.get(category)!), ys.map((y) => (y ? 1 : 0))) : NaN;
      f1s[category]!.model.push(cm.f1);
      f1s[category]!.detector.push(cd.f1);
      rowsOut.push(`| ${source} | ${category} | ${ys.filter(Boolean).length} | ${test.length} | ${pct(cm.precision)} | ${pct(cm.recall)} | ${pct(cm.f1)} | ${Number.isFinite(a) ? a.toFixed(3) : '–'} | ${pct(cd.precision)} | ${pct(cd.recall)} | ${pct(cd.f1)} |`);
      test.forEach((r, i) => {
        const l = byLang.get(r.lang) ?? { y: {}, model: {}, detector: {} };
        byLang.set(r.lang, l);
        (l.y[category] ??= []).push(ys[i]!);
        (l.model[category] ??= []).push(pm[i]!);
        (l.detector[category] ??= []).push(pd[i]!);
      });
    }
    console.error(`${source}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  console.log('## Leave-one-source-out (the source held out of training, then scored)\n');
  console.log('| held-out source | category | positives | rows | model P % | model R % | model F1 % | model AUC | detector P % | detector R % | detector F1 % |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rowsOut) console.log(r);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log('\n| category | held-out sources | macro-F1 model % | macro-F1 detector % |');
  console.log('|---|---|---|---|');
  for (const c of CATEGORIES) console.log(`| ${c} | ${f1s[c]!.model.length} | ${pct(mean(f1s[c]!.model))} | ${pct(mean(f1s[c]!.detector))} |`);
  console.log('\n## Per language (held-out rows of every source in that language)\n');
  console.log('| language | category | positives | rows | model F1 % | detector F1 % |');
  console.log('|---|---|---|---|---|---|');
  for (const [lang, l] of [...byLang].sort()) {
    for (const c of CATEGORIES) {
      const ys = l.y[c];
      if (!ys || !ys.some(Boolean)) continue;
      console.log(`| ${lang} | ${c} | ${ys.filter(Boolean).length} | ${ys.length} | ${pct(prf(tally(ys, l.model[c]!)).f1)} | ${pct(prf(tally(ys, l.detector[c]!)).f1)} |`);
    }
  }
  useToxicityModel(undefined);
}

main();
