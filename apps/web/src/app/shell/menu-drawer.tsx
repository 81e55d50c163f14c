// The menu drawer of tablets and phones: the menu, server status, theme and language in the app's
// dialog along the left edge. Loaded when first opened (the board route does not carry the
// dialog library).
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { LanguageSwitch } from './language-switch';
import { MenuLinks } from './menu-links';
import { ServerStatus } from './server-status';
import { ThemeToggle } from './theme-toggle';
import styles from './top-bar.module.css';

export function MenuDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('menu.label')}
      closeLabel={t('menu.close')}
      onClose={onClose}
      testId="menu-drawer"
      drawer
    >
      <nav className={styles.drawerMenu} aria-label={t('menu.label')}>
        <MenuLinks onFollow={onClose} />
      </nav>
      <div className={styles.drawerSettings}>
        <ServerStatus />
        <ThemeToggle />
        <LanguageSwitch />
      </div>
    </Dialog>
  );
}
