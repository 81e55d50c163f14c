// The back office's HTTP API for open-account requests (issue 29, docs/api.md "Operator API"):
// GET /ops/open-account?status=&limit= lists requests, POST /ops/open-account/:id/approve and
// /reject {reason} decide one through AccountOpening.decide (the demo review's path). Served only
// when SEN_OPERATOR_TOKEN is set (else 404) and only to `Authorization: Bearer <token>` (compared in
// constant time; anything else 403): a customer's session opens nothing here. Any node answers:
// a decision is one conditional step in the shared database (cluster mode needs no leader).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPEN_ACCOUNT_STATUSES } from '@sen/protocol';
import { z } from 'zod';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { AccountOpening, Decision } from './account-opening.ts';
import type { OpenAccountService } from './open-account-service.ts';

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const listQuery = z.strictObject({
  status: z.enum(OPEN_ACCOUNT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const rejectBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'reason is required')
    .max(300, 'reason has at most 300 characters')
    .refine((text) => !BIDI.test(text), 'reason must not contain bidirectional controls'),
});
/** Who the operator says they are (audit slip); `operator` when not given. */
const operatorName = z
  .string()
  .regex(/^[\w.@-]{1,32}$/, 'X-Sen-Operator is 1-32 letters, digits, . _ @ -')
  .default('operator');

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function openAccountOperatorRoutes(
  app: FastifyInstance,
  deps: { opening: AccountOpening; requests: OpenAccountService; token: string | undefined },
): Promise<void> {
  const { token } = deps;
  if (token === undefined) return; // no operator token configured: the routes do not exist (404)
  const expected = digest(`Bearer ${token}`);
  const authorized = (request: FastifyRequest) => {
    const given = request.headers.authorization;
    // Digests have the same length: the comparison takes the same time whatever was sent.
    return typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
  const fail = (reply: FastifyReply, status: number, rc: number, rs: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ rc, rs, data: null });
  const refuse = (reply: FastifyReply, error: SenError) => fail(reply, error.status, error.rc, error.message);
  const badInput = (reply: FastifyReply, error: z.ZodError) =>
    fail(reply, 400, -1, error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!authorized(request)) return refuse(reply, new SenError('operatorTokenRequired'));
      reply.header('cache-control', 'no-store');
    });

    scope.get('/ops/open-account', async (request, reply) => {
      const query = listQuery.safeParse(request.query);
      if (!query.success) return badInput(reply, query.error);
      return { rc: 1, rs: 'OK', data: await deps.requests.list(query.data.status, query.data.limit) };
    });

    const decide = async (request: FastifyRequest, reply: FastifyReply, decision: Decision) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return badInput(reply, params.error);
      const name = operatorName.safeParse(request.headers['x-sen-operator']);
      if (!name.success) return badInput(reply, name.error);
      try {
        const result = await deps.opening.decide(params.data.id, decision, {
          decidedBy: `operator:${name.data}`,
          username: name.data,
          origin: {
            channel: 'OPS',
            clientAddress: request.ip,
            device: String(request.headers['user-agent'] ?? ''),
            receivedAt: Date.now(),
          },
        });
        return { rc: 1, rs: 'OK', data: result };
      } catch (error) {
        // The catalogue gives the status: unknown request 404, decided otherwise or not verified 409.
        if (error instanceof SenError) return refuse(reply, error);
        throw error;
      }
    };
    scope.post('/ops/open-account/:id/approve', (request, reply) =>
      decide(request, reply, { kind: 'approve' }),
    );
    scope.post('/ops/open-account/:id/reject', async (request, reply) => {
      const body = rejectBody.safeParse(request.body ?? {});
      if (!body.success) return badInput(reply, body.error);
      return decide(request, reply, { kind: 'reject', reason: body.data.reason });
    });
  });
}
