// The confirmation before something is sent (issue 28 item 6): an alert dialog listing what will
// happen (label/value rows, each value already formatted by @sen/market), with Confirm (focused, so
// Enter confirms on purpose) and Back (Escape too). Used before an order is placed, edited or
// cancelled (trading; a setting may switch those off) and before every money movement (always).
// Texts come from the caller's i18n namespace; nothing is sent until `onConfirm`. While `busy` the
// buttons are marked disabled (aria-disabled) and do nothing, Escape does nothing, and focus stays on
// Confirm: a disabled button would drop focus to <body>. `children` go under the rows (the bond
// trade's PIN box and its refusal).
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

export interface ConfirmDialogProps {
  title: string;
  rows: readonly ConfirmRow[];
  /** A sentence above the rows (what happens, or a warning). */
  message?: ReactNode;
  /** Under the rows, above the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the buttons are disabled. */
  busy?: boolean;
  /** Colours the confirm button as a buy or a sell. */
  tone?: 'buy' | 'sell';
  testId?: string;
}

export function ConfirmDialog({
  title,
  rows,
  message,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <Dialog title={title} onClose={unlessBusy(onCancel)} closeLabel={cancelLabel} testId={testId} alert>
      {message && <p className={styles.message}>{message}</p>}
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className={styles.actions} aria-busy={busy || undefined}>
        <button
          type="button"
          className={styles.cancel}
          onClick={unlessBusy(onCancel)}
          aria-disabled={busy || undefined}
          data-testid="confirm-cancel"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={styles.confirm}
          data-tone={tone}
          onClick={unlessBusy(onConfirm)}
          aria-disabled={busy || undefined}
          data-autofocus
          data-testid="confirm-ok"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
