import { describe, expect, it } from 'vitest';
import { contactFormSchema, openAccountFormSchema } from './form-schemas';

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
});
