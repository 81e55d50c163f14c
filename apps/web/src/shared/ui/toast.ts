// Toasts from the code of the board's first load (react-toastify, about 10 KB gzip with its CSS, is
// not in it): a toast loads the library on first use and is shown by the toast container, which
// the app mounts after the page's first paint (toast-container.tsx); a toast asked for before the
// container is there waits in react-toastify's own queue until it mounts. Screens loaded on demand
// may import react-toastify directly.
import type * as Toastify from 'react-toastify';

type Kind = 'success' | 'info' | 'warn' | 'error';

let library: Promise<typeof Toastify> | undefined;

/** react-toastify, loaded once. */
function loadToastify(): Promise<typeof Toastify> {
  return (library ??= import('react-toastify'));
}

function show(kind: Kind, text: string): void {
  void loadToastify().then(({ toast: library }) => library[kind](text));
}

export const toast = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warn: (text: string) => show('warn', text),
  error: (text: string) => show('error', text),
};
