import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { landingHtml } from './scripts/landingHtml.js';
import { pwaOptions } from './scripts/pwa.js';

const serverPort = Number(process.env.PORT ?? 3000);
const backend = `http://127.0.0.1:${serverPort}`;

export default defineConfig(({ command }) => ({
  plugins: [react(), VitePWA(pwaOptions()), landingHtml()],
  resolve: {
    // react-router 7 exports only its development build (remix-run/react-router#14102): its dev
    // warnings and checks would ship. The build takes the production one it also carries.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser Mnémo supports preloads modules natively: the polyfill would only weigh on `/`.
    modulePreload: { polyfill: false },
    // The entry lists every lazy chunk's file (to preload a route's chunks together): names made of
    // the hash alone keep that list short on `/` (0.7 KiB gzip); source maps still name the code.
    rollupOptions: { output: { chunkFileNames: 'assets/c[hash].js' } },
    // The home page must stay small: heavy editors load only on their own routes.
    chunkSizeWarningLimit: 600,
  },
  // The zoning board's painter worker (engine/render/pixi/boardWorker.ts) is one file: it starts
  // while the page fetches its own chunks, and a worker split into chunks waited for each round.
  worker: { format: 'es', rolldownOptions: { output: { codeSplitting: false } } },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/uploads': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{domain,engine,editors,src,scripts}/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
