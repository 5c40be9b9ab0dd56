import { render, screen } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import { RecordingReporter } from '../../tests/helpers/fake-services.ts';
import { createI18n, I18nProvider } from '../i18n/index.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Broken({ broken, error = new Error('render failed') }: { broken: boolean; error?: Error }) {
  if (broken) throw error;
  return <p>Healthy page</p>;
}

describe('AppErrorBoundary', () => {
  it('shows the fatal screen with the support code, reports, and resets when the path changes', () => {
    const reporter = new RecordingReporter();
    const i18n = createI18n({ reporter, isProduction: true });
    const errors: unknown[] = [];
    const ui = (path: string, broken: boolean) => (
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary
          resetKey={path}
          reporter={reporter}
          supportCode="session-123"
          onError={(error) => errors.push(error)}
        >
          <Broken broken={broken} />
        </AppErrorBoundary>
      </I18nProvider>
    );
    const { rerender } = render(ui('/uk/en/broken', true));
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check back soon.');
    expect(screen.getByRole('alert')).toHaveTextContent('Support code: session-123');
    expect(reporter.reports).toContainEqual(expect.objectContaining({ kind: 'fatal', severity: 2 }));

    rerender(ui('/uk/en/broken', false));
    expect(screen.queryByText('Healthy page')).toBeNull();
    rerender(ui('/uk/en/elsewhere', false));
    expect(screen.getByText('Healthy page')).toBeInTheDocument();
    expect(errors).toEqual([new Error('render failed')]);
  });
});
