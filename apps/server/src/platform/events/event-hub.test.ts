import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { EventHub, type ListenClient } from './event-hub';

/** Stands for a pg.Client: connects, LISTENs, and can lose its connection like a terminated backend. */
class FakeClient extends EventEmitter {
  connected = false;
  listening = false;
  ended = false;
  constructor(private readonly refuse: () => boolean) {
    super();
  }
  async connect() {
    if (this.refuse()) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    this.connected = true;
  }
  async query(text: string) {
    if (text.startsWith('listen')) this.listening = true;
    return { rows: [] };
  }
  async end() {
    this.ended = true;
    this.listening = false;
  }
  /** What pg does on pg_terminate_backend: the FATAL message, then the closed socket, then 'end'. */
  terminate() {
    this.listening = false;
    this.emit('error', Object.assign(new Error('terminating connection'), { code: '57P01' }));
    this.emit('error', new Error('Connection terminated unexpectedly'));
    this.emit('end');
  }
  notify(payload: object) {
    this.emit('notification', { channel: 'buchbar_events', payload: JSON.stringify(payload) });
  }
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

function setup() {
  const clients: FakeClient[] = [];
  let refusing = 0;
  const hub = new EventHub(
    'postgres://unused',
    { warn: () => undefined },
    {
      retryMs: 1,
      newClient: () => {
        const c = new FakeClient(() => refusing-- > 0);
        clients.push(c);
        return c as unknown as ListenClient;
      },
    },
  );
  const live = () => clients.filter((c) => c.listening && !c.ended);
  return { hub, clients, live, refuse: (n: number) => (refusing = n) };
}

describe('EventHub reconnects', () => {
  it('keeps exactly one listening connection after repeated losses, and delivers each event once', async () => {
    const { hub, live, refuse } = setup();
    await hub.start();
    const got: unknown[] = [];
    hub.subscribe('t1', (e) => got.push(e));
    for (let n = 1; n <= 5; n++) {
      if (n === 3) refuse(3); // the database is away for a few attempts
      live()[0]?.terminate();
      await tick(40);
      expect(live()).toHaveLength(1);
      expect(hub.listening).toBe(true);
    }
    live()[0]?.notify({ tenantId: 't1', type: 'x', data: { n: 1 } });
    expect(got).toEqual([{ type: 'x', data: { n: 1 } }]);
    await hub.stop();
    expect(live()).toHaveLength(0);
  });

  it('ignores events and errors of a connection it already replaced', async () => {
    const { hub, clients, live } = setup();
    await hub.start();
    const got: unknown[] = [];
    hub.subscribe('t1', (e) => got.push(e));
    const first = clients[0];
    first?.terminate();
    await tick(20);
    first?.notify({ tenantId: 't1', type: 'stale', data: {} });
    first?.emit('error', new Error('late'));
    await tick(20);
    expect(got).toEqual([]);
    expect(live()).toHaveLength(1);
    expect(clients).toHaveLength(2);
    await hub.stop();
  });

  it('announces a reconnect to auth caches (changes may have been missed) and stops retrying on stop', async () => {
    const { hub, clients, live, refuse } = setup();
    await hub.start();
    const changes: unknown[] = [];
    hub.onAuthChange((c) => changes.push(c));
    refuse(1_000);
    live()[0]?.terminate();
    await hub.stop();
    const made = clients.length;
    await tick(30);
    expect(clients.length).toBe(made);
    expect(live()).toHaveLength(0);
    expect(changes).toEqual([]);

    const again = setup();
    await again.hub.start();
    const seen: unknown[] = [];
    again.hub.onAuthChange((c) => seen.push(c));
    again.live()[0]?.terminate();
    await tick(20);
    expect(seen).toEqual([{ all: true }]);
    await again.hub.stop();
  });
});
