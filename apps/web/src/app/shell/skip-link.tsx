// The page's first Tab stop: "skip to the content", so a keyboard or screen reader user does not
// go through the top bar's dozen links and buttons on every screen. Hidden until focused.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  // Focus <main> by script: following the #hash would put it in the address bar and the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip} onClick={skip} data-testid="skip-link">
      {t('skipToContent')}
    </a>
  );
}
