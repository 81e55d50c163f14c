// Test helpers of the open-account flow: an applicant's form, the codes of its demo outbox.
import type { FastifyInstance } from 'fastify';
import { postCommand } from '../trading-gateway/test-client.ts';

export const anonymous = { user: '', session: '' };

export const applicant = (n: number, overrides: Record<string, string> = {}) => ({
  fullName: 'Phạm Văn Mới',
  idNumber: `0010912${String(n).padStart(5, '0')}`,
  phone: `098${String(n).padStart(7, '0')}`,
  email: `moi${n}@example.com`,
  province: 'Hà Nội',
  branch: 'HO',
  ...overrides,
});

/** The newest code of a channel in the request's demo outbox ('' when none). */
export async function outboxCode(
  app: FastifyInstance,
  requestId: number,
  key: string,
  channel: 'phone' | 'email',
): Promise<string> {
  const outbox = (
    await postCommand(app, 'L', anonymous, 'OpenAccountOutbox', { requestId: requestId, outboxKey: key })
  ).data as Array<{ message: string }>;
  const marker = channel === 'email' ? 'email' : 'so dien thoai';
  const message = outbox.find((m) => m.message.includes(marker));
  return /(\d{6})/.exec(message?.message ?? '')?.[1] ?? '';
}

/** A request of `applicant(n)` with both channels verified (status `verifying`); its number. */
export async function verifiedRequest(
  app: FastifyInstance,
  form: ReturnType<typeof applicant>,
  key: string,
): Promise<number> {
  const call = (cmd: string, params: Record<string, unknown>) =>
    postCommand(app, 'L', anonymous, cmd, params);
  const opened = await call('OpenAccount', { ...form, outboxKey: key });
  if (opened.rc !== 1) throw new Error(`OpenAccount failed: ${opened.rs}`);
  const id = (opened.data as { requestId: number }).requestId;
  for (const channel of ['phone', 'email'] as const) {
    const code = await outboxCode(app, id, key, channel);
    const reply = await call('OpenAccountVerify', { requestId: id, phone: form.phone, channel, code });
    if (reply.rc !== 1) throw new Error(`OpenAccountVerify failed: ${reply.rs}`);
  }
  return id;
}

/** The username and temporary password the approval's SMS sent to a request's outbox. */
export async function approvalSms(
  app: FastifyInstance,
  requestId: number,
  key: string,
): Promise<{ username: string; temporary: string } | undefined> {
  const outbox = (await postCommand(app, 'L', anonymous, 'OpenAccountOutbox', { requestId, outboxKey: key }))
    .data as Array<{ message: string }>;
  for (const { message } of outbox) {
    const match = /Ten dang nhap (\S+), mat khau tam (\S+)\./.exec(message);
    if (match) return { username: match[1]!, temporary: match[2]! };
  }
  return undefined;
}
