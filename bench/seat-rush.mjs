// Seat rush: 100 concurrent signed-in clients book random seats of a 300-seat floor plan for the
// next weekday through the API; then the same work as raw SQL transactions (advisory lock,
// capacity check, insert) from a pg pool. Prints bookings/s, latency percentiles, the ratio,
// and checks that no seat is overbooked. Goal (issue 4): API >= 40 % of raw, p95 <= 50 ms.
import {
  benchPlans,
  cpuPerAttempt,
  cpuSnapshot,
  goal,
  httpClient,
  nextWeekday,
  openingOf,
  pool,
  signIn,
  summary,
  TENANT,
} from './lib.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 3000);
const PACED_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_API_ONLY=true: only the warm-up and the API rush (bench/cluster-rush.mjs compares servers). */
const API_ONLY = process.env.BENCH_API_ONLY === 'true';
const SEATS = 300;

const db = pool();
const users = ['booker', 'admin', 'approver', 'fleet', 'examiner'];
const cookies = [];
for (let i = 0; i < CLIENTS; i++) cookies.push(await signIn(`${users[i % users.length]}@demo.example`));
const api = httpClient(CLIENTS);
// Signed-in clients have used their session before the rush (as a browser that loaded the map).
await Promise.all(cookies.map((cookie) => api('GET', '/api/v1/me', { cookie })));

async function rush(label, seatIds, attempt, attempts = ATTEMPTS) {
  let next = 0;
  let ok = 0;
  let conflicts = 0;
  let errors = 0;
  const latencies = [];
  const started = performance.now();
  const cpuBefore = cpuSnapshot();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      while (next < attempts) {
        next++;
        const seat = seatIds[Math.floor(Math.random() * seatIds.length)];
        const t0 = performance.now();
        const status = await attempt(seat, c);
        latencies.push(performance.now() - t0);
        if (status === 201) ok++;
        else if (status === 409) conflicts++;
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const s = summary(latencies);
  if (label) {
    console.log(
      `${label.padEnd(4)} ${attempts} attempts in ${seconds.toFixed(2)} s: ${(attempts / seconds).toFixed(0)} attempts/s, ` +
        `${ok} booked, ${conflicts} conflicts, ${errors} other; p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms`,
    );
    console.log(`     ${cpuPerAttempt(cpuBefore, cpuSnapshot(), attempts)}`);
  }
  return attempts / seconds;
}

/**
 * Open loop: attempts arrive at a fixed rate whatever the answers (as independent users do), so
 * the latency is that of a server below saturation, not of 100 clients queueing for two cores.
 */
async function paced(label, seatIds, attempt, rate, seconds) {
  const latencies = [];
  const statuses = new Map();
  const pending = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const seat = seatIds[Math.floor(Math.random() * seatIds.length)];
    const t0 = performance.now();
    pending.push(
      attempt(seat, i % CLIENTS).then((status) => {
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const s = summary(latencies);
  console.log(
    `${label.padEnd(4)} ${rate} attempts/s offered for ${seconds} s: p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  ` +
      `p99 ${s.p99.toFixed(1)} ms; answers ${[...statuses].map(([k, v]) => `${v}x ${k}`).join(', ')}`,
  );
}

const day = nextWeekday(1);
const { start, end } = openingOf(day);
const book = (spaceId, c) =>
  api('POST', '/api/v1/spaces/arbeitswelt/bookings', {
    cookie: cookies[c],
    body: { spaceId, start, end, mode: 'allDay' },
  });
// Warm-up (JIT, caches) on a plan of its own before anything is measured.
const plans = benchPlans(db);
const plan = (/** @type {string} */ name) => plans.create(name, SEATS);
/**
 * The same rush as raw SQL transactions (advisory lock, capacity check, insert), the ratio, then
 * the open loop at half the API's rate. @param {number} apiRate
 */
async function rawAndPaced(apiRate) {
  const rawPlan = await plan('Bench raw');
  const rawRate = await rush('raw', rawPlan.seatIds, async (spaceId) => {
    const client = await db.connect();
    try {
      await client.query('begin');
      // The seat's lock as the server takes it (LOCK_NAMESPACES.seat, apps/server/src/platform/database/advisory-locks.ts).
      await client.query('select pg_advisory_xact_lock(1, hashtext($1))', [spaceId]);
      const load = await client.query(
        "select coalesce(sum(group_size), 0)::int as n from space_bookings where space_id = $1 and status <> 'storniert' and start_at < $3 and end_at > $2",
        [spaceId, start, end],
      );
      if (load.rows[0].n >= 1) {
        await client.query('rollback');
        return 409;
      }
      await client.query(
        "insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id) values ($1, $2, $3, $4, 'reserviert', 'demo-booker', 'demo-booker')",
        [TENANT, spaceId, start, end],
      );
      await client.query('commit');
      return 201;
    } finally {
      client.release();
    }
  });
  console.log(
    `ratio API : raw = ${(apiRate / rawRate).toFixed(2)} (${goal('>= 0.40', apiRate / rawRate >= 0.4)})`,
  );
  const openRate = Math.max(10, Math.round(apiRate / 2 / 10) * 10);
  await paced('API', (await plan('Bench paced')).seatIds, book, openRate, PACED_SECONDS);
}

let overbooked = 0;
try {
  await rush('', (await plan('Bench warm-up')).seatIds, book, Math.min(1000, ATTEMPTS));
  const apiPlan = await plan('Bench API');
  const apiRate = await rush('API', apiPlan.seatIds, book);
  if (API_ONLY) console.log(`api-rate ${apiRate.toFixed(1)}`);

  if (!API_ONLY) await rawAndPaced(apiRate);

  const over = await db.query(
    `select s.id from spaces s join space_bookings a on a.space_id = s.id and a.status <> 'storniert'
    join space_bookings b on b.space_id = s.id and b.status <> 'storniert' and b.id < a.id and b.start_at < a.end_at and b.end_at > a.start_at
   where s.floor_plan_id = any($1::uuid[]) and s.capacity = 1 limit 5`,
    [plans.ids],
  );
  overbooked = over.rowCount ?? 0;
  console.log(`overbooked seats: ${overbooked} (must be 0)`);
  // Overbooked plans stay for inspection; clean ones go.
  if (overbooked > 0) plans.keep();
} finally {
  await plans.drop();
  await db.end();
}
if (overbooked > 0) process.exit(1);
