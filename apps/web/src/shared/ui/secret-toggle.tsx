// The show/hide button beside a password or PIN input (auth's TextField, account's SecretField):
// it says which secret it shows, and whether it is shown.
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

export function SecretToggle({
  visible,
  onToggle,
  pin = false,
}: {
  visible: boolean;
  onToggle: () => void;
  /** A PIN's toggle says PIN, a password's says password. */
  pin?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={styles.toggle} aria-pressed={visible} onClick={onToggle}>
      {pin ? t(visible ? 'secret.hidePin' : 'secret.showPin') : t(visible ? 'secret.hide' : 'secret.show')}
    </button>
  );
}
