import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { updateSettings } from '@/shared/settings/settings-store';
import { useSettings } from '@/shared/settings/use-settings';
import styles from './switch.module.css';

const THEMES = ['dark', 'light'] as const;

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSettings((settings) => settings.theme);
  return (
    <div className={styles.group} role="group" aria-label={t('theme.label')}>
      {THEMES.map((name) => (
        <button
          key={name}
          type="button"
          className={clsx(styles.option, name === theme && styles.selected)}
          aria-pressed={name === theme}
          data-testid={`theme-${name}`}
          onClick={() => updateSettings({ theme: name })}
        >
          {t(`theme.${name}`)}
        </button>
      ))}
    </div>
  );
}
