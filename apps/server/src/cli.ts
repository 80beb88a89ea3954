import { seedDemo } from '@buchbar/db/seed/demo';
import { localDateOf } from '@buchbar/domain/time/zoned-time';
import { hashPassword } from 'better-auth/crypto';
import { ConfigError, loadConfig } from './platform/config';
import { assertReachable, createDb, createPool } from './platform/database/database';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { migrateDatabase } from './platform/database/migrate';
import { migrationsFolder } from './platform/paths';
import { StartupError } from './platform/startup-error';
import { createStorage, describeStorage, storageConfigFromSpec } from './platform/storage/storage-factory';
import { moveFiles } from './platform/storage/storage-move';

const USAGE =
  'usage: cli migrate | cli seed | cli storage-move --from <local|postgres|s3|STORAGE_URL> --to <…> [--delete-source] [--dry-run]';

/**
 * `cli migrate`, `cli seed` and `cli storage-move`: the chores of `npm run db:migrate`,
 * `db:seed` and `storage:move`.
 */
async function run(command: string | undefined, args: string[]): Promise<void> {
  if (command === 'storage-move') return storageMove(args);
  if (command !== 'migrate' && command !== 'seed') throw new StartupError(USAGE);
  const config = loadConfig();
  const log = { info: console.log, warn: console.warn };
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const pool = createPool(url, 2);
  try {
    await assertReachable(pool, url);
    await migrateDatabase(pool, migrationsFolder, {
      onWait: () => console.log('Another instance is migrating; waiting for it to finish.'),
    });
    console.log('Migrations applied.');
    if (command === 'seed') {
      const now = Date.now();
      const seeded = await seedDemo(createDb(pool), hashPassword, localDateOf(now), now);
      console.log(seeded ? 'Demo tenant seeded.' : 'The database has tenants already; nothing seeded.');
    }
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

/** Copies (or with --delete-source moves) every file from one storage backend to another. */
async function storageMove(args: string[]): Promise<void> {
  const opts = {
    from: undefined as string | undefined,
    to: undefined as string | undefined,
    deleteSource: false,
    dryRun: false,
  };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--from') opts.from = args[++i];
    else if (arg === '--to') opts.to = args[++i];
    else if (arg === '--delete-source') opts.deleteSource = true;
    else if (arg === '--dry-run') opts.dryRun = true;
    else throw new StartupError(`unknown argument "${arg}"; ${USAGE}`);
  }
  const fromSpec = opts.from;
  const toSpec = opts.to;
  if (!fromSpec || !toSpec) throw new StartupError(USAGE);
  const config = loadConfig();
  const from = storageConfigFromSpec(fromSpec, config);
  const to = storageConfigFromSpec(toSpec, config);
  if (describeStorage(from) === describeStorage(to)) {
    throw new StartupError(`--from and --to name the same place (${describeStorage(from)}).`);
  }
  const needsDatabase = from.kind === 'postgres' || to.kind === 'postgres';
  const embedded =
    needsDatabase && !config.databaseUrl
      ? await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log: console })
      : undefined;
  const url = config.databaseUrl ?? embedded?.url;
  const pool = needsDatabase && url ? createPool(url, 2) : undefined;
  try {
    if (pool && url) {
      await assertReachable(pool, url);
      await migrateDatabase(pool, migrationsFolder);
    }
    const source = await createStorage(from, pool);
    const target = await createStorage(to, pool);
    console.log(`Moving files from ${describeStorage(from)} to ${describeStorage(to)}`);
    const started = Date.now();
    const result = await moveFiles(source, target, {
      deleteSource: opts.deleteSource,
      dryRun: opts.dryRun,
      onProgress: (line) => console.log(line),
    });
    await source.close();
    await target.close();
    const verb = opts.dryRun ? 'would copy' : 'copied';
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${verb} ${result.copied} file(s) (${result.bytes} bytes), ` +
        `${result.unchanged} already there, ${result.removed} removed from the source.`,
    );
  } finally {
    await pool?.end();
    await embedded?.stop();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((err: Error) => {
  const known = err instanceof StartupError || err instanceof ConfigError;
  console.error(known ? `Buchbar: ${err.message}` : err);
  process.exit(1);
});
