// The `warden` command: serve | keys create|list|revoke | scan.
// `keys create` prints the new key alone on stdout (so scripts can capture it); everything else goes to stderr.

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { createStore } from './store/index.ts';
import { PLANS, type Plan } from './store/types.ts';
import { generateApiKey, hashApiKey, keyPrefix } from './http/auth.ts';
import { StartupError, databaseStartupError } from './startup-errors.ts';
// The server and the engine are imported by the commands that use them, so `keys` does not load them
// (about 0.1 s instead of 1–2 s). cluster.ts imports main.ts statically: see the note there.

const USAGE = `usage:
  warden serve [--instances N]                   run the HTTP service (configured by environment, see README);
                                                 N processes on one port (WARDEN_INSTANCES, needs WARDEN_REDIS_URL)
  warden keys create --org ORG --plan PLAN       create an API key (PLAN: free, pro, enterprise); prints the key once
  warden keys list [--org ORG]                   list keys (id, org, plan, prefix, created, revoked)
  warden keys revoke KEY_ID                      revoke a key
  warden scan [options] [FILE | -]               analyze a file (or standard input) here: exit 0 allowed, 1 blocked,
                                                 2 usage or input error (warden scan --help for the options)`;

class UsageError extends Error {}

/** Runs fn on the configured store; a database failure is one line naming WARDEN_DATABASE_URL. */
async function withStore<T>(fn: (store: ReturnType<typeof createStore>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let store: ReturnType<typeof createStore> | undefined;
  try {
    store = createStore(config.databaseUrl, undefined, { sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs });
    await store.migrate();
    return await fn(store);
  } catch (err) {
    throw databaseStartupError(err, config.databaseUrl);
  } finally {
    await store?.close();
  }
}

async function keys(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  const { values, positionals } = parseArgs({ args: rest, options: { org: { type: 'string' }, plan: { type: 'string' } }, allowPositionals: true });
  switch (sub) {
    case 'create': {
      if (!values.org || !/^[A-Za-z0-9._-]{1,64}$/.test(values.org)) throw new UsageError('--org is required: 1 to 64 letters, digits, ".", "_" or "-"');
      const plan = (values.plan ?? 'free') as Plan;
      if (!PLANS.includes(plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
      const key = generateApiKey();
      await withStore(async (store) => {
        await store.ensureOrganization(values.org!);
        const rec = await store.createApiKey({ orgId: values.org!, plan, keyHash: hashApiKey(key), prefix: keyPrefix(key) });
        process.stderr.write(`created key ${rec.id} for org ${rec.orgId} on plan ${rec.plan}; it is shown only once:\n`);
      });
      process.stdout.write(`${key}\n`);
      return;
    }
    case 'list': {
      const list = await withStore((store) => store.listApiKeys(values.org));
      for (const k of list) process.stdout.write(`${k.id}\t${k.orgId}\t${k.plan}\t${k.prefix ? `${k.prefix}…` : '-'}\t${k.createdAt}\t${k.revokedAt ?? '-'}\n`);
      if (list.length === 0) process.stderr.write('no keys\n');
      return;
    }
    case 'revoke': {
      const id = positionals[0];
      if (!id) throw new UsageError('keys revoke needs a key id (see warden keys list)');
      const ok = await withStore((store) => store.revokeApiKey(id));
      if (!ok) {
        process.stderr.write(`no active key ${id}\n`);
        process.exitCode = 1;
      } else process.stderr.write(`revoked ${id}\n`);
      return;
    }
    default:
      throw new UsageError(`unknown keys command "${sub ?? ''}"`);
  }
}

export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'serve':
      case undefined:
        await (await import('./cluster.ts')).serveCommand(rest);
        return;
      case 'keys':
        await keys(rest);
        return;
      case 'scan': {
        const { scanCommand, ScanInputError, SCAN_USAGE } = await import('./cli-scan.ts');
        if (rest.includes('--help') || rest.includes('-h')) {
          process.stdout.write(`${SCAN_USAGE}\n`);
          return;
        }
        try {
          process.exitCode = await scanCommand(rest, loadConfig());
        } catch (err) {
          if (!(err instanceof ScanInputError) && !(err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw err;
          process.stderr.write(`warden scan: ${(err as Error).message}\n${err instanceof ScanInputError ? '' : `${SCAN_USAGE}\n`}`);
          process.exitCode = 2;
        }
        return;
      }
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        return;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`configuration error: ${err.message}\n`);
      process.exit(2);
    }
    if (err instanceof StartupError) {
      process.stderr.write(`warden: ${err.message}\n`);
      // The trace of the cause only on request: it helps with a bug, not with a setting.
      const level = process.env.WARDEN_LOG_LEVEL?.trim().toLowerCase();
      if ((level === 'debug' || level === 'trace') && err.cause instanceof Error) process.stderr.write(`${err.cause.stack ?? err.cause.message}\n`);
      process.exit(1);
    }
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
      process.exit(2);
    }
    throw err;
  }
}

await main(process.argv.slice(2));
