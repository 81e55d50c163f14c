// Focus lost by a form as it is sent comes back: to the submit button once it is enabled again,
// to the form's first field when the focused field is gone, to <main> when the form is gone. A click
// beside the form and a closing dialog are left alone. A control outside a form that its action
// replaces (Log out by Log in) hands focus to its replacement, else to <main>. The browser's part is played as Chromium
// plays it (checked there): disabling, hiding or removing the focused element blurs it (focusout
// with no related target) and focus falls to <body>; jsdom does not, so the tests blur it first
// (jsdom cannot blur a disabled element).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { focusOrigin, focusTrail, focusWhenReplaced, installFocusKeeper, restoreFocus } from './focus-keeper';

let stop: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <main tabindex="-1">
      <form id="form">
        <select id="to"><option>M000001</option></select>
        <input id="pin" />
        <button id="submit" type="submit">Send</button>
      </form>
      <div role="dialog" id="dialog"><form><input id="inside" /><button id="ok">OK</button></form></div>
    </main>`;
  stop = installFocusKeeper(document);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const byId = (id: string) => document.getElementById(id)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('installFocusKeeper', () => {
  it('gives focus back to the submit button when it is enabled again after its form was sent', async () => {
    const submit = byId('submit') as HTMLButtonElement;
    submit.focus();
    submit.blur();
    submit.disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    submit.disabled = false;
    await waitFor(() => expect(document.activeElement).toBe(submit));
  });

  it('gives focus to the first field of the form when the focused field is gone', async () => {
    const pin = byId('pin');
    pin.focus();
    pin.blur();
    pin.remove();
    await waitFor(() => expect(document.activeElement).toBe(byId('to')));
  });

  it('gives focus to <main> when the form is gone', async () => {
    byId('submit').focus();
    byId('submit').blur();
    byId('form').remove();
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('main')));
  });

  it('leaves a click beside the form alone', async () => {
    byId('pin').focus();
    byId('pin').blur();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus to a dialog that closes (it gives focus back itself)', async () => {
    byId('inside').focus();
    byId('inside').blur();
    byId('dialog').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops when told to', async () => {
    stop();
    const submit = byId('submit') as HTMLButtonElement;
    submit.focus();
    submit.blur();
    submit.disabled = true;
    await settle();
    submit.disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('focusOrigin', () => {
  it('is the focused element, else the form element that just lost focus by being disabled', async () => {
    byId('pin').focus();
    expect(focusOrigin()?.element).toBe(byId('pin'));
    const submit = byId('submit') as HTMLButtonElement;
    submit.focus();
    submit.disabled = true;
    // As Chromium does it: disabled as it loses focus.
    submit.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    submit.blur();
    (document.body as HTMLElement).focus();
    expect(focusOrigin()?.element).toBe(submit);
    byId('to').focus();
    expect(focusOrigin()?.element).toBe(byId('to'));
  });
});

describe('restoreFocus', () => {
  it('focuses the element when it can take focus, <main> without a trail', () => {
    restoreFocus(focusTrail(byId('pin')));
    expect(document.activeElement).toBe(byId('pin'));
    restoreFocus(null);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('waits for a disabled element, and gives up waiting when focus is put elsewhere', async () => {
    const submit = byId('submit') as HTMLButtonElement;
    submit.disabled = true;
    (document.activeElement as HTMLElement | null)?.blur();
    restoreFocus(focusTrail(submit));
    byId('pin').focus();
    submit.disabled = false;
    await settle();
    expect(document.activeElement).toBe(byId('pin'));
  });
});

describe('focusWhenReplaced', () => {
  /** A control outside any form, replaced by another as its action ends (Log out by Log in). */
  function replaceable() {
    const bar = document.createElement('header');
    bar.innerHTML = '<button id="logout">Log out</button>';
    document.body.prepend(bar);
    return { bar, logout: byId('logout') };
  }
  /** As Chromium removes a focused element: it is blurred (focusout) and focus falls to <body>. */
  function replace(bar: HTMLElement, logout: HTMLElement, by: string) {
    logout.blur();
    logout.remove();
    bar.insertAdjacentHTML('beforeend', by);
  }

  it('gives focus to the control shown in place of the removed one', async () => {
    const { bar, logout } = replaceable();
    logout.focus();
    focusWhenReplaced(logout, () => document.getElementById('login'));
    await settle();
    expect(document.activeElement).toBe(logout);
    replace(bar, logout, '<button id="login">Log in</button>');
    await waitFor(() => expect(document.activeElement).toBe(byId('login')));
  });

  it('gives focus to <main> when no control takes its place', async () => {
    const { bar, logout } = replaceable();
    logout.focus();
    focusWhenReplaced(logout, () => document.getElementById('login'));
    replace(bar, logout, '<button id="login" hidden>Log in</button>');
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('main')));
  });

  it('leaves focus put elsewhere meanwhile alone', async () => {
    const { bar, logout } = replaceable();
    logout.focus();
    focusWhenReplaced(logout, () => document.getElementById('login'));
    byId('pin').focus();
    replace(bar, logout, '<button id="login">Log in</button>');
    await settle();
    expect(document.activeElement).toBe(byId('pin'));
  });
});
