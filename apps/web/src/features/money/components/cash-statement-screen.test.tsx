// The cash statement's CSV export in the real shell, the trading service answered by a stand-in:
// exported right after the language is switched, while the new language's texts are still on their
// way, the file's headers are in that language, as its rows are (never the previous one's). The app
// starts afresh (new modules, so an i18n instance that has not loaded English, unlike the test
// setup's), and its English texts arrive only when the test lets them: a slow network.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as StatementCsv from '../lib/statement-csv';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));
vi.mock('../lib/statement-csv', async (importOriginal) => ({
  ...(await importOriginal<typeof StatementCsv>()),
  downloadCsv: vi.fn(),
}));
const english = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/shared/i18n/resources-en', async (importOriginal) => {
  await english.arrived;
  return importOriginal();
});

const statement = {
  subAcntNo: '0000011',
  from: '2026-01-31',
  to: '2026-03-02',
  opening: 0,
  closing: 5_000_000,
  rows: [
    {
      entryId: 1,
      date: '2026-03-02',
      time: '10:00:00',
      kind: 'deposit',
      vi: 'Nộp tiền',
      en: 'Cash deposit',
      debit: 0,
      credit: 5_000_000,
      balance: 5_000_000,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('cash statement CSV export', () => {
  it('writes the headers in the language just chosen, once its texts are in', async () => {
    vi.resetModules();
    const { i18n } = await import('@/shared/i18n/i18n');
    const { settingsStore } = await import('@/shared/settings/settings-store');
    const { signIn, testAccount } = await import('@/shared/testing/signed-in-customer');
    const { standIn } = await import('@/shared/testing/trading-stand-in');
    const { renderShell } = await import('@/shared/testing/render-shell');
    const { downloadCsv } = await import('../lib/statement-csv');
    const account = testAccount('0000011');
    signIn(account);
    standIn([], (data) => {
      if (data.cmd === 'ListAccount') return [account];
      if (data.cmd === 'CashStatement') return statement;
      return undefined;
    });
    const user = userEvent.setup();
    renderShell('/home/sao-ke-tien');
    const root = await screen.findByTestId('cash-statement', undefined, { timeout: 10_000 });
    const exportButton = within(root).getByTestId('csv-export');
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));

    settingsStore.set({ ...settingsStore.get(), lang: 'en' });
    await user.click(exportButton);
    expect(i18n.language).toBe('vi'); // the switch waits for the English texts
    english.arrive();

    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [name, text] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toBe('sao-ke-tien-0000011-2026-01-31-2026-03-02.csv');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFDate,Time,Description,Debit,Credit,Balance',
      'Opening balance,,,,,0',
      '02/03/2026,10:00:00,Cash deposit,0,5000000,5000000',
      'Closing balance,,,,,5000000',
    ]);
    await waitFor(() => expect(i18n.language).toBe('en'));
  });
});
