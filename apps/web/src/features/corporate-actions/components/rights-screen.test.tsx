// The rights table shows every period of a rights issue: the subscription period and the transfer
// period (from the subscription start to the last transfer day), in vi and en; the entitlements
// table names dividend shares that have been listed as such.
import { entitlementListCommand } from '@sen/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { entitlementListQuery, rightsListQuery } from '../api/rights-queries';
import { EntitlementsTable, RightsTable } from './rights-screen';
import { testConfig } from '@/shared/testing/test-config';
import { openFptRights } from './rights-fixture';

const config = { ...testConfig, marketTime: '2027-08-27T10:30:00+07:00' };
const item = openFptRights;

const listedDividend = {
  id: 2,
  eventId: 'VNM-SD20270823',
  symbol: 'VNM',
  kind: 'stock-dividend',
  shares: 2_000,
  cash: 0,
  tax: 0,
  net: 0,
  newShares: 200,
  exDate: '2027-08-27',
  recordDate: '2027-08-30',
  paymentDate: '2027-09-08',
  listingDate: '2027-09-15',
  status: 'listed',
};

function renderEntitlements() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(appConfigQuery.queryKey, config);
  // The reply as the trading call parses it (the protocol's schema of EntitlementList).
  client.setQueryData(
    entitlementListQuery('/trading', '0000011').queryKey,
    entitlementListCommand.reply.parse([listedDividend]),
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <EntitlementsTable sub="0000011" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(appConfigQuery.queryKey, config);
  client.setQueryData(rightsListQuery('/trading', '0000011').queryKey, [item]);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RightsTable sub="0000011" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function headersAndRow() {
  const table = await screen.findByTestId('rights-table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  return { headers, transfer: within(table).getByTestId('rights-transfer').textContent };
}

afterEach(async () => {
  await i18n.changeLanguage('vi');
  updateSettings({ lang: 'vi' });
});

describe('rights table', () => {
  it('shows the transfer period beside the subscription period, in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    updateSettings({ lang: 'vi' });
    renderTable();
    const { headers, transfer } = await headersAndRow();
    expect(headers).toContain('Thời gian chuyển nhượng');
    expect(transfer).toBe('27/08/2027 - 10/09/2027');
  });
  it('and in English', async () => {
    await i18n.changeLanguage('en');
    updateSettings({ lang: 'en' });
    renderTable();
    const { headers, transfer } = await headersAndRow();
    expect(headers).toContain('Transfer period');
    expect(transfer).toBe('27/08/2027 - 10/09/2027');
  });
  it('names listed dividend shares as listed, in both languages', async () => {
    await i18n.changeLanguage('vi');
    updateSettings({ lang: 'vi' });
    const { unmount } = renderEntitlements();
    const row = await screen.findByTestId('entitlement-VNM-SD20270823');
    expect(row.textContent).toContain('Đã niêm yết');
    unmount();
    await i18n.changeLanguage('en');
    updateSettings({ lang: 'en' });
    renderEntitlements();
    expect((await screen.findByTestId('entitlement-VNM-SD20270823')).textContent).toContain('Listed');
  });
});
