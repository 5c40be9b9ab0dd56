import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import aeChart from '../../../content-fixtures/ae/data/measurements-chart.json';
import {
  createFakeServices,
  MemoryStorage,
  RecordingReporter,
} from '../../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../../tests/helpers/fixtures.ts';
import type { MeasurementsChartSource } from './rules/index.ts';
import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../../i18n/index.ts';
import { StoresProvider } from '../../kernel/stores/index.ts';
import { createRootStore } from '../../app/root.ts';
import { SizeGuide } from './size-guide.tsx';
import { sizeGuideCatalog } from './size-guide-labels.ts';
import { useChartInLanguage } from './use-chart-in-language.ts';

/** The UAE's chart: one file for English and Arabic. */
const chart = aeChart as MeasurementsChartSource;

/** A guide of the chart as the size guide pages show it: the chart picked in the page's language first. */
const GuideOf = observer(function GuideOf({
  guide,
  reporter,
}: {
  guide: string;
  reporter: RecordingReporter;
}) {
  const inLanguage = useChartInLanguage(chart);
  const category = inLanguage.categories.find((each) => each.categoryKey === guide)!;
  return <SizeGuide category={category} howToMeasure={inLanguage.howToMeasureData} reporter={reporter} />;
});

/** The guide on the UAE site in `language`. */
function renderGuide(language: 'en' | 'ar', guide: string) {
  const reporter = new RecordingReporter();
  const stores = createRootStore(
    { ...createFakeServices(), storage: new MemoryStorage() },
    { sites: fixtureSites, preview: true },
  );
  stores.site.setPathname(`/ae/${language}/support/size-guides`);
  const i18n = createI18n({ reporter, isProduction: false });
  applyCatalogs(
    i18n,
    'en',
    { WEB: { ...defaultCatalog.WEB, ...sizeGuideCatalog.WEB } },
    { language: 'en', catalog: undefined },
  );
  render(
    <StoresProvider stores={stores}>
      <I18nProvider i18n={i18n}>
        <GuideOf guide={guide} reporter={reporter} />
      </I18nProvider>
    </StoresProvider>,
  );
  return { reporter, user: userEvent.setup() };
}

const LATIN_WORD = /[a-z]{2,}/;
const tableText = (table: HTMLElement) =>
  [...table.querySelectorAll('caption, th, td')].map((cell) => cell.textContent ?? '');

describe('a size guide written in English and Arabic', () => {
  it('shows its titles, tables, word cells and tips in Arabic on the Arabic site', async () => {
    const { reporter, user } = renderGuide('ar', 'girls');
    expect(screen.getByRole('heading', { level: 2, name: 'ملابس البنات' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'بلوزات البنات وفساتينهن وسراويلهن' });
    expect(within(table).getByRole('columnheader', { name: 'الطول (سم)' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '2-3 سنوات' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '12-13 سنة' })).toBeInTheDocument();
    expect(tableText(table).filter((text) => LATIN_WORD.test(text))).toEqual([]);
    expect(screen.getByText('بين مقاسين، اختاروا الأكبر ليبقى متّسع للنمو.')).toBeInTheDocument();
    expect(screen.getByText(/^الخصر: قيسوا حول أضيق جزء من الخصر/)).toBeInTheDocument();
    // Written in centimetres only, the table's inches are worked out, its Arabic titles too.
    await user.click(screen.getByRole('button', { name: 'inches' }));
    expect(
      within(screen.getByRole('table')).getByRole('columnheader', { name: 'الطول (إنش)' }),
    ).toBeInTheDocument();
    expect(reporter.reports).toEqual([]);
  });

  it('shows the same guide in English on the English site', () => {
    renderGuide('en', 'home');
    expect(screen.getByRole('heading', { level: 2, name: 'Home fragrance' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Candles and diffusers' });
    expect(within(table).getByRole('rowheader', { name: 'Scented candle' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'About 45 hours' })).toHaveLength(1);
    expect(
      screen.getByText('Burn times are approximate: trim the wick to 5 mm before each use.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[\u0600-\u06ff]/);
  });
});
