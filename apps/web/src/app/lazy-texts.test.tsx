// The Vietnamese texts of most features are not bundled with the app (shared/i18n/resources.ts):
// they load with the feature's screen. Each case starts the app afresh (new modules, so a new
// i18n instance that has loaded none of them, unlike the test setup's) in one language, opens a
// screen and waits for one of its texts: a namespace that did not load shows its keys instead.
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_STORAGE_KEY } from '@/shared/settings/settings-schema';
import { serveTestConfig } from '@/shared/testing/test-config';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

serveTestConfig();

async function openFresh(path: string, lang: 'vi' | 'en') {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ lang }));
  vi.resetModules();
  const { i18n } = await import('@/shared/i18n/i18n');
  const { SCREEN_NAMESPACES } = await import('@/shared/i18n/resources');
  const { createTestRouter } = await import('./router');
  const { AppProviders } = await import('./providers');
  const loadedAtStart = SCREEN_NAMESPACES.filter((namespace) => i18n.hasResourceBundle('vi', namespace));
  render(
    <AppProviders>
      <RouterProvider router={createTestRouter(path)} />
    </AppProviders>,
  );
  return { i18n, loadedAtStart };
}

describe('texts loaded with their screens', () => {
  it.each([
    ['/home/trai-phieu', 'bonds', 'vi', 'Vui lòng đăng nhập để giao dịch trái phiếu'],
    ['/home/trai-phieu', 'bonds', 'en', 'Please log in to trade bonds'],
    ['/home/co-phieu/FPT', 'stock-detail', 'vi', 'Dữ liệu mô phỏng'],
    ['/home/co-phieu/FPT', 'stock-detail', 'en', 'Simulated data'],
    ['/home/lien-he', 'auth', 'vi', 'Họ và tên'],
    ['/home/lien-he', 'auth', 'en', 'Full name'],
    ['/home/ung-truoc', 'money', 'vi', 'Vui lòng đăng nhập để xem mục này'],
    ['/home/ung-truoc', 'money', 'en', 'Please log in to see this section'],
    ['/home/canh-bao-gia', 'alerts', 'vi', 'Cảnh báo giá'],
    ['/home/canh-bao-gia', 'alerts', 'en', 'Price alerts'],
  ] as const)('%s shows its %s texts in %s', async (path, namespace, lang, text) => {
    const { i18n, loadedAtStart } = await openFresh(path, lang);
    expect(loadedAtStart).toEqual([]);
    expect(await screen.findByText(text, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(i18n.hasResourceBundle('vi', namespace)).toBe(true);
    expect(i18n.language).toBe(lang);
  });

  it('does not load any screen’s texts for the board', async () => {
    const { i18n } = await openFresh('/home/bang-gia/hsx', 'vi');
    await screen.findByTestId('board-screen', undefined, { timeout: 10_000 });
    const { SCREEN_NAMESPACES } = await import('@/shared/i18n/resources');
    // The alerts' effects start after the first render (modal-host.tsx) and read their texts then.
    expect(SCREEN_NAMESPACES.filter((ns) => ns !== 'alerts' && i18n.hasResourceBundle('vi', ns))).toEqual([]);
  });
});
