// Form schemas of the auth screens. Messages are i18n keys of the `auth` namespace, translated
// where the error is shown (so they follow a language switch).
import { BIDI_CONTROLS } from '@sen/protocol';
import { z } from 'zod';

const required = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.maxLength');
/** A name people read (no text-direction controls, which the server refuses too). */
const nameField = (max: number) =>
  required(max).refine((value) => !BIDI_CONTROLS.test(value), 'validation.bidi');
export const otpField = z.string().regex(/^\d{6}$/, 'validation.otp');
const passwordField = z.string().trim().min(6, 'validation.minLength').max(128, 'validation.maxLength');

export const loginFormSchema = z.object({
  username: required(64),
  password: required(128),
  otp: z.union([z.literal(''), otpField]),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const forgotFormSchema = z.object({ username: required(64), contact: required(128) });
export const resetFormSchema = z
  .object({ otp: otpField, newPassword: passwordField, confirmPassword: required(128) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'validation.confirm',
    path: ['confirmPassword'],
  });

export const openAccountFormSchema = z.object({
  fullName: nameField(128),
  idNumber: z.string().regex(/^\d{9}(\d{3})?$/, 'validation.idNumber'),
  phone: z.string().regex(/^0\d{9}$/, 'validation.phone'),
  email: z.email('validation.email'),
  province: required(64),
  branch: required(16),
});

export const contactFormSchema = z.object({
  name: nameField(128),
  email: z.email('validation.email'),
  phone: z.union([z.literal(''), z.string().regex(/^0\d{9}$/, 'validation.phone')]),
  subject: nameField(200),
  message: required(4000),
});

export const requestLookupSchema = z.object({
  requestId: z.string().regex(/^\d{1,9}$/, 'validation.requestId'),
  phone: z.string().regex(/^0\d{9}$/, 'validation.phone'),
});

const pinField = z.string().regex(/^\d{6}$/, 'validation.pin');
/** A lost authenticator app, step 2: the trading PIN and the SMS code (TotpRecover). */
export const recoverFormSchema = z.object({ pin: pinField, code: otpField });
export type RecoverForm = z.input<typeof recoverFormSchema>;
/** First login of an opened account: the SMS's temporary password, a new password and a PIN. */
export const activateFormSchema = z
  .object({
    username: required(64),
    temporary: required(128),
    newPassword: passwordField,
    confirmPassword: required(128),
    pin: pinField,
    confirmPin: pinField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'validation.confirm',
    path: ['confirmPassword'],
  })
  .refine((v) => v.pin === v.confirmPin, { message: 'validation.confirm', path: ['confirmPin'] })
  .refine((v) => v.newPassword !== v.temporary, { message: 'validation.differ', path: ['newPassword'] });
