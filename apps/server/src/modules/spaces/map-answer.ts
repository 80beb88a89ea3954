import { gzipSync } from 'node:zlib';
import type { SeatState } from '@buchbar/domain/space-map-state';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The map answer as JSON text built from parts: the head (plan, date, opening, window) and one
 * fragment per seat, each waiting for its state. A view (one plan, day and window) is built once
 * for every viewer; only viewers who hold a booking on the plan that day get their own text,
 * where their seats say "yours". The text is exactly JSON.stringify of
 * `{ ...head, seats: seats.map((s, i) => ({ ...s, state: states[i] })) }`.
 */
export class MapView {
  private readonly head: string;
  private readonly fragments: string[];
  /** The answer for every viewer without a booking on this plan and day. */
  readonly shared: Buffer;
  private gzipped: Buffer | undefined;
  /** Answers of viewers with own seats, by e-mail: a viewer polling the map gets the same text. */
  private readonly own = new Map<string, Buffer>();

  constructor(
    head: Record<string, unknown>,
    seats: readonly Record<string, unknown>[],
    readonly states: readonly SeatState[],
  ) {
    this.head = `${JSON.stringify(head).slice(0, -1)},"seats":[`;
    this.fragments = seats.map((s) => `${JSON.stringify(s).slice(0, -1)},"state":"`);
    this.shared = Buffer.from(this.text(states));
  }

  /** The answer with some seats in another state (the viewer's own seats). */
  withStates(overrides: ReadonlyMap<number, SeatState>): Buffer {
    if (overrides.size === 0) return this.shared;
    return Buffer.from(this.text(this.states.map((s, i) => overrides.get(i) ?? s)));
  }

  /** The viewer's own answer, computed once per view (bounded: beyond 1,000 viewers, every time). */
  ownAnswer(viewer: string, compute: () => ReadonlyMap<number, SeatState>): Buffer {
    const hit = this.own.get(viewer);
    if (hit) return hit;
    const answer = this.withStates(compute());
    if (this.own.size < 1_000) this.own.set(viewer, answer);
    return answer;
  }

  /** The shared answer gzip-compressed, made on first demand (browsers always accept gzip). */
  get sharedGzip(): Buffer {
    this.gzipped ??= gzipSync(this.shared, { level: 6 });
    return this.gzipped;
  }

  private text(states: readonly SeatState[]): string {
    const parts = new Array<string>(this.fragments.length);
    for (let i = 0; i < this.fragments.length; i++) parts[i] = `${this.fragments[i]}${states[i]}"}`;
    return `${this.head}${parts.join(',')}]}`;
  }
}

/** A map answer: the JSON text, and its gzip form when it is the shared one. */
export type MapAnswer = { json: Buffer; gzip?: () => Buffer };

/** Sends a map answer as JSON, gzip-compressed when the client accepts it and it is the shared text. */
export function sendMap(req: FastifyRequest, reply: FastifyReply, answer: MapAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = req.headers['accept-encoding'];
  if (answer.gzip && typeof accepts === 'string' && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip());
  }
  return reply.send(answer.json);
}
