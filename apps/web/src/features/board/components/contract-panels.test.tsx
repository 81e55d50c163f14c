// The futures board's depth and match-history panels scroll on their own (ten levels, a day of
// trades): a keyboard must be able to reach and scroll each (axe: scrollable-region-focusable,
// serious, on /home/bang-gia/PHAISINH), and a screen reader names each by its title.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { serveTestConfig } from '@/shared/testing/test-config';
import { ContractPanels } from './contract-panels';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));
vi.mock('./contract-chart', () => ({ default: () => null }));

describe('futures contract panels', () => {
  serveTestConfig();

  it('makes the depth tables and the match history focusable regions named by their titles', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={client}>
        <ContractPanels symbol="VN30F1M" />
      </AppProviders>,
    );
    for (const name of ['Bên bán', 'Bên mua', 'Lịch sử khớp lệnh']) {
      const region = await screen.findByRole('region', { name });
      expect(region.tabIndex).toBe(0);
      expect(region.querySelector('table')).not.toBeNull();
    }
  });
});
