// Tiny PostgreSQL helper for CI: check reachability, create and drop databases.
import pg from 'pg';

const [command, url, ...names] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  for (const name of names) {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
    if (command === 'create') await client.query(`create database ${name}`);
    if (command === 'drop') await client.query(`drop database if exists ${name} with (force)`);
  }
  await client.end();
} catch (err) {
  if (command !== 'check') console.error(err.message);
  process.exit(1);
}
