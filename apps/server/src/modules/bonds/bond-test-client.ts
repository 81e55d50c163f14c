// For tests: posts bond commands to a built app as the web client does (JSON body
// `{cmd, user, session, data}`) and returns the parsed `{rc, rs, data}` reply.
import type { FastifyInstance } from 'fastify';
import type { TestCaller } from '../trading-gateway/test-client.ts';

let counter = 0;

/** A fresh client refId. */
export const nextRef = (): string => `bond-${process.pid}-${(counter += 1)}`;

export async function postBond<T = unknown>(
  app: FastifyInstance,
  caller: TestCaller,
  cmd: string,
  data: Record<string, unknown> = {},
): Promise<{ rc: number; rs: string; data: T }> {
  const response = await app.inject({
    method: 'POST',
    url: '/bond',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ cmd, user: caller.user, session: caller.session, data }),
  });
  return response.json();
}
