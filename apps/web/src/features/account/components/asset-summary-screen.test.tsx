// The assets screen in the real shell, the trading service answered by a stand-in: the net assets
// add up from the cards, and the sale proceeds still to come show their settlement date as every
// other date on screen (dd/mm/yyyy through @sen/market), in Vietnamese and English.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import { standIn } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');

beforeEach(() => {
  signIn(account);
  standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'CashBalance')
      return {
        subAcntNo: '0000011',
        available: 542_916_700,
        blocked: 0,
        receivable: [{ settleDate: '2026-12-01', amount: 35_264_575 }],
        total: 578_181_275,
      };
    if (data.cmd === 'PurchasePower')
      return { subAcntNo: '0000011', cashAvailable: 542_916_700, purchasePower: 542_916_700, maxVolume: 0 };
    if (data.cmd === 'Positions' || data.cmd === 'StockBalance') return [];
    return undefined;
  });
});
afterEach(() => {
  updateSettings({ lang: 'vi' });
  vi.unstubAllGlobals();
});

describe('assets screen', () => {
  it('shows when the sale proceeds arrive as dd/mm/yyyy in both languages', async () => {
    renderShell('/home/tai-san');
    const root = await screen.findByTestId('asset-summary');
    await waitFor(() =>
      expect(within(root).getByTestId('cash-receivable-dates').textContent).toBe(
        '35,264,575 về ngày 01/12/2026',
      ),
    );
    expect(within(root).getByTestId('cash-receivable').textContent).toContain('35,264,575');
    updateSettings({ lang: 'en' });
    await waitFor(() =>
      expect(within(root).getByTestId('cash-receivable-dates').textContent).toBe('35,264,575 due 01/12/2026'),
    );
  });
});
