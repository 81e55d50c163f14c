// A dialog of the watchlists: the app's dialog (shared/ui/dialog) with the watchlists' close label.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as AppDialog } from '@/shared/ui/dialog';

export function Dialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('watchlists');
  return (
    <AppDialog title={title} onClose={onClose} closeLabel={t('close')} testId={testId}>
      {children}
    </AppDialog>
  );
}
