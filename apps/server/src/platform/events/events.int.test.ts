import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../../test/test-server';
import { EventHub } from './event-hub';

async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pattern: RegExp,
  timeoutMs = 5_000,
) {
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !pattern.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  return text;
}

describe('live updates over SSE', () => {
  let s: TestServer;
  let otherHub: EventHub;
  beforeAll(async () => {
    s = await startTestServer();
    // A second hub stands for another app instance publishing on the same database.
    otherHub = new EventHub(s.db.url, { warn: () => undefined });
    await otherHub.start();
  });
  afterAll(async () => {
    await otherHub?.stop();
    await s?.stop();
  });

  it('requires a session', async () => {
    expect((await fetch(`${s.base}/api/v1/events`)).status).toBe(401);
  });

  it('delivers an event published by another instance to the same tenant only', async () => {
    const cookie = await signIn(s.base, 'booker@demo.example');
    const controller = new AbortController();
    const res = await fetch(`${s.base}/api/v1/events`, { headers: { cookie }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    expect(await readUntil(reader, /: connected/)).toContain(': connected');

    const tenant = await s.db.pool.query<{ id: string }>('select id from tenants limit 1');
    const tenantId = tenant.rows[0]?.id ?? '';
    await otherHub.publish(s.db.pool, '00000000-0000-4000-8000-00000000ffff', { type: 'foreign', data: {} });
    await otherHub.publish(s.db.pool, tenantId, { type: 'booking.created', data: { id: 'b1' } });
    const text = await readUntil(reader, /booking\.created/);
    expect(text).toContain('event: booking.created\ndata: {"id":"b1"}');
    expect(text).not.toContain('foreign');
    controller.abort();
  });
});
