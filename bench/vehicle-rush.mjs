// Vehicle rush: 100 concurrent signed-in clients book random vehicles of a new 300-vehicle bench
// fleet for overlapping periods through POST /api/v1/vehicle-bookings; then the same work as raw
// SQL transactions (the vehicle's advisory lock, the vehicle and availability check with the
// 15-minute gap, insert with the confirmation mail and its job) from a pg pool. Prints attempts/s, latency percentiles, the ratio API : raw, and checks
// by SQL that no vehicle is overbooked. Goal (issue 10): API >= 50 % of raw, 0 overbooked.
import {
  benchFleets,
  berlinInstant,
  cpuPerAttempt,
  cpuSnapshot,
  goal,
  httpClient,
  nextWeekday,
  pool,
  signIn,
  summary,
  TENANT,
} from './lib.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 3000);
const VEHICLES = 300;
const GAP_MIN = 15;
/** BENCH_RAW_OUTBOX=0: the raw transactions queue no confirmation mail (the booking alone, as before). */
const RAW_OUTBOX = process.env.BENCH_RAW_OUTBOX !== '0';

const db = pool();
const users = ['booker', 'admin', 'approver', 'fleet', 'examiner'];
const cookies = [];
for (let i = 0; i < CLIENTS; i++) cookies.push(await signIn(`${users[i % users.length]}@demo.example`));
const api = httpClient(CLIENTS);
await Promise.all(cookies.map((cookie) => api('GET', '/api/v1/me', { cookie })));

// Periods on one working day, 08:00-18:00 Berlin: starts on the 15-minute step, 1-3 hours long,
// so attempts on one vehicle overlap often (about 10 fit a vehicle's day with the gap).
const day = nextWeekday(2);
const periods = [];
for (let q = 0; q < 28; q++)
  for (const hours of [1, 2, 3]) {
    const start = berlinInstant(day, 8, q * 15);
    const end = start + hours * 3600_000;
    if (end <= berlinInstant(day, 18)) periods.push({ start, end });
  }
const pick = (/** @type {string[]} */ ids) => ({
  vehicleId: ids[Math.floor(Math.random() * ids.length)],
  ...periods[Math.floor(Math.random() * periods.length)],
});

async function rush(label, vehicleIds, attempt, attempts = ATTEMPTS) {
  let next = 0;
  let ok = 0;
  let conflicts = 0;
  let errors = 0;
  /** @type {Map<number, number>} */
  const other = new Map();
  const latencies = [];
  const started = performance.now();
  const cpuBefore = cpuSnapshot();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      while (next < attempts) {
        next++;
        const t0 = performance.now();
        const status = await attempt(pick(vehicleIds), c);
        latencies.push(performance.now() - t0);
        if (status === 201) ok++;
        else if (status === 409) conflicts++;
        else {
          errors++;
          other.set(status, (other.get(status) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const s = summary(latencies);
  if (label) {
    console.log(
      `${label.padEnd(4)} ${attempts} attempts in ${seconds.toFixed(2)} s: ${(attempts / seconds).toFixed(0)} attempts/s, ` +
        `${ok} booked, ${conflicts} conflicts, ${errors} other${errors ? ` (${[...other].map(([k, v]) => `${v}x ${k}`).join(', ')})` : ''}; ` +
        `p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms`,
    );
    console.log(`     ${cpuPerAttempt(cpuBefore, cpuSnapshot(), attempts)}`);
  }
  return attempts / seconds;
}

const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();
const book = (/** @type {{ vehicleId: string, start: number, end: number }} */ t, c) =>
  api('POST', '/api/v1/vehicle-bookings', {
    cookie: cookies[c],
    body: {
      vehicleId: t.vehicleId,
      start: iso(t.start),
      end: iso(t.end),
      reasonForTrip: 'Bench',
      destination: 'Bench',
    },
  });

// The raw transactions book as the same demo accounts as the API clients (booker and mail address).
const rawBookers = (
  await db.query('select id, email from users where tenant_id = $1 and email = any($2::text[])', [
    TENANT,
    users.map((u) => `${u}@demo.example`),
  ])
).rows;
const fleets = benchFleets(db);
const fleet = (/** @type {string} */ name) => fleets.create(name, VEHICLES);
let overbooked = 0;
try {
  await rush('', (await fleet('Bench warm-up')).vehicleIds, book, Math.min(1000, ATTEMPTS));
  const apiRate = await rush('API', (await fleet('Bench API')).vehicleIds, book);

  // The same work as raw SQL: under the vehicle's lock one statement reads the vehicle (active,
  // validity, booking window, departments: what checkVehicleBooking gets) and tells whether a
  // blocking booking overlaps the period widened by the gap or is an `aktiv` trip past its end;
  // then one statement inserts the booking with the confirmation mail to the booker and its
  // delivery job (the outbox, as the API queues it; the app's worker delivers it).
  const rawRate = await rush('raw', (await fleet('Bench raw')).vehicleIds, async (t, c) => {
    const client = await db.connect();
    try {
      await client.query('begin');
      // The vehicle's lock as the server takes it (LOCK_NAMESPACES.vehicle, apps/server/src/platform/database/advisory-locks.ts).
      await client.query('select pg_advisory_xact_lock(4, hashtext($1))', [t.vehicleId]);
      const check = await client.query(
        `select v.active and (v.valid_from is null or v.valid_from <= $2::timestamptz::date)
                and (v.valid_to is null or v.valid_to >= $3::timestamptz::date) as usable,
                v.booking_weekdays, v.booking_from, v.booking_to, v.booking_outside_allowed, v.make, v.model, v.licence_plate,
                array(select d.department_id from vehicle_departments d where d.vehicle_id = v.id) as departments,
                exists (select 1 from vehicle_bookings b where b.tenant_id = $5 and b.vehicle_id = v.id
                          and b.status in ('vorgemerkt', 'reserviert', 'aktiv')
                          and (tstzrange(b.start_at, b.end_at, '[)') && tstzrange($2::timestamptz - make_interval(mins => $4), $3::timestamptz + make_interval(mins => $4), '[)')
                               or (b.status = 'aktiv' and b.end_at < now() and b.start_at < $3::timestamptz + make_interval(mins => $4)))) as busy
           from vehicles v where v.tenant_id = $5 and v.id = $1`,
        [t.vehicleId, iso(t.start), iso(t.end), GAP_MIN, TENANT],
      );
      const v = check.rows[0];
      if (!v?.usable || v.busy) {
        await client.query('rollback');
        return v?.usable ? 409 : 422;
      }
      const booker = rawBookers[c % rawBookers.length];
      if (!RAW_OUTBOX)
        await client.query(
          `insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id, reason, destination)
           values ($1, $2, 'reserviert', $3, $4, $5, $5, 'Bench', 'Bench')`,
          [TENANT, t.vehicleId, iso(t.start), iso(t.end), booker.id],
        );
      else
        await client.query(
          `with booking as (
           insert into vehicle_bookings (tenant_id, vehicle_id, status, start_at, end_at, booker_id, driver_id, reason, destination)
           values ($1, $2, 'reserviert', $3, $4, $5, $5, 'Bench', 'Bench') returning id),
         mail as (
           insert into mails (tenant_id, "to", subject, text)
           select $1, $6, $7, $8 from booking returning id)
         insert into pgboss.job (name, data) select 'mail.send', jsonb_build_object('mailId', mail.id) from mail`,
          [
            TENANT,
            t.vehicleId,
            iso(t.start),
            iso(t.end),
            booker.id,
            booker.email,
            `Fahrzeug gebucht: ${v.make} ${v.model} (${v.licence_plate})`,
            `Ihre Fahrt ${iso(t.start)} – ${iso(t.end)} ist gebucht.`,
          ],
        );
      await client.query('commit');
      return 201;
    } finally {
      client.release();
    }
  });
  console.log(
    `ratio API : raw = ${(apiRate / rawRate).toFixed(2)} (${goal('>= 0.50', apiRate / rawRate >= 0.5)})`,
  );

  // Overbooked: two blocking bookings of one bench vehicle overlapping or closer than the gap.
  const over = await db.query(
    `select a.vehicle_id from vehicle_bookings a
       join vehicle_bookings b on b.vehicle_id = a.vehicle_id and b.id < a.id
        and b.status in ('vorgemerkt', 'reserviert', 'aktiv')
        and tstzrange(b.start_at, b.end_at, '[)') && tstzrange(a.start_at - make_interval(mins => $2), a.end_at + make_interval(mins => $2), '[)')
       join vehicles v on v.id = a.vehicle_id
      where v.location_id = any($1::uuid[]) and a.status in ('vorgemerkt', 'reserviert', 'aktiv') limit 5`,
    [fleets.locationIds, GAP_MIN],
  );
  overbooked = over.rowCount ?? 0;
  console.log(`overbooked vehicles: ${overbooked} (must be 0)`);
  if (overbooked > 0) fleets.keep();
} finally {
  await fleets.drop();
  await db.end();
}
if (overbooked > 0) process.exit(1);
