// HTTP routes of the trading service (ARCHITECTURE §4): POST {base} and {base}/CoreServlet.pt with a
// form-encoded JSON envelope; POST {base}/ResetPassword.pt; GET {base}/getInmemList/{name}.
// Every failure is a `{rc < 1, rs}` reply and changes nothing; server faults are logged, hidden.
import { GENERAL_MESSAGES } from '@sen/market';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okReply, type TradingReply } from '@sen/protocol';
import type { CommandRegistry } from './command-registry.ts';
import { toTradingBadInput, toTradingReply } from '../../plugins/errors/channel-replies.ts';
import { toOutcome } from '../../plugins/errors/error-outcome.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { textBodyChannel } from '../../plugins/errors/text-body-channel.ts';
import { IN_MEMORY_LISTS } from './reference-data.ts';

export interface GatewayDeps {
  registry: CommandRegistry;
  resetPassword(body: string, request: FastifyRequest): Promise<{ http: number; rc: number; rs: string }>;
}

function failure(error: unknown, request: FastifyRequest): TradingReply {
  if (error instanceof SenError) return { rc: error.rc, rs: error.message, data: error.data ?? null };
  request.log.error({ err: error }, 'trading command failed');
  return { rc: -1, rs: GENERAL_MESSAGES.genericError.vi, data: null };
}

export async function gatewayRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  // The body is a JSON string sent as a form: read as text. What the framework refuses before a
  // handler runs answers in this channel's shape (HTTP 200, rc -1); ResetPassword.pt adds its `http`,
  // and a GET (getInmemList) keeps its HTTP status.
  textBodyChannel(app, 'trading', (outcome, request, reply) => {
    if (request.method !== 'POST') return reply.status(outcome.status).send(toTradingReply(outcome));
    if (!request.url.startsWith('/trading/ResetPassword.pt')) return undefined;
    const failed = toTradingBadInput(outcome);
    return reply.status(200).send({ http: outcome.status, rc: failed.rc, rs: failed.rs });
  });

  const command = async (request: FastifyRequest): Promise<TradingReply> => {
    try {
      const result = await deps.registry.handle(
        typeof request.body === 'string' ? request.body : '',
        (user, session) => app.sessions.check(user, session),
        {
          ip: request.ip,
          device: request.headers['user-agent'] ?? '',
          receivedAt: Date.now(),
          http: request,
        },
      );
      return result.ok ? okReply(result.data) : { ...result.reply, data: null };
    } catch (error) {
      return failure(error, request);
    }
  };
  app.post('/trading', command);
  app.post('/trading/CoreServlet.pt', command);

  app.post('/trading/ResetPassword.pt', async (request) => {
    const body = typeof request.body === 'string' ? request.body : '';
    return deps.resetPassword(body, request);
  });

  app.get<{ Params: { name: string } }>('/trading/getInmemList/:name', async (request, reply) => {
    const name = request.params.name;
    // Own keys only: `constructor` or `__proto__` are no lists.
    const list = Object.hasOwn(IN_MEMORY_LISTS, name)
      ? IN_MEMORY_LISTS[name as keyof typeof IN_MEMORY_LISTS]
      : undefined;
    if (!list) {
      const outcome = toOutcome(new SenError('unknownList', { name: request.params.name }));
      return reply.status(outcome.status).send(toTradingReply(outcome));
    }
    return okReply(list);
  });
}
