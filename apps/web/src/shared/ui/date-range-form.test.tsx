// The account screens' date range: dd/mm/yyyy shown and typed in both languages (never the
// browser's mm/dd/yyyy), applied as yyyy-mm-dd, refused with the same messages in vi and en.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { DateRangeForm } from './date-range-form';

afterEach(async () => {
  await act(() => i18n.changeLanguage('vi'));
});

function renderForm() {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DateRangeForm value={{ from: '2026-02-01', to: '2026-03-02' }} onChange={onChange} testId="range" />
    </I18nextProvider>,
  );
  const from = screen.getByTestId('range-from') as HTMLInputElement;
  const to = screen.getByTestId('range-to') as HTMLInputElement;
  return { onChange, from, to, search: () => fireEvent.click(screen.getByTestId('range-search')) };
}

describe('the date range form', () => {
  it('shows dd/mm/yyyy in English too, a text field the keyboard types into, and applies yyyy-mm-dd', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { onChange, from, to, search } = renderForm();
    expect(from.type).toBe('text');
    expect(from.value).toBe('01/02/2026');
    expect(to.value).toBe('02/03/2026');
    expect(from.placeholder).toBe('dd/mm/yyyy');
    expect(screen.getByLabelText('From')).toBe(from);
    fireEvent.change(from, { target: { value: '15012026' } });
    expect(from.value).toBe('15/01/2026');
    fireEvent.keyDown(to, { key: 'ArrowUp' });
    expect(to.value).toBe('03/03/2026');
    search();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toEqual({ from: '2026-01-15', to: '2026-03-03' });
  });

  it.each([
    [
      'vi',
      'Nhập ngày dạng dd/mm/yyyy',
      'Khoảng ngày không hợp lệ (từ ngày không sau đến ngày, tối đa một năm)',
    ],
    ['en', 'Enter the date as dd/mm/yyyy', 'Invalid date range (from not after to, at most one year)'],
  ])(
    'refuses an incomplete date and a reversed range in %s, applying nothing',
    async (language, date, range) => {
      await act(() => i18n.changeLanguage(language));
      const { onChange, from, to, search } = renderForm();
      fireEvent.change(from, { target: { value: '31/02/2026' } });
      search();
      expect((await screen.findByRole('alert')).textContent).toBe(date);
      fireEvent.change(from, { target: { value: '05/03/2026' } });
      fireEvent.change(to, { target: { value: '04/03/2026' } });
      search();
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(range));
      expect(onChange).not.toHaveBeenCalled();
    },
  );
});
