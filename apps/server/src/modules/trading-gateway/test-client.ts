// For tests: posts trading commands to a built app the way the web client does (a form-encoded
// JSON envelope) and returns the parsed `{rc, rs, data}` reply.
import type { FastifyInstance } from 'fastify';

export interface TestCaller {
  user: string;
  session: string;
}

export async function postCommand(
  app: FastifyInstance,
  group: string,
  caller: TestCaller,
  cmd: string,
  params: Record<string, unknown> = {},
): Promise<{ rc: number; rs: string; data: unknown }> {
  const body = JSON.stringify({
    group,
    user: caller.user,
    session: caller.session,
    channel: 'W',
    data: { cmd, ...params },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/trading',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
  return response.json();
}

/** Logs in and returns the caller of the new session. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  otp?: string,
): Promise<TestCaller> {
  const reply = await postCommand(app, 'L', { user: '', session: '' }, 'Web.sCheckLogin', {
    p1: username,
    p2: password,
    p3: 'W',
    ...(otp ? { p5: otp } : {}),
  });
  if (reply.rc < 1) throw new Error(`login failed: ${reply.rs}`);
  const token = reply.data as { sid: string; user: string };
  return { user: token.user, session: token.sid };
}
