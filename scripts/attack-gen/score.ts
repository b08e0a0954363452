// How the current engine scores the generated rows (the eval split by default): blocked means what
// scripts/eval-prompts.ts counts as blocked as an attack — scan()'s injection, jailbreak and hidden-content
// findings alone reach 70. Printed as markdown tables per framing, carrier, language, intent and
// position: attacks caught and benign rows falsely blocked. One process, no training.
//
//   node scripts/attack-gen/score.ts [--seed N] [--split train|eval] [--per-cell N]

import { scan } from '../../src/engine/index.ts';
import { BLOCK, attackBlocked } from '../attack-verdict.ts';
import type { ScanOptions } from '../../src/engine/types.ts';
import { BENIGN_INTENTS, CARRIERS, FRAMINGS, INTENTS, LANGUAGES, POSITIONS, SPLITS, generate, type Row, type Split } from './index.ts';

const OPTIONS: ScanOptions = { detectPII: true, detectCredentials: true, detectInjection: true, detectJailbreak: true, direction: 'input' };

interface Judged {
  row: Row;
  blocked: boolean;
  /** Blocked by the whole score but not as an attack (toxicity, credentials, personal data). */
  other: boolean;
}

const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)} %` : '–');

function table(title: string, key: (r: Row) => string, judged: readonly Judged[], order?: readonly string[]): void {
  const groups = new Map<string, Judged[]>();
  for (const j of judged) groups.set(key(j.row), [...(groups.get(key(j.row)) ?? []), j]);
  const keys = order ? order.filter((k) => groups.has(k)) : [...groups.keys()].sort();
  console.log(`\n### ${title}\n`);
  console.log('| value | attacks | blocked | injection | jailbreak | benign | falsely blocked |');
  console.log('|---|---|---|---|---|---|---|');
  const line = (name: string, l: readonly Judged[]) => {
    const att = l.filter((j) => j.row.label !== 'benign');
    const inj = att.filter((j) => j.row.label === 'injection');
    const jb = att.filter((j) => j.row.label === 'jailbreak');
    const ben = l.filter((j) => j.row.label === 'benign');
    const hit = (x: readonly Judged[]) => x.filter((j) => j.blocked).length;
    console.log(`| ${name} | ${att.length} | ${pct(hit(att), att.length)} | ${pct(hit(inj), inj.length)} | ${pct(hit(jb), jb.length)} | ${ben.length} | ${pct(hit(ben), ben.length)} |`);
  };
  for (const k of keys) line(k, groups.get(k)!);
  line('**all**', judged);
}

function main(argv: readonly string[]): void {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seed = Number(arg('--seed') ?? 1);
  const split = (arg('--split') ?? 'eval') as Split;
  if (!SPLITS.includes(split)) throw new Error(`--split must be train or eval, not ${split}`);
  const rows = generate({ seed, split, perCell: Number(arg('--per-cell') ?? 3) });
  const t0 = performance.now();
  const judged: Judged[] = rows.map((row) => {
    const result = scan(row.text, OPTIONS);
    const blocked = attackBlocked(result);
    return { row, blocked, other: !blocked && result.blockScore >= BLOCK };
  });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`# Generated attacks (scripts/attack-gen), ${split} split, seed ${seed}\n`);
  console.log(`${rows.length} rows scanned in ${seconds.toFixed(1)} s. Blocked = injection, jailbreak and hidden-content findings reach ${BLOCK}. ` +
    `Benign rows blocked for another reason (toxicity, credentials, personal data; not counted as false blocks): ${judged.filter((j) => j.other).length}.`);
  table('Per framing', (r) => r.framing, judged, FRAMINGS);
  table('Per carrier', (r) => r.carrier, judged, CARRIERS);
  table('Per language', (r) => r.language, judged, LANGUAGES);
  table('Per intent (attacks, then benign intents)', (r) => r.intent, judged, [...INTENTS, ...BENIGN_INTENTS]);
  table('Per position', (r) => r.position, judged, POSITIONS);
}

main(process.argv.slice(2));
