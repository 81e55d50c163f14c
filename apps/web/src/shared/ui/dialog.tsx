// The app's modal dialog, on Radix Dialog (@radix-ui/react-dialog): aria-modal with a title, focus
// moved inside and trapped there, the rest of the page inert, Escape and × close it (when
// `onClose` is given; first focus on `[data-autofocus]` when there is one), and focus returned to what opened it
// (shared/lib/focus-keeper.ts `restoreFocus`): the opener, as soon as it is enabled again when it is
// disabled while its form is sent; when it is gone, the first field of its form (a PIN box hidden
// once the PIN is kept), else the main landmark (the login button after a login), never the body.
// Full screen on phones. Render it while open; unmount it to close.
import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useRef, useState, type ReactNode } from 'react';
import { focusOrigin, restoreFocus } from '@/shared/lib/focus-keeper';
import styles from './dialog.module.css';

export interface DialogProps {
  title: ReactNode;
  /** Escape, × and the close button call it; without it the dialog can only be left from inside. */
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
  /** The role `alertdialog` (a confirmation), else `dialog`. */
  alert?: boolean;
  /** A panel along the left edge (the menu on tablets and phones) instead of a centred box. */
  drawer?: boolean;
}

export function Dialog({ title, onClose, closeLabel, children, testId, wide, alert, drawer }: DialogProps) {
  // Taken at the first render, before Radix moves focus into the dialog: the focused element, or
  // the form's submit button that lost focus to <body> as it was disabled just before (focusOrigin).
  const [opener] = useState(() => focusOrigin());
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.dialog, wide && styles.wide, drawer && styles.drawer)}
          role={alert ? 'alertdialog' : 'dialog'}
          aria-modal="true"
          aria-describedby={undefined}
          data-testid={testId}
          ref={content}
          // Focus goes to the element marked `data-autofocus` (a confirmation's Confirm), else the first field.
          onOpenAutoFocus={(event) => {
            const target = content.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          // A click beside a form must not throw away what was typed.
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (!onClose) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus(opener);
          }}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {onClose && (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                ×
              </RadixDialog.Close>
            )}
          </header>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
