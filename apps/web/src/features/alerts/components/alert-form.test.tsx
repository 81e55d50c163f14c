// The alert form's refusals speak the field's units: a price is typed in thousands of VND (futures in
// points) as on the board, so its limit is told that way, formatted as the board formats prices, and
// a refused threshold keeps nothing (a visitor's alerts stay empty).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderShell } from '@/shared/testing/render-shell';
import { serveTestConfig } from '@/shared/testing/test-config';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));
serveTestConfig();

async function refuse(symbol: string, threshold: string) {
  const user = userEvent.setup();
  const form = await screen.findByTestId('alert-form', {}, { timeout: 5000 });
  await user.type(within(form).getByTestId('alert-symbol'), symbol);
  await user.type(within(form).getByTestId('alert-threshold'), threshold);
  await user.click(within(form).getByTestId('alert-save'));
  return (await within(form).findAllByRole('alert')).map((alert) => alert.textContent).join(' ');
}

describe('alert form', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('vi'));
    localStorage.clear();
  });

  it('tells a refused stock price in thousands of VND, as the board writes it', async () => {
    renderShell('/home/canh-bao-gia');
    const text = await refuse('FPT', '-5');
    expect(text).toBe('Nhập giá lớn hơn 0 và không quá 10,000.00, tính bằng nghìn VNĐ như trên bảng giá');
    expect(screen.getByText('Giá (nghìn VNĐ)')).toBeDefined();
    expect(screen.getByText(/^Chưa có cảnh báo nào/)).toBeDefined();
  });

  it('tells a future price in points, in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderShell('/home/canh-bao-gia');
    const text = await refuse('VN30F1M', 'abc');
    expect(text).toBe('Enter a price above 0 and at most 100,000.0, in points as on the price board');
    expect(screen.getByText('Price (points)')).toBeDefined();
  });

  it('lists the alerts in their own focusable scroll region (a phone does not scroll the page sideways)', async () => {
    const user = userEvent.setup();
    renderShell('/home/canh-bao-gia');
    const form = await screen.findByTestId('alert-form', {}, { timeout: 5000 });
    await user.type(within(form).getByTestId('alert-symbol'), 'FPT');
    await user.type(within(form).getByTestId('alert-threshold'), '150');
    await user.click(within(form).getByTestId('alert-save'));
    const table = await screen.findByTestId('alerts-table');
    expect(table.parentElement).toBe(screen.getByRole('region', { name: 'Cảnh báo giá' }));
    expect(table.parentElement?.tabIndex).toBe(0);
  });
});
