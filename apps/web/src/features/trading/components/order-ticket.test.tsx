// The order ticket on react-hook-form: a VN30F price prefilled, stepped and sent in index points;
// purchase power (with and without margin), the maximum and sellable volumes, the order types of
// the market now, quick volumes, the depth filling the price, the keys, and a refused field.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { PinPromptHost } from '@/shared/pin/pin-prompt-host';
import { endSession, loginSucceeded, selectAccount, setPin } from '@/shared/session/session-store';
import { settingsStore } from '@/shared/settings/settings-store';
import { orderOf, quoteOf, refusal, standIn, type SentCommand } from '@/shared/testing/trading-stand-in';
import { OrderTicket, type TicketDefaults } from './order-ticket';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const quotes = [quoteOf('VN30F1M'), quoteOf('FPT')];
let sent: SentCommand[];
const power = (command: SentCommand) => ({
  subAcntNo: command.subAccount,
  cashAvailable: 500_000_000,
  purchasePower: String(command.subAccount).startsWith('M') ? 900_000_000 : 500_000_000,
  maxVolume: command.symbol === 'VN30F1M' ? 22 : 4_900,
});
const reply = (command: SentCommand) => {
  if (command.cmd === 'PurchasePower') return power(command);
  if (command.cmd === 'StockBalance')
    return [{ symbol: 'FPT', available: 1_250, blocked: 0, receivable: [], total: 1_250 }];
  if (command.cmd === 'NewOrder') return { orderNo: '777', status: 'O' };
  if (command.cmd === 'CheckPin') return { message: 'OK' };
  return undefined;
};

beforeEach(() => {
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  settingsStore.set((s) => ({ ...s, lang: 'vi', confirmOrders: true }));
  sent = standIn(quotes, reply);
});
afterEach(() => vi.unstubAllGlobals());

const renderTicket = (defaults: TicketDefaults, onDone?: () => void) =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderTicket defaults={defaults} {...(onDone ? { onDone } : {})} />
      <PinPromptHost />
    </AppProviders>,
  );
const ticket = () => screen.getByTestId('order-ticket');

describe('order ticket', () => {
  it('prefills, steps and sends a VN30F price in index points', async () => {
    const user = userEvent.setup();
    renderTicket({ symbol: 'VN30F1M', side: 'B', price: 130_050 });
    const price = await screen.findByTestId('ticket-price', {}, { timeout: 5_000 });
    expect(price).toHaveProperty('value', '1300.5');
    expect((await screen.findByTestId('ticket-band')).textContent).toContain('1,391.0');
    expect(screen.getByTestId('ticket-types').textContent).toBe('LOMTLMOKMAK');
    expect(await screen.findByTestId('ticket-max-volume')).toHaveProperty('textContent', '22');
    expect(screen.getByTestId('ticket-volume')).toHaveProperty('value', '1');

    await user.click(price);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(price).toHaveProperty('value', '1300.6');
    await user.keyboard('{PageUp}{PageUp}-');
    expect(screen.getByTestId('ticket-volume')).toHaveProperty('value', '2');

    await user.type(screen.getByTestId('ticket-pin'), '123456');
    await user.keyboard('{Enter}');
    const confirm = await screen.findByTestId('order-confirm');
    expect(within(confirm).getByTestId('confirm-price').textContent).toBe('1,300.6');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent.some((c) => c.cmd === 'NewOrder')).toBe(true));
    expect(sent.find((c) => c.cmd === 'NewOrder')).toMatchObject({
      symbol: 'VN30F1M',
      side: 'B',
      price: 130_060,
      volume: 2,
      pin: '123456',
    });
  });

  it('fills the price from the depth and the volume from the quick buttons, sells what is held', async () => {
    const user = userEvent.setup();
    setPin('123456');
    renderTicket({ symbol: 'FPT', side: 'B', price: null });
    await user.click(await screen.findByTestId('ticket-depth-ask-1'));
    expect(screen.getByTestId('ticket-price')).toHaveProperty('value', '100.1');
    expect(screen.getByTestId('ticket-types').textContent).toBe('LOMTLMP');
    expect(await screen.findByTestId('ticket-power-cash')).toHaveProperty('textContent', '500,000,000');
    expect(screen.queryByTestId('ticket-power-margin')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('ticket-max-volume').textContent).toBe('4,900'));
    await user.click(screen.getByTestId('ticket-quick-50'));
    expect(screen.getByTestId('ticket-volume')).toHaveProperty('value', '2400');
    // The power query asked for the volume at the filled price.
    expect(sent).toContainEqual(
      expect.objectContaining({ cmd: 'PurchasePower', symbol: 'FPT', price: 100_100 }),
    );

    await user.click(screen.getByTestId('ticket-sell'));
    expect(await screen.findByTestId('ticket-sellable')).toHaveProperty('textContent', '1,250');
    await user.click(screen.getByTestId('ticket-quick-100'));
    expect(screen.getByTestId('ticket-volume')).toHaveProperty('value', '1200');
    await user.keyboard('{F1}');
    expect(ticket().dataset.side).toBe('B');
  });

  it('values a market-type buy at the ceiling, as the server blocks it, and says so', async () => {
    const user = userEvent.setup();
    setPin('123456');
    renderTicket({ symbol: 'FPT', side: 'B', price: null });
    await screen.findByTestId('ticket-band');
    await user.type(screen.getByTestId('ticket-price'), 'MP');
    // The maximum volume is asked at the ceiling (107.0), not at the reference.
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ cmd: 'PurchasePower', symbol: 'FPT', price: 107_000 }),
      ),
    );
    await user.clear(screen.getByTestId('ticket-volume'));
    await user.type(screen.getByTestId('ticket-volume'), '1000');
    await user.click(screen.getByTestId('ticket-submit'));
    const confirm = await screen.findByTestId('order-confirm');
    expect(within(confirm).getByTestId('confirm-price').textContent).toBe('MP');
    expect(within(confirm).getByTestId('confirm-value').textContent).toBe('107,000,000');
    expect(within(confirm).getByTestId('confirm-fee').textContent).toBe('321,000');
    expect(within(confirm).getByTestId('confirm-estimate').textContent).toBe(
      'Giá trị và phí tạm tính theo giá trần 107.00',
    );
  });

  it('shows purchase power with and without margin for a margin sub-account (English)', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'en' }));
    selectAccount('M000011');
    renderTicket({ symbol: 'FPT', side: 'B', price: 100_000 });
    expect(await screen.findByTestId('ticket-power-margin')).toHaveProperty('textContent', '900,000,000');
    expect(screen.getByTestId('ticket-power-cash').textContent).toBe('500,000,000');
    expect(screen.getByTestId('ticket-power').textContent).toContain('Buying power (with margin)');
  });

  it('refuses a price off the tick in the field, and sends nothing', async () => {
    const user = userEvent.setup();
    setPin('123456');
    renderTicket({ symbol: 'VN30F1M', side: 'S', price: null });
    await screen.findByTestId('ticket-band', {}, { timeout: 5_000 });
    await user.type(screen.getByTestId('ticket-price'), '1300.55');
    await user.click(screen.getByTestId('ticket-submit'));
    expect((await screen.findByTestId('ticket-error')).textContent).toBe('Giá không hợp lệ');
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(sent.some((c) => c.cmd === 'NewOrder')).toBe(false);
  });

  it('sends the same order again as a new one once the first is taken', async () => {
    const user = userEvent.setup();
    const taken = vi.fn();
    let orderNo = 700;
    sent = standIn(quotes, (command) =>
      command.cmd === 'NewOrder'
        ? orderOf({ orderNo: String((orderNo += 1)), refId: String(command.refId) })
        : reply(command),
    );
    renderTicket({ symbol: 'FPT', side: 'B', price: 99_900 }, taken);
    await screen.findByTestId('ticket-band', {}, { timeout: 5_000 });
    await user.type(screen.getByTestId('ticket-pin'), '123456');
    const newOrders = () => sent.filter((c) => c.cmd === 'NewOrder');
    const place = async (count: number) => {
      await user.click(screen.getByTestId('ticket-submit'));
      await user.click(within(await screen.findByTestId('order-confirm')).getByTestId('confirm-ok'));
      await waitFor(() => expect(newOrders()).toHaveLength(count));
      await waitFor(() => expect(taken).toHaveBeenCalledTimes(count));
    };
    await place(1);
    // The same symbol, price and volume again (a big order sent in equal parts): a new refId.
    await place(2);
    const [first, second] = newOrders();
    expect(second).toMatchObject({ symbol: 'FPT', price: 99_900, volume: 100 });
    expect(second!.refId).not.toBe(first!.refId);
  });

  it('keeps the refId of an order not taken, so sending it again cannot make two', async () => {
    const user = userEvent.setup();
    let calls = 0;
    sent = standIn(quotes, (command) =>
      command.cmd !== 'NewOrder'
        ? reply(command)
        : (calls += 1) === 1
          ? refusal(-9999, 'Hệ thống bận')
          : orderOf({ orderNo: '701', refId: String(command.refId) }),
    );
    renderTicket({ symbol: 'FPT', side: 'B', price: 99_900 });
    await screen.findByTestId('ticket-band', {}, { timeout: 5_000 });
    await user.type(screen.getByTestId('ticket-pin'), '123456');
    for (const count of [1, 2]) {
      await user.click(screen.getByTestId('ticket-submit'));
      await user.click(within(await screen.findByTestId('order-confirm')).getByTestId('confirm-ok'));
      await waitFor(() => expect(sent.filter((c) => c.cmd === 'NewOrder')).toHaveLength(count));
      await waitFor(() => expect(screen.queryByTestId('order-confirm')).toBeNull());
    }
    const [failed, again] = sent.filter((c) => c.cmd === 'NewOrder');
    expect(again!.refId).toBe(failed!.refId);
  });

  it('asks for the PIN with the prompt when the ticket leaves it empty: Enter, PIN, Enter, Enter', async () => {
    const user = userEvent.setup();
    renderTicket({ symbol: 'VN30F1M', side: 'S', price: 130_100 });
    await screen.findByTestId('ticket-band', {}, { timeout: 5_000 });
    await user.click(screen.getByTestId('ticket-price'));
    await user.keyboard('{Enter}');
    await screen.findByTestId('pin-prompt');
    // The prompt's first focus is its close button (shared Dialog); Tab reaches the PIN.
    if (document.activeElement !== screen.getByTestId('pin-input')) await user.keyboard('{Tab}');
    await user.keyboard('123456{Enter}');
    await screen.findByTestId('order-confirm');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent.some((c) => c.cmd === 'NewOrder')).toBe(true));
    expect(sent.find((c) => c.cmd === 'CheckPin')).toMatchObject({ pin: '123456' });
    expect(sent.find((c) => c.cmd === 'NewOrder')).toMatchObject({
      side: 'S',
      price: 130_100,
      pin: '123456',
    });
  });
});
