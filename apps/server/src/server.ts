// Entry point: builds the app, listens on PORT, and shuts down gracefully on SIGTERM/SIGINT:
// stops accepting, lets plugins stop their timers, close sockets and flush storage (onClose
// hooks), then exits. A second signal or a stuck close forces the exit.
import { buildApp } from './app.ts';

const FORCE_EXIT_MS = 10_000;

const app = await buildApp();
let closing = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out: exiting');
    process.exit(1);
  }, FORCE_EXIT_MS);
  timer.unref();
  try {
    await app.close();
    app.log.info('closed');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void shutdown(s));

try {
  await app.listen({ port: app.env.port, host: app.env.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  process.exit(1);
}
