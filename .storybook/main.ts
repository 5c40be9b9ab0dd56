import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook reads the root vite.config.ts (linaria through wyw, the content-validators plugin). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  // Fixture pages point at /content/media/...; serve the fixture media there so stories show real pictures.
  staticDirs: [{ from: '../content-fixtures/media', to: '/content/media' }],
  core: { disableTelemetry: true },
};

export default config;
