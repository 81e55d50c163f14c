// Turns every thrown error into the REST reply of the catalogue: 4xx logged as info with their
// message, 5xx logged as error with the stack and replaced by a generic message for the client.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toHttpBody } from './channel-replies.ts';
import { toOutcome } from './error-outcome.ts';

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const outcome = toOutcome(error);
    if (outcome.internal) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: outcome.code, message: outcome.message }, 'request rejected');
    return reply.status(outcome.status).send(toHttpBody(outcome));
  });
}

export default fp(errorsPlugin, { name: 'sen-errors' });
