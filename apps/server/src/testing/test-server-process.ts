// For tests: a real server process (tsx, the source) on a data folder, its trading envelope and the
// demo customer's login, so a test can kill it with SIGKILL and start it again on the same data.
import { commandData } from '@sen/protocol';
import { spawn, type ChildProcess } from 'node:child_process';

const serverEntry = new URL('../server.ts', import.meta.url).pathname;

export interface ServerAuth {
  user: string;
  session: string;
}

export { freePort } from './free-port.ts';

/**
 * Starts the server on `port` with the demo clock at `clockStart` (and any further variables in
 * `env`); resolves once /health answers.
 */
export async function startServer(
  port: number,
  dataDir: string,
  clockStart: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: clockStart,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Posts one trading command (the form-encoded envelope, named parameters) and gives its reply. */
export async function callServer(
  port: number,
  auth: ServerAuth,
  group: string,
  cmd: string,
  params: Record<string, unknown>,
): Promise<{ rc: number; data: unknown }> {
  const body = JSON.stringify({
    group,
    user: auth.user,
    session: auth.session,
    channel: 'W',
    data: commandData(cmd, params),
  });
  const response = await fetch(`http://127.0.0.1:${port}/trading`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return (await response.json()) as { rc: number; data: unknown };
}

/** Logs the demo customer in (with `otp` once the customer has an authenticator app). */
export async function loginDemo(port: number, otp?: string): Promise<ServerAuth> {
  const reply = await callServer(port, { user: '', session: '' }, 'L', 'Web.sCheckLogin', {
    username: 'demo',
    password: 'Demo@123',
    channel: 'W',
    ...(otp === undefined ? {} : { otp: otp }),
  });
  const token = reply.data as { sid: string; user: string };
  return { user: token.user, session: token.sid };
}
