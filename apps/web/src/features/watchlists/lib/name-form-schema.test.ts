import { describe, expect, it } from 'vitest';
import { nameFormSchema } from './name-form-schema';
import { problemOfRc, problemText } from './problem-text';

const messageOf = (name: string, language: string) => {
  const result = nameFormSchema(['Bank'], language).safeParse({ name });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the watchlist name form', () => {
  it.each([
    ['', 'vi', 'Trường này không được để trống'],
    ['', 'en', 'This field must not be empty'],
    ['x'.repeat(21), 'vi', 'Nhập tối đa 20 ký tự'],
    ['BANK', 'vi', 'Danh mục đã tồn tại: BANK'],
    ['BANK', 'en', 'This category already exists: BANK'],
  ])('%j in %s says %s', (name, language, message) => {
    expect(messageOf(name, language)).toBe(message);
  });

  it('accepts a new name of 20 characters', () => {
    expect(messageOf('y'.repeat(20), 'vi')).toBeUndefined();
  });
});

describe('server refusals', () => {
  it('read as the same rule in the current language', () => {
    expect(problemText(problemOfRc(-8203)!, 'en')).toBe('You can add at most 15 categories');
    expect(problemText(problemOfRc(-8207)!, 'vi')).toBe('Danh mục chỉ chứa tối đa 100 mã');
    expect(problemText(problemOfRc(-8206)!, 'vi')).toBe('Không thể xóa danh mục này');
    expect(problemOfRc(-1)).toBeUndefined();
  });
});
