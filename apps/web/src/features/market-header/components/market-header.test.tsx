import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import '@/shared/i18n/i18n';
import { testConfig } from '@/shared/testing/test-config';
import { MarketHeader } from './market-header';

// The live cards' socket: a silent stand-in, so its module is not still loading when the test's
// environment is torn down (vitest: "Cannot load ... after the environment was torn down").
vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

afterEach(() => vi.unstubAllGlobals());

describe('MarketHeader', () => {
  it('paints its layout and static titles in the first frame, then fills the same elements in after the paint', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(appConfigQuery.queryKey, testConfig);
    render(
      <QueryClientProvider client={client}>
        <MarketHeader />
      </QueryClientProvider>,
    );
    // The first commit: the summary's title and the tables' heads, no figures, no request.
    const header = screen.getByTestId('market-header');
    expect(header.getAttribute('aria-busy')).toBe('true');
    const title = within(screen.getByTestId('market-summary')).getByRole('heading', { level: 2 });
    expect(title.textContent).toContain('Tổng quan thị trường');
    expect(within(screen.getByTestId('top-index')).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(screen.getByTestId('top-interest')).getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // After the first paint: the figures and cards come, into the same title element.
    await waitFor(() => expect(header.getAttribute('aria-busy')).toBeNull());
    expect(within(screen.getByTestId('market-summary')).getByRole('heading', { level: 2 })).toBe(title);
    expect(within(screen.getByTestId('market-summary')).getByRole('status')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
  });
});
