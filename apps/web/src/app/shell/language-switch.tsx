import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/shared/i18n/resources';
import { updateSettings } from '@/shared/settings/settings-store';
import { useSettings } from '@/shared/settings/use-settings';
import styles from './switch.module.css';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useSettings((settings) => settings.lang);
  return (
    <div className={styles.group} role="group" aria-label={t('language')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={clsx(styles.option, code === lang && styles.selected)}
          aria-pressed={code === lang}
          title={t(`languages.${code}`)}
          data-testid={`lang-${code}`}
          onClick={() => updateSettings({ lang: code })}
        >
          {t(`languageShort.${code}`)}
        </button>
      ))}
    </div>
  );
}
