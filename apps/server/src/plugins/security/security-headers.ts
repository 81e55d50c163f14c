// Security headers on every HTTP reply (@fastify/helmet): a Content-Security-Policy the built web
// app passes with no inline script (the session token sits in local storage, so script injection is
// what must not run), no framing by other sites (frame-ancestors 'none' and X-Frame-Options DENY),
// nosniff and no referrer. Public market data (the board and info hosts) stays readable from other
// origins: by default any (`Access-Control-Allow-Origin: *`, never with credentials), or the
// origins of SEN_PUBLIC_ORIGINS; with a cross-origin resource policy. Private commands carry their
// session in the body and get no CORS header, so another origin learns nothing without it.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The policy of the web app: scripts, styles and connections of its own origin only. */
const CONTENT_SECURITY_POLICY = {
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

const isPublicPath = (url: string): boolean =>
  PUBLIC_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

/**
 * CORS of a public market data request: `*` when every origin may read it, else the request's
 * Origin when it is in the list (with `Vary: Origin`); answers a preflight (OPTIONS) itself.
 */
export async function applyPublicCors(
  request: FastifyRequest,
  reply: FastifyReply,
  origins: readonly string[],
): Promise<void> {
  const origin = request.headers.origin;
  if (origins.includes('*')) reply.header('access-control-allow-origin', '*');
  else {
    reply.header('vary', 'Origin');
    if (origin !== undefined && origins.includes(origin)) reply.header('access-control-allow-origin', origin);
  }
  reply.header('cross-origin-resource-policy', 'cross-origin');
  if (request.method === 'OPTIONS') {
    reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    reply.header('access-control-max-age', '600');
    await reply.status(204).send();
  }
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Served over plain HTTP on loopback by `npm start`; HSTS is the TLS terminator's business.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isPublicPath(request.url)) await applyPublicCors(request, reply, app.env.publicOrigins);
  });
}

export default fp(securityHeaders, { name: 'sen-security-headers' });
