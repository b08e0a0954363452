// Injection-pass throughput on real prompts: the injection, jailbreak and anomaly detectors over a fixed
// sample of the dev rows of the prompt corpora (../shared/data/prompts), which is where the pass is
// slowest — real text hits far more of the signature and cue prefilters than the synthetic bench does.
// Prints MB/s per core per round, from the CPU time the process used (other jobs on the machine
// disturb it less than wall time); with --by-detector also where the time goes (normalization and each
// detector over every view). Usage: node scripts/bench-injection-real.ts [--data DIR] [--rounds N] [--by-detector]

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanWith } from '../src/engine/index.ts';
import { registry } from '../src/engine/detectors/index.ts';
import { analyze } from '../src/engine/normalize/index.ts';
import type { DetectContext, Detector, ScanOptions } from '../src/engine/types.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const DATA = arg('--data') ?? new URL('../../shared/data', import.meta.url).pathname;
const ROUNDS = Number(arg('--rounds') ?? 5);
const SAMPLE = 2000;

const dev: string[] = [];
for (const file of ['corpus.jsonl', 'extra.jsonl']) {
  for (const line of readFileSync(join(DATA, 'prompts', file), 'utf8').split('\n')) {
    if (!line) continue;
    const row = JSON.parse(line) as { text: string; split?: string };
    if (row.split === 'dev') dev.push(row.text);
  }
}
// Every k-th dev row: a fixed sample that keeps the mix of sources, languages and labels.
const step = Math.max(1, Math.floor(dev.length / SAMPLE));
const texts = dev.filter((_, i) => i % step === 0).slice(0, SAMPLE);
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);

const options: ScanOptions = { detectPII: false, detectCredentials: false, detectInjection: true, detectJailbreak: true, direction: 'input' };
const attackFamilies = (d: Detector) => d.family === 'injection' || d.family === 'jailbreak' || d.family === 'anomaly';
const detectors = registry.detectors.filter(attackFamilies);
console.log(`${texts.length} dev prompts, ${(bytes / 1024).toFixed(0)} KB`);

for (const t of texts) scanWith(detectors, t, options); // warm-up
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
for (let r = 0; r < ROUNDS; r++) {
  const started = process.cpuUsage();
  for (const t of texts) scanWith(detectors, t, options);
  const ms = cpuMs(started);
  console.log(`round ${r + 1}: ${(bytes / 1_048_576 / (ms / 1000)).toFixed(2)} MB/s, ${((ms * 1000) / (bytes / 1024)).toFixed(0)} µs/KB`);
}

if (process.argv.includes('--by-detector')) {
  const ctx: DetectContext = { contentType: 'prompt', direction: 'input' };
  const spent = new Map<string, number>();
  const time = (name: string, fn: () => unknown) => {
    const t0 = process.hrtime.bigint();
    fn();
    spent.set(name, (spent.get(name) ?? 0) + Number(process.hrtime.bigint() - t0) / 1e6);
  };
  for (let r = 0; r < 3; r++) {
    for (const t of texts) {
      let views = [{ text: t }];
      time('normalization (analyze)', () => (views = analyze(t).views));
      for (const d of detectors) time(d.id, () => (d.family === 'anomaly' ? [{ text: t }] : views).forEach((v) => d.detect(v.text, ctx)));
    }
  }
  const total = [...spent.values()].reduce((a, b) => a + b, 0);
  for (const [name, ms] of [...spent].sort((a, b) => b[1] - a[1])) {
    console.log(`${name.padEnd(42)} ${(ms / 3).toFixed(1).padStart(8)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %`);
  }
}
