// The share balances table: total, available, blocked and the pending shares split by arrival from
// the server's market date (not the browser's), in Vietnamese and English.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { setLocalClock, syncMarketClock } from '@/shared/lib/market-clock';
import { updateSettings } from '@/shared/settings/settings-store';
import { StockBalancesTable } from './stock-balances-table';

const rows = [
  {
    symbol: 'FPT',
    total: 1_500,
    available: 800,
    blocked: 200,
    receivable: [
      { settleDate: '2026-01-12', amount: 100 },
      { settleDate: '2026-01-13', amount: 400 },
    ],
  },
  { symbol: 'VNM', total: 300, available: 300, blocked: 0, receivable: [] },
];

beforeEach(() => {
  // The browser thinks it is 2030; the server's market clock says Friday 2026-01-09 10:00 in Hanoi.
  setLocalClock(() => Date.parse('2030-06-01T00:00:00Z'));
  syncMarketClock('2026-01-09T03:00:00Z');
});
afterEach(() => {
  setLocalClock(undefined);
  updateSettings({ lang: 'vi' });
});

describe('StockBalancesTable', () => {
  it('shows total, available, blocked and pending T+1/T+2 per symbol', () => {
    render(<StockBalancesTable rows={rows} />);
    expect(screen.getByRole('columnheader', { name: 'Chờ về T+1' })).toBeTruthy();
    const fpt = within(screen.getByTestId('stock-balance-FPT'));
    expect(fpt.getByTestId('stock-total').textContent).toBe('1,500');
    expect(fpt.getByTestId('stock-available').textContent).toBe('800');
    expect(fpt.getByTestId('stock-blocked').textContent).toBe('200');
    expect(fpt.getByTestId('stock-pending-t1').textContent).toBe('100');
    expect(fpt.getByTestId('stock-pending-t2').textContent).toBe('400');
    expect(fpt.getByTestId('stock-pending-later').textContent).toBe('0');
    expect(fpt.getByTestId('stock-pending-t1').getAttribute('title')).toBe(
      '100 về ngày 12/01/2026; 400 về ngày 13/01/2026',
    );
    expect(within(screen.getByTestId('stock-balance-VNM')).getByTestId('stock-pending-t2').textContent).toBe(
      '0',
    );
  });

  it('speaks English', () => {
    updateSettings({ lang: 'en' });
    render(<StockBalancesTable rows={rows} />);
    expect(screen.getByRole('columnheader', { name: 'Pending T+2' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Blocked' })).toBeTruthy();
  });

  it('says when there is nothing', () => {
    render(<StockBalancesTable rows={[]} />);
    expect(screen.getByText('Không có dữ liệu!')).toBeTruthy();
  });

  it('scrolls sideways in its own focusable, named region (not the whole screen on a phone)', () => {
    render(<StockBalancesTable rows={rows} />);
    const region = screen.getByRole('region', { name: 'Số dư chứng khoán' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
  });
});
