// The audit trail as a plugin: decorates `app.audit` (AuditTrail). Areas that accept orders or move
// money call `app.audit.record(entry, trx)` inside the transaction that writes them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuditTrail } from './audit-trail.ts';

async function auditPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('audit', new AuditTrail(app.storage.db));
}

export default fp(auditPlugin, { name: 'sen-audit', dependencies: ['sen-storage'] });

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditTrail;
  }
}
