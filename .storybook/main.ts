import type { StorybookConfig } from '@storybook/react-vite';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A checkout whose node_modules is a link to another checkout's (a git worktree) serves dependencies from outside
 * its own folder; Vite refuses those unless allowed. Storybook's test runner keeps only the plugins of this config,
 * so the allowance travels as a plugin. Where node_modules is a real folder it adds nothing new.
 */
const allowLinkedNodeModules = {
  name: 'storybook:allow-linked-node-modules',
  config: () => ({
    server: { fs: { allow: [root, realpathSync(new URL('../node_modules', import.meta.url))] } },
  }),
};

/** Storybook reads the root vite.config.ts (linaria through wyw, the content-validators plugin). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx', './workbench/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  // Fixture pages point at /content/media/...; serve the fixture media there so stories show real pictures.
  staticDirs: [{ from: '../content-fixtures/media', to: '/content/media' }],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), allowLinkedNodeModules],
  }),
};

export default config;
