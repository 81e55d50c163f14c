// The events tab of the detail page with the info host answered by a stand-in: bonus shares (a stock
// dividend flagged `bonus`) are named as such, apart from a stock dividend, in vi and en.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { EventsSection } from './events-section';
import { testConfig } from '@/shared/testing/test-config';

const config = { ...testConfig, marketTime: '2026-11-26T10:30:00+07:00' };
const shareIssue = (id: string, exDate: string, title: { vi: string; en: string }, bonus?: true) => ({
  kind: 'stock-dividend',
  id,
  title,
  ratio: '100:20',
  exDate,
  recordDate: exDate,
  ...(bonus ? { bonus } : {}),
  simulated: true,
});
const items = [
  shareIssue(
    'HPG-BS1',
    '2026-11-27',
    { vi: 'Phát hành cổ phiếu thưởng tỷ lệ 100:20', en: 'Bonus shares at 100:20' },
    true,
  ),
  shareIssue('HPG-SD1', '2026-05-04', {
    vi: 'Trả cổ tức bằng cổ phiếu tỷ lệ 100:20',
    en: 'Stock dividend at 100:20',
  }),
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/info/stockEvents.pt')
        ? Response.json({ page: 1, size: 10, total: items.length, items, simulated: true })
        : Response.json({ message: `unexpected ${url}` }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appConfigQuery.queryKey, config);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <EventsSection symbol="HPG" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const kinds = async () => {
  const table = await screen.findByTestId('events-table');
  await within(table).findAllByText(/100:20/);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
};

describe('events section', () => {
  it('names bonus shares apart from a stock dividend, in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    updateSettings({ lang: 'vi' });
    renderSection();
    const rows = await kinds();
    expect(rows[0]).toContain('Cổ phiếu thưởngPhát hành cổ phiếu thưởng tỷ lệ 100:20');
    expect(rows[1]).toContain('Cổ tức cổ phiếuTrả cổ tức bằng cổ phiếu tỷ lệ 100:20');
  });
  it('and in English', async () => {
    await i18n.changeLanguage('en');
    updateSettings({ lang: 'en' });
    renderSection();
    const rows = await kinds();
    expect(rows[0]).toContain('Bonus sharesBonus shares at 100:20');
    expect(rows[1]).toContain('Stock dividendStock dividend at 100:20');
    await i18n.changeLanguage('vi');
    updateSettings({ lang: 'vi' });
  });
});
