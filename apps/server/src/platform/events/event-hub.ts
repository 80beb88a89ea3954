import pg from 'pg';
import type { Tx } from '../database/database';

export type LiveEvent = { type: string; data: Record<string, unknown> };
type Envelope = LiveEvent & { tenantId: string };
type Listener = (event: LiveEvent) => void;

const CHANNEL = 'buchbar_events';
/** Written by database triggers (migration 0004) when sessions, users or grants change. */
const AUTH_CHANNEL = 'buchbar_auth';

/** What an auth change touches: one user's sessions and permissions, a tenant's grants, or anything. */
export type AuthChange = { user?: string; tenant?: string; all?: true; ping?: string };

/**
 * Live updates across instances: publishers NOTIFY inside their transaction (delivered on
 * commit), every instance LISTENs on one connection and fans out to its SSE clients of
 * the same tenant.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly everyTenant = new Set<(tenantId: string, event: LiveEvent) => void>();
  private readonly authListeners = new Set<(change: AuthChange) => void>();
  private client: pg.Client | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) =>
      msg.channel === AUTH_CHANNEL ? this.dispatchAuth(msg.payload) : this.dispatch(msg.payload),
    );
    client.on('error', (err) => this.reconnect(err));
    await client.connect();
    await client.query(`listen ${CHANNEL}; listen ${AUTH_CHANNEL}`);
    this.client = client;
    // Whatever changed while no connection listened is unknown: caches start over.
    for (const listener of this.authListeners) listener({ all: true });
  }

  /** In-process caches of sessions and permissions learn here what to drop. */
  onAuthChange(listener: (change: AuthChange) => void): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  subscribe(tenantId: string, listener: Listener): () => void {
    const set = this.listeners.get(tenantId) ?? new Set();
    set.add(listener);
    this.listeners.set(tenantId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(tenantId);
    };
  }

  async publish(tx: Tx | pg.Pool, tenantId: string, event: LiveEvent): Promise<void> {
    const { channel, payload } = this.notification(tenantId, event);
    const runner = 'client' in tx ? tx.client : tx;
    await runner.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
  }

  /** Channel and payload of an event, for callers that batch the NOTIFY with other statements. */
  notification(tenantId: string, event: LiveEvent): { channel: string; payload: Envelope } {
    return { channel: CHANNEL, payload: { tenantId, ...event } };
  }

  /** In-process consumers of every tenant's events (e.g. caches), called before SSE clients. */
  subscribeAll(listener: (tenantId: string, event: LiveEvent) => void): () => void {
    this.everyTenant.add(listener);
    return () => this.everyTenant.delete(listener);
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private dispatchAuth(payload: string | undefined): void {
    let change: AuthChange = { all: true };
    try {
      if (payload) change = JSON.parse(payload) as AuthChange;
    } catch {
      // An unreadable change drops everything.
    }
    for (const listener of this.authListeners) listener(change);
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    const { tenantId, ...event } = envelope;
    for (const listener of this.everyTenant) listener(tenantId, event);
    for (const listener of this.listeners.get(tenantId) ?? []) listener(event);
  }

  private reconnect(err: Error): void {
    if (this.stopped) return;
    this.log.warn({ err }, 'live-update connection lost; reconnecting');
    this.client = undefined;
    setTimeout(() => {
      if (!this.stopped) this.start().catch((e: Error) => this.reconnect(e));
    }, 1_000).unref();
  }
}
