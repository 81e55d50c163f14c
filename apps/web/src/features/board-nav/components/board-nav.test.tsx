// The board navigation's industry dropdown names each industry by the shared (common) texts, the
// same names the stock detail's company panel uses, in Vietnamese and in English.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n';
import { INDUSTRY_SLUGS } from '@/shared/categories/categories';
import { appConfigQuery } from '@/shared/config/config-query';
import { updateSettings } from '@/shared/settings/settings-store';
import { testConfig } from '@/shared/testing/test-config';
import { BoardNav } from './board-nav';

function renderNav() {
  const client = new QueryClient();
  client.setQueryData(appConfigQuery.queryKey, testConfig);
  const router = createMemoryRouter(
    [{ path: '/home/bang-gia/:categoryId', element: <BoardNav categoryId="vn30" /> }],
    { initialEntries: ['/home/bang-gia/vn30'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => updateSettings({ lang: 'vi' }));

describe('BoardNav industries', () => {
  it('lists every industry by its shared name, in vi then en', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(within(screen.getByTestId('nav-industries')).getByRole('button'));
    const list = screen.getByTestId('nav-industries-list');
    expect(within(list).getAllByRole('link')).toHaveLength(INDUSTRY_SLUGS.length + 1);
    expect(within(list).getByRole('link', { name: 'Điện - Nước - Khí đốt' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Thép' })).toBeTruthy();
    act(() => updateSettings({ lang: 'en' }));
    expect(await within(list).findByRole('link', { name: 'Power, water and gas utilities' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Steel' })).toBeTruthy();
  });
});
