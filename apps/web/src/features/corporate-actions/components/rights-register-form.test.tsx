// Registering rights goes through the shared confirmation: sub-account, symbol, volume, price and
// the amount taken from cash, restated before anything is sent; Back sends nothing and gives focus
// back to Continue; Confirm registers once with the PIN.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import type { SentCommand } from '@/shared/testing/sent-command';
import { testConfig } from '@/shared/testing/test-config';
import { standIn } from '@/shared/testing/trading-stand-in';
import { RightsRegisterForm } from './rights-register-form';
import { openFptRights } from './rights-fixture';

const item = openFptRights;
let sent: SentCommand[] = [];

beforeEach(() => {
  signIn(testAccount('0000011'));
  sent = standIn([], (data) =>
    data.cmd === 'RightsRegister'
      ? {
          id: 9,
          entitlementId: 1,
          refId: data.refId,
          symbol: 'FPT',
          volume: data.volume,
          price: 70_900,
          amount: (data.volume as number) * 70_900,
          date: '2027-08-27',
          listingDate: '2027-09-21',
          status: 'registered',
        }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(appConfigQuery.queryKey, testConfig);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <main tabIndex={-1}>
          <RightsRegisterForm item={item} sub="0000011" onDone={onDone} />
        </main>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onDone;
}

const registrations = () => sent.filter((d) => d.cmd === 'RightsRegister');

describe('rights register form', () => {
  it('confirms what is bought and paid before registering; Back sends nothing', async () => {
    const user = userEvent.setup();
    const onDone = renderForm();
    const form = await screen.findByTestId('rights-form');
    await user.type(within(form).getByLabelText('Mã PIN'), '123456');
    const next = within(form).getByTestId('rights-next');
    await user.click(next);

    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận đăng ký quyền mua' });
    expect(dialog.getAttribute('data-testid')).toBe('rights-confirm');
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('0000011 - Thường');
    expect(within(dialog).getByTestId('confirm-symbol').textContent).toBe('FPT');
    expect(within(dialog).getByTestId('confirm-volume').textContent).toBe('50');
    expect(within(dialog).getByTestId('confirm-price').textContent).toBe('70,900');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('3,545,000 VNĐ');
    // Money in the dialog's message and labels is written as VNĐ, like every other screen.
    expect(dialog.textContent).toContain('giá 70,900 VNĐ. Số tiền 3,545,000 VNĐ sẽ được trừ');
    expect(dialog.textContent).toContain('Giá mua (VNĐ/cổ phiếu)');
    expect(dialog.textContent).not.toMatch(/đồng/);
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(registrations()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(next));

    await user.click(next);
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(registrations()).toHaveLength(1);
    expect(registrations()[0]).toMatchObject({
      subAccount: '0000011',
      rightsId: 1,
      volume: 50,
      pin: '123456',
    });
  });
});
