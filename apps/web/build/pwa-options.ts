// The installable app (issue 24 item 4): a web app manifest with icons and a Workbox service worker
// (vite-plugin-pwa, generateSW). The worker precaches the app shell (index.html, hashed scripts and
// styles, icons) so a reload offline opens the app, and keeps the last answers of the board's data
// paths and /config.json (network first: live when online, the last copy offline) so the board
// shows its last data. It is registered by an external script (/registerSW.js), never an inline
// one (the server's CSP), and scoped to the app: API paths are never answered by the shell.
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Paths the navigation fallback (index.html) must not answer: the server's own hosts. */
const NOT_THE_SHELL = [
  /^\/(board|info|trading|bond|bank|api|socket\.io|ps)(\/|$)/,
  /^\/(config\.json|health)$/,
];

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: 'script',
  includeAssets: ['icons/sen.svg', 'zod-no-eval.js'],
  manifest: {
    id: '/',
    name: 'Sen – bảng giá và giao dịch chứng khoán (sàn mô phỏng)',
    short_name: 'Sen',
    description: 'Bảng giá, đặt lệnh và tài sản chứng khoán Việt Nam trên sàn mô phỏng.',
    lang: 'vi',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0f1720',
    theme_color: '#0f1720',
    icons: [
      { src: '/icons/sen-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/sen-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/sen-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/sen.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // The .br/.gz copies beside each asset are the server's business, not the cache's.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NOT_THE_SHELL,
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          (url.pathname === '/config.json' || /^\/(board|info)\//.test(url.pathname)),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'sen-market-data',
          // No network timeout: a slow answer is waited for (never an old copy while online); only a
          // failed fetch (offline) falls back to the cache.
          expiration: { maxEntries: 200 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
