// Everything the app runs inside. Other features add their providers in slots/providers.tsx.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { i18n } from '@/shared/i18n/i18n';
import { useSettings } from '@/shared/settings/use-settings';
import { createQueryClient } from './query-client';
import { FeatureProviders } from './slots/feature-providers';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const theme = useSettings((settings) => settings.theme);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FeatureProviders>{children}</FeatureProviders>
        <ToastContainer
          position="bottom-right"
          autoClose={2500}
          pauseOnHover={false}
          pauseOnFocusLoss
          newestOnTop
          theme={theme}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
