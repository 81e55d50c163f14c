// For tests: posts trading commands to a built app the way the web client does (a form-encoded
// JSON envelope) and returns the parsed `{rc, rs, data}` reply. Parameters are named (the
// command's codec writes the wire's p1..pN) and are not validated, so a test can send bad ones.
import { commandData } from '@sen/protocol';
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
    data: commandData(cmd, params),
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
    username: username,
    password: password,
    channel: 'W',
    ...(otp ? { otp: otp } : {}),
  });
  if (reply.rc < 1) throw new Error(`login failed: ${reply.rs}`);
  const token = reply.data as { sid: string; user: string };
  return { user: token.user, session: token.sid };
}
