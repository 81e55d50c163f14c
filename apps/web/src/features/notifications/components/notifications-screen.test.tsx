// The notifications screen in the real shell, the trading service answered by a stand-in: every kind
// of notification the server raises (orders, money, bank, margin, corporate actions, bonds, price
// alerts) shows its own type in Vietnamese and English, none of them as "Other".
import { screen, waitFor } from '@testing-library/react';
import { NOTIFICATION_KINDS } from '@sen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { updateSettings } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import { standIn } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');
/** The kinds the server raises (its `notify` takes only these). */
const KINDS = NOTIFICATION_KINDS;
const items = KINDS.map((kind, i) => ({
  id: i + 1,
  kind,
  subAcntNo: '0000011',
  ref: String(i + 1),
  vi: `tin ${kind}`,
  en: `note ${kind}`,
  data: {},
  time: '2026-12-03T09:20:04+07:00',
  read: false,
}));

beforeEach(() => {
  signIn(account);
  standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'NotificationList') return { unread: items.length, items };
    return undefined;
  });
});
afterEach(() => {
  updateSettings({ lang: 'vi' });
  vi.unstubAllGlobals();
});

const kindTexts = () => screen.getAllByTestId('notification-kind').map((k) => k.textContent);

describe('notifications screen', () => {
  it('names the type of every kind the server raises, in both languages', async () => {
    renderShell('/home/thong-bao');
    await waitFor(() => expect(kindTexts()).toHaveLength(KINDS.length));
    const vi = kindTexts();
    expect(vi.filter((text) => text === 'Khác')).toEqual([]);
    expect(new Set(vi).size).toBe(KINDS.length);
    expect(vi[KINDS.indexOf('entitlement')]).toBe('Quyền cổ đông');
    updateSettings({ lang: 'en' });
    await waitFor(() => expect(kindTexts()[0]).toBe('Order filled'));
    const en = kindTexts();
    expect(en.filter((text) => text === 'Other')).toEqual([]);
    expect(new Set(en).size).toBe(KINDS.length);
    expect(en[KINDS.indexOf('bond-coupon')]).toBe('Bond coupon');
  });
});
