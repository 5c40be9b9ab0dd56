import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { HowToMeasure, SizeChartCategory, SizeGuideReporter } from './rules/index.ts';
import { Heading, type HeadingLevel } from './heading.tsx';
import { HowToMeasureSection } from './how-to-measure-section.tsx';
import { useSizeGuideText } from './size-guide-labels.ts';
import { SizeTableView } from './size-table-view.tsx';
import * as styles from './size-guide.styles.ts';
import { UnitSwitch } from './unit-switch.tsx';
import { useSizeUnit } from './use-size-unit.ts';
import { useUnitTables } from './use-unit-tables.ts';

/** What the guide shows and where its content problems go. */
export interface SizeGuideProps {
  /** The guide chosen for the product (`chooseSizeGuide`) or named by the page. */
  category: SizeChartCategory;
  /** The chart's measuring steps and diagram, shared by every guide. */
  howToMeasure?: HowToMeasure;
  /** Start in inches, for shoppers who think in them (US visitors), until the shopper chooses a unit. */
  preferInches?: boolean;
  /** Where a table without the chosen unit is reported (the shop's error reporter fits). */
  reporter: SizeGuideReporter;
}

/**
 * The guide's body for a dialog that already carries the "Size guide" title: the guide's name, the unit switch,
 * its tables and how to measure. `headingLevel` is the level of the guide's name, one below the dialog's title. The
 * unit is the shopper's last choice, kept in their browser.
 */
export const SizeGuideModalContent = observer(function SizeGuideModalContent({
  category,
  howToMeasure,
  preferInches = false,
  reporter,
  headingLevel = 3,
}: SizeGuideProps & { headingLevel?: Exclude<HeadingLevel, 1 | 5> }) {
  const [unit, setUnit] = useSizeUnit(preferInches);
  const tables = useUnitTables(category, unit, reporter);
  const sectionLevel = (headingLevel + 1) as HeadingLevel;
  return (
    <div className={styles.guide}>
      <Heading level={headingLevel} className={styles.categoryTitle}>
        {category.categoryTitle}
      </Heading>
      <UnitSwitch unit={unit} onChange={setUnit} />
      {tables.map(({ title, table }, index) => (
        <SizeTableView key={index} title={title} table={table} />
      ))}
      <HowToMeasureSection
        headingLevel={sectionLevel}
        tips={category.categoryHowToMeasureData ?? []}
        howToMeasure={howToMeasure}
      />
    </div>
  );
});

/** The guide as a page of its own: the "Size guide" title over the guide's body. */
export function SizeGuide(props: SizeGuideProps) {
  const text = useSizeGuideText();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.guide}>
      <h1 id={titleId} className={styles.pageTitle}>
        {text('TITLE')}
      </h1>
      <SizeGuideModalContent {...props} headingLevel={2} />
    </article>
  );
}
