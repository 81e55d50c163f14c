// The company panel names the company's industry by the shared (common) industry names, the same
// the board menu lists, in vi and en.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { testConfig } from '@/shared/testing/test-config';
import { CompanySection } from './company-section';

const company = {
  symbol: 'HPG',
  nameVi: 'CTCP Tập đoàn Hòa Phát',
  nameEn: 'Hoa Phat Group JSC',
  exchange: 'HSX',
  industry: 'thep',
  established: '1992-08-20',
  listingDate: '2007-11-15',
  charterCapital: 63_947_000_000_000,
  listedShares: 6_394_700_000,
  outstandingShares: 6_394_700_000,
  employees: 30_000,
  address: { vi: 'Hưng Yên', en: 'Hung Yen' },
  website: 'https://example.com',
  auditor: 'Auditor',
  legalRepresentative: { name: 'A', position: { vi: 'Chủ tịch', en: 'Chairman' } },
  description: { vi: 'Mô tả', en: 'Description' },
  simulated: true,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json({ message: `unexpected ${url}` }, { status: 404 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => updateSettings({ lang: 'vi' }));
});

describe('company section', () => {
  it('names the industry by the shared industry names, in vi then en', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(appConfigQuery.queryKey, testConfig);
    client.setQueryData(['stock-detail', 'companyInfo', testConfig.infoBase, 'HPG'], company);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <CompanySection symbol="HPG" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const facts = await screen.findByTestId('company-facts');
    expect(within(facts).getByText('Thép')).toBeTruthy();
    act(() => updateSettings({ lang: 'en' }));
    expect(await within(facts).findByText('Steel')).toBeTruthy();
  });
});
