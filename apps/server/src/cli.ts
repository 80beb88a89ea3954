import { seedDemo } from '@buchbar/db/seed/demo';
import { localDateOf } from '@buchbar/domain/time/zoned-time';
import { hashPassword } from 'better-auth/crypto';
import { ConfigError, loadConfig } from './platform/config';
import { assertReachable, createDb, createPool } from './platform/database/database';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { migrateDatabase } from './platform/database/migrate';
import { migrationsFolder } from './platform/paths';
import { StartupError } from './platform/startup-error';

/** `cli migrate` and `cli seed`: the database chores of `npm run db:migrate` / `db:seed`. */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new StartupError('usage: cli migrate|seed');
  const config = loadConfig();
  const log = { info: console.log, warn: console.warn };
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const pool = createPool(url, 2);
  try {
    await assertReachable(pool, url);
    await migrateDatabase(pool, migrationsFolder);
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

run(process.argv[2]).catch((err: Error) => {
  const known = err instanceof StartupError || err instanceof ConfigError;
  console.error(known ? `Buchbar: ${err.message}` : err);
  process.exit(1);
});
