// Map read: a floor plan with 500 seats and 2,000 bookings on one day; req/s and latency of the
// map endpoint at 50 connections, and the ratio to a trivial JSON route of the same server.
// Goal (issue 4): p95 <= 20 ms.
import autocannon from 'autocannon';
import { BASE, createBenchPlan, nextWeekday, pool, signIn, TENANT } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const db = pool();
const day = nextWeekday(2);
const { planId, seatIds } = await createBenchPlan(db, 'Bench map', 500);
// 2,000 hourly bookings: 4 per seat over the day, in Berlin time.
await db.query(
  `insert into space_bookings (tenant_id, space_id, start_at, end_at, status, organizer_id, participant_id)
   select $1, s, ($2::date + make_interval(hours => 8 + h * 2)) at time zone 'Europe/Berlin',
          ($2::date + make_interval(hours => 9 + h * 2)) at time zone 'Europe/Berlin', 'reserviert', 'demo-booker', 'demo-booker'
     from unnest($3::uuid[]) s, generate_series(0, 3) h`,
  [TENANT, day, seatIds],
);
const cookie = await signIn('admin@demo.example');
const run = (path, headers = {}) =>
  autocannon({ url: `${BASE}${path}`, connections: 50, duration: seconds, headers });
const trivial = await run('/healthz');
const map = await run(`/api/v1/spaces/arbeitswelt/floor-plans/${planId}/map?date=${day}&mode=allDay`, {
  cookie,
});
const row = (name, r) =>
  `${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p97.5 ${r.latency.p97_5} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`;
console.log(row('/healthz', trivial));
console.log(row('map', map));
console.log(
  `ratio map : /healthz = ${(map.requests.average / trivial.requests.average).toFixed(3)}; p95 goal <= 20 ms`,
);
await db.end();
