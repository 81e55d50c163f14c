import { describe, expect, it } from 'vitest';
import { activateFormSchema, contactFormSchema, openAccountFormSchema } from './form-schemas';

const account = {
  fullName: 'Phạm Văn Mới',
  idNumber: '001090000001',
  phone: '0912345678',
  email: 'a@b.vn',
  province: 'HN',
  branch: 'HO',
};
const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth form schemas', () => {
  it('refuses text-direction controls in names and subjects', () => {
    expect(openAccountFormSchema.safeParse(account).success).toBe(true);
    expect(issues(openAccountFormSchema.safeParse({ ...account, fullName: 'Phạm \u202Egnp.exe' }))).toEqual([
      'validation.bidi',
    ]);
    const contact = { name: 'An', email: 'a@b.vn', phone: '', subject: 'Hỏi', message: 'Xin chào' };
    expect(contactFormSchema.safeParse(contact).success).toBe(true);
    expect(issues(contactFormSchema.safeParse({ ...contact, name: 'An\u2066' }))).toEqual([
      'validation.bidi',
    ]);
    expect(issues(contactFormSchema.safeParse({ ...contact, subject: '\u202Bx' }))).toEqual([
      'validation.bidi',
    ]);
  });
  it('checks the first-login form: confirmations, a 6-digit PIN, a password other than the temporary one', () => {
    const ok = {
      username: '068C100004',
      temporary: 'Xk3mPq7Rt2',
      newPassword: 'Moi@2026',
      confirmPassword: 'Moi@2026',
      pin: '246810',
      confirmPin: '246810',
    };
    expect(activateFormSchema.safeParse(ok).success).toBe(true);
    expect(issues(activateFormSchema.safeParse({ ...ok, confirmPin: '111111' }))).toEqual([
      'validation.confirm',
    ]);
    expect(issues(activateFormSchema.safeParse({ ...ok, pin: '12ab56', confirmPin: '12ab56' }))).toEqual([
      'validation.pin',
      'validation.pin',
    ]);
    expect(
      issues(
        activateFormSchema.safeParse({ ...ok, newPassword: ok.temporary, confirmPassword: ok.temporary }),
      ),
    ).toEqual(['validation.differ']);
  });
});
