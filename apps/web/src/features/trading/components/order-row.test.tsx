// Edit and Cancel after a reload (no PIN kept, issue 21 item 1): both are shown for an order that
// may change; Cancel asks for the PIN, checks it with CheckPin, confirms and sends CancelOrder with
// it; a closed prompt sends nothing; a kept PIN goes out without asking.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { PinPromptHost } from '@/shared/pin/pin-prompt-host';
import { act } from 'react';
import { recordMarketStatus, resetMarketStatus } from '@/shared/lib/market-phase';
import { endSession, loginSucceeded, sessionStore, setPin } from '@/shared/session/session-store';
import { settingsStore } from '@/shared/settings/settings-store';
import { OrderBook } from './order-book';
import { standIn, type SentCommand } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const order = (orderNo: string, status: string, matchedVolume = 0) => ({
  orderNo,
  refId: `r${orderNo}`,
  subAcntNo: '0000011',
  symbol: 'FPT',
  market: 'HOSE',
  side: 'B',
  orderType: 'LO',
  price: 95_000,
  volume: 100,
  matchedVolume,
  avgMatchPrice: 0,
  status,
  messageNo: 0,
  nextSession: false,
  tradeDate: '2026-01-05',
  createdAt: 1,
  updatedAt: 1,
});

let sent: SentCommand[] = [];

beforeEach(() => {
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  settingsStore.set((s) => ({ ...s, lang: 'en', confirmOrders: true }));
  sent = standIn([], (data) => {
    if (data.cmd === 'OrderList')
      return [
        order('11', 'P'),
        order('12', 'M', 100),
        { ...order('13', 'P'), orderType: 'ATO', price: null },
        { ...order('14', 'Q'), orderType: 'MP', price: null },
        { ...order('15', 'R'), messageNo: -6043 },
        { ...order('16', 'P'), side: 'S', refId: 'force-sell:M000001|FPT|1' },
      ];
    if (data.cmd === 'CheckPin') return { message: 'OK' };
    if (data.cmd === 'CancelOrder') return order('11', 'X');
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetMarketStatus();
});

const renderBook = () =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderBook />
      <PinPromptHost />
    </AppProviders>,
  );

describe('order book after a reload', () => {
  it('shows Edit and Cancel for an open order without a kept PIN, none for a filled one', async () => {
    renderBook();
    const open = await screen.findByTestId('order-row-11');
    expect(within(open).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(screen.getByTestId('order-row-12')).queryByRole('button')).toBeNull();
  });

  it('offers neither Edit nor Cancel on a force-sell the risk watcher placed (-6669), and marks it', async () => {
    renderBook();
    const row = await screen.findByTestId('order-row-16');
    expect(within(row).getByTestId('forced-badge')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('offers no Edit for a market-price order (the server refuses it, -6015), only Cancel', async () => {
    renderBook();
    for (const orderNo of ['13', '14']) {
      const row = await screen.findByTestId(`order-row-${orderNo}`);
      expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(within(row).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    }
  });

  it('disables Edit and Cancel of a sent order while the server says its market is in the ATC call (-6026)', async () => {
    // The server's 6666 market status for HOSE (the test clock says 10:00, continuous matching).
    recordMarketStatus({ mc: '10', phase: 'ATC', marketTime: '2026-03-02T14:30:00+07:00' });
    renderBook();
    const sentOrder = await screen.findByTestId('order-row-11');
    for (const name of ['Edit', 'Cancel']) {
      const button = within(sentOrder).getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.title).toBe('Orders cannot be cancelled or edited in this session');
    }
    expect(within(screen.getByTestId('order-row-13')).getByRole('button', { name: 'Cancel' })).toHaveProperty(
      'disabled',
      true,
    );
    // A reserved (Q) order changes in the broker alone, in any phase.
    expect(within(screen.getByTestId('order-row-14')).getByRole('button', { name: 'Cancel' })).toHaveProperty(
      'disabled',
      false,
    );
    // Continuous matching again: Cancel is offered.
    act(() => recordMarketStatus({ mc: '10', phase: 'CONTINUOUS', marketTime: '2026-03-02T14:31:00+07:00' }));
    expect(within(sentOrder).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
  });

  it('says why a refused order was refused, in the chosen language', async () => {
    renderBook();
    const row = await screen.findByTestId('order-row-15');
    expect(within(row).getByTestId('order-reason').textContent).toBe(
      'No buy and sell of one symbol in the same session',
    );
    expect(within(screen.getByTestId('order-row-11')).queryByTestId('order-reason')).toBeNull();
  });

  it('cancels through the PIN prompt: CheckPin, the confirmation, then CancelOrder with the PIN', async () => {
    renderBook();
    const row = await screen.findByTestId('order-row-11');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await userEvent.type(await screen.findByLabelText('Trading PIN'), '123456{Enter}');
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(sent.map((s) => s.cmd)).toContain('CancelOrder'));
    expect(sent.find((s) => s.cmd === 'CheckPin')?.pin).toBe('123456');
    expect(sent.find((s) => s.cmd === 'CancelOrder')).toMatchObject({
      subAccount: '0000011',
      orderNo: '11',
      pin: '123456',
    });
    expect(sessionStore.get().pin).toBe('123456');
  });

  it('sends nothing when the prompt is closed', async () => {
    renderBook();
    const row = await screen.findByTestId('order-row-11');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await screen.findByTestId('pin-prompt');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('pin-prompt')).toBeNull());
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(sent.map((s) => s.cmd)).not.toContain('CancelOrder');
  });

  it('uses the kept PIN without asking', async () => {
    setPin('654321');
    renderBook();
    const row = await screen.findByTestId('order-row-11');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(sent.find((s) => s.cmd === 'CancelOrder')?.pin).toBe('654321'));
    expect(sent.map((s) => s.cmd)).not.toContain('CheckPin');
  });

  it('leaves an edit by Discard or Esc without sending anything, the order as it was', async () => {
    setPin('654321');
    renderBook();
    const row = await screen.findByTestId('order-row-11');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(row).getByTestId('edit-price'));
    await userEvent.type(within(row).getByTestId('edit-price'), '96');
    await userEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    expect(within(row).queryByTestId('edit-price')).toBeNull();
    expect(within(row).getByTestId('order-price').textContent).toBe('95.00');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect((within(row).getByTestId('edit-price') as HTMLInputElement).value).toBe('95');
    await userEvent.type(within(row).getByTestId('edit-volume'), '{Escape}');
    expect(within(row).queryByTestId('edit-volume')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(sent.map((s) => s.cmd)).not.toContain('EditOrder');
  });

  it('says the order is unchanged when Save changes nothing, and sends no edit', async () => {
    setPin('654321');
    renderBook();
    const row = await screen.findByTestId('order-row-11');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect((await within(row).findByTestId('edit-error')).textContent).toBe(
      'The price and volume are unchanged',
    );
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(sent.map((s) => s.cmd)).not.toContain('EditOrder');
  });
});
