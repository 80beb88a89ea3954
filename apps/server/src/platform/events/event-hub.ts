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
/** The part of pg.Client the hub uses (tests give a fake). */
export type ListenClient = Pick<pg.Client, 'connect' | 'query' | 'end' | 'on' | 'removeAllListeners'>;

export type EventHubOptions = {
  /** Makes the listening connection's client; default: a pg.Client on the hub's URL. */
  newClient?: () => ListenClient;
  /** Wait before connecting again after the connection was lost. */
  retryMs?: number;
};

export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly everyTenant = new Set<(tenantId: string, event: LiveEvent) => void>();
  private readonly authListeners = new Set<(change: AuthChange) => void>();
  /** The one listening connection; undefined while (re)connecting. */
  private client: ListenClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly newClient: () => ListenClient;
  private readonly retryMs: number;

  constructor(
    url: string,
    private readonly log: { warn: (obj: object, msg: string) => void },
    opts: EventHubOptions = {},
  ) {
    this.newClient =
      opts.newClient ?? (() => new pg.Client({ connectionString: url, application_name: 'buchbar-listen' }));
    this.retryMs = opts.retryMs ?? 1_000;
  }

  /** Connects and listens; fails when the database cannot be reached (at start-up). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Whether the hub currently listens (one connection; none while reconnecting). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /**
   * One attempt at the listening connection. A lost connection reports 'error' more than once
   * (the server's FATAL message, then the closed socket) and a retry may overlap the old client's
   * last events: only the current client counts, every other one is discarded, and at most one
   * reconnect is pending, so there is exactly one listening connection, always.
   */
  private async connect(): Promise<void> {
    const client = this.newClient();
    client.on('notification', (msg) => {
      if (client !== this.client) return;
      if (msg.channel === AUTH_CHANNEL) this.dispatchAuth(msg.payload);
      else this.dispatch(msg.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('the live-update connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}; listen ${AUTH_CHANNEL}`);
    } catch (err) {
      discard(client);
      throw err;
    }
    if (this.stopped) {
      discard(client);
      return;
    }
    this.client = client;
    // Whatever changed while no connection listened is unknown: caches start over.
    for (const listener of this.authListeners) listener({ all: true });
  }

  private lost(client: ListenClient, err: Error): void {
    if (client !== this.client) return; // an earlier client's late report
    this.client = undefined;
    discard(client);
    if (this.stopped) return;
    this.log.warn({ err }, 'live-update connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retry || this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.stopped) return;
      this.connect().catch((err: Error) => {
        this.log.warn({ err }, 'live-update connection failed; retrying');
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retry.unref();
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
    clearTimeout(this.retry);
    this.retry = undefined;
    const client = this.client;
    this.client = undefined;
    if (client) await discard(client);
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
}

/** Stops listening to a client for good; its late errors are swallowed. */
function discard(client: ListenClient): Promise<void> {
  client.removeAllListeners('notification');
  client.removeAllListeners('error');
  client.removeAllListeners('end');
  client.on('error', () => undefined);
  return client.end().catch(() => undefined);
}
