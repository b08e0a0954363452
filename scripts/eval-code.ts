// False alarms on source code and its documentation: developers paste code into LLM apps all day, and
// the training prompts hold almost none. Reads 3,000 chunks (300–2,000 characters, at fixed offsets) of
// the JavaScript, TypeScript, C, Python, Markdown, JSON and YAML files under node_modules — the
// dependencies the lockfile pins, so the set is the same on every machine after `npm ci`, and no
// detector was ever fitted to it — and counts the chunks scan() blocks as an attack, alone and under a
// request ("Can you explain what this code does…"). Usage: node scripts/eval-code.ts [--chunks N] [--show]

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { scanWith } from '../src/engine/index.ts';
import { registry } from '../src/engine/detectors/index.ts';
import { riskOf } from '../src/engine/score.ts';
import { BLOCK, attackFindings } from './attack-verdict.ts';
import type { ScanOptions } from '../src/engine/types.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const CHUNKS = Number(arg('--chunks') ?? 3000);
const SHOW = process.argv.includes('--show');
const ROOT = new URL('../node_modules', import.meta.url).pathname;
const EXT = /\.(?:js|ts|md|py|c|cc|h|json|yml)$/;

/** Files in a fixed order: sorted directory entries, depth-first, at most 4,000 files of 0.5–200 KB. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (files.length > 4000 || depth > 6) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      let st;
      try {
        st = statSync(path);
      } catch {
        continue;
      }
      if (st.isDirectory()) walk(path, depth + 1);
      else if (EXT.test(name) && st.size > 500 && st.size < 200_000) files.push(path);
    }
  };
  walk(ROOT, 0);
  return files.sort();
}

const options: ScanOptions = { detectPII: false, detectCredentials: false, detectInjection: true, detectJailbreak: true, direction: 'input' };
const files = sourceFiles();
const chunks: Array<{ file: string; text: string }> = [];
for (let k = 0; k < files.length && chunks.length < CHUNKS; k++) {
  const src = readFileSync(files[k]!, 'utf8');
  const len = 300 + ((k * 7919) % 1700);
  const at = (k * 104729) % Math.max(1, src.length - len);
  chunks.push({ file: files[k]!.slice(ROOT.length + 1), text: src.slice(at, at + len) });
}

console.log(`| chunks of source code and docs | scanned | blocked as an attack | rate | by detector (score ≥ 0.7) |`);
console.log('|---|---|---|---|---|');
for (const [name, wrap] of [
  ['alone', (t: string) => t],
  ['under a request', (t: string) => `Can you explain what this code does and suggest improvements?\n\n${t}`],
] as const) {
  let blocked = 0;
  const by = new Map<string, number>();
  for (const { file, text } of chunks) {
    const findings = attackFindings(scanWith(registry.detectors, wrap(text), options).findings);
    if (riskOf(findings) < BLOCK) continue;
    blocked++;
    for (const d of new Set(findings.filter((f) => f.score >= 0.7).map((f) => f.detector))) by.set(d, (by.get(d) ?? 0) + 1);
    if (SHOW && name === 'alone') console.error(`${file}: ${text.slice(0, 160).replace(/\n/g, '⏎')}`);
  }
  const detectors = [...by].sort((a, b) => b[1] - a[1]).map(([d, n]) => `${d} ${n}`).join(', ');
  console.log(`| ${name} | ${chunks.length} | ${blocked} | ${((blocked / chunks.length) * 100).toFixed(1)} % | ${detectors || '–'} |`);
}
