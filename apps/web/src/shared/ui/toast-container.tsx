// The app's toast container (react-toastify), loaded on demand: see toast.ts. Placed so toasts
// never cover the header's controls (bottom right).
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useSettings } from '@/shared/settings/use-settings';

export function AppToastContainer() {
  const theme = useSettings((settings) => settings.theme);
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={2500}
      pauseOnHover={false}
      pauseOnFocusLoss
      newestOnTop
      theme={theme}
    />
  );
}
