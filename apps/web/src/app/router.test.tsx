import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from './providers';
import { createTestRouter } from './router';
import { serveTestConfig } from '@/shared/testing/test-config';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

serveTestConfig();

function renderAt(path: string) {
  const router = createTestRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  it.each([
    ['/', '/home/bang-gia/vn30'],
    ['/home', '/home/bang-gia/vn30'],
    ['/home/bang-gia', '/home/bang-gia/vn30'],
    ['/bang-gia', '/home/bang-gia/vn30'],
    ['/anything/else', '/home/bang-gia/vn30'],
    ['/home/unknown-screen', '/home/bang-gia/vn30'],
    ['/home/bang-gia/not-a-category', '/home/bang-gia/vn30'],
    ['/home/bang-gia/hsx', '/home/bang-gia/hsx'],
    ['/home/bang-gia/nganh-anything', '/home/bang-gia/nganh-anything'],
    ['/home/bang-gia/PHAISINH', '/home/bang-gia/PHAISINH'],
  ])('%s ends at %s', async (from, to) => {
    const router = renderAt(from);
    await screen.findByTestId('board-screen', undefined, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 5000 });
  });

  it('opens a user watchlist by its generated id', async () => {
    localStorage.setItem(
      'category',
      JSON.stringify([{ id: 'w-42', name: 'Ngân hàng', type: 'watchlist', value: [] }]),
    );
    vi.resetModules();
    const { createTestRouter: create } = await import('./router');
    const router = create('/home/bang-gia/w-42');
    const { AppProviders: Providers } = await import('./providers');
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByTestId('board-screen', undefined, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/home/bang-gia/w-42');
  });

  it('shows the version and the simulated market label in the footer', async () => {
    renderAt('/home/bang-gia/vn30');
    expect(await screen.findByText('Phiên bản 2.2.2', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Thị trường mô phỏng')).toBeTruthy();
  });
});
