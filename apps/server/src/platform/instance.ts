import { randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * This process's name among the instances on one database: INSTANCE_ID when the operator sets
 * one (e.g. "app-2" from a systemd unit), else host name, pid and a random part, so two
 * processes never share it even in containers that all have pid 1 and the same host name.
 */
export function resolveInstanceId(configured: string | undefined): string {
  if (configured) return configured;
  const host =
    os
      .hostname()
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 60) || 'host';
  return `${host}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** What /readyz reports of this instance; draining starts when it is told to stop. */
export class InstanceState {
  private drainingSince: number | undefined;

  constructor(readonly id: string) {}

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** From now on /readyz answers 503, so the proxy stops sending new requests here. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
