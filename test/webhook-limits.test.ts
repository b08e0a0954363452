// The per-organization registration cap across processes: cluster workers share one SQLite file, and
// each process's store is synchronous only within itself, so the count and the insert must hold the file's
// write lock together or two workers both see room for the last registration.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';

const STORE_MODULE = pathToFileURL(join(import.meta.dirname, '../src/store/sqlite/sqlite-store.ts')).href;

/** A process that waits for the start time, then tries `attempts` registrations; prints how many succeeded. */
const CHILD = `
import { SqliteStore } from ${JSON.stringify(STORE_MODULE)};
const [path, org, startAt, attempts, max, tag] = process.argv.slice(1);
const store = new SqliteStore(path);
while (Date.now() < Number(startAt)) await new Promise((r) => setTimeout(r, 1));
let created = 0, refused = 0;
for (let i = 0; i < Number(attempts); i++) {
  try {
    await store.createWebhook(org, { url: 'https://a.test/' + tag + '/' + i, events: ['pii.detected'], secret: 'secret-' + tag + '-' + i }, { maxPerOrganization: Number(max) });
    created++;
  } catch (err) {
    if (err.name !== 'WebhookLimitError') throw err;
    refused++;
  }
}
await store.close();
console.log(JSON.stringify({ created, refused }));
`;

function child(args: string[]): Promise<{ created: number; refused: number }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', CHILD, ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim()));
    });
  });
}

describe('webhook registration cap across processes (SQLite file)', () => {
  it('4 processes racing for the last places of 3 organizations: exactly the cap is created in each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warden-cap-'));
    try {
      const path = join(dir, 'warden.db');
      const store = new SqliteStore(path);
      await store.migrate();
      const orgs = ['acme', 'globex', 'initech'];
      for (const org of orgs) await store.ensureOrganization(org);
      const startAt = String(Date.now() + 1500);
      const runs = await Promise.all(orgs.flatMap((org) => [0, 1, 2, 3].map((n) => child([path, org, startAt, '25', '10', `${org}-${n}`]))));
      for (const [i, org] of orgs.entries()) {
        const mine = runs.slice(i * 4, i * 4 + 4);
        assert.deepEqual(
          { created: mine.reduce((a, r) => a + r.created, 0), refused: mine.reduce((a, r) => a + r.refused, 0), stored: (await store.listWebhooks(org)).length },
          { created: 10, refused: 90, stored: 10 },
          org,
        );
      }
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
