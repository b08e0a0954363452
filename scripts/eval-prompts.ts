// `npm run eval:prompts -- --data ../shared/data [--no-loso] [--loso-epochs 2] [--only documents|generated]`:
// how well Warden catches prompt injection and jailbreaks, printed as markdown for docs/figures.md. First
// the figures that predict unseen data:
//   0a. the benign document set (scripts/benign-docs.ts: licences, package docs, manual pages, npm READMEs
//       and licences, read where they are on this machine), each judged whole, in prompt and document mode;
//   0b. the generated attacks and hard benign look-alikes of scripts/attack-gen (eval split: phrasings,
//       templates, topics and wrappers the other split never uses), per framing, carrier, language and
//       intent. No generated row is trained on, so every framing and carrier is a held-out family.
// Then:
//   1. dev (split=dev of prompts/corpus.jsonl and prompts/extra.jsonl) through the whole engine, scan():
//      an attack counts as caught when its injection, jailbreak and hidden-content findings alone reach
//      70 — what the API blocks as an attack; benign rows give the false-positive rate. Benign rows
//      blocked for another reason (toxic content to be classified, a credential) are counted on a line
//      of their own. Also the classifier alone (its AUC, and its own block decisions).
//   2. leave-one-source-out: for each source S, the training recipe of scripts/train-prompts.ts is run
//      on the train rows of every OTHER source (a lighter recipe: --loso-epochs, default 2, instead of
//      5), and S's rows (both splits) are scored: classifier OR signatures (attack score ≥ 70 without the
//      classifier). Attack-only sources give a TPR, benign-only ones an FPR.
//   3. throughput: µs per KB of the whole engine scan and of the classifier alone.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benignDocuments } from './benign-docs.ts';
import { BLOCK, attackBlocked, attackFindings } from './attack-verdict.ts';
import { generate, CARRIERS, FRAMINGS, LANGUAGES, INTENTS, BENIGN_INTENTS, type Row as GenRow } from './attack-gen/index.ts';
import { loadRows, dataDirFrom, featurizeRows, trainRecipe, windowedLogits, isBenign, TRAIN_OPTS, type Row } from './train-prompts.ts';
import { scan, scanWith } from '../src/engine/index.ts';
import { registry } from '../src/engine/detectors/index.ts';
import { CLASSIFIER_DETECTORS } from '../src/engine/detectors/injection/classifier.ts';
import { classify, rawLogits, suffixes } from '../src/engine/classifier/model.ts';
import { auc, prf } from '../src/ml/metrics.ts';
import type { ScanOptions } from '../src/engine/types.ts';

const OPTIONS: ScanOptions = { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: 'input' };
const args = process.argv.slice(2);
const loso = !args.includes('--no-loso');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (ONLY !== undefined && !['documents', 'generated'].includes(ONLY)) throw new Error('--only takes "documents" or "generated"');
const losoEpochsAt = args.indexOf('--loso-epochs');
const LOSO_EPOCHS = losoEpochsAt >= 0 ? Number(args[losoEpochsAt + 1]) : 2;
const MIN_SOURCE_ROWS = 20;

const pct = (x: number) => (Number.isFinite(x) ? (100 * x).toFixed(1) : '–');
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');

interface Judged {
  row: Row;
  blocked: boolean;
  /** Classifier logits [injection, jailbreak]. */
  z: [number, number];
}

function rates(list: readonly Judged[]) {
  const inj = list.filter((j) => j.row.label === 'injection');
  const jb = list.filter((j) => j.row.label === 'jailbreak');
  const ben = list.filter((j) => j.row.label === 'benign');
  const harm = list.filter((j) => j.row.label === 'harmful_request');
  const attacks = [...inj, ...jb];
  const tp = attacks.filter((j) => j.blocked).length;
  const fp = ben.filter((j) => j.blocked).length;
  const { f1 } = prf({ tp, fp, fn: attacks.length - tp, tn: ben.length - fp });
  const rate = (l: readonly Judged[]) => (l.length ? l.filter((j) => j.blocked).length / l.length : NaN);
  const zAtt = (m: 0 | 1, l: readonly Judged[]) => [...l.map((j) => j.z[m]), ...ben.map((j) => j.z[m])];
  const lab = (l: readonly Judged[]) => [...l.map(() => 1 as const), ...ben.map(() => 0 as const)];
  return {
    n: list.length,
    inj: inj.length,
    jb: jb.length,
    ben: ben.length,
    harm: harm.length,
    tprInj: rate(inj),
    tprJb: rate(jb),
    tprAll: rate(attacks),
    fpr: rate(ben),
    fprHarm: rate(harm),
    f1,
    aucInj: inj.length && ben.length ? auc(zAtt(0, inj), lab(inj)) : NaN,
    aucJb: jb.length && ben.length ? auc(zAtt(1, jb), lab(jb)) : NaN,
  };
}

function table(title: string, sets: ReadonlyArray<readonly [string, readonly Judged[]]>): void {
  console.log(`\n### ${title}\n`);
  console.log('| set | rows (inj / jb / benign) | TPR injection | TPR jailbreak | TPR all attacks | FPR benign | F1 | AUC inj | AUC jb |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, list] of sets) {
    const r = rates(list);
    console.log(`| ${name} | ${r.n} (${r.inj} / ${r.jb} / ${r.ben}) | ${pct(r.tprInj)} % | ${pct(r.tprJb)} % | ${pct(r.tprAll)} % | ${pct(r.fpr)} % | ${f3(r.f1)} | ${f3(r.aucInj)} | ${f3(r.aucJb)} |`);
  }
}

function perSource(list: readonly Judged[]): void {
  const by = new Map<string, Judged[]>();
  for (const j of list) by.set(j.row.source, [...(by.get(j.row.source) ?? []), j]);
  console.log('\n| source | attacks | caught | benign | false alarms |');
  console.log('|---|---|---|---|---|');
  for (const [source, l] of [...by.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const att = l.filter((j) => !isBenign(j.row.label));
    const ben = l.filter((j) => isBenign(j.row.label));
    const caught = att.filter((j) => j.blocked).length;
    const fa = ben.filter((j) => j.blocked).length;
    console.log(`| ${source} | ${att.length} | ${att.length ? `${caught} (${pct(caught / att.length)} %)` : '–'} | ${ben.length} | ${ben.length ? `${fa} (${pct(fa / ben.length)} %)` : '–'} |`);
  }
}

function timeIt(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1000;
}

const DOCUMENT: ScanOptions = { ...OPTIONS, contentType: 'document' };

/** 0a. Real documents that are only documents: how many are blocked as an attack, whole, in each mode. */
function documentsSection(): void {
  const docs = benignDocuments(join(import.meta.dirname, '..', 'node_modules'));
  const groups = [...new Set(docs.map((d) => d.group))];
  const culprits = new Map<string, number>();
  const rowsOut: string[] = [];
  const tally = { n: 0, prompt: 0, document: 0, flagged: 0 };
  for (const group of groups) {
    const mine = docs.filter((d) => d.group === group);
    let prompt = 0;
    let document = 0;
    let flagged = 0;
    for (const d of mine) {
      const p = scan(d.text, OPTIONS);
      if (attackBlocked(p)) {
        prompt++;
        for (const id of new Set(attackFindings(p.findings).map((f) => f.detector))) culprits.set(id, (culprits.get(id) ?? 0) + 1);
      }
      const r = scan(d.text, DOCUMENT);
      if (attackBlocked(r)) document++;
      if (attackFindings(r.findings).length > 0) flagged++;
    }
    const kb = mine.reduce((n, d) => n + d.text.length, 0) / 1024;
    rowsOut.push(`| ${group} | ${mine.length} (${kb.toFixed(0)} KB) | ${prompt} (${pct(prompt / mine.length)} %) | ${document} (${pct(document / mine.length)} %) | ${flagged} (${pct(flagged / mine.length)} %) |`);
    tally.n += mine.length;
    tally.prompt += prompt;
    tally.document += document;
    tally.flagged += flagged;
  }
  console.log('\n### Benign documents, each judged whole (scripts/benign-docs.ts)\n');
  console.log('| documents | count | blocked, prompt mode | blocked, document mode | any attack finding, document mode |');
  console.log('|---|---|---|---|---|');
  for (const line of rowsOut) console.log(line);
  console.log(`| **all** | ${tally.n} | ${tally.prompt} (${pct(tally.prompt / tally.n)} %) | ${tally.document} (${pct(tally.document / tally.n)} %) | ${tally.flagged} (${pct(tally.flagged / tally.n)} %) |`);
  const top = [...culprits].sort((a, b) => b[1] - a[1]).slice(0, 8);
  if (top.length) console.log(`\nDetectors behind the prompt-mode blocks (documents each): ${top.map(([id, n]) => `${id} ${n}`).join(', ')}.`);
}

/** 0b. Generated attacks and look-alikes, eval split: caught and falsely blocked per family. */
function generatedSection(): void {
  const rows = generate({ seed: 1, split: 'eval', perCell: 3 });
  const judged = rows.map((row) => {
    const prompt = attackBlocked(scan(row.text, OPTIONS));
    // Retrieved or tool content is what document mode is for: the carriers other than a bare prompt.
    const document = row.carrier === 'bare' ? prompt : attackBlocked(scan(row.text, DOCUMENT));
    return { row, prompt, document };
  });
  type J = (typeof judged)[number];
  const line = (name: string, l: readonly J[]) => {
    const att = l.filter((j) => j.row.label !== 'benign');
    const ben = l.filter((j) => j.row.label === 'benign');
    const r = (x: readonly J[], k: 'prompt' | 'document') => (x.length ? `${pct(x.filter((j) => j[k]).length / x.length)} %` : '–');
    return `| ${name} | ${att.length} | ${r(att, 'prompt')} | ${r(att, 'document')} | ${ben.length} | ${r(ben, 'prompt')} | ${r(ben, 'document')} |`;
  };
  const table = (title: string, key: (r: GenRow) => string, order: readonly string[]) => {
    console.log(`\n#### ${title}\n`);
    console.log('| value | attacks | caught, prompt mode | caught, document mode | benign | falsely blocked, prompt | falsely blocked, document |');
    console.log('|---|---|---|---|---|---|---|');
    for (const k of order) {
      const l = judged.filter((j) => key(j.row) === k);
      if (l.length) console.log(line(k, l));
    }
    console.log(line('**all**', judged));
  };
  console.log(`\n### Generated attacks and look-alikes (scripts/attack-gen, eval split, seed 1: ${rows.length} rows in ${LANGUAGES.length} languages)\n`);
  console.log('No generated row is trained on: each framing and carrier below is a family the model never saw. Document mode applies to the carriers other than a bare prompt (retrieved, tool and file content).');
  table('Per framing (leave-one-family-out)', (r) => r.framing, FRAMINGS);
  table('Per carrier', (r) => r.carrier, CARRIERS);
  table('Per language', (r) => r.language, LANGUAGES);
  table('Per intent (attacks, then benign: "instruct" is system prompts, agent rules, READMEs, licences)', (r) => r.intent, [...INTENTS, ...BENIGN_INTENTS]);
}

function main(): void {
  if (ONLY === undefined || ONLY === 'documents') documentsSection();
  if (ONLY === undefined || ONLY === 'generated') generatedSection();
  if (ONLY !== undefined) return;
  const dataDir = dataDirFrom(args);
  const rows = loadRows(dataDir);
  const dev = rows.filter((r) => r.split === 'dev');
  console.log(`# Prompt injection / jailbreak evaluation\n\n${rows.length} rows; dev ${dev.length}. Decision: scan()'s injection, jailbreak and hidden-content findings reach ${BLOCK} (the attack part of blockScore).`);

  // 1. dev through the whole engine
  const withoutModel = registry.detectors.filter((d) => !CLASSIFIER_DETECTORS.includes(d));
  const judged: Judged[] = [];
  const sigOnly: Judged[] = [];
  const modelOnly: Judged[] = [];
  let otherBlocks = 0;
  for (const row of dev) {
    const z = rawLogits(row.text);
    const result = scan(row.text, OPTIONS);
    const blocked = attackBlocked(result);
    if (row.label === 'benign' && !blocked && result.blockScore >= BLOCK) otherBlocks++;
    judged.push({ row, z, blocked });
    sigOnly.push({ row, z, blocked: attackBlocked(scanWith(withoutModel, row.text, OPTIONS)) });
    const c = classify(row.text);
    modelOnly.push({ row, z, blocked: Boolean(c.injection || c.jailbreak || suffixes(row.text).length) });
  }
  const corpusDev = judged.filter((j) => j.row.file === 'corpus');
  const extraDev = judged.filter((j) => j.row.file === 'extra');
  table('dev split, whole engine (signatures + classifier), attack score ≥ 70', [
    ['corpus.jsonl dev', corpusDev],
    ['extra.jsonl dev (multilingual, tool outputs)', extraDev],
    ['all dev', judged],
  ]);
  table('dev split, by component', [
    ['signatures only', sigOnly],
    ['classifier + suffix only', modelOnly],
    ['both (the engine)', judged],
  ]);
  const harm = rates(judged);
  console.log(`\nHarmful questions without an attack (MultiJail, ${harm.harm} dev rows) blocked as injection/jailbreak: ${pct(harm.fprHarm)} %.`);
  console.log(`Benign dev rows blocked for another reason (toxic content, credentials; not counted above): ${otherBlocks}.`);
  console.log('\n#### dev per source (whole engine)');
  perSource(judged);

  // suffix detector false alarms on every benign row (both splits, both files)
  const benignAll = rows.filter((r) => r.label === 'benign');
  const alarms = benignAll.filter((r) => suffixes(r.text).length > 0).length;
  console.log(`\nAdversarial-suffix detector: ${alarms} false alarms on ${benignAll.length} benign rows (${((alarms / benignAll.length) * 1e4).toFixed(1)} per 10,000).`);

  // Everyday short text from other files of the data folder, never trained on: tweets in six languages
  // (language/eld_tweets.jsonl) and review, editorial and tweet snippets (sentiment/vader_groundtruth.jsonl).
  console.log('\n#### Everyday text from other sources (never trained on), blocked as an attack\n');
  console.log('| file | texts | blocked | rate |');
  console.log('|---|---|---|---|');
  for (const file of ['language/eld_tweets.jsonl', 'sentiment/vader_groundtruth.jsonl']) {
    const texts = readFileSync(join(dataDir, file), 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
    const blocked = texts.filter((t) => attackBlocked(scan(t, OPTIONS))).length;
    console.log(`| ${file} | ${texts.length} | ${blocked} | ${pct(blocked / texts.length)} % |`);
  }

  // 3. throughput
  const sample = dev.slice(0, 2000).map((r) => r.text);
  const kb = sample.reduce((s, t) => s + t.length, 0) / 1024;
  for (const t of sample.slice(0, 50)) scan(t, OPTIONS); // warm up
  const engineUs = timeIt(() => {
    for (const t of sample) scan(t, OPTIONS);
  });
  const modelUs = timeIt(() => {
    for (const t of sample) {
      rawLogits(t);
      suffixes(t);
    }
  });
  const doc = sample.join('\n\n').slice(0, 50_000);
  const docUs = timeIt(() => scan(doc, OPTIONS));
  console.log(`\n### Throughput (one core, ${sample.length} dev prompts, ${kb.toFixed(0)} KB)\n`);
  console.log('| what | µs per KB | MB/s |');
  console.log('|---|---|---|');
  console.log(`| whole engine scan() (all detectors) | ${(engineUs / kb).toFixed(0)} | ${(kb / 1024 / (engineUs / 1e6)).toFixed(1)} |`);
  console.log(`| classifier + suffix detector alone | ${(modelUs / kb).toFixed(0)} | ${(kb / 1024 / (modelUs / 1e6)).toFixed(1)} |`);
  console.log(`| whole engine, one 50 KB document | ${(docUs / (doc.length / 1024)).toFixed(0)} | ${(doc.length / 1024 / 1024 / (docUs / 1e6)).toFixed(1)} |`);

  // 2. leave-one-source-out
  if (!loso) return;
  console.log(`\n### Leave-one-source-out (recipe retrained without the source, ${LOSO_EPOCHS} epochs instead of ${TRAIN_OPTS.epochs}; classifier OR signatures)\n`);
  const data = featurizeRows(rows);
  const sigBlocked = new Map<Row, boolean>();
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.source, (counts.get(r.source) ?? 0) + 1);
  const sources = [...counts.entries()].filter(([, n]) => n >= MIN_SOURCE_ROWS).map(([s]) => s).sort();
  console.log('| held-out source | attacks | TPR | benign | FPR | AUC |');
  console.log('|---|---|---|---|---|---|');
  let attTot = 0, attHit = 0, benTot = 0, benHit = 0;
  for (const source of sources) {
    const trainIdx = rows.map((_, i) => i).filter((i) => rows[i]!.split === 'train' && rows[i]!.source !== source);
    const t = trainRecipe(data, trainIdx, { ...TRAIN_OPTS, epochs: LOSO_EPOCHS });
    const test = rows.filter((r) => r.source === source);
    const logits = windowedLogits([t.injection, t.jailbreak], test.map((r) => r.text));
    let att = 0, hit = 0, ben = 0, fa = 0;
    const zs: number[] = [];
    const ys: (0 | 1)[] = [];
    test.forEach((r, k) => {
      let sig = sigBlocked.get(r);
      if (sig === undefined) {
        sig = attackBlocked(scanWith(withoutModel, r.text, OPTIONS));
        sigBlocked.set(r, sig);
      }
      const [zi, zj] = logits[k]!;
      const blocked = sig || zi! >= t.blockLogit.injection || zj! >= t.blockLogit.jailbreak;
      zs.push(Math.max(zi! - t.blockLogit.injection, zj! - t.blockLogit.jailbreak));
      if (isBenign(r.label)) {
        ys.push(0);
        if (r.label === 'benign') {
          ben++;
          if (blocked) fa++;
        }
      } else {
        ys.push(1);
        att++;
        if (blocked) hit++;
      }
    });
    attTot += att; attHit += hit; benTot += ben; benHit += fa;
    console.log(`| ${source} | ${att || '–'} | ${att ? `${pct(hit / att)} %` : '–'} | ${ben || '–'} | ${ben ? `${pct(fa / ben)} %` : '–'} | ${f3(att && ben ? auc(zs, ys) : NaN)} |`);
  }
  console.log(`| **all held-out sources** | ${attTot} | ${pct(attHit / attTot)} % | ${benTot} | ${pct(benHit / benTot)} % | |`);
}

main();
