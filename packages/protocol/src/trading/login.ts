import * as z from '../zod-mini.ts';
import { defineTradingCommand } from './command.ts';
import { outboxKeySchema } from './plain-text.ts';

/** Session token returned by login and kept by the client (spec §3 "Session token"). */
export const sessionTokenSchema = z.object({
  sid: z.string().check(z.minLength(1), z.maxLength(256)),
  user: z.string().check(z.minLength(1), z.maxLength(64)),
  defaultAcc: z.string().check(z.maxLength(32)),
});
export type SessionToken = z.output<typeof sessionTokenSchema>;

/** Device information sent with a login (p6): stored device address, browser and OS with versions. */
export const deviceInfoSchema = z.object({
  address: z.string().check(z.maxLength(64)),
  browser: z.string().check(z.maxLength(64)),
  browserVersion: z.string().check(z.maxLength(32)),
  os: z.string().check(z.maxLength(64)),
  osVersion: z.string().check(z.maxLength(32)),
});
export type DeviceInfo = z.output<typeof deviceInfoSchema>;

/** Username and password are trimmed before sending (spec §5 "Login trims username and password"). */
const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * `Web.sCheckLogin` (group L): p1 user, p2 password, p3 'W', p5 optional OTP, p6 device info,
 * p7 optional outbox key (demo mode: the SMS code this login sends shows only to that key).
 */
export const loginCommand = defineTradingCommand({
  cmd: 'Web.sCheckLogin',
  names: {
    p1: 'username',
    p2: 'password',
    p3: 'channel',
    p4: 'reserved',
    p5: 'otp',
    p6: 'device',
    p7: 'outboxKey',
  },
  group: 'L',
  requiresSession: false,
  params: z.strictObject({
    p1: trimmed(64),
    p2: trimmed(128),
    p3: z.literal('W'),
    p4: z.optional(z.string().check(z.maxLength(64))),
    p5: z.optional(z.string().check(z.regex(/^\d{4,8}$/, 'OTP must be 4-8 digits'))),
    p6: z.optional(deviceInfoSchema),
    p7: z.optional(outboxKeySchema),
  }),
  reply: sessionTokenSchema,
});
export type LoginCommand = typeof loginCommand;

/** The named parameters of a login, username and password trimmed. */
export function loginParams(input: {
  username: string;
  password: string;
  otp?: string;
  device?: DeviceInfo;
  outboxKey?: string;
}) {
  return {
    username: input.username.trim(),
    password: input.password.trim(),
    channel: 'W' as const,
    ...(input.otp === undefined ? {} : { otp: input.otp }),
    ...(input.device === undefined ? {} : { device: input.device }),
    ...(input.outboxKey === undefined ? {} : { outboxKey: input.outboxKey }),
  };
}
