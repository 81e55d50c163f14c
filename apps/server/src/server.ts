// Entry point: builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';

const app = await buildApp();
await app.listen({ port: app.env.port, host: '0.0.0.0' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
