// Turns every thrown error into the REST reply of the catalogue: 4xx logged as info with their
// message, 5xx logged as error with the stack and replaced by a generic message for the client.
// Also what never reaches a route: a path the router cannot decode or that holds a NUL byte (%00),
// and a request Node's HTTP parser refuses (headers too large, malformed, too slow) answer the same
// REST shape, not Fastify's or Node's own.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { SenErrorKey } from '@sen/market';
import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { applyReplyHeaders } from '../security/security-headers.ts';
import { toHttpBody } from './channel-replies.ts';
import { toOutcome } from './error-outcome.ts';
import { SenError } from './sen-error.ts';

/** Replies the REST shape of any error, logging a client's mistake without its stack. */
function replyRest(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const outcome = toOutcome(error);
  if (outcome.internal) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: outcome.code, message: outcome.message }, 'request rejected');
  return reply.status(outcome.status).send(toHttpBody(outcome));
}

/** Characters of a refused path a reply names: a path may be as long as a request head (16 KiB). */
const ECHOED_PATH_CHARS = 200;

/** The path a refusal names: the request's, without its query, cut to its first 200 characters. */
function echoedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? url;
  return path.length > ECHOED_PATH_CHARS ? `${path.slice(0, ECHOED_PATH_CHARS)}…` : path;
}

/** The router's refusals that name the request's path (Fastify puts all of it, query too, in the message). */
const PATH_REFUSALS: Readonly<Record<string, (path: string) => FastifyError>> = {
  FST_ERR_BAD_URL: (path) => new errorCodes.FST_ERR_BAD_URL(path),
  FST_ERR_MAX_PARAM_LENGTH: (path) => new errorCodes.FST_ERR_MAX_PARAM_LENGTH(path),
};

/**
 * Fastify's `frameworkErrors` (app.ts): what the router refuses before any route or handler, such as
 * a path whose percent-encoding is broken (`/board/getStockInfo/%E0%A4%A`, FST_ERR_BAD_URL, 400),
 * answers the same REST shape, not Fastify's own `{error: "Bad Request", code, ...}`, naming at most
 * the path's first 200 characters. No onRequest hook runs for it, so it gets the headers of every
 * reply here (security-headers.ts: the security headers, and the CORS of a public market data
 * path, whose preflight is answered there as on any path of its host).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = PATH_REFUSALS[error.code]?.(echoedPath(request.url)) ?? error;
  applyReplyHeaders(request, reply).then(
    () => {
      if (!reply.sent) replyRest(refusal, request, reply);
    },
    (failure: unknown) => {
      if (!reply.sent) replyRest(failure, request, reply);
    },
  );
}

/** The request path (no query) when it holds an encoded NUL byte, which no route or file can name. */
function nulBytePath(url: string): string | undefined {
  if (!url.includes('%00')) return undefined;
  const path = url.split('?', 1)[0] ?? url;
  return path.includes('%00') ? path : undefined;
}

/** What Node's HTTP parser refuses, by its error code, in the catalogue; anything else is a 400. */
const CLIENT_ERRORS: Readonly<Record<string, SenErrorKey>> = {
  HPE_HEADER_OVERFLOW: 'headersTooLarge',
  ERR_HTTP_REQUEST_TIMEOUT: 'requestTimeout',
};

/**
 * Fastify's `clientErrorHandler` (app.ts; the http server's `clientError` event): a request Node
 * refuses before Fastify sees it (a head over the 16 KiB limit: 431; a malformed one: 400; one not
 * in within the request timeout: 408) is answered in the REST shape of the catalogue and the
 * connection closed. There is no request object yet, so the reply is written to the socket; never
 * into a reply already under way on the connection (keep-alive), as Node's own handler. The raw
 * bytes of the refused request (`rawPacket`) are not logged: they may hold a password or a session.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const outcome = toOutcome(new SenError(CLIENT_ERRORS[error.code ?? ''] ?? 'badHttpRequest'));
  this.log.info({ code: error.code, status: outcome.status }, 'request refused by the HTTP parser');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && inFlight?.headersSent !== true) {
    const body = JSON.stringify(toHttpBody(outcome));
    socket.write(
      `HTTP/1.1 ${outcome.status} ${STATUS_CODES[outcome.status] ?? 'Error'}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        'x-content-type-options: nosniff\r\n' +
        'cache-control: no-store\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => replyRest(error, request, reply));
  // A path with %00 is no valid url component either: the answer of a broken percent-encoding (on
  // every host, before any route: the static files answered 403 FST_STATIC_FORBIDDEN_PATH).
  app.addHook('onRequest', async (request, reply) => {
    const path = nulBytePath(request.url);
    if (path !== undefined)
      return replyRest(new errorCodes.FST_ERR_BAD_URL(echoedPath(path)), request, reply);
    return undefined;
  });
}

export default fp(errorsPlugin, { name: 'sen-errors' });
