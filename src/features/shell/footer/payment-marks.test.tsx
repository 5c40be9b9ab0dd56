import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arabicCatalog from '../../../../content-fixtures/ae/language/ar.json';
import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../../../i18n/index.ts';
import { RecordingReporter } from '../../../../tests/helpers/fake-services.ts';
import { PaymentMarks } from './payment-marks.tsx';

/** The marks of the UAE footer, with the catalogue of `language`. */
function renderMarks(language: 'en' | 'ar') {
  const reporter = new RecordingReporter();
  const i18n = createI18n({ reporter, isProduction: false });
  applyCatalogs(i18n, language, language === 'ar' ? arabicCatalog : defaultCatalog, {
    language,
    catalog: undefined,
  });
  render(
    <I18nProvider i18n={i18n}>
      <PaymentMarks methods={['visa', 'tabby', 'cash-on-delivery']} />
    </I18nProvider>,
  );
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('PaymentMarks', () => {
  it('names cash on delivery in the shopper’s language and keeps brand names as they are', () => {
    expect(renderMarks('ar')).toEqual(['VISA', 'tabby', 'الدفع عند الاستلام']);
  });

  it('reads "Cash on delivery" in English', () => {
    expect(renderMarks('en')).toEqual(['VISA', 'tabby', 'Cash on delivery']);
  });
});
