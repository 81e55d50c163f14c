import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { APP_VERSION } from '@/shared/config/version';
import { keyboardHelpStore } from './keyboard-help-store';
import { MarketClock } from './market-clock';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <footer className={styles.footer}>
      <span className={styles.version} data-testid="app-version">
        {t('version', { version: APP_VERSION })}
      </span>
      {config.simulated && <span className={styles.simulated}>{t('simulatedMarket')}</span>}
      {config.clock === 'demo' && <span className={styles.demoClock}>{t('demoClock')}</span>}
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.keys}
        onClick={() => keyboardHelpStore.set(true)}
        data-testid="keyboard-help-open"
      >
        {t('keys.open')}
      </button>
      <MarketClock />
    </footer>
  );
}
