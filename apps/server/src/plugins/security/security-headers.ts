// Security headers on every HTTP reply (@fastify/helmet): a Content-Security-Policy the built web
// app passes with no inline script (the session token sits in local storage, so script injection is
// what must not run), no framing by other sites (frame-ancestors 'none' and X-Frame-Options DENY),
// nosniff and no referrer. Public market data (the board and info hosts) stays readable from any
// origin: `Access-Control-Allow-Origin: *` without credentials, and a cross-origin resource policy.
// Private commands carry their session in the body, so another origin learns nothing without it.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy of the web app: scripts, styles and connections of its own origin only. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Libraries set element styles at run time (charts, drag and drop, toasts): styles may be inline,
  // scripts never.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // 'self' covers the realtime channel's ws:/wss: on the same host.
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Paths of the public market data hosts, readable from any origin. */
const PUBLIC_PREFIXES = ['/board/', '/info/', '/config.json', '/health'];

export const isPublicPath = (url: string): boolean =>
  PUBLIC_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Served over plain HTTP on loopback by `npm start`; HSTS is the TLS terminator's business.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicPath(request.url)) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
      reply.header('access-control-max-age', '600');
      await reply.status(204).send();
    }
  });
}

export default fp(securityHeaders, { name: 'sen-security-headers' });
