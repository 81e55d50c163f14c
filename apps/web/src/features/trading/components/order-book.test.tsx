// The order book: a VN30F order shown, edited (react-hook-form with zod) and cancelled at its
// index-point price; a stock edit in thousands; a refused edit sends nothing; the mutations refetch
// the book themselves; a market-type order's cancel valued at its band as the ticket values it; a
// VN30F conditional order triggered at its index-point price.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded, setPin } from '@/shared/session/session-store';
import { settingsStore } from '@/shared/settings/settings-store';
import { orderOf, quoteOf, standIn, type SentCommand } from '@/shared/testing/trading-stand-in';
import { OrderBook } from './order-book';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const future = orderOf({ orderNo: '201', symbol: 'VN30F1M', market: 'DERIV', price: 130_050, volume: 2 });
const stock = orderOf({ orderNo: '202', symbol: 'FPT', price: 99_000, volume: 300 });
let sent: SentCommand[];
const conditionals: unknown[] = [];
const reply = (command: SentCommand) => {
  if (command.cmd === 'OrderList') return [future, stock];
  if (command.cmd === 'EditOrder' || command.cmd === 'CancelOrder') return { ...future, status: 'C' };
  if (command.cmd === 'ConditionalOrderList') return conditionals;
  if (command.cmd === 'NewConditionalOrder') {
    const created = {
      id: '9',
      subAcntNo: command.subAccount,
      symbol: command.symbol,
      side: command.side,
      type: command.type,
      trigger: command.trigger,
      orderPrice: command.orderPrice,
      volume: command.volume,
      status: 'active',
      orderNo: '',
      messageNo: 0,
      expiry: command.expiry,
      createdAt: 1,
    };
    conditionals.push(created);
    return created;
  }
  return undefined;
};

beforeEach(() => {
  conditionals.length = 0;
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  setPin('123456');
  settingsStore.set((s) => ({ ...s, lang: 'vi', confirmOrders: true }));
  sent = standIn([quoteOf('VN30F1M')], reply);
});
afterEach(() => vi.unstubAllGlobals());

const renderBook = () =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderBook />
    </AppProviders>,
  );
const lists = () => sent.filter((c) => c.cmd === 'OrderList').length;

describe('order book', () => {
  it('shows and edits a VN30F order in index points, then the book refetches itself', async () => {
    const user = userEvent.setup();
    renderBook();
    const row = await screen.findByTestId('order-row-201');
    expect(within(row).getByTestId('order-price').textContent).toBe('1,300.5');
    await user.click(within(row).getByTestId('order-edit'));
    const price = within(row).getByTestId('edit-price');
    expect(price).toHaveProperty('value', '1300.5');
    await user.clear(price);
    await user.type(price, '1300.6');
    await user.click(within(row).getByTestId('order-save'));
    const confirm = await screen.findByTestId('order-confirm');
    expect(within(confirm).getByTestId('confirm-price').textContent).toBe('1,300.6');
    const before = lists();
    await user.click(within(confirm).getByTestId('confirm-ok'));
    await waitFor(() => expect(sent.some((c) => c.cmd === 'EditOrder')).toBe(true));
    expect(sent.find((c) => c.cmd === 'EditOrder')).toMatchObject({
      subAccount: '0000011',
      orderNo: '201',
      price: 130_060,
      pin: '123456',
    });
    expect(sent.find((c) => c.cmd === 'EditOrder')).not.toHaveProperty('volume');
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('edits a stock volume in shares and a price in thousands of VND', async () => {
    const user = userEvent.setup();
    settingsStore.set((s) => ({ ...s, confirmOrders: false }));
    renderBook();
    const row = await screen.findByTestId('order-row-202');
    expect(within(row).getByTestId('order-price').textContent).toBe('99.00');
    await user.click(within(row).getByTestId('order-edit'));
    await user.clear(within(row).getByTestId('edit-price'));
    await user.type(within(row).getByTestId('edit-price'), '98.5{Enter}');
    await waitFor(() => expect(sent.some((c) => c.cmd === 'EditOrder')).toBe(true));
    expect(sent.find((c) => c.cmd === 'EditOrder')).toMatchObject({ orderNo: '202', price: 98_500 });
  });

  it('refuses a price that is no number in the row, in English, and sends nothing', async () => {
    const user = userEvent.setup();
    settingsStore.set((s) => ({ ...s, lang: 'en' }));
    renderBook();
    const row = await screen.findByTestId('order-row-201');
    await user.click(within(row).getByTestId('order-edit'));
    await user.clear(within(row).getByTestId('edit-price'));
    await user.type(within(row).getByTestId('edit-price'), 'abc');
    await user.click(within(row).getByTestId('order-save'));
    expect((await within(row).findByTestId('edit-error')).textContent).toBe('Price is not valid');
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(sent.some((c) => c.cmd === 'EditOrder')).toBe(false);
  });

  it('cancels after the confirmation and refetches the book', async () => {
    const user = userEvent.setup();
    renderBook();
    const row = await screen.findByTestId('order-row-201');
    await user.click(within(row).getByTestId('order-cancel'));
    const before = lists();
    await user.click(within(await screen.findByTestId('order-confirm')).getByTestId('confirm-ok'));
    await waitFor(() => expect(sent.some((c) => c.cmd === 'CancelOrder')).toBe(true));
    expect(sent.find((c) => c.cmd === 'CancelOrder')).toMatchObject({ orderNo: '201', pin: '123456' });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it.each([
    // FPT: ceiling 107.0, floor 93.0; VN30F1M: ceiling 1,391.0 (trading-stand-in quoteOf).
    [
      'a stock buy (ATO) at the ceiling',
      { symbol: 'FPT', side: 'B', orderType: 'ATO', volume: 300 },
      '32,100,000',
      '112,350',
      'Value and fee estimated at the ceiling price 107.00',
    ],
    [
      'a stock sale (MP) at the floor',
      { symbol: 'FPT', side: 'S', orderType: 'MP', volume: 300 },
      '27,900,000',
      '125,550',
      'Value and fee estimated at the floor price 93.00',
    ],
    [
      'a futures sale (MTL) at the ceiling',
      { symbol: 'VN30F1M', market: 'DERIV', side: 'S', orderType: 'MTL', volume: 2 },
      '278,200,000',
      '13,400',
      'Value and fee estimated at the ceiling price 1,391.0',
    ],
  ] as const)(
    "values the cancel of %s, as the ticket's confirmation does, and says so",
    async (_name, patch, value, fee, estimate) => {
      const user = userEvent.setup();
      settingsStore.set((s) => ({ ...s, lang: 'en' }));
      const market = orderOf({ ...patch, orderNo: '203', price: null });
      sent = standIn([quoteOf('FPT'), quoteOf('VN30F1M')], (command) =>
        command.cmd === 'OrderList' ? [market] : reply(command),
      );
      renderBook();
      const row = await screen.findByTestId('order-row-203');
      await user.click(within(row).getByTestId('order-cancel'));
      const confirm = await screen.findByTestId('order-confirm');
      expect(within(confirm).getByTestId('confirm-price').textContent).toBe(patch.orderType);
      expect(within(confirm).getByTestId('confirm-value').textContent).toBe(value);
      expect(within(confirm).getByTestId('confirm-fee').textContent).toBe(fee);
      expect(within(confirm).getByTestId('confirm-estimate').textContent).toBe(estimate);
    },
  );

  it('adds a VN30F take profit triggered at its index-point price and lists it so', async () => {
    const user = userEvent.setup();
    renderBook();
    expect((await screen.findByTestId('orders-tab-today')).getAttribute('aria-selected')).toBe('true');
    await user.click(await screen.findByTestId('orders-tab-conditional'));
    // The chosen tab is told to assistive technology, not only drawn in the accent colour.
    expect(screen.getByTestId('orders-tab-conditional').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('orders-tab-today').getAttribute('aria-selected')).toBe('false');
    await user.selectOptions(await screen.findByTestId('conditional-type'), 'takeProfit');
    await user.type(screen.getByTestId('conditional-symbol'), 'VN30F1M');
    await user.type(screen.getByTestId('conditional-trigger'), '1310.5');
    await user.type(screen.getByTestId('conditional-price'), 'mtl');
    await user.clear(screen.getByTestId('conditional-volume'));
    await user.type(screen.getByTestId('conditional-volume'), '2');
    // Typed as the tables show dates, dd/mm/yyyy (the slashes come by themselves).
    await user.type(screen.getByTestId('conditional-expiry'), '06032026');
    expect((screen.getByTestId('conditional-expiry') as HTMLInputElement).value).toBe('06/03/2026');
    await user.click(screen.getByTestId('conditional-add'));
    await waitFor(() => expect(sent.some((c) => c.cmd === 'NewConditionalOrder')).toBe(true));
    expect(sent.find((c) => c.cmd === 'NewConditionalOrder')).toMatchObject({
      symbol: 'VN30F1M',
      side: 'S',
      type: 'takeProfit',
      trigger: 131_050,
      orderPrice: 'MTL',
      volume: 2,
      pin: '123456',
      expiry: '2026-03-06',
    });
    const listed = await screen.findByText(/1,310\.5/);
    expect(listed.closest('tr')?.getAttribute('data-status')).toBe('active');
  });
});
