import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import arabicChart from '../../../content-fixtures/ae/data/measurements-chart.json';
import japaneseChart from '../../../content-fixtures/jp/data/measurements-chart.json';
import ukChart from '../../../content-fixtures/uk/data/measurements-chart.json';
import { localize } from '../../content/index.ts';
import {
  chartInLanguage,
  chooseSizeGuide,
  type MeasurementsChart,
  type MeasurementsChartSource,
} from './rules/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { SizeGuide, SizeGuideModalContent } from './size-guide.tsx';
import { sizeGuideCatalog, useSizeGuideText } from './size-guide-labels.ts';

const uk = ukChart as MeasurementsChart;
/** The UAE's chart, one file for English and Arabic, as the Arabic site reads it. */
const arabic = chartInLanguage(arabicChart as MeasurementsChartSource, (text) => localize(text, 'ar', 'en'));
const japanese = japaneseChart as MeasurementsChart;

/** A dress from the fixture catalogue, as the product page would hand it over. */
const dress = {
  brand: { name: 'Maison Nord', tag: 'maison-nord' },
  categories: ['clothing', 'dresses'],
  categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
  collections: [{ tag: 'new-in', rank: 1 }],
  slug: 'silk-wrap-dress',
};

const guideOf = (chart: MeasurementsChart, key: string) =>
  chart.categories.find((category) => category.categoryKey === key)!;

/** A chart whose editors wrote centimetres only: the inch tables are worked out. */
const centimetresOnly = (chart: MeasurementsChart): MeasurementsChart => ({
  ...chart,
  categories: chart.categories.map((category) => ({
    ...category,
    tables: category.tables.map((table) => ({
      ...table,
      unitTables: table.unitTables.filter((unitTable) => unitTable.unitKey === 'cm'),
    })),
  })),
});

/** English strings where the site's catalogue has none yet; a catalogue that has them wins. */
function WithSizeGuideLabels({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  useState(() => i18n.addResourceBundle(i18n.language, 'translation', sizeGuideCatalog, true, false));
  return <div style={{ maxWidth: 880, padding: 24 }}>{children}</div>;
}

const withSizeGuideLabels: Decorator = (Story) => (
  <WithSizeGuideLabels>
    <Story />
  </WithSizeGuideLabels>
);

/** The guide in the dialog the product page opens, titled by the dialog. */
function InDialog({ chart }: { chart: MeasurementsChart }) {
  const text = useSizeGuideText();
  return (
    <Modal open onClose={() => {}} title={text('TITLE')}>
      <SizeGuideModalContent
        category={chooseSizeGuide(chart, dress)!}
        howToMeasure={chart.howToMeasureData}
        reporter={{ report: fn() }}
      />
    </Modal>
  );
}

/** The size guide: the guide chosen for a product, its tables in centimetres or inches, and how to measure. */
const meta = {
  title: 'Product/Size guide',
  component: SizeGuide,
  decorators: [withSizeGuideLabels],
  args: {
    category: chooseSizeGuide(uk, dress)!,
    howToMeasure: uk.howToMeasureData,
    reporter: { report: fn() },
  },
} satisfies Meta<typeof SizeGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guide a dress gets, switched to inches and back. */
export const ForADress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inches = canvas.getByRole('button', { name: 'inches' });
    await userEvent.click(inches);
    await expect(inches).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('columnheader', { name: 'Bust (in)' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'cm' }));
    await expect(canvas.getAllByRole('columnheader', { name: 'Bust (cm)' })).toHaveLength(1);
  },
};

/** For shoppers who think in inches. */
export const InchesFirst: Story = { args: { preferInches: true } };

/** A chart with centimetres only: inches rounded to the quarter, size columns untouched. */
export const WorkedOutInches: Story = {
  args: { category: guideOf(centimetresOnly(uk), 'men'), preferInches: true },
  play: async ({ canvasElement }) => {
    // The men's tops and trousers share a measurement range, so it appears in both tables.
    const cells = within(canvasElement).getAllByRole('cell', { name: '33.75–35.75' });
    for (const cell of cells) await expect(cell).toBeVisible();
  },
};

/** Right to left. */
export const Arabic: Story = {
  args: {
    category: guideOf(arabic, 'women'),
    howToMeasure: arabic.howToMeasureData,
  },
  parameters: { site: 'ae-ar' },
};

export const Japanese: Story = {
  args: {
    category: guideOf(japanese, 'women-footwear'),
    howToMeasure: japanese.howToMeasureData,
  },
  parameters: { site: 'jp' },
};

/** Inside the product page's dialog, which carries the title. */
export const Dialog: Story = {
  render: () => <InDialog chart={uk} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Size guide',
    });
    // The dialog fades in: its content is visible once the fade has finished.
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(within(dialog).getByRole('heading', { level: 3, name: "Women's clothing" })).toBeVisible();
  },
};
