// Seat rush (seat-rush.mjs, API part) against one instance and against three behind nginx, on
// one machine and one PostgreSQL: starts the cluster of `npm run cluster` (scripts/cluster.mjs)
// and runs the same rush three times: (1) one instance directly, (2) nginx with only that
// instance in its upstream (the proxy's own cost), (3) nginx with all three, (4) one instance
// directly again (order effects). Prints the attempts/s of each and the ratios. Not part of `npm run bench` (it starts its own servers).
//
//   node bench/cluster-rush.mjs            # embedded PostgreSQL in a temp directory
//   DATABASE_URL=postgres://… node bench/cluster-rush.mjs   # an empty database of yours
//
// Uses ports CLUSTER_PORT (default 3350) to CLUSTER_PORT + 4. BENCH_CLIENTS / BENCH_ATTEMPTS as in
// seat-rush.mjs (defaults 100 / 3000).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from '../scripts/cluster.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 3350);
const cluster = await startCluster({
  port,
  instances: 3,
  databaseUrl: process.env.DATABASE_URL || undefined,
  env: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' },
  log: (line) => console.log(`# ${line}`),
}).catch((err) => {
  console.error(`Cannot start the cluster: ${err.message}`);
  process.exit(1);
});

/** One API rush against `url`; returns its attempts/s. @param {string} label @param {string} url */
function rush(label, url) {
  console.log(`\n## ${label} (${url})`);
  const run = spawnSync(process.execPath, ['seat-rush.mjs'], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BENCH_URL: url,
      BENCH_ORIGIN: cluster.url,
      BENCH_DATABASE_URL: cluster.databaseUrl,
      BENCH_API_ONLY: 'true',
    },
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  const rate = /^api-rate ([\d.]+)$/m.exec(run.stdout)?.[1];
  if (run.status !== 0 || !rate) throw new Error(`${label}: the rush failed (exit ${run.status})`);
  return Number(rate);
}

let failed = false;
try {
  const [first] = cluster.instances;
  if (!first) throw new Error('no instance');
  const ports = cluster.instances.map((i) => i.port);
  const direct = rush('one instance, directly', first.url);
  await cluster.nginx.configure(ports.map((p) => (p === first.port ? p : -p)));
  const oneBehind = rush('one instance behind nginx', cluster.url);
  await cluster.nginx.configure(ports);
  const three = rush('three instances behind nginx', cluster.url);
  // Once more at the end: the first run follows the cluster's start (caches, JIT, PostgreSQL's
  // first checkpoint), and on a shared machine the neighbours' load changes meanwhile.
  const again = rush('one instance, directly, again', first.url);
  console.log('\n## summary (attempts/s of the API rush)');
  console.log(`one instance, directly:       ${direct.toFixed(0)} (again at the end: ${again.toFixed(0)})`);
  console.log(
    `one instance behind nginx:    ${oneBehind.toFixed(0)} (${(oneBehind / again).toFixed(2)} of direct at the end)`,
  );
  console.log(
    `three instances behind nginx: ${three.toFixed(0)} (${(three / again).toFixed(2)} of one direct at the end, ${(three / oneBehind).toFixed(2)} of one behind nginx)`,
  );
  console.log(
    `machine: ${(await import('node:os')).cpus().length} cores; ${path.basename(cluster.databaseUrl)}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
