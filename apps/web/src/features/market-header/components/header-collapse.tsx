// Hides or shows the market header above the board (setting headerCollapsed): a collapsed header
// gives the board its height (with denser rows), so a whole VN30 board fits a 1366x768 screen.
import { useTranslation } from 'react-i18next';
import { updateSettings } from '@/shared/settings/settings-store';
import { useSettings } from '@/shared/settings/use-settings';
import styles from './header-options.module.css';

export function HeaderCollapse() {
  const { t } = useTranslation('market-header');
  const collapsed = useSettings((settings) => settings.headerCollapsed);
  return (
    <button
      type="button"
      className={styles.collapse}
      aria-pressed={collapsed}
      onClick={() => updateSettings({ headerCollapsed: !collapsed })}
      data-testid="header-collapse"
    >
      {t('collapse')}
    </button>
  );
}
