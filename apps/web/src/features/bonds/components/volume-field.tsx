// The number of bonds of a quote or a sell-back: digits only, labelled.
import { useTranslation } from 'react-i18next';
import styles from './bonds.module.css';

export function VolumeField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (text: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('bonds');
  return (
    <label className={styles.field}>
      {t('col.volume')}
      <input
        value={value}
        inputMode="numeric"
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        data-testid={testId}
      />
    </label>
  );
}
