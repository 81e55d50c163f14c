// Vite build of the web client. The production bundle drops console and debugger statements
// (no console output in production); the dev server proxies every host of /config.json to the
// Sen server (SEN_SERVER, default http://localhost:8080).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const server = process.env.SEN_SERVER ?? 'http://localhost:8080';
const proxied = ['/config.json', '/board', '/info', '/trading', '/bond', '/health'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: { minify: { compress: { dropConsole: true, dropDebugger: true } } },
    },
  },
});
