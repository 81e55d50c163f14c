// Security headers on every HTTP reply (helmet): a Content-Security-Policy the built web
// app passes with no inline script (the session token sits in local storage, so script injection is
// what must not run), no framing by other sites (frame-ancestors 'none' and X-Frame-Options DENY),
// nosniff and no referrer. Public market data (the board and info hosts) stays readable from other
// origins: by default any (`Access-Control-Allow-Origin: *`, never with credentials), or the
// origins of SEN_PUBLIC_ORIGINS; with a cross-origin resource policy. Private commands carry their
// session in the body and get no CORS header, so another origin learns nothing without it.
//
// The headers are the same for every reply (no CSP nonces), so helmet's middleware runs once at
// start against a recording response and each reply gets the recorded set. @fastify/helmet built
// the whole middleware again for every request (parsing the CSP directives each time): 6% of the
// event loop at 10,000 orders/s through /trading (bench/orders/http.ts, docs/performance.md).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isBoardRootPath } from '../../host-bases.ts';

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

/** Whether a path segment cannot be percent-decoded (so no route of any host can name it). */
function undecodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether a request is public market data: under a public host's prefix, or a board path served at
 * the root (host-bases.ts), or a root path whose first segment cannot be decoded: such a path names
 * no route of the web app or of a private host, and the root is the board host's for the datafeed
 * family's clients, so the router's 400 for it answers as that host's replies do.
 */
function isPublicPath(url: string): boolean {
  if (PUBLIC_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix)))
    return true;
  const path = url.split('?', 1)[0] ?? url;
  return isBoardRootPath(path) || undecodable(path.split('/')[1] ?? '');
}

/**
 * CORS of a public market data request: `*` when every origin may read it, else the request's
 * Origin when it is in the list (with `Vary: Origin`); answers a preflight (OPTIONS) itself.
 */
async function applyPublicCors(
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

/** The headers helmet sets with these options, recorded once (helmet sets them on any response alike). */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** helmet's headers with Sen's policy, recorded once at start (they are the same for every reply). */
const HELMET_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Served over plain HTTP on loopback by `npm start`; HSTS is the TLS terminator's business.
  strictTransportSecurity: false,
});

/**
 * The headers every reply carries: the security headers and, on a public market data path (the
 * board paths at the root too), its CORS (a preflight is answered here). The plugin's onRequest hook runs it for every request; the errors
 * plugin runs it for what the router refuses before any hook (`frameworkErrors`, a broken
 * percent-encoding), so those replies carry the same headers as the other errors of their host.
 */
export async function applyReplyHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.headers(HELMET_HEADERS);
  if (isPublicPath(request.url)) await applyPublicCors(request, reply, request.server.env.publicOrigins);
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', applyReplyHeaders);
}

export default fp(securityHeaders, { name: 'sen-security-headers' });
