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
