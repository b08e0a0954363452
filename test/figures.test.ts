// scripts/figures.ts: the figure blocks of docs/figures.md and how outputs replace them.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outputFile, parseBlocks, select, splice } from '../scripts/figures.ts';

const OUTPUT = `PII rows: 12 in a.jsonl

| type | F1 |
|---|---|
| email | 0.992 |

Benign prompts: 100; rows with any finding: 3 (30.00 per 1,000)
| type | findings |
|---|---|
| phone | 3 |`;

const PAGE = `# Figures

<!-- figures: eval:pii --only shared | table 2 -->
| type | findings |
|---|---|
| phone | 9 |
<!-- /figures -->

Prose stays.

<!-- figures: eval:pii --only shared | line /^Benign prompts/ -->
Benign prompts: 90
<!-- /figures -->

<!-- figures: bench:http | table 1 -->
| old | table |
<!-- /figures -->
`;

describe('figures: blocks of the page replaced by the outputs that print them', () => {
  it('reads each block: its command, its selector, its markers', () => {
    const blocks = parseBlocks(PAGE);
    assert.deepEqual(
      blocks.map((b) => [b.command, b.selector.kind === 'table' ? b.selector.n : b.selector.pattern.source, b.open, b.close]),
      [
        ['eval:pii --only shared', 2, 2, 6],
        ['eval:pii --only shared', '^Benign prompts', 10, 12],
        ['bench:http', 1, 14, 16],
      ],
    );
  });

  it('replaces the blocks of the commands it has output for, and leaves the others and the prose alone', () => {
    const { page, changed } = splice(PAGE, new Map([['eval:pii --only shared', OUTPUT]]));
    assert.equal(
      page,
      `# Figures

<!-- figures: eval:pii --only shared | table 2 -->
| type | findings |
|---|---|
| phone | 3 |
<!-- /figures -->

Prose stays.

<!-- figures: eval:pii --only shared | line /^Benign prompts/ -->
Benign prompts: 100; rows with any finding: 3 (30.00 per 1,000)
<!-- /figures -->

<!-- figures: bench:http | table 1 -->
| old | table |
<!-- /figures -->
`,
    );
    assert.deepEqual(changed.map((b) => b.open), [2, 10]);
    // Splicing the same output again changes nothing.
    assert.deepEqual(splice(page, new Map([['eval:pii --only shared', OUTPUT]])).changed, []);
  });

  it('refuses a selector the output cannot answer and a malformed page, naming the line', () => {
    assert.throws(() => select(OUTPUT, { kind: 'table', n: 3 }, 'eval:pii'), /eval:pii: the output has 2 table\(s\), not 3/);
    assert.throws(() => select(OUTPUT, { kind: 'line', pattern: /^Nothing/ }, 'eval:pii'), /no output line matches \/\^Nothing\//);
    assert.throws(() => parseBlocks('<!-- figures: eval:pii | table 1 -->\n| a |\n'), /line 1: figure block not closed/);
    assert.throws(() => parseBlocks('<!-- figures: eval:pii | column 1 -->\n<!-- /figures -->'), /line 1: unreadable figure marker/);
    assert.throws(() => parseBlocks('<!-- /figures -->'), /line 1: <!-- \/figures --> without an opening marker/);
    assert.throws(() => parseBlocks('<!-- figures: eval:pii | table 0 -->\n<!-- /figures -->'), /tables are counted from 1/);
    assert.equal(outputFile('eval:pii --only shared'), 'eval-pii-only-shared.txt');
  });

  it('docs/figures.md: every block is well formed and names an npm script that exists', () => {
    const root = join(import.meta.dirname, '..');
    const page = readFileSync(join(root, 'docs', 'figures.md'), 'utf8');
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const blocks = parseBlocks(page);
    assert.ok(blocks.length >= 20, `${blocks.length} blocks`);
    for (const b of blocks) assert.ok(b.command.split(' ')[0]! in scripts, b.command);
    // Every table block holds a table (a header, its rule and rows), as the script writes it.
    const lines = page.split('\n');
    for (const b of blocks.filter((x) => x.selector.kind === 'table')) {
      const body = lines.slice(b.open + 1, b.close);
      assert.ok(body.length >= 3 && body.every((l) => l.startsWith('|')) && /^\|(-+\|)+$/.test(body[1]!.replace(/[: ]/g, '')), `line ${b.open + 1}`);
    }
  });
});
