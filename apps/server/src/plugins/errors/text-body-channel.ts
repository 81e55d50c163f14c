// The trading and bond services (ARCHITECTURE §4) take a JSON envelope posted as text and answer
// every failure as `{rc < 1, rs}`, also what the framework refuses before a handler runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toTradingBadInput } from './channel-replies.ts';
import { toOutcome, type ErrorOutcome } from './error-outcome.ts';

/** Body types such a service reads as text: the envelope is a JSON string, often sent as a form. */
const TEXT_BODY_TYPES = ['application/x-www-form-urlencoded', 'text/plain', 'application/json'];
const TEXT_BODY_LIMIT = 64 * 1024;

/** Answers a refused request its own way, or leaves it to the channel's shape (undefined). */
export type ChannelAnswer = (
  outcome: ErrorOutcome,
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

/**
 * Makes the routes of `app` (a plugin's scope) a text channel: bodies of TEXT_BODY_TYPES (at most
 * 64 KiB) reach the handlers as text, not as key=value pairs; a request the framework refuses (a
 * body over the limit, a content type not taken) is logged under `label` and answered HTTP 200 with
 * rc -1 "Dữ liệu không hợp lệ: <reason>", unless `answer` answers it first.
 */
export function textBodyChannel(app: FastifyInstance, label: string, answer?: ChannelAnswer): void {
  for (const type of TEXT_BODY_TYPES) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: TEXT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  }
  app.setErrorHandler((error, request, reply) => {
    const outcome = toOutcome(error);
    if (outcome.internal) request.log.error({ err: error }, `${label} request failed`);
    else request.log.info({ code: outcome.code, message: outcome.message }, `${label} request rejected`);
    return answer?.(outcome, request, reply) ?? reply.status(200).send(toTradingBadInput(outcome));
  });
}
