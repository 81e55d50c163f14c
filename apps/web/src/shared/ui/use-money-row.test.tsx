// Every movement's confirmation writes money alike: the amount by @sen/market, the unit from the
// common texts of the chosen language.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { useMoneyRow } from './use-money-row';

describe('useMoneyRow', () => {
  afterEach(() => void i18n.changeLanguage('vi'));

  it.each([
    ['vi', '1,003,300 VNĐ'],
    ['en', '1,003,300 VND'],
  ] as const)('writes an amount with its unit (%s)', async (lang, value) => {
    await i18n.changeLanguage(lang);
    const { result } = renderHook(() => useMoneyRow());
    expect(result.current('Phí', 1_003_300, 'confirm-fee')).toEqual({
      label: 'Phí',
      value,
      testId: 'confirm-fee',
    });
  });
});
