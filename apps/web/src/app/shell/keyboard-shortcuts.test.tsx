// App-wide keys: "/" focuses the symbol search, "?" and the footer's button list every key (vi and
// en), an arrow puts the cursor on the board's first row; none fires while typing in a field, and an
// arrow stays with an open menu and with radio buttons.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { Dropdown } from '@/shared/ui/dropdown';
import { keyboardHelpStore } from './keyboard-help-store';
import { KeyboardShortcuts } from './keyboard-shortcuts';

function Page() {
  return (
    <I18nextProvider i18n={i18n}>
      <input data-testid="symbol-search" />
      <input data-testid="other-field" />
      <Dropdown label="HNX">{() => <a href="/hnx30">HNX30</a>}</Dropdown>
      <label>
        <input type="radio" name="layout" defaultChecked /> Biểu đồ
      </label>
      <label>
        <input type="radio" name="layout" /> Thu gọn
      </label>
      <div role="grid">
        <div role="row" data-symbol="FPT">
          <a href="/FPT">FPT</a>
        </div>
      </div>
      <KeyboardShortcuts />
    </I18nextProvider>
  );
}

afterEach(async () => {
  act(() => keyboardHelpStore.set(false));
  await i18n.changeLanguage('vi');
});

describe('keyboard shortcuts', () => {
  it('jumps to the symbol search with / and to the board with an arrow', () => {
    render(<Page />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(screen.getByTestId('symbol-search'));
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('FPT');
  });

  it('lists every key in Vietnamese and English', async () => {
    render(<Page />);
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByTestId('keyboard-help');
    expect(help.textContent).toContain('Phím tắt đặt lệnh');
    expect(help.textContent).toContain('Mở phiếu lệnh MUA mã của dòng');
    expect(help.textContent).toContain('PgUp PgDn');
    expect(help.querySelectorAll('tr')).toHaveLength(11);
    act(() => keyboardHelpStore.set(false));
    await act(() => i18n.changeLanguage('en'));
    act(() => keyboardHelpStore.set(true));
    expect((await screen.findByTestId('keyboard-help')).textContent).toContain(
      "Open a BUY ticket for the row's symbol",
    );
  });

  it('does nothing while the customer types in a field', () => {
    render(<Page />);
    const field = screen.getByTestId('other-field');
    field.focus();
    fireEvent.keyDown(field, { key: '/' });
    fireEvent.keyDown(field, { key: '?' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(field);
    expect(screen.queryByTestId('keyboard-help')).toBeNull();
  });

  it('leaves an arrow to an open menu and to radio buttons', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'HNX' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('HNX30');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('HNX30');
    await user.keyboard('{Escape}');
    const radio = screen.getByRole('radio', { name: 'Biểu đồ' });
    radio.focus();
    fireEvent.keyDown(radio, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(radio);
  });
});
