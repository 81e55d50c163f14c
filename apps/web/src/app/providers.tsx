// Everything the app runs inside. Other features add their providers in slots/providers.tsx.
// The toast container comes after the page's first paint (its library is not in the board's first
// load, shared/ui/toast.ts); toasts asked for before then wait for it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { i18n } from '@/shared/i18n/i18n';
import { createQueryClient } from './query-client';
import { FeatureProviders } from './slots/feature-providers';

const AppToastContainer = lazy(async () => ({
  default: (await import('@/shared/ui/toast-container')).AppToastContainer,
}));

function LazyToasts() {
  const painted = useAfterFirstPaint();
  return painted ? (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  ) : null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FeatureProviders>{children}</FeatureProviders>
        <LazyToasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
