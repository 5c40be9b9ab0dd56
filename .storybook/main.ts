import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

/**
 * The app's dev server proxies `/content` to the Node server, and Vite's prefix match also catches
 * `/content-fixtures/...` module URLs and `/content/media`. Storybook serves fixtures itself, so it drops that proxy.
 */
const withoutContentProxy: Plugin = {
  name: 'storybook:without-content-proxy',
  config(config) {
    if (config.server?.proxy) delete config.server.proxy['/content'];
  },
};

/**
 * Shim until scripts/vite-plugin-content-validators.ts emits pure ESM: Ajv's standalone code still calls
 * `require("ajv/dist/runtime/ucs2length")` (for minLength), which a browser cannot run. Inlines that helper;
 * does nothing once the generated code has no `require(`.
 */
const UCS2LENGTH = 'require("ajv/dist/runtime/ucs2length")';
const esmContentValidators: Plugin = {
  name: 'storybook:esm-content-validators',
  enforce: 'post',
  transform(code, id) {
    if (!id.includes('virtual:content-validators') || !code.includes(UCS2LENGTH)) return undefined;
    const helper = `function __ucs2length(str) { let length = 0; for (const _ of str) length++; return length; }\n`;
    return { code: helper + code.split(UCS2LENGTH).join('({ default: __ucs2length })'), map: null };
  },
};

/** Storybook reads the root vite.config.ts (linaria through wyw, the content-validators plugin). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  // Fixture pages point at /content/media/...; serve the fixture media there so stories show real pictures.
  staticDirs: [{ from: '../content-fixtures/media', to: '/content/media' }],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), withoutContentProxy, esmContentValidators],
  }),
};

export default config;
