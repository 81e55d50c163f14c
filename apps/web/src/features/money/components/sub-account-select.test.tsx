// The receiving sub-account of an internal transfer: the customer's other sub-accounts, under a
// prompt in the chosen language (as the symbol list of the stock transfer has), never a bare dash.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, withTexts } from '@/shared/i18n/i18n';
import { setAccounts } from '@/shared/session/session-store';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import { SubAccountSelect } from './sub-account-select';

const registration = { name: 'to', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('SubAccountSelect', () => {
  afterEach(() => void i18n.changeLanguage('vi'));

  it.each([
    ['vi', 'Chọn tiểu khoản'],
    ['en', 'Choose a sub-account'],
  ] as const)('prompts for the receiving sub-account and lists the others (%s)', async (lang, prompt) => {
    await withTexts('money', Promise.resolve(null));
    await i18n.changeLanguage(lang);
    signIn(testAccount('0000011'));
    setAccounts([testAccount('0000011'), { ...testAccount('M000001'), defaultSubAccount: '0000011' }]);
    render(<SubAccountSelect from="0000011" registration={registration} error={undefined} />);
    const options = [...screen.getByTestId('transfer-to').querySelectorAll('option')].map(
      (o) => o.textContent,
    );
    expect(options).toEqual([prompt, 'M000001']);
  });
});
