// Storage as a Fastify plugin: opens the database, migrates it, decorates `app.storage`, and
// closes it with the app. Tests pass an already opened storage through `buildApp` options.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStorage, type Storage } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';

async function storagePlugin(app: FastifyInstance, options: { storage?: Storage }): Promise<void> {
  const storage =
    options.storage ??
    openStorage({
      dataDir: app.env.dataDir,
      databaseUrl: app.env.databaseUrl,
      onIdleError: (error) => app.log.warn({ err: error.message }, 'an idle database connection was lost'),
    });
  const applied = await migrateToLatest(storage.db);
  if (applied.length > 0) app.log.info({ applied, kind: storage.kind }, 'database migrated');
  app.decorate('storage', storage);
  if (!options.storage) app.addHook('onClose', async () => storage.db.destroy());
}

export default fp(storagePlugin, { name: 'sen-storage' });

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}
