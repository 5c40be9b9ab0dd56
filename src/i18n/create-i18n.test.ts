import { describe, expect, it } from 'vitest';
import { RecordingReporter } from '../../tests/helpers/fake-services.ts';
import { applyCatalogs, createI18n, MISSING_TRANSLATION } from './create-i18n.ts';

describe('i18n', () => {
  it('shows MISSING.TRANSLATION with the key outside production and reports it', () => {
    const reporter = new RecordingReporter();
    const i18n = createI18n({ reporter, isProduction: false });
    applyCatalogs(i18n, 'en', { WEB: { SHELL: { MENU: 'Menu' } } }, { language: 'en', catalog: undefined });
    expect(i18n.t('WEB.SHELL.MENU')).toBe('Menu');
    expect(i18n.t('WEB.SHELL.NOPE')).toBe(`${MISSING_TRANSLATION} [WEB.SHELL.NOPE]`);
    expect(reporter.reports).toContainEqual(expect.objectContaining({ kind: 'translation' }));
  });

  it('shows only MISSING.TRANSLATION in production', () => {
    const i18n = createI18n({ reporter: new RecordingReporter(), isProduction: true });
    applyCatalogs(i18n, 'en', { A: 'a' }, { language: 'en', catalog: undefined });
    expect(i18n.t('B')).toBe(MISSING_TRANSLATION);
  });

  it('falls back to the site default language for keys the active catalogue lacks', () => {
    const i18n = createI18n({ reporter: new RecordingReporter(), isProduction: true });
    applyCatalogs(i18n, 'ar', { WEB: { A: 'أ' } }, { language: 'en', catalog: { WEB: { A: 'A', B: 'B' } } });
    expect(i18n.language).toBe('ar');
    expect(i18n.t('WEB.A')).toBe('أ');
    expect(i18n.t('WEB.B')).toBe('B');
  });

  it('reports a missing interpolation value', () => {
    const reporter = new RecordingReporter();
    const i18n = createI18n({ reporter, isProduction: true });
    applyCatalogs(i18n, 'en', { HELLO: 'Hello {{name}}' }, { language: 'en', catalog: undefined });
    i18n.t('HELLO');
    expect(reporter.reports.some((r) => r.message.includes('{{name}}'))).toBe(true);
  });
});
