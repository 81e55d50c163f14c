// Index card layout (typeIndex 1-3) and which indexes are hidden (indHid).
import { INDEX_LAYOUTS, indexName } from '@sen/market';
import { useTranslation } from 'react-i18next';
import type { IndexLayout } from '@/shared/settings/settings-schema';
import { toggleHiddenIndex, updateSettings } from '@/shared/settings/settings-store';
import { useSettings } from '@/shared/settings/use-settings';
import { Dropdown } from '@/shared/ui/dropdown';
import { HEADER_INDEX_CODES } from '../lib/header-index-codes';
import styles from './header-options.module.css';

export function HeaderOptions({ codes = HEADER_INDEX_CODES }: { codes?: readonly string[] }) {
  const { t } = useTranslation('market-header');
  const { typeIndex, indHid } = useSettings();
  return (
    <Dropdown label={t('options.button')} align="right" testId="header-options">
      {() => (
        <div className={styles.options}>
          <fieldset className={styles.group}>
            <legend>{t('options.layout')}</legend>
            {INDEX_LAYOUTS.map((layout) => (
              <label key={layout} className={styles.choice}>
                <input
                  type="radio"
                  name="index-layout"
                  checked={typeIndex === layout}
                  data-testid={`index-layout-${layout}`}
                  onChange={() => updateSettings({ typeIndex: layout as IndexLayout })}
                />
                {t(`options.layout${layout}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('options.show')}</legend>
            {codes.map((code) => (
              <label key={code} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={!indHid.includes(code)}
                  data-testid={`index-visible-${code}`}
                  onChange={() => toggleHiddenIndex(code)}
                />
                {indexName(code)}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </Dropdown>
  );
}
