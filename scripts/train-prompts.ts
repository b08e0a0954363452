// `npm run train -- --only prompts [--data ../shared/data]`: builds the shipped prompt-attack models
// from public data, reproducibly (fixed seed; same data → byte-identical files):
//   models/prompt-injection/injection.json, jailbreak.json — hashed word/char n-gram + structure-feature
//     logistic regressions (one per label), Platt-calibrated on a held-back part of train, with the
//     blocking threshold chosen on the held-back BENIGN rows (see BLOCK_FPR).
//   models/prompt-injection/suffix-lm.json — a character 4-gram language model of benign text, for the
//     adversarial-suffix detector, with its surprisal threshold.
// Data: prompts/corpus.jsonl AND prompts/extra.jsonl, split=train only (dev is for eval:prompts).
// extra.jsonl brings what corpus lacks — attacks and benign text in 20+ languages, instructions planted
// in tool outputs — so the model has seen them; leave-one-source-out in eval:prompts measures how far
// that generalises. Rows are weighted so no source dominates: each (source, label) group weighs
// ∝ √(its size) in total, i.e. a row weighs 1/√n.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featurize, fnv1a, type SparseVector } from '../src/ml/features.ts';
import { fitPlatt, serialize, train, type Example, type LinearModel } from '../src/ml/linear.ts';
import { thresholdAtFpr } from '../src/ml/metrics.ts';
import { hashedWindowLogits } from '../src/ml/hashed-logit.ts';
import { serializeCharLm, trainCharLm, type CharLm, type CharLmSpec } from '../src/ml/charlm.ts';
import { FEATURE_SPEC, structureFeatures, trainingView } from '../src/engine/classifier/features.ts';
import { LONG_ONLY, bestWindow, scoreWindows } from '../src/engine/classifier/window.ts';
import { DEFAULT_SUFFIX_PARAMS, peakSuffixBits } from '../src/engine/classifier/suffix.ts';

export const SEED = 20251122;
/** Share of train rows held back for Platt scaling and thresholds (by text hash, so stable). */
export const CALIBRATION_PERCENT = 15;
/**
 * Benign false-positive rate each model may spend at the blocking threshold (two models + signatures ≤ 1 %).
 * 0.175 %: at 0.2 % the count-normalised features (FEATURE_SPEC.norm) spent 2.1 % on held-out sources.
 */
export const BLOCK_FPR = 0.00175;
export const TRAIN_OPTS = { epochs: 5, lr: 0.2, l2: 1e-7, seed: SEED };
export const LM_SPEC: CharLmSpec = { order: 4, bits: 18, alpha: 4 };
/** Characters of benign text the char LM reads (enough for stable 4-gram counts, bounded time). */
export const LM_CHARS = 6_000_000;
/** No row weighs more than this many average rows (tiny sources would otherwise swamp a batch). */
const MAX_WEIGHT = 20;

export type Label = 'benign' | 'injection' | 'jailbreak' | 'harmful_request';

export interface Row {
  text: string;
  label: Label;
  /** Weighting and leave-one-source-out unit (repository; PromptShield split by its constituent dataset). */
  source: string;
  file: 'corpus' | 'extra';
  split: 'train' | 'dev';
  noisy: boolean;
  lang: string;
}

export function dataDirFrom(argv: readonly string[]): string {
  const at = argv.indexOf('--data');
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  return resolve(root, at >= 0 && argv[at + 1] ? argv[at + 1]! : '../shared/data');
}

/** The weighting unit of a row: its repository, and PromptShield (a merge) by constituent dataset. */
export function sourceOf(source: string, subset: string | undefined): string {
  const repo = source.split(':')[0]!.split(' ')[0]!.split('@')[0]!;
  if (repo === 'wagner-group/PromptShield' && subset) {
    const ds = subset.split('|')[0]!.trim().replace(/ dataset( extended)?$/, '');
    return `PromptShield/${ds.split(' - ')[0]!.replace(/^Lmsys-0\.1$/i, 'LMSYS')}`;
  }
  return repo;
}

export function loadRows(dataDir: string): Row[] {
  const rows: Row[] = [];
  for (const file of ['corpus', 'extra'] as const) {
    const lines = readFileSync(join(dataDir, 'prompts', `${file}.jsonl`), 'utf8').split('\n');
    for (const line of lines) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as { text: string; label: Label; source: string; subset?: string; split: 'train' | 'dev'; noisy_label?: boolean; lang?: string };
      if (typeof r.text !== 'string' || r.text.length === 0) continue;
      rows.push({
        text: r.text,
        label: r.label,
        source: sourceOf(r.source, r.subset),
        file,
        split: r.split,
        noisy: r.noisy_label === true,
        lang: r.lang ?? 'en',
      });
    }
  }
  return rows;
}

// ---------- hand-written hard negatives (over-defense) ----------
// Benign requests that use an attack's vocabulary — "ignore", "previous", "instructions", "jailbreak",
// "developer mode", "act as", "without filters", "never refuse" — crossed from small templates. The
// corpus has almost none, so an n-gram model learns that these words alone mean attack. They are a
// source of their own ("warden/hard-negatives"), weighted like any other source, train only. The
// over-defense test cases (test/engine-overdefense.test.ts) are deliberately NOT among them.
const HARD_NEGATIVE_TEMPLATES: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  ['{A} {B}', ['Please ignore', 'Just ignore', 'You can ignore', 'Feel free to ignore', 'Kindly disregard', 'Please disregard', 'Forget', 'Never mind', 'Skip'], [
    'the spelling mistakes in my draft.', 'my earlier email, it went to the wrong person.', 'the previous invoice, a corrected one is attached.',
    'the formatting, I will fix it later.', 'the last paragraph of my essay.', 'the warnings from the compiler for now.', 'the noise in the background of the recording.',
    'my previous question, I found the answer.', 'the first draft and look at the second one.', 'the old instructions on the box, the manual was updated.',
    'the earlier schedule; the meeting is now on Friday.', 'the comments in the margin.', 'what I said about the budget yesterday.',
  ]],
  ['{A} {B}', ['How do I', 'Is it safe to', 'Is it legal to', 'What happens if I', 'Should I'], [
    'jailbreak my old iPad?', 'jailbreak a PS4 to run homebrew games?', 'jailbreak my Kindle to change the screensaver?', 'enable developer mode on my Chromebook?',
    'turn on developer options on a Pixel phone?', 'bypass the paywall legally with a library card?', 'override the thermostat schedule for one day?',
    'reset my router to factory settings?', 'ignore a court summons?', 'skip the previous steps in the tutorial?', 'root my Android tablet?',
  ]],
  ['{A} {B}', ['Act as', 'Please act as', 'I want you to act as', 'Pretend to be', 'Role-play as', 'You are'], [
    'a friendly math tutor and explain fractions to a ten-year-old.', 'a job interviewer for a junior developer position.', 'a tour guide in Lisbon and suggest a walking route.',
    'a Shakespearean actor and recite a short sonnet about coffee.', 'a patient language partner; correct my Spanish gently.', 'a dungeon master in our fantasy campaign and stay in character.',
    'a customer support agent for a bike shop.', 'a sommelier recommending a wine for grilled fish.', 'a strict but fair editor for my cover letter.',
  ]],
  ['{A} {B}', ['Can you explain', 'Write a short article about', 'What is', 'Summarize the debate about', 'Give me an overview of'], [
    'what a system prompt is in chatbot design?', 'how prompt injection attacks work and how to defend against them.', 'why jailbreaking phones voids the warranty.',
    'the rules of chess for beginners.', 'AI models without content filters and their risks.', 'the history of the DAN acronym in my company (Data Analytics Network).',
    'how developer mode differs from safe mode in Windows.', 'the previous versions of the GDPR instructions for controllers.', 'unrestricted free kicks in football.',
  ]],
  ['{A} {B}', ['My manager said', 'The teacher told us', 'Our coach says', 'My grandmother always said', 'The handbook says'], [
    'we should never refuse to help a colleague in need.', 'from now on, homework is due on Mondays.', 'the new rules apply starting next week.',
    'to ignore the rumours and focus on the work.', 'you must always wear a helmet on the site.', 'to forget the old process and follow the new checklist.',
    'Dan will take over the night shift from now on.', 'there are no restrictions on the parking lot after 6 pm.', 'to do anything now rather than wait until the deadline.',
  ]],
  // The speaker retracting or correcting their OWN earlier words: "my previous …" is not the assistant's instructions.
  ['{A} {B}', ['Ignore my last', 'Disregard my earlier', 'Forget my previous', 'Scratch my last', 'Never mind my earlier', 'Please ignore my first'], [
    'email, the attachment was wrong.', 'question; I figured it out myself.', 'request, my boss changed the plan.', 'message — wrong chat, sorry!',
    'instructions, the party moved to Saturday.', 'comment about the budget, I misread the table.', 'answer, I typed the wrong number.', 'prompt, I want a shorter poem instead.',
  ]],
  // Negated: "don't ignore / forget the instructions" asks to FOLLOW them, in several languages.
  ['{A} {B}', ["Don't ignore", 'Do not skip', 'Never forget', "Please don't disregard", 'Make sure not to ignore', 'Remember'], [
    'the previous instructions from the pharmacist.', 'the earlier safety instructions on the ladder.', 'the instructions above about watering the plants.',
    'the prior directions to the campsite.', 'the original assembly instructions for the crib.', 'the earlier rules of the tournament.',
  ]],
  ['{A}{B}', [''], [
    'Bitte ignoriere die Sicherheitshinweise nicht.', 'Vergiss die vorherigen Schritte der Anleitung nicht.', "N'ignorez pas les consignes de sécurité précédentes.",
    "N'oublie pas les instructions du professeur.", 'No olvides las instrucciones anteriores del manual.', 'No ignores las reglas de la piscina.',
    'Non ignorare le istruzioni precedenti del medico.', 'Não ignore as instruções anteriores do técnico.', 'Не игнорируйте предыдущие указания врача.',
    'Не забудь про инструкции учителя.', '不要无视老师之前的指示。', '请不要忘记之前的安装说明。', '前の説明を忘れないでね。', '先生の指示を無視しないように。',
    '이전 안내를 잊지 마세요.', 'लिखे हुए निर्देशों को नज़रअंदाज़ मत करो।', 'डॉक्टर के निर्देश मत भूलना।', 'لا تتجاهل تعليمات الطبيب السابقة.',
    'Önceki uyarıları görmezden gelme.', 'Ich habe die Anleitung ignoriert und das Regal ist umgefallen.', 'Ella ignoró las instrucciones y se perdió.',
  ]],
  // Ordinary "new instructions", and conditional "ignore the steps above if …".
  ['{A} {B}', ['Here are the updated instructions:', 'New instructions from the landlord:', 'The new instructions say:', 'Updated rules for the office:'], [
    'water the tomatoes twice a week.', 'put the recycling out on Tuesdays.', 'lock the back door after 8 pm.', 'fill in the form before the visit.',
  ]],
  ['{A} {B}', ['Skip the steps above if you', 'Ignore the previous section if you', 'Disregard the instructions above if you', 'You can ignore the earlier steps if you'], [
    'already have Python 3.12 installed.', 'are using macOS; run the brew command instead.', 'bought the pre-assembled model.', 'registered online last year.',
  ]],
  ['{A} {B}', ["I'd do anything now", 'I would give anything now', "I'd do anything right now"], ['for a hot shower.', 'to be at the beach.', 'for a nap.']],
];

/** The hard negatives (deterministic: every template crossing, in order). */
export function hardNegatives(): Row[] {
  const rows: Row[] = [];
  for (const [, as, bs] of HARD_NEGATIVE_TEMPLATES) {
    for (const a of as) for (const b of bs) rows.push({ text: [a, b].filter(Boolean).join(" "), label: 'benign', source: 'warden/hard-negatives', file: 'corpus', split: 'train', noisy: false, lang: 'en' });
  }
  return rows;
}

/** Held back from fitting, for calibration and thresholds: a fixed share of train rows by text hash. */
export function isCalibration(row: Pick<Row, 'text'>): boolean {
  return fnv1a(row.text, SEED) % 100 < CALIBRATION_PERCENT;
}

/** Benign for the attack models: harmless prompts and plainly harmful questions (no attack on the model). */
export const isBenign = (label: Label): boolean => label === 'benign' || label === 'harmful_request';

export interface Featurized {
  rows: Row[];
  vecs: SparseVector[];
}

export function featurizeRows(rows: Row[]): Featurized {
  return {
    rows,
    vecs: rows.map((r) => {
      const view = trainingView(r.text);
      return featurize(view, FEATURE_SPEC, structureFeatures(view));
    }),
  };
}

/**
 * Examples for one model: positives are `positive`-labelled rows, negatives benign ones; the other attack
 * label is left out (a jailbreak is not evidence against injection). Weights: 1/√n per (source, label)
 * group, noisy labels halved, capped, then scaled so each class weighs half.
 */
export function examplesFor(data: Featurized, indices: readonly number[], positive: 'injection' | 'jailbreak'): Example[] {
  const use = indices.filter((i) => {
    const l = data.rows[i]!.label;
    return l === positive || isBenign(l);
  });
  const groups = new Map<string, number>();
  for (const i of use) {
    const r = data.rows[i]!;
    const key = `${r.source}\u0000${r.label}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const raw = use.map((i) => {
    const r = data.rows[i]!;
    return (1 / Math.sqrt(groups.get(`${r.source}\u0000${r.label}`)!)) * (r.noisy ? 0.5 : 1);
  });
  const ys = use.map((i) => (data.rows[i]!.label === positive ? 1 : 0) as 0 | 1);
  const mean = raw.reduce((a, b) => a + b, 0) / Math.max(1, raw.length);
  const capped = raw.map((w) => Math.min(w / mean, MAX_WEIGHT));
  let pos = 0;
  let neg = 0;
  capped.forEach((w, k) => (ys[k] ? (pos += w) : (neg += w)));
  const n = use.length;
  return use.map((i, k) => ({
    x: data.vecs[i]!,
    y: ys[k]!,
    w: capped[k]! * (ys[k] ? n / 2 / Math.max(pos, 1e-9) : n / 2 / Math.max(neg, 1e-9)),
  }));
}

export interface Trained {
  injection: LinearModel;
  jailbreak: LinearModel;
  /** Raw-logit thresholds at which each model blocks (benign FPR ≤ BLOCK_FPR on calibration rows). */
  blockLogit: { injection: number; jailbreak: number };
  calibration: { rows: number; benign: number; fpr: { injection: number; jailbreak: number } };
}

/** Windowed max logits [injection, jailbreak] of each text, as the runtime computes them. */
export function windowedLogits(models: readonly LinearModel[], texts: readonly string[]): number[][] {
  const score = hashedWindowLogits(FEATURE_SPEC, models);
  return texts.map((t) => {
    const ws = scoreWindows(t, score);
    return models.map((_, m) => bestWindow(ws, m, LONG_ONLY[m])?.logits[m] ?? -Infinity);
  });
}

/** The whole recipe on the given row indices: fit on the non-calibration part, calibrate on the rest. */
export function trainRecipe(data: Featurized, indices: readonly number[], opts = TRAIN_OPTS, log: (s: string) => void = () => {}): Trained {
  const fit = indices.filter((i) => !isCalibration(data.rows[i]!));
  const cal = indices.filter((i) => isCalibration(data.rows[i]!));
  const models = (['injection', 'jailbreak'] as const).map((label) => {
    const ex = examplesFor(data, fit, label);
    log(`  ${label}: ${ex.filter((e) => e.y === 1).length} positives, ${ex.filter((e) => e.y === 0).length} negatives`);
    return train(ex, FEATURE_SPEC, opts);
  }) as [LinearModel, LinearModel];
  const logits = windowedLogits(models, cal.map((i) => data.rows[i]!.text));
  const blockLogit = { injection: 0, jailbreak: 0 };
  const fpr = { injection: 0, jailbreak: 0 };
  (['injection', 'jailbreak'] as const).forEach((label, m) => {
    const zs: number[] = [];
    const ys: (0 | 1)[] = [];
    const benign: number[] = [];
    cal.forEach((i, k) => {
      const l = data.rows[i]!.label;
      if (l !== label && !isBenign(l)) return;
      zs.push(logits[k]![m]!);
      ys.push(l === label ? 1 : 0);
      if (isBenign(l)) benign.push(logits[k]![m]!);
    });
    models[m]!.platt = fitPlatt(zs, ys);
    blockLogit[label] = thresholdAtFpr(benign, BLOCK_FPR);
    fpr[label] = benign.filter((z) => z >= blockLogit[label]).length / Math.max(1, benign.length);
  });
  const benignCount = cal.filter((i) => isBenign(data.rows[i]!.label)).length;
  return { injection: models[0], jailbreak: models[1], blockLogit, calibration: { rows: cal.length, benign: benignCount, fpr } };
}

export interface SuffixModel {
  lm: CharLm;
  /** Mean surprisal threshold, bits per character. */
  bits: number;
  /** On the held-back benign rows. */
  falseAlarmsPer10k: number;
}

/**
 * The char LM reads benign fitting rows (up to LM_CHARS characters, in file order), except LMSYS chat
 * logs, which hold real jailbreaks labelled benign (SOURCES.md) — some with adversarial suffixes the LM
 * must not learn as normal. The surprisal threshold stays at the default (chosen on train benign rows:
 * 6.5 false alarms per 10,000 at 3.5 bits/char); the held-back benign rows' false-alarm rate is recorded.
 */
export function trainSuffix(data: Featurized, indices: readonly number[]): SuffixModel {
  const texts: string[] = [];
  let chars = 0;
  for (const i of indices) {
    const r = data.rows[i]!;
    if (!isBenign(r.label) || isCalibration(r) || r.source.endsWith('/LMSYS') || chars >= LM_CHARS) continue;
    texts.push(r.text);
    chars += r.text.length;
  }
  const lm = trainCharLm(texts, LM_SPEC);
  const bits = DEFAULT_SUFFIX_PARAMS.bits;
  let benign = 0;
  let alarms = 0;
  for (const i of indices) {
    const r = data.rows[i]!;
    if (!isBenign(r.label) || !isCalibration(r)) continue;
    benign++;
    if (peakSuffixBits(lm, r.text) >= bits) alarms++;
  }
  return { lm, bits, falseAlarmsPer10k: Math.round((alarms / Math.max(1, benign)) * 1e5) / 10 };
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

function main(): void {
  const started = Date.now();
  const dataDir = dataDirFrom(process.argv.slice(2));
  const out = resolve(fileURLToPath(new URL('../models/prompt-injection/', import.meta.url)));
  const rows = [...loadRows(dataDir), ...hardNegatives()];
  const trainIdx = rows.map((_, i) => i).filter((i) => rows[i]!.split === 'train');
  console.log(`rows: ${rows.length} (train ${trainIdx.length}); featurizing…`);
  const data = featurizeRows(rows);
  console.log(`featurized in ${((Date.now() - started) / 1000).toFixed(1)} s; training…`);
  const t = trainRecipe(data, trainIdx, TRAIN_OPTS, console.log);
  console.log(`trained in ${((Date.now() - started) / 1000).toFixed(1)} s; calibration rows ${t.calibration.rows} (benign ${t.calibration.benign}), block logits`, t.blockLogit, 'FPR', t.calibration.fpr);
  const suffix = trainSuffix(data, trainIdx);
  console.log(`suffix LM: ${suffix.lm.total} chars, threshold ${suffix.bits} bits/char, ${suffix.falseAlarmsPer10k} false alarms per 10,000 held-back benign rows`);

  const sources = [...new Set(trainIdx.map((i) => rows[i]!.source))].sort();
  const common = { seed: SEED, data: 'prompts/corpus.jsonl + prompts/extra.jsonl, split=train', sources: sources.length, calibrationPercent: CALIBRATION_PERCENT };
  mkdirSync(out, { recursive: true });
  const files: Record<string, string> = {
    'injection.json': JSON.stringify(serialize(t.injection, { ...common, label: 'injection', blockLogit: t.blockLogit.injection, blockFpr: BLOCK_FPR, train: TRAIN_OPTS })),
    'jailbreak.json': JSON.stringify(serialize(t.jailbreak, { ...common, label: 'jailbreak', blockLogit: t.blockLogit.jailbreak, blockFpr: BLOCK_FPR, train: TRAIN_OPTS })),
    'suffix-lm.json': JSON.stringify(serializeCharLm(suffix.lm, { ...common, bits: suffix.bits, tokens: DEFAULT_SUFFIX_PARAMS.tokens, glued: DEFAULT_SUFFIX_PARAMS.glued, falseAlarmsPer10k: suffix.falseAlarmsPer10k, lmChars: LM_CHARS })),
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(out, name), body);
    console.log(`wrote models/prompt-injection/${name} (${(body.length / 1e6).toFixed(2)} MB, sha256 ${sha256(body).slice(0, 16)}…)`);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

