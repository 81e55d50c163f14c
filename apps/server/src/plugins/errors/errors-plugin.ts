// Turns every thrown error into the REST reply of the catalogue: 4xx logged as info with their
// message, 5xx logged as error with the stack and replaced by a generic message for the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toHttpBody } from './channel-replies.ts';
import { toOutcome } from './error-outcome.ts';

/** Replies the REST shape of any error, logging a client's mistake without its stack. */
function replyRest(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const outcome = toOutcome(error);
  if (outcome.internal) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: outcome.code, message: outcome.message }, 'request rejected');
  return reply.status(outcome.status).send(toHttpBody(outcome));
}

/**
 * Fastify's `frameworkErrors` (app.ts): what the router refuses before any route or handler, such as
 * a path whose percent-encoding is broken (`/board/getStockInfo/%E0%A4%A`, FST_ERR_BAD_URL, 400),
 * answers the same REST shape, not Fastify's own `{error: "Bad Request", code, ...}`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void replyRest(error, request, reply);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => replyRest(error, request, reply));
}

export default fp(errorsPlugin, { name: 'sen-errors' });
