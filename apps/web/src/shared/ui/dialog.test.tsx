import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">outside</button>
      {open && (
        <Dialog title="Ticket" closeLabel="close" onClose={() => setOpen(false)} testId="dialog">
          <input aria-label="symbol" />
          <button type="button">send</button>
        </Dialog>
      )}
    </main>
  );
}

describe('Dialog', () => {
  it('is modal, takes and traps focus, closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ticket' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab cycles inside: input, send, close, and back to the input; never "outside".
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      seen.add(
        (document.activeElement as HTMLElement).getAttribute('aria-label') ??
          document.activeElement!.textContent!,
      );
    }
    expect(seen).toEqual(new Set(['symbol', 'send', 'close']));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus to the main landmark when its opener is gone', async () => {
    const user = userEvent.setup();
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <main tabIndex={-1} data-testid="main">
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              login
            </button>
          )}
          {open && (
            <Dialog title="Login" closeLabel="close" onClose={() => setOpen(false)}>
              <input aria-label="user" />
            </Dialog>
          )}
        </main>
      );
    }
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: 'login' }));
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('main')));
  });

  it('gives first focus to the element marked data-autofocus', async () => {
    render(
      <Dialog title="Confirm" onClose={() => undefined}>
        <input aria-label="first" />
        <button type="button" data-autofocus>
          yes
        </button>
      </Dialog>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'yes' })));
  });
});
