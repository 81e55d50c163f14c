// App-wide keys of keyboard order entry (issue 21 item 5): "/" jumps to the symbol search, "?"
// lists every key, and an arrow key with focus outside a board puts the row cursor on the board's
// first row (the board moves it from there: features/board/hooks/use-grid-keys.ts). Keys never fire
// while the customer types in a field or while a dialog is open (the ticket has its own keys); an
// arrow stays with a control that takes arrows (radio buttons, tabs) and with an open menu.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { keyboardHelpStore } from './keyboard-help-store';

// Loaded the first time it opens, so the board route does not carry the dialog.
const KeyboardHelp = lazy(async () => ({ default: (await import('./keyboard-help')).KeyboardHelp }));

const TEXT_INPUT = /^(?:text|search|password|number|tel|email|url|date|)$/;

/** Whether a key pressed in `target` is the customer typing (fields and editable text). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && TEXT_INPUT.test(target.type);
}

/** Controls whose arrow keys are their own: the board itself, tabs, radio buttons. */
const ARROW_OWNERS = '[role=grid],[role=tablist],[type=radio]';

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

function focusBoard(): boolean {
  const link = document.querySelector<HTMLElement>('[role="grid"] [role="row"][data-symbol] a');
  link?.focus();
  return link !== null;
}

export function KeyboardShortcuts() {
  const help = useSyncExternalStore(keyboardHelpStore.subscribe, keyboardHelpStore.get);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || dialogOpen()) return;
      if (event.key === '?') {
        event.preventDefault();
        keyboardHelpStore.set(true);
      } else if (event.key === '/') {
        const search = document.querySelector<HTMLElement>('[data-testid="symbol-search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const owned = event.target instanceof Element && event.target.closest(ARROW_OWNERS) !== null;
        // A dropdown open (its trigger or its panel has the focus): the key is the menu's.
        if (!owned && !document.querySelector('[aria-expanded="true"]') && focusBoard())
          event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return help ? (
    <Suspense fallback={null}>
      <KeyboardHelp onClose={() => keyboardHelpStore.set(false)} />
    </Suspense>
  ) : null;
}
