import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../../src/i18n/index.ts';
import { RecordingReporter } from './fake-services.ts';

/** Render a component that only needs translations, with the default (English) catalogue; rerender keeps them. */
export function renderWithI18n(ui: ReactNode) {
  const reporter = new RecordingReporter();
  const i18n = createI18n({ reporter, isProduction: false });
  applyCatalogs(i18n, 'en', defaultCatalog, { language: 'en', catalog: undefined });
  const wrap = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
  const view = render(wrap(ui));
  return { reporter, ...view, rerender: (node: ReactNode) => view.rerender(wrap(node)) };
}
