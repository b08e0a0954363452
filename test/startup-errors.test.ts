// Start-up failures of the real `warden` command: one line on standard error naming the setting and the
// cause, exit code 1, no stack trace, no password. Real causes: a port another socket holds, PostgreSQL
// on a closed port, refusing an unknown role or database, a file that is not SQLite, a corrupt one.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/main.ts';
import { StartupError } from '../src/startup-errors.ts';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { freePort } from './helpers.ts';

const CLI = join(import.meta.dirname, '..', 'bin', 'warden.js');
const PG_URL = process.env.WARDEN_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.WARDEN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG = new URL(PG_URL);
const PG_AT = `${PG.hostname}:${PG.port || '5432'}`;

/** `warden ARGS` with env on top of this process's; exit code and output. */
function warden(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WARDEN_LOG_LEVEL: 'info', WARDEN_SCAN_THREADS: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function assertOneLine(run: ReturnType<typeof warden>, line: string): void {
  assert.equal(run.stderr, `${line}\n`);
  assert.equal(run.status, 1);
  assert.ok(!`${run.stdout}${run.stderr}`.includes('    at '), 'no stack trace');
}

describe('warden serve: start-up failures are one line naming the setting', () => {
  let dir = '';
  before(() => void (dir = mkdtempSync(join(tmpdir(), 'warden-start-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('PORT already in use', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const run = await new Promise<ReturnType<typeof warden>>((resolve) => {
        // Asynchronous: the socket holding the port lives in this process's event loop.
        const child = spawn(process.execPath, [CLI, 'serve'], {
          env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WARDEN_DATABASE_URL: join(dir, 'port.db'), WARDEN_LOG_LEVEL: 'info', WARDEN_SCAN_THREADS: '0' },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
      assertOneLine(run, `warden: PORT ${port} is already in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('startServer itself rejects with a StartupError carrying that line', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', WARDEN_DATABASE_URL: join(dir, 'in-process.db'), WARDEN_SCAN_THREADS: '0', WARDEN_LOG_LEVEL: 'silent' });
      await assert.rejects(startServer(config), (e: unknown) => e instanceof StartupError && e.message === `PORT ${port} is already in use` && (e.cause as { code?: string }).code === 'EADDRINUSE');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('PostgreSQL not listening', async () => {
    const port = await freePort();
    assertOneLine(
      warden(['serve'], { WARDEN_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test` }),
      `warden: WARDEN_DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });

  it('PostgreSQL refusing the user, whose password is never printed', () => {
    const url = Object.assign(new URL(PG_URL), { username: 'warden_no_such_role', password: 's3cret-Passw0rd' }).toString();
    const run = warden(['serve'], { WARDEN_DATABASE_URL: url });
    assertOneLine(run, `warden: WARDEN_DATABASE_URL: PostgreSQL at ${PG_AT} refused the connection: role "warden_no_such_role" does not exist (28000)`);
    assert.ok(!`${run.stdout}${run.stderr}`.includes('s3cret-Passw0rd'));
  });

  it('PostgreSQL without the database', () => {
    const url = Object.assign(new URL(PG_URL), { pathname: '/warden_no_such_database' }).toString();
    assertOneLine(
      warden(['serve'], { WARDEN_DATABASE_URL: url }),
      `warden: WARDEN_DATABASE_URL: PostgreSQL at ${PG_AT} refused the connection: database "warden_no_such_database" does not exist (3D000)`,
    );
  });

  it('a file that is not a SQLite database', () => {
    const path = join(dir, 'notes.db');
    writeFileSync(path, 'these are my notes, not a database\n'.repeat(200));
    assertOneLine(warden(['serve'], { WARDEN_DATABASE_URL: path }), `warden: WARDEN_DATABASE_URL: ${path} is not a SQLite database`);
  });

  it('a corrupt SQLite database (garbage bytes over its schema page)', async () => {
    const good = join(dir, 'good.db');
    const store = new SqliteStore(good);
    await store.migrate();
    await store.close();
    const path = join(dir, 'corrupt.db');
    copyFileSync(good, path);
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(4000, 0x5a), 0, 4000, 100); // page 1 after the 100-byte file header
    closeSync(fd);
    assertOneLine(warden(['serve'], { WARDEN_DATABASE_URL: path }), `warden: WARDEN_DATABASE_URL: ${path} is corrupt (database disk image is malformed)`);
  });

  it('a SQLite path whose directory cannot be created', () => {
    const file = join(dir, 'plain-file');
    writeFileSync(file, 'x');
    const path = join(file, 'data', 'warden.db');
    assertOneLine(warden(['serve'], { WARDEN_DATABASE_URL: path }), `warden: WARDEN_DATABASE_URL: cannot create the directory of ${path} (ENOTDIR)`);
  });

  it('the key commands say the same of the same database', () => {
    const path = join(dir, 'notes.db');
    assertOneLine(warden(['keys', 'list'], { WARDEN_DATABASE_URL: path }), `warden: WARDEN_DATABASE_URL: ${path} is not a SQLite database`);
  });

  it('with WARDEN_INSTANCES=2 each worker says it once, and the service exits 1', async () => {
    const port = await freePort();
    const run = warden(['serve'], { WARDEN_INSTANCES: '2', WARDEN_REDIS_URL: REDIS_URL, WARDEN_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test` });
    const line = `warden: WARDEN_DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED)`;
    assert.equal(run.stderr, `${line}\n${line}\n`);
    assert.equal(run.status, 1);
    assert.ok(!`${run.stdout}${run.stderr}`.includes('    at '), 'no stack trace');
    assert.match(run.stdout, /"msg":"no worker could start; stopping"/);
  });
});
