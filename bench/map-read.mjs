// Map read: a floor plan with 500 seats and 2,000 bookings on one day; req/s and latency of the
// map endpoint at 50 connections, and the ratio to a trivial JSON route of the same server.
// Goal (issue 4): p95 <= 20 ms.
import autocannon from 'autocannon';
import {
  BASE,
  benchPlans,
  cpuPerAttempt,
  cpuSnapshot,
  goal,
  nextWeekday,
  pool,
  signIn,
  summary,
  TENANT,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const db = pool();
const plans = benchPlans(db);
try {
  const day = nextWeekday(2);
  const { planId, seatIds } = await plans.create('Bench map', 500);
  // 2,000 hourly bookings: 4 per seat over the day, in Berlin time.
  await db.query(
    `insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id)
   select $1, s, ($2::date + make_interval(hours => 8 + h * 2)) at time zone 'Europe/Berlin',
          ($2::date + make_interval(hours => 9 + h * 2)) at time zone 'Europe/Berlin', 'reserviert', 'demo-booker', 'demo-booker'
     from unnest($3::uuid[]) s, generate_series(0, 3) h`,
    [TENANT, day, seatIds],
  );
  // A viewer without a booking on the plan (most viewers) and the one who holds all 2,000 bookings
  // (the worst case: every seat of their answer is their own and computed for them).
  const viewer = await signIn('admin@demo.example');
  const holder = await signIn('booker@demo.example');
  const run = async (path, headers = {}) => {
    const before = cpuSnapshot();
    const times = [];
    const r = await new Promise((resolve, reject) => {
      const instance = autocannon(
        { url: `${BASE}${path}`, connections: 50, duration: seconds, headers },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      // Every response's time, for an exact p95 (autocannon itself reports p90 and p97.5).
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    r.cpu = cpuPerAttempt(before, cpuSnapshot(), r.requests.total).replace('attempt', 'request');
    r.p95 = summary(times).p95;
    return r;
  };
  const mapPath = `/api/v1/spaces/arbeitswelt/floor-plans/${planId}/map?date=${day}&mode=allDay`;
  // Warm-up (JIT, caches) before anything is measured.
  await autocannon({
    url: `${BASE}${mapPath}`,
    connections: 50,
    duration: Math.min(2, seconds),
    headers: { cookie: viewer },
  });
  const trivial = await run('/healthz');
  const runs = [
    ['map, viewer', await run(mapPath, { cookie: viewer })],
    ['map, viewer, gzip', await run(mapPath, { cookie: viewer, 'accept-encoding': 'gzip, deflate, br' })],
    ['map, holder of all', await run(mapPath, { cookie: holder })],
  ];
  const row = (name, r) =>
    `${name.padEnd(19)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p95 ${r.p95.toFixed(1)} ms  ` +
    `p99 ${r.latency.p99} ms  ${(r.throughput.average / 1e6).toFixed(0)} MB/s  non-2xx ${r.non2xx}`;
  console.log(row('/healthz', trivial));
  for (const [name, r] of runs) {
    console.log(row(name, r));
    console.log(`${''.padEnd(19)} ${r.cpu}`);
    console.log(
      `${''.padEnd(19)} ratio to /healthz ${(r.requests.average / trivial.requests.average).toFixed(3)}; ${goal('p95 <= 20 ms', r.p95 <= 20)}`,
    );
  }
} finally {
  // The 500-seat plan and its bookings never stay in the demo data, whatever happened.
  await plans.drop();
  await db.end();
}
