// The bell in a board row's symbol cell: opens the small alert form of the symbol. Dim until the
// row is hovered or the bell focused; lit when the symbol has an active alert. A button in the tab
// order, labelled with the symbol.
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/hooks/use-store';
import { alertSymbolsStore, openAlertForm } from './alert-ui-store';
import styles from './alert-bell.module.css';

export function AlertBell({ symbol }: { symbol: string }) {
  const { t } = useTranslation('alerts');
  const active = useStore(alertSymbolsStore, (symbols) => symbols.has(symbol));
  if (symbol === '') return null;
  return (
    <button
      type="button"
      className={active ? styles.bellActive : styles.bell}
      aria-label={t(active ? 'bellActive' : 'bell', { symbol })}
      title={t(active ? 'bellActive' : 'bell', { symbol })}
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
