import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ukChart from '../../../content-fixtures/uk/data/measurements-chart.json';
import {
  createFakeServices,
  MemoryStorage,
  RecordingReporter,
} from '../../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../../tests/helpers/fixtures.ts';
import type { MeasurementsChart, SizeChartCategory } from './rules/index.ts';
import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../../i18n/index.ts';
import { StoresProvider } from '../../kernel/stores/index.ts';
import { createRootStore } from '../../app/root.ts';
import { SizeGuide, SizeGuideModalContent, type SizeGuideProps } from './size-guide.tsx';
import { sizeGuideCatalog } from './size-guide-labels.ts';

const chart = ukChart as MeasurementsChart;
const guideFor = (key: string) => chart.categories.find((category) => category.categoryKey === key)!;

/** The guide with its inch tables taken out, as a chart written in centimetres only would be. */
const centimetresOnly = (category: SizeChartCategory): SizeChartCategory => ({
  ...category,
  tables: category.tables.map((table) => ({
    ...table,
    unitTables: table.unitTables.filter((unitTable) => unitTable.unitKey === 'cm'),
  })),
});

/** The shop's stores for a page load over the browser's `storage` (which outlives the page). */
const pageStores = (storage = new MemoryStorage()) =>
  createRootStore({ ...createFakeServices(), storage }, { sites: fixtureSites, preview: true });

/** The guide as the shop shows it, in the stores of the page it is on. */
function renderGuide(
  props: Partial<SizeGuideProps> & { modal?: boolean; stores?: ReturnType<typeof pageStores> } = {},
) {
  const reporter = new RecordingReporter();
  const stores = props.stores ?? pageStores();
  const i18n = createI18n({ reporter, isProduction: false });
  applyCatalogs(
    i18n,
    'en',
    { WEB: { ...defaultCatalog.WEB, ...sizeGuideCatalog.WEB } },
    {
      language: 'en',
      catalog: undefined,
    },
  );
  const { modal, stores: _stores, ...rest } = props;
  const all = { category: guideFor('women'), howToMeasure: chart.howToMeasureData, reporter, ...rest };
  const { unmount } = render(
    <StoresProvider stores={stores}>
      <I18nProvider i18n={i18n}>
        {modal ? <SizeGuideModalContent {...all} /> : <SizeGuide {...all} />}
      </I18nProvider>
    </StoresProvider>,
  );
  return { reporter, unmount, user: userEvent.setup() };
}

const unitButton = (name: string) => screen.getByRole('button', { name });
const table = (name: string) => screen.getByRole('table', { name });
/** The cells of a size's row, its size first. */
const cells = (tableName: string, size: string) =>
  [...within(table(tableName)).getByRole('rowheader', { name: size }).closest('tr')!.children].map(
    (cell) => cell.textContent,
  );
const tops = "Women's tops, dresses and knitwear";

describe('SizeGuide', () => {
  it('shows the guide in centimetres, with captioned tables headed by column and size', () => {
    renderGuide();
    expect(screen.getByRole('heading', { level: 1, name: 'Size guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Women's clothing" })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Units' })).toBeInTheDocument();
    expect(unitButton('cm')).toHaveAttribute('aria-pressed', 'true');
    expect(unitButton('inches')).toHaveAttribute('aria-pressed', 'false');
    const topsTable = table(tops);
    expect(
      within(topsTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['UK', 'EU', 'US', 'Bust (cm)', 'Waist (cm)', 'Hips (cm)']);
    expect(within(topsTable).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(cells(tops, '6')).toEqual(['6', '34', '2', '80', '62', '87']);
    expect(table("Women's jeans and trousers")).toBeInTheDocument();
  });

  it('switches to the inch tables and back, announcing the choice with aria-pressed', async () => {
    const { user, reporter } = renderGuide();
    await user.click(unitButton('inches'));
    expect(unitButton('inches')).toHaveAttribute('aria-pressed', 'true');
    expect(unitButton('cm')).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(table("Women's jeans and trousers")).getByRole('columnheader', { name: 'Waist (in)' }),
    ).toBeVisible();
    expect(cells(tops, '6')).toEqual(['6', '34', '2', '31.5', '24.5', '34.5']);

    await user.click(unitButton('cm'));
    expect(unitButton('cm')).toHaveAttribute('aria-pressed', 'true');
    expect(cells(tops, '6')).toEqual(['6', '34', '2', '80', '62', '87']);
    expect(reporter.reports).toEqual([]);
  });

  it('works inches out from centimetres when the chart has no inch table', async () => {
    const { user, reporter } = renderGuide({ category: centimetresOnly(guideFor('men')) });
    const tableName = "Men's tops, shirts and knitwear";
    expect(cells(tableName, 'XS')).toEqual(['XS', '44', '86–91', '71–76']);
    await user.click(unitButton('inches'));
    expect(within(table(tableName)).getByRole('columnheader', { name: 'Chest (in)' })).toBeInTheDocument();
    expect(cells(tableName, 'XS')).toEqual(['XS', '44', '33.75–35.75', '28–30']);
    expect(reporter.reports).toEqual([]);
  });

  it('starts in inches for shoppers who prefer them', () => {
    renderGuide({ preferInches: true });
    expect(unitButton('inches')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('columnheader', { name: 'Waist (in)' })).toHaveLength(2);
  });

  it('reports a table without the unit once and shows the unit it has', async () => {
    const euOnly: SizeChartCategory = {
      categoryKey: 'shoes',
      categoryTitle: 'Shoes',
      tables: [
        {
          tableTitle: 'Shoe sizes',
          unitTables: [{ unitKey: 'eu', headerTitles: ['EU'], dataRows: [['38']] }],
        },
      ],
    };
    const { user, reporter } = renderGuide({ category: euOnly });
    expect(reporter.reports).toHaveLength(1);
    await user.click(unitButton('inches'));
    expect(within(table('Shoe sizes')).getByRole('rowheader', { name: '38' })).toBeInTheDocument();
    expect(reporter.reports.map((report) => report.message)).toEqual([
      'Size guide table "Shoe sizes" has no cm table; showing eu',
      'Size guide table "Shoe sizes" has no inches table; showing eu',
    ]);
  });

  it('shows how to measure, with the diagram named by the chart', () => {
    renderGuide();
    expect(screen.getByRole('heading', { level: 3, name: 'How to measure' })).toBeInTheDocument();
    expect(screen.getByText('Keep the tape snug but not tight.')).toBeInTheDocument();
    expect(screen.getByText(/^Bust: measure around/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'How to measure' })).toHaveAttribute(
      'src',
      '/content/media/size-guide-diagram.svg',
    );
  });
});

describe('SizeGuideModalContent', () => {
  it('leaves the title to the dialog and heads the guide one level below it', () => {
    renderGuide({ modal: true });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: "Women's clothing" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'How to measure' })).toBeInTheDocument();
  });

  it('opens again in the unit the shopper chose last: after closing, and after a reload', async () => {
    const storage = new MemoryStorage();
    const stores = pageStores(storage);
    const first = renderGuide({ modal: true, stores });
    await first.user.click(unitButton('inches'));
    first.unmount();

    // The dialog opened again on the same page: the guide is new, the page's stores are the same.
    const again = renderGuide({ modal: true, stores });
    expect(unitButton('inches')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('columnheader', { name: 'Waist (in)' })).toHaveLength(2);
    again.unmount();

    // After a reload: new stores over the browser's storage.
    const reloaded = renderGuide({ modal: true, stores: pageStores(storage) });
    expect(unitButton('inches')).toHaveAttribute('aria-pressed', 'true');
    await reloaded.user.click(unitButton('cm'));
    reloaded.unmount();

    // A shopper of a site that starts in inches keeps the centimetres they chose.
    renderGuide({ modal: true, stores: pageStores(storage), preferInches: true });
    expect(unitButton('cm')).toHaveAttribute('aria-pressed', 'true');
  });
});
