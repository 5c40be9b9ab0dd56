/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { contentValidatorsPlugin } from './scripts/vite-plugin-content-validators.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { ssrImportsPlugin } from './scripts/vite-plugin-ssr-imports.ts';
import { chromiumLaunchOptions } from './tests/helpers/chromium.ts';
import { BROWSER_TEST_WORKERS } from './tests/e2e/worker-shop.ts';

const contentDir = process.env.CONTENT_DIR ?? 'content-fixtures';

export default defineConfig({
  resolve: {
    // A small stand-in for the prop filter linaria's styled uses (see src/ui/is-prop-valid.ts).
    alias: [
      {
        find: /^@emotion\/is-prop-valid$/,
        replacement: fileURLToPath(new URL('./src/ui/is-prop-valid.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    contentValidatorsPlugin(),
    ssrImportsPlugin(),
    precompressPlugin(),
    wyw({
      include: ['**/*.{ts,tsx}'],
      babelOptions: {
        presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
      },
    }),
    react(),
  ],
  // The manifest lets the server preload the chunks a page will need (validators, its blocks) with the HTML.
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    manifest: true,
    // One stylesheet (about 10 kB gzip) for every component: server-rendered blocks are styled before their
    // lazy chunks arrive, and no later page waits on a stylesheet.
    cssCodeSplit: false,
    // Every browser we support preloads modules natively (Safari 17, Firefox 115, Chromium); the polyfill would
    // only cost first-load bytes.
    modulePreload: { polyfill: false },
    // Chunks are named by hash alone: the entry lists every lazy chunk's file name (Vite's preload map), so each name
    // is first-load bytes. The manifest still maps source to file for the server and the tests.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Small modules three or more chunks share: the kit, the kernel, each feature's stores, rules and API
            // client, the rules both sides run (shared/), and a few small modules the entry needs anyway (the lazy
            // loader, the account's status and store key, the address schema), which would otherwise each become a
            // chunk of their own that every page fetches.
            {
              name: 'shared',
              test: /[\\/]src[\\/](ui|sites|i18n|kernel[\\/](?!site[\\/]api-site|api[\\/]shop-metadata)|forms[\\/]address-schema\.ts|features[\\/][^\\/]+[\\/](stores|rules|api)[\\/]|renderer[\\/]lazy-component\.ts|features[\\/]account[\\/]account-stores\.ts)|[\\/]schemas[\\/]api[\\/]address\.schema\.ts$|[\\/]shared[\\/][\w-]+\.ts$/,
              maxModuleSize: 3000,
              minShareCount: 3,
              entriesAware: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In `npm run dev`, content, /api, the personalisation check (/atmos) and the drawn pictures (/media) come from
    // the Node server it starts beside Vite (scripts/dev.ts) on PORT.
    // Not under Vitest: Storybook tests serve the fixture media themselves.
    proxy: process.env.VITEST
      ? undefined
      : {
          '^/content/': `http://localhost:${process.env.PORT ?? 3000}`,
          '/api': `http://localhost:${process.env.PORT ?? 3000}`,
          '/atmos': `http://localhost:${process.env.PORT ?? 3000}`,
          '/media': `http://localhost:${process.env.PORT ?? 3000}`,
        },
  },
  define: { 'import.meta.env.CONTENT_DIR': JSON.stringify(contentDir) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          isolate: false,
          include: [
            'src/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.{ts,tsx}',
            'tests/fuzz/**/*.test.tsx',
          ],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The back end runs in Node: real databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // Test files share their modules, and so the worker's Chromium (sharedChromium in browser.ts): every test
          // opens contexts of its own, and the helpers keep no state of a file's.
          isolate: false,
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // A browser step that waits on the server (a password hashed, an order placed) can take seconds on a busy
          // two-core machine; a poll that holds at once still returns at once.
          expect: { poll: { timeout: 10_000 } },
          // Files run in parallel, each worker against its own shop (worker-shop.ts); the group runs after the others,
          // whose workers count differs.
          maxWorkers: BROWSER_TEST_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
