// docs/figures.md from the outputs of the evaluations and benchmarks: every figure block in the page
// names the command that prints it and which part of the output it is, and this script reruns the
// commands and puts their output in place. The prose around the blocks is written by hand.
//
//   <!-- figures: eval:pii --only shared | table 1 -->
//   | type | gold | predicted | … |        ← replaced by the 1st Markdown table eval:pii --only shared prints
//   <!-- /figures -->
//
// Selectors: `table N` (the N-th Markdown table of the output, 1-based) and `line /regex/` (the first
// line of the output that matches). Each distinct command runs once; eval commands get --data DIR.
//
//   node scripts/figures.ts [--data ../shared/data] [--only eval:pii] [--save DIR] [--outputs DIR] [--dry-run]
//
//   --only PREFIX   only the blocks whose command starts with PREFIX (others are left as they are)
//   --save DIR      keep each command's output as DIR/<command>.txt
//   --outputs DIR   read the outputs from DIR/<command>.txt (as --save wrote them) instead of running
//   --dry-run       print the blocks that would change instead of writing the page

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface FigureBlock {
  /** The npm script and its arguments, e.g. "eval:pii --only shared". */
  command: string;
  selector: { kind: 'table'; n: number } | { kind: 'line'; pattern: RegExp };
  /** Line indexes of the opening and closing markers in the page. */
  open: number;
  close: number;
}

const OPEN = /^<!-- figures: (.+?) \| (table (\d+)|line \/(.+)\/) -->$/;
const CLOSE = '<!-- /figures -->';

/** The figure blocks of a page, in order; throws on a marker it cannot read or an unclosed block. */
export function parseBlocks(page: string): FigureBlock[] {
  const lines = page.split('\n');
  const blocks: FigureBlock[] = [];
  let current: Omit<FigureBlock, 'close'> | undefined;
  lines.forEach((line, i) => {
    if (line.startsWith('<!-- figures:')) {
      if (current) throw new Error(`line ${i + 1}: a figure block opens inside the block of line ${current.open + 1}`);
      const m = OPEN.exec(line);
      if (!m) throw new Error(`line ${i + 1}: unreadable figure marker: ${line}`);
      const selector = m[3] !== undefined ? { kind: 'table' as const, n: Number(m[3]) } : { kind: 'line' as const, pattern: new RegExp(m[4]!) };
      if (selector.kind === 'table' && selector.n < 1) throw new Error(`line ${i + 1}: tables are counted from 1`);
      current = { command: m[1]!.trim(), selector, open: i };
    } else if (line === CLOSE) {
      if (!current) throw new Error(`line ${i + 1}: ${CLOSE} without an opening marker`);
      blocks.push({ ...current, close: i });
      current = undefined;
    }
  });
  if (current) throw new Error(`line ${current.open + 1}: figure block not closed`);
  return blocks;
}

/** The part of a command's output a selector names; throws when the output has no such part. */
export function select(output: string, selector: FigureBlock['selector'], command: string): string[] {
  const lines = output.split('\n');
  if (selector.kind === 'line') {
    const line = lines.find((l) => selector.pattern.test(l));
    if (line === undefined) throw new Error(`${command}: no output line matches /${selector.pattern.source}/`);
    return [line.trimEnd()];
  }
  const tables: string[][] = [];
  let table: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith('|')) {
      (table ??= []).push(line.trimEnd());
    } else if (table) {
      tables.push(table);
      table = undefined;
    }
  }
  if (table) tables.push(table);
  const found = tables[selector.n - 1];
  if (!found) throw new Error(`${command}: the output has ${tables.length} table(s), not ${selector.n}`);
  return found;
}

/** The page with every block whose command `outputs` has replaced by its selected part. */
export function splice(page: string, outputs: ReadonlyMap<string, string>): { page: string; changed: FigureBlock[] } {
  const lines = page.split('\n');
  const blocks = parseBlocks(page);
  const changed: FigureBlock[] = [];
  // From the last block up, so that earlier line indexes stay valid.
  for (const block of [...blocks].reverse()) {
    const output = outputs.get(block.command);
    if (output === undefined) continue;
    const part = select(output, block.selector, block.command);
    const before = lines.slice(block.open + 1, block.close);
    if (before.join('\n') !== part.join('\n')) changed.unshift(block);
    lines.splice(block.open + 1, block.close - block.open - 1, ...part);
  }
  return { page: lines.join('\n'), changed };
}

/** "eval:pii --only shared" → "eval-pii--only-shared": a file name for a command's saved output. */
export const outputFile = (command: string) => `${command.replace(/[^\w.]+/g, '-')}.txt`;

function run(command: string, data: string): string {
  const [script, ...args] = command.split(/\s+/);
  if (script!.startsWith('eval:') && !args.includes('--data')) args.push('--data', data);
  process.stderr.write(`figures: npm run ${script} -- ${args.join(' ')}\n`);
  const out = spawnSync('npm', ['run', '-s', script!, '--', ...args], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'inherit'] });
  if (out.status !== 0) throw new Error(`npm run ${script} exited with ${out.status}`);
  return out.stdout;
}

function main(): void {
  const { values } = parseArgs({
    options: { data: { type: 'string' }, only: { type: 'string' }, save: { type: 'string' }, outputs: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const root = resolve(import.meta.dirname, '..');
  const pagePath = join(root, 'docs', 'figures.md');
  const page = readFileSync(pagePath, 'utf8');
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const commands = [...new Set(parseBlocks(page).map((b) => b.command))].filter((c) => values.only === undefined || c.startsWith(values.only));
  for (const c of commands) if (!(c.split(/\s+/)[0]! in scripts)) throw new Error(`figures: no npm script ${c.split(/\s+/)[0]}`);
  const data = resolve(values.data ?? join(root, '..', 'shared', 'data'));
  const outputs = new Map<string, string>();
  for (const c of commands) {
    const saved = values.outputs === undefined ? undefined : join(values.outputs, outputFile(c));
    const output = saved !== undefined && existsSync(saved) ? readFileSync(saved, 'utf8') : values.outputs === undefined ? run(c, data) : undefined;
    if (output === undefined) continue;
    outputs.set(c, output);
    if (values.save !== undefined) {
      mkdirSync(values.save, { recursive: true });
      writeFileSync(join(values.save, outputFile(c)), output);
    }
  }
  const { page: next, changed } = splice(page, outputs);
  for (const b of changed) process.stderr.write(`figures: ${b.command} (line ${b.open + 1}) changed\n`);
  if (values['dry-run']) return;
  writeFileSync(pagePath, next);
  process.stderr.write(`figures: ${outputs.size} command(s), ${changed.length} block(s) changed in docs/figures.md\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
