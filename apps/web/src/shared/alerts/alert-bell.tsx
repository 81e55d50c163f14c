// The bell in a board row's symbol cell: opens the small alert form of the symbol. Dim until the
// row is hovered or the bell focused; lit when the symbol has an active alert. A button in the tab
// order, labelled with the symbol. A sort re-binds every row on screen to another symbol, and a
// translation with a value costs more than the rest of the bell: labels are kept by language.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/hooks/use-store';
import { alertSymbolsStore, openAlertForm } from './alert-ui-store';
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

export function AlertBell({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation('alerts-shell');
  const active = useStore(alertSymbolsStore, (symbols) => symbols.has(symbol));
  if (symbol === '') return null;
  const label = labelOf(t, i18n.language, active, symbol);
  return (
    <button
      type="button"
      className={active ? styles.bellActive : styles.bell}
      aria-label={label}
      title={label}
      data-testid="alert-bell"
      onClick={(event) => {
        event.stopPropagation();
        openAlertForm(symbol);
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
