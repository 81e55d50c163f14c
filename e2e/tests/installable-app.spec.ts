/// <reference lib="dom" />
// Issue 24 item 4: the installable app. The manifest is served and valid (name, start URL,
// standalone display, PNG icons that load), the service worker registers and controls the page,
// and a reload with the network cut opens the app from the worker's cache with the last board data.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { openBoard, waitForQuotes, renderedSymbols } from './board-helpers';

test.describe.configure({ timeout: 90_000 });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

test('the manifest is served and valid, with icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest.name).toContain('Sen');
  expect(manifest.short_name).toBe('Sen');
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, size).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker registers, and an offline reload opens the app with the last board', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // clientsClaim: the worker takes the open page, so the board's data goes through it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The board's data as the worker saw it once it controlled the page.
  await page.reload();
  await waitForQuotes(page);
  const online = await renderedSymbols(page);
  expect(online.length).toBeGreaterThan(0);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('board-screen')).toHaveAttribute('data-category', 'vn30');
    await waitForQuotes(page);
    expect(await renderedSymbols(page)).toEqual(online);
    await page.screenshot({ path: screenshotPath('offline-board'), fullPage: false });
  } finally {
    await context.setOffline(false);
  }
  expect(errors).toEqual([]);
});
