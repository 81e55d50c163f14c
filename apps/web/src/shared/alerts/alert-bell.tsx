// The bell in a board row's symbol cell: opens the small alert form of the row's symbol. Dim until
// the row is hovered or the bell focused; lit when the symbol has an active alert. A button in the
// tab order, labelled with the symbol. The row renders the bell once and writes its symbol's label
// and state (showBell): a sort re-binds every row on screen to another symbol without rendering
// it in React, and a translation with a value costs more than the rest of the bell, so labels are
// kept by language.
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openAlertForm } from './alert-ui-store';
import styles from './alert-bell.module.css';

const labels = new Map<string, string>();

function labelOf(t: TFunction<'alerts-shell'>, language: string, active: boolean, symbol: string): string {
  const key = active ? 'bellActive' : 'bell';
  const id = `${language} ${key} ${symbol}`;
  let label = labels.get(id);
  if (label === undefined) {
    label = t(key, { symbol });
    labels.set(id, label);
  }
  return label;
}

/** A bell's label for a symbol, with or without an active alert, in the current language. */
export type BellLabel = (symbol: string, active: boolean) => string;

/** The bells' labels in the current language (one function per language, for all rows). */
export function useBellLabel(): BellLabel {
  const { t, i18n } = useTranslation('alerts-shell');
  const language = i18n.language;
  return useCallback((symbol, active) => labelOf(t, language, active, symbol), [t, language]);
}

/** Shows `bell` as a symbol's: lit when the symbol has an active alert, and its label. */
export function showBell(bell: HTMLElement, label: string, active: boolean): void {
  const className = active ? styles.bellActive! : styles.bell!;
  if (bell.className !== className) bell.className = className;
  if (bell.title === label) return;
  bell.setAttribute('aria-label', label);
  bell.title = label;
}

/** The bell of the row it is in (`data-symbol`): its label and state are written by showBell. */
export function AlertBell() {
  return (
    <button
      type="button"
      className={styles.bell}
      data-testid="alert-bell"
      onClick={(event) => {
        event.stopPropagation();
        const symbol = event.currentTarget.closest<HTMLElement>('[data-symbol]')?.dataset.symbol;
        if (symbol) openAlertForm(symbol);
      }}
    >
      <svg viewBox="0 0 16 16" width="11" height="11" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2Zm5-5V7a5 5 0 0 0-4-4.9V1a1 1 0 1 0-2 0v1.1A5 5 0 0 0 3 7v4l-1.3 1.3A.4.4 0 0 0 2 13h12a.4.4 0 0 0 .3-.7Z"
        />
      </svg>
    </button>
  );
}
