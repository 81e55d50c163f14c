// The heading of a money screen: what it is, for which sub-account.
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';

export function MoneyTitle({ title, sub }: { title: string; sub: string }) {
  const { t } = useTranslation('money');
  return (
    <h1 className={dataStyles.title}>
      {title} · {t('subAccount')} {sub}
    </h1>
  );
}
