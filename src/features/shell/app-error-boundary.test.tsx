import { act, fireEvent, render, screen } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';
import { RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import { createI18n, I18nProvider } from '../../i18n/index.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import type { BuildCheck } from './fatal-error.tsx';

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

  describe('the newer-build check', () => {
    const reporter = new RecordingReporter();
    const i18n = createI18n({ reporter, isProduction: true });
    const builds = (
      answer: Promise<boolean>,
    ): BuildCheck & { reload: ReturnType<typeof vi.fn<() => void>> } => ({
      newerBuildOut: () => answer,
      reload: vi.fn<() => void>(),
    });
    const showBroken = (check: BuildCheck, broken = () => true) => {
      function MaybeBroken() {
        return <Broken broken={broken()} />;
      }
      return render(
        <I18nProvider i18n={i18n}>
          <AppErrorBoundary
            resetKey="/uk/en"
            reporter={reporter}
            supportCode="s-1"
            onError={() => undefined}
            builds={check}
          >
            <MaybeBroken />
          </AppErrorBoundary>
        </I18nProvider>,
      );
    };

    it('offers a reload when the server has a newer build, and the reload reloads the page', async () => {
      const check = builds(Promise.resolve(true));
      showBroken(check);
      const reload = await screen.findByRole('button', { name: 'Reload' });
      expect(screen.getByRole('alert')).toHaveTextContent('A new version is available');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Reload the page to get the latest version of the shop.',
      );
      expect(screen.queryByText('Sorry, something went wrong.')).toBeNull();
      fireEvent.click(reload);
      expect(check.reload).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['the same build', () => Promise.resolve(false)],
      ['a failing check', () => Promise.reject(new Error('offline'))],
    ])('shows the generic title, description and a retry for %s', async (_, answerWith) => {
      const answer = answerWith();
      let broken = true;
      showBroken(builds(answer), () => broken);
      await act(async () => {
        await answer.catch(() => undefined);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong.');
      expect(screen.getByRole('alert')).toHaveTextContent('Please check back soon.');
      expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
      broken = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.getByText('Healthy page')).toBeInTheDocument();
    });
  });
});
