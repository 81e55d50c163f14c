// Trading commands of the customer's identity and security settings (issue 5). Positional
// parameters follow the envelope (p1..pN); every text is trimmed and bounded.
import { z } from 'zod';
import { defineTradingCommand } from './command.ts';
import { nameText, outboxKeySchema } from './plain-text.ts';
// Logout: ./logout.ts (the board's first load uses it, so it is built with zod/mini).

const text = (max: number) => z.string().trim().min(1).max(max);
const password = z.string().trim().min(6, 'password must have at least 6 characters').max(128);
const pin = z.string().regex(/^\d{6}$/, 'PIN must be 6 digits');
const otp = z.string().regex(/^\d{6}$/, 'OTP must be 6 digits');
const ok = z.object({ message: z.string() });

/** p1 old password, p2 new password, p3 confirmation. The session ends on success: log in again. */
export const changePasswordCommand = defineTradingCommand({
  cmd: 'ChangePassword',
  names: { p1: 'oldPassword', p2: 'newPassword', p3: 'confirmation' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: text(128), p2: password, p3: text(128) }),
  reply: ok,
});

/** p1 old PIN, p2 new PIN, p3 confirmation. */
export const changePinCommand = defineTradingCommand({
  cmd: 'ChangePin',
  names: { p1: 'oldPin', p2: 'newPin', p3: 'confirmation' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: pin, p2: pin, p3: pin }),
  reply: ok,
});

/** p1 trading PIN: checks it before the client keeps it for orders. */
export const checkPinCommand = defineTradingCommand({
  cmd: 'CheckPin',
  names: { p1: 'pin' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: pin }),
  reply: ok,
});

/** p1 sub-account that becomes the default one. */
export const changeAccountCommand = defineTradingCommand({
  cmd: 'ChangeAccount',
  names: { p1: 'subAccount' },
  group: 'B',
  requiresSession: true,
  subAccountParam: 'p1',
  params: z.strictObject({ p1: text(32) }),
  reply: z.object({ defaultAcc: z.string() }),
});

export const accountInfoSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  idNumber: z.string(),
  address: z.string(),
  branchCode: z.string(),
  status: z.number().int(),
  defaultAcc: z.string(),
  otpMethod: z.enum(['totp', 'sms']),
});
export type AccountInfo = z.output<typeof accountInfoSchema>;

/** The logged-in customer's profile (phone and id number partly masked). */
export const accountInfoCommand = defineTradingCommand({
  cmd: 'AccountInfo',
  names: {},
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({}),
  reply: accountInfoSchema,
});

/**
 * Forgot password, step 1: p1 username, p2 registered phone or email, p3 optional outbox key
 * (demo mode). Sends an OTP.
 */
export const forgotPasswordCommand = defineTradingCommand({
  cmd: 'ForgotPassword',
  names: { p1: 'username', p2: 'contact', p3: 'outboxKey' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({ p1: text(64), p2: text(128), p3: z.optional(outboxKeySchema) }),
  reply: ok,
});

/** Body of `POST {tradingBase}/ResetPassword.pt` (forgot password, step 2). */
export const resetPasswordRequestSchema = z.strictObject({
  user: text(64),
  otp,
  newPassword: password,
  confirmPassword: text(128),
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;
/** Reply of ResetPassword.pt: `http` 200 success, 401 invalid session, others an error with `rs`. */
export const resetPasswordReplySchema = z.object({
  http: z.number().int(),
  rc: z.number().int(),
  rs: z.string(),
});

/**
 * Demo mode only: the text messages an SMS gateway would have sent to p1 (username) for the
 * requests that carried the outbox key p2 (Login p7, ForgotPassword p3); nothing for other keys.
 */
export const otpOutboxCommand = defineTradingCommand({
  cmd: 'OtpOutbox',
  names: { p1: 'username', p2: 'outboxKey' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({ p1: text(64), p2: outboxKeySchema }),
  reply: z.array(z.object({ message: z.string(), time: z.string() })),
});

/**
 * Open-account request: p1 full name, p2 id number, p3 phone, p4 email, p5 province, p6 branch,
 * p7 the browser's outbox key (demo SMS and email codes, `OpenAccountOutbox`). Sends a code to the
 * phone and one to the email; the request then follows `OpenAccountStatus` (open-account.ts).
 */
export const openAccountCommand = defineTradingCommand({
  cmd: 'OpenAccount',
  names: {
    p1: 'fullName',
    p2: 'idNumber',
    p3: 'phone',
    p4: 'email',
    p5: 'province',
    p6: 'branch',
    p7: 'outboxKey',
  },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({
    p1: nameText(128),
    p2: z.string().regex(/^\d{9}(\d{3})?$/, 'id number must be 9 or 12 digits'),
    p3: z.string().regex(/^0\d{9}$/, 'phone must be 10 digits starting with 0'),
    p4: z.email().max(128),
    p5: text(64),
    p6: text(16),
    p7: z.optional(outboxKeySchema),
  }),
  reply: z.object({ requestId: z.number().int() }),
});

/** Contact form: p1 name, p2 email, p3 phone, p4 subject, p5 message. */
export const contactCommand = defineTradingCommand({
  cmd: 'Contact',
  names: { p1: 'name', p2: 'email', p3: 'phone', p4: 'subject', p5: 'message' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({
    p1: nameText(128),
    p2: z.email().max(128),
    p3: z
      .string()
      .regex(/^0\d{9}$/)
      .optional(),
    p4: nameText(200),
    p5: text(4000),
  }),
  reply: z.object({ messageId: z.number().int() }),
});

export const referenceItemSchema = z.object({ code: z.string(), name: z.string() });
export type ReferenceItem = z.output<typeof referenceItemSchema>;

/** Banks for money transfers. */
export const listBankCommand = defineTradingCommand({
  cmd: 'ListBank',
  names: {},
  group: 'L',
  requiresSession: false,
  params: z.strictObject({}),
  reply: z.array(referenceItemSchema),
});
/** Provinces and cities. */
export const listProvinceCommand = defineTradingCommand({
  cmd: 'ListProvince',
  names: {},
  group: 'L',
  requiresSession: false,
  params: z.strictObject({}),
  reply: z.array(referenceItemSchema),
});

/**
 * Authenticator app, step 1: a new TOTP secret and its otpauth:// URI (for a QR code). A security
 * setting, so a session alone is not enough: p1 the trading PIN, and p2 a current code of the
 * authenticator already active (required when there is one, to replace it).
 */
export const totpSetupCommand = defineTradingCommand({
  cmd: 'TotpSetup',
  names: { p1: 'pin', p2: 'code' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: pin, p2: z.optional(otp) }),
  reply: z.object({ secret: z.string(), uri: z.string() }),
});

/** Authenticator app, step 2: p1 a code of the app proves the secret; logins then ask for its codes. */
export const totpConfirmCommand = defineTradingCommand({
  cmd: 'TotpConfirm',
  names: { p1: 'code' },
  group: 'B',
  requiresSession: true,
  subAccountParam: null,
  params: z.strictObject({ p1: otp }),
  reply: ok,
});

/**
 * Lost authenticator app, from the login (no session). Step 1, p1 username and p2 password (the
 * login's check and guess limit): an SMS code goes to the registered phone (p5 optional outbox key,
 * demo mode), `{method: 'sms'}`. Step 2, the same with p3 the trading PIN and p4 that SMS code:
 * the authenticator is removed (logins ask for SMS codes again), `{message}`.
 */
export const totpRecoverCommand = defineTradingCommand({
  cmd: 'TotpRecover',
  names: { p1: 'username', p2: 'password', p3: 'pin', p4: 'code', p5: 'outboxKey' },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({
    p1: text(64),
    p2: text(128),
    p3: z.optional(pin),
    p4: z.optional(otp),
    p5: z.optional(outboxKeySchema),
  }),
  reply: z.union([z.object({ method: z.literal('sms') }), ok]),
});
