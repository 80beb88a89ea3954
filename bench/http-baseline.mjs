// HTTP baseline of the shell: a trivial route (/healthz) against a signed-in JSON route
// (/api/v1/me: session lookup + one query), 50 connections each. Prints req/s, latency
// percentiles and the ratio of the real route to the trivial one.
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function signIn() {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'booker@demo.example', password: 'buchbar-demo' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}); is the demo seeded?`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function run(path, headers = {}) {
  return autocannon({ url: `${base}${path}`, connections: 50, duration: seconds, headers });
}

const cookie = await signIn();
const trivial = await run('/healthz');
const me = await run('/api/v1/me', { cookie });
const row = (name, r) =>
  `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p97.5 ${r.latency.p97_5} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`;
console.log(row('/healthz', trivial));
console.log(row('/api/v1/me', me));
console.log(`ratio /api/v1/me : /healthz = ${(me.requests.average / trivial.requests.average).toFixed(2)}`);
