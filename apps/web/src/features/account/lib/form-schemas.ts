// Forms of the security settings (spec §5: new password differs, confirmation matches).
import { z } from 'zod';

const required = z.string().trim().min(1, 'validation.required').max(128, 'validation.maxLength');
const pin = z.string().regex(/^\d{6}$/, 'validation.pin');

export const changePasswordSchema = z
  .object({
    old: required,
    next: z.string().trim().min(6, 'validation.minLength').max(128, 'validation.maxLength'),
    confirm: required,
  })
  .refine((v) => v.next === v.confirm, { message: 'validation.confirm', path: ['confirm'] })
  .refine((v) => v.next !== v.old, { message: 'validation.differ', path: ['next'] });

export const changePinSchema = z
  .object({ old: pin, next: pin, confirm: pin })
  .refine((v) => v.next === v.confirm, { message: 'validation.confirm', path: ['confirm'] })
  .refine((v) => v.next !== v.old, { message: 'validation.differ', path: ['next'] });
