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

  it("gives focus to the first field of the opener's form when the opener is gone (a PIN box once the PIN is kept)", async () => {
    const user = userEvent.setup();
    function PinForm() {
      const [open, setOpen] = useState(false);
      const [pinKept, setPinKept] = useState(false);
      return (
        <main tabIndex={-1} data-testid="main">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            <input aria-label="amount" />
            {!pinKept && <input aria-label="pin" />}
            <button type="submit">send</button>
          </form>
          {open && (
            <Dialog title="Confirm" closeLabel="back" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setPinKept(true);
                  setOpen(false);
                }}
              >
                ok
              </button>
            </Dialog>
          )}
        </main>
      );
    }
    render(<PinForm />);
    await user.type(screen.getByRole('textbox', { name: 'pin' }), '123456{Enter}');
    await user.click(await screen.findByRole('button', { name: 'ok' }));
    expect(screen.queryByRole('textbox', { name: 'pin' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'amount' })));
  });

  it('gives focus back to its opener once it is enabled again (its form still being sent)', async () => {
    const user = userEvent.setup();
    function Sending() {
      const [open, setOpen] = useState(false);
      const [sending, setSending] = useState(false);
      return (
        <main tabIndex={-1} data-testid="main">
          <button type="button" disabled={sending} onClick={() => setOpen(true)}>
            send
          </button>
          {open && (
            <Dialog title="Confirm" closeLabel="back" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  // Sent: the dialog closes, the form stays disabled until the answer comes.
                  setSending(true);
                  setOpen(false);
                  setTimeout(() => setSending(false), 150);
                }}
              >
                ok
              </button>
            </Dialog>
          )}
        </main>
      );
    }
    render(<Sending />);
    const opener = screen.getByRole('button', { name: 'send' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((opener as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).not.toBe(opener);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
