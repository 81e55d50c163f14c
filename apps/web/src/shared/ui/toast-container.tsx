// The app's toast container (react-toastify), loaded on demand: see toast.ts. Placed so toasts
// never cover the header's controls (bottom right). The library's own screen reader texts are
// English ("Notifications Alt+T", "close"): both are given in the selected language.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useSettings } from '@/shared/settings/use-settings';

/** The library's close button (its classes and cross), named in the selected language. */
function ToastClose({
  closeToast,
  theme,
}: {
  closeToast?: (removedByUser: boolean) => void;
  theme?: string;
}) {
  const { t } = useTranslation();
  const close = (event: MouseEvent) => {
    event.stopPropagation();
    closeToast?.(true);
  };
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme ?? 'dark'}`}
      aria-label={t('toast.close')}
      onClick={close}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function AppToastContainer() {
  const { t } = useTranslation();
  const theme = useSettings((settings) => settings.theme);
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={2500}
      pauseOnHover={false}
      pauseOnFocusLoss
      newestOnTop
      theme={theme}
      aria-label={t('toast.region')}
      closeButton={<ToastClose />}
    />
  );
}
