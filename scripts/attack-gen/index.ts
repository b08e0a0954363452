// A seeded, compositional generator of prompt attacks and hard benign look-alikes: an intent (override,
// extract the prompt or a secret, hijack the task, ask for a harmful answer, exfiltrate, call a tool)
// dressed in a framing (persona, nested fiction, fake system message, encodings, payload splitting…),
// placed at the start, middle or end of a carrier (e-mail, table, web page, code, tool result, JSON,
// retrieved passage), in 22 languages. Benign rows use the same framings and carriers for honest
// requests, rule files, system prompts, write-ups that quote attacks, READMEs and licences.
// Every component belongs to the train or the eval split, so the eval split measures generalisation;
// `families()` and `leaveOneOut()` serve an evaluation that holds out a whole framing or carrier.
//
//   node scripts/attack-gen/index.ts --out FILE.jsonl [--seed N] [--split train|eval] [--per-cell N]

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.ts';
import { BENIGN_INTENTS, CARRIERS, FRAMINGS, INTENTS, LANGUAGES, POSITIONS, SPLITS, type Row, type Split } from './types.ts';
import { PACKS } from './langs/index.ts';
import { EXFIL_URLS, TOOL_CALLS, TOPIC_KEYS } from './generate.ts';

export { generate, generateDetailed, labelOf, templatesOf, inSplit, splitOfIndex, fill, EXFIL_URLS, TOOL_CALLS, TOPIC_KEYS, BENIGN_WORDS, type DetailedRow, type GenerateOptions } from './generate.ts';
export { base64, rot13, leet, asciiArt, splitPayload, renderParts, varNames, salad, SALAD_TOKENS } from './transforms.ts';
export { place, renderCarrier, fillerBlocks, WRAPPERS, DOCS, type Item, type Rendered } from './carriers.ts';
export { PACKS } from './langs/index.ts';
export * from './types.ts';

/** The values of every dimension a row can be grouped or held out by. */
export function families() {
  return { intents: INTENTS, benignIntents: BENIGN_INTENTS, framings: FRAMINGS, carriers: CARRIERS, languages: LANGUAGES, positions: POSITIONS, splits: SPLITS };
}

export type Dimension = 'intent' | 'framing' | 'carrier' | 'language' | 'position';

/** Leave one family out: train on the train split without `value`, test on the eval split's rows of `value`
 *  (attacks and benign alike, so the held-out family has both a detection and a false-alarm rate). */
export function leaveOneOut(rows: readonly Row[], dimension: Dimension, value: string): { train: Row[]; test: Row[] } {
  return { train: rows.filter((r) => r.split === 'train' && r[dimension] !== value), test: rows.filter((r) => r.split === 'eval' && r[dimension] === value) };
}

/** Strings only attack components contain (addresses, tool calls, drawn key words, harmful topics, jailbreak
 *  format tokens, hijack brands): a benign row holding one would be mislabelled. */
export function attackMarkers(): string[] {
  const topics = Object.values(PACKS).flatMap((p) => Object.values(p.topics));
  return [...EXFIL_URLS, ...TOOL_CALLS, ...Object.values(TOPIC_KEYS), ...topics, 'GODMODE', 'UNFILTERED', 'VeloCoin', 'SnapPDF', 'Brightline'];
}

function main(argv: readonly string[]): void {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const out = arg('--out');
  if (!out) {
    console.error('usage: node scripts/attack-gen/index.ts --out FILE.jsonl [--seed N] [--split train|eval] [--per-cell N]');
    process.exit(2);
  }
  const split = arg('--split');
  if (split !== undefined && !SPLITS.includes(split as Split)) {
    console.error(`--split must be train or eval, not ${split}`);
    process.exit(2);
  }
  const rows = generate({ seed: Number(arg('--seed') ?? 1), perCell: Number(arg('--per-cell') ?? 3), ...(split ? { split: split as Split } : {}) });
  writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const count = (label: string) => rows.filter((r) => r.label === label).length;
  console.error(`${rows.length} rows (${count('injection')} injection, ${count('jailbreak')} jailbreak, ${count('benign')} benign) → ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
