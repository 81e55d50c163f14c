// Following an open-account request (issue 29): verification of the phone and email codes, the
// status page and the demo outbox of an applicant. No session: the applicant is not a customer yet;
// the request number and the phone together identify a request.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';
import { outboxKeySchema } from './plain-text.ts';

const requestId = z.coerce.number().int().positive().max(2_147_483_647);
const phone = z.string().regex(/^0\d{9}$/, 'phone must be 10 digits starting with 0');
const channel = z.enum(['phone', 'email']);

/** received, verifying, approved, rejected, activated (docs/api.md "Opening an account"). */
export const OPEN_ACCOUNT_STATUSES = ['received', 'verifying', 'approved', 'rejected', 'activated'] as const;
export type OpenAccountStatusName = (typeof OPEN_ACCOUNT_STATUSES)[number];

const statusReply = z.object({
  requestId: z.number().int(),
  status: z.enum(OPEN_ACCOUNT_STATUSES),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why the back office rejected it (shown to the applicant); null unless `rejected`. */
  reason: z.string().nullable(),
});

/** p1 request number, p2 phone: the request's status. */
export const openAccountStatusCommand = defineTradingCommand({
  cmd: 'OpenAccountStatus',
  names: { p1: 'requestId', p2: 'phone' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({ p1: requestId, p2: phone }),
  reply: statusReply,
});

/** p1 request number, p2 phone, p3 phone|email, p4 the 6-digit code: verifies one channel. */
export const openAccountVerifyCommand = defineTradingCommand({
  cmd: 'OpenAccountVerify',
  names: { p1: 'requestId', p2: 'phone', p3: 'channel', p4: 'code' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({
    p1: requestId,
    p2: phone,
    p3: channel,
    p4: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
  }),
  reply: statusReply,
});

/** p1 request number, p2 phone, p3 phone|email, p4 outbox key: sends a new code (5 in 2 minutes). */
export const openAccountResendCommand = defineTradingCommand({
  cmd: 'OpenAccountResend',
  names: { p1: 'requestId', p2: 'phone', p3: 'channel', p4: 'outboxKey' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({ p1: requestId, p2: phone, p3: channel, p4: outboxKeySchema }),
  reply: z.object({ message: z.string() }),
});

/** Demo mode: p1 request number, p2 the outbox key the request sent; its simulated SMS and emails. */
export const openAccountOutboxCommand = defineTradingCommand({
  cmd: 'OpenAccountOutbox',
  names: { p1: 'requestId', p2: 'outboxKey' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({ p1: requestId, p2: outboxKeySchema }),
  reply: z.array(z.object({ message: z.string(), time: z.string() })),
});

const password = z.string().trim().min(6, 'password must have at least 6 characters').max(128);
const pin = z.string().regex(/^\d{6}$/, 'PIN must be 6 digits');

/**
 * First login of an opened account (status 0): p1 username, p2 temporary password of the SMS,
 * p3 new password, p4 its confirmation, p5 new PIN, p6 its confirmation. Then log in as usual.
 */
export const activateAccountCommand = defineTradingCommand({
  cmd: 'ActivateAccount',
  names: {
    p1: 'username',
    p2: 'temporaryPassword',
    p3: 'newPassword',
    p4: 'confirmPassword',
    p5: 'pin',
    p6: 'confirmPin',
  },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({
    p1: z.string().trim().min(1).max(64),
    p2: z.string().trim().min(1).max(128),
    p3: password,
    p4: z.string().trim().min(1).max(128),
    p5: pin,
    p6: pin,
  }),
  reply: z.object({ message: z.string() }),
});
