// For screen tests: the whole app shell (providers, router) opened at a path, queries not retried.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';

export function renderShell(path: string) {
  return render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createTestRouter(path)} />
    </AppProviders>,
  );
}
