// Shared helpers of the benchmarks: sign-in, percentiles, the bench database, the next open day.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

export const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
/** The Origin header: the app's PUBLIC_URL (an instance behind a proxy is reached at another address). */
export const ORIGIN = process.env.BENCH_ORIGIN ?? BASE;
export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:buchbar@127.0.0.1:54329/buchbar';
export const TENANT = '00000000-0000-4000-8000-000000000001';

/** @type {Map<string, Promise<string>>} */
const sessions = new Map();

/**
 * The session cookie of a demo account, signed in once per bench process: a run of 100 clients
 * shares the few accounts' sessions instead of writing 100 sign-ins into the demo tenant's audit log.
 * @param {string} email
 */
export function signIn(email) {
  let session = sessions.get(email);
  if (!session) {
    session = signInOnce(email);
    sessions.set(email, session);
  }
  return session;
}

/** @param {string} email */
async function signInOnce(email) {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: 'buchbar-demo' }),
  });
  if (res.status !== 200)
    throw new Error(
      `sign-in of ${email} failed (${res.status}); is the demo seeded and RATE_LIMIT_MAX raised?`,
    );
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * "goal <= 20 ms: met" — every goal a bench prints says whether this run met it.
 * @param {string} goal e.g. "p95 <= 20 ms" @param {boolean} met
 */
export function goal(goal, met) {
  return `goal ${goal}: ${met ? 'met' : 'NOT MET'}`;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summary(latencies) {
  const s = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}

export function pool() {
  return new pg.Pool({ connectionString: DATABASE_URL, max: 20 });
}

/** A weekday at least `ahead` days from today (Berlin), as YYYY-MM-DD. */
export function nextWeekday(ahead = 1) {
  const d = new Date(Date.now() + ahead * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** 08:00-18:00 Europe/Berlin of `date` as UTC instants (DST-correct through Intl). */
export function openingOf(date) {
  const offsetHours = (iso) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date(iso));
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
    return Number(name.replace('GMT', '') || 0);
  };
  const off = offsetHours(`${date}T12:00:00Z`);
  const at = (h) => new Date(Date.parse(`${date}T${String(h - off).padStart(2, '0')}:00:00Z`)).toISOString();
  return { start: at(8), end: at(18) };
}

/**
 * Creates an active floor plan of `seats` seats for the bench (work-place product) and returns ids;
 * in one transaction, so a failure leaves nothing behind.
 * @param {pg.Pool} db @param {string} name @param {number} seats
 * @returns {Promise<{ planId: string, seatIds: string[] }>}
 */
export async function createBenchPlan(db, name, seats) {
  const client = await db.connect();
  try {
    await client.query('begin');
    const plan = await client.query(
      "insert into floor_plans (tenant_id, product, name, active) values ($1, 'arbeitswelt', $2, true) returning id",
      [TENANT, `${name} ${Date.now()}`],
    );
    const planId = plan.rows[0].id;
    const ids = await client.query(
      `insert into spaces (tenant_id, floor_plan_id, label, pos_x, pos_y)
       select $1, $2, 'B-' || g, (g % 25) * 4, (g / 25) * 4 from generate_series(1, $3) g returning id`,
      [TENANT, planId, seats],
    );
    await client.query('commit');
    return { planId, seatIds: ids.rows.map((r) => r.id) };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The floor plans one bench run creates. `drop()` (call it in `finally`) deletes them with their
 * seats and bookings, so the demo data stays as it was, also when the run fails or is stopped
 * with Ctrl-C; `keep()` leaves them for inspection (e.g. an overbooked seat).
 * @param {pg.Pool} db
 */
export function benchPlans(db) {
  /** @type {string[]} */
  const ids = [];
  let keep = false;
  const drop = async () => {
    const list = ids.splice(0);
    if (!keep && list.length > 0) await dropBenchPlans(db, list);
  };
  /** @param {NodeJS.Signals} signal */
  const interrupted = (signal) => {
    console.error(`\n${signal}: removing the bench floor plans`);
    drop()
      .catch((err) => console.error(err))
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return {
    ids,
    /** @param {string} name @param {number} seats */
    create: async (name, seats) => {
      const made = await createBenchPlan(db, name, seats);
      ids.push(made.planId);
      return made;
    },
    keep: () => {
      keep = true;
    },
    drop,
  };
}

/**
 * CPU time used so far (ms) by each process of the app server and of PostgreSQL, and by this bench
 * process, read from /proc (Linux); undefined elsewhere. The difference of two snapshots shows where
 * a run's CPU went: on a 2-core machine client, server and database share it.
 * @returns {{ pids: Map<string, { group: 'server' | 'postgres', ms: number }>, bench: number } | undefined}
 */
export function cpuSnapshot() {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const tick = 10; // USER_HZ is 100 on Linux: one tick = 10 ms
  /** @type {Map<string, { group: 'server' | 'postgres', ms: number }>} */
  const pids = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const group = /scripts\/start\.mjs|dist\/main\.js/.test(cmd)
        ? 'server'
        : /^postgres|bin\/postgres /.test(cmd)
          ? 'postgres'
          : undefined;
      if (!group) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // the process start time (field 22) tells a reused pid from the process it replaced
      pids.set(`${pid}:${fields[19]}`, { group, ms: (Number(fields[11]) + Number(fields[12])) * tick });
    } catch {
      // the process ended meanwhile
    }
  }
  const own = process.cpuUsage();
  return { pids, bench: (own.user + own.system) / 1000 };
}

/**
 * CPU (ms) each group used between two snapshots, per process: a process alive at both counts its
 * growth, one started meanwhile all it used. A PostgreSQL backend that ended between the snapshots
 * is missing from `after`; its time is not counted (never subtracted: no negative figures), so the
 * figure is a lower bound when connections were closed during the run.
 * @param {NonNullable<ReturnType<typeof cpuSnapshot>>} before
 * @param {NonNullable<ReturnType<typeof cpuSnapshot>>} after
 */
export function cpuUsedBetween(before, after) {
  const used = { server: 0, postgres: 0, bench: Math.max(0, after.bench - before.bench) };
  for (const [key, now] of after.pids)
    used[now.group] += Math.max(0, now.ms - (before.pids.get(key)?.ms ?? 0));
  return used;
}

/** "server 3.1 ms, postgres 1.2 ms, bench 0.8 ms per attempt" between two snapshots. */
export function cpuPerAttempt(before, after, attempts) {
  if (!before || !after) return 'CPU per attempt: not measured (no /proc)';
  const used = cpuUsedBetween(before, after);
  /** @param {'server' | 'postgres' | 'bench'} k */
  const per = (k) => `${k} ${(used[k] / attempts).toFixed(2)} ms`;
  /** @type {('server' | 'postgres' | 'bench')[]} */
  const groups = ['server', 'postgres', 'bench'];
  return `CPU per attempt: ${groups.map(per).join(', ')}`;
}

/**
 * A lean HTTP client for load (node:http on kept-alive connections): fetch costs the bench
 * itself about 1.5 ms of CPU per request, which on a 2-core machine is taken from the server.
 */
export function httpClient(connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(BASE);
  /** @param {string} method @param {string} path @param {{ cookie?: string, body?: unknown }} [opts] */
  return (method, path, { cookie, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      /** @type {Record<string, string | number>} */
      const headers = { origin: ORIGIN };
      if (cookie) headers.cookie = cookie;
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path, method, headers },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.statusCode));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/**
 * Deletes the bench's floor plans again (seats and bookings go with them), so the demo stays as it was.
 * @param {pg.Pool} db @param {string[]} planIds
 */
export async function dropBenchPlans(db, planIds) {
  if (planIds.length > 0) await db.query('delete from floor_plans where id = any($1::uuid[])', [planIds]);
}

/**
 * Creates a bench fleet: a location of its own with `count` active vehicles of the demo tenant
 * (no departments, no booking window), in one transaction. Returns the ids.
 * @param {pg.Pool} db @param {string} name @param {number} count
 * @returns {Promise<{ locationId: string, vehicleIds: string[] }>}
 */
export async function createBenchFleet(db, name, count) {
  const client = await db.connect();
  try {
    await client.query('begin');
    const loc = await client.query('insert into locations (tenant_id, name) values ($1, $2) returning id', [
      TENANT,
      `${name} ${Date.now()}`,
    ]);
    const locationId = loc.rows[0].id;
    const ids = await client.query(
      `insert into vehicles (tenant_id, location_id, category, make, model, licence_plate, fuel_type, gearbox, seats)
       select $1, $2::uuid, 'Bench', 'Bench', 'Car ' || g, 'BENCH-' || left($2::uuid::text, 8) || '-' || g, 'BENZIN', 'MANUELL', 5
         from generate_series(1, $3) g returning id`,
      [TENANT, locationId, count],
    );
    await client.query('commit');
    return { locationId, vehicleIds: ids.rows.map((r) => r.id) };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The bench fleets of one run, removed with their vehicles, bookings, mails' bookings and
 * locations by `drop()` (call it in `finally`; also on Ctrl-C), so the demo stays as it was.
 * @param {pg.Pool} db
 */
export function benchFleets(db) {
  /** @type {string[]} */
  const locationIds = [];
  let keep = false;
  const drop = async () => {
    const list = locationIds.splice(0);
    if (keep || list.length === 0) return;
    await db.query(
      'delete from vehicle_bookings where vehicle_id in (select id from vehicles where location_id = any($1::uuid[]))',
      [list],
    );
    await db.query('delete from vehicles where location_id = any($1::uuid[])', [list]);
    // The booking mails the API queued name the bench vehicles' plates.
    await db.query(`delete from mails where subject like '%(BENCH-%'`);
    await db.query('delete from locations where id = any($1::uuid[])', [list]);
  };
  /** @param {NodeJS.Signals} signal */
  const interrupted = (signal) => {
    console.error(`\n${signal}: removing the bench fleets`);
    drop()
      .catch((err) => console.error(err))
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return {
    locationIds,
    /** @param {string} name @param {number} count */
    create: async (name, count) => {
      const made = await createBenchFleet(db, name, count);
      locationIds.push(made.locationId);
      return made;
    },
    keep: () => {
      keep = true;
    },
    drop,
  };
}

/** `hh:mm` of `date` in Europe/Berlin as a UTC instant in ms (DST-correct through Intl). */
export function berlinInstant(date, hours, minutes = 0) {
  const probe = Date.parse(`${date}T12:00:00Z`);
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
      .formatToParts(new Date(probe))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const off = Number(name.replace('GMT', '') || 0);
  return Date.parse(`${date}T00:00:00Z`) + ((hours - off) * 60 + minutes) * 60_000;
}
