import type { HowToMeasure } from './rules/index.ts';
import { Picture } from '../../ui/picture.tsx';
import { Heading, type HeadingLevel } from './heading.tsx';
import { useSizeGuideText } from './size-guide-labels.ts';
import * as styles from './size-guide.styles.ts';

interface Props {
  headingLevel: HeadingLevel;
  /** Advice for this guide only (over light underwear, tape snug), shown before the chart-wide steps. */
  tips: readonly string[];
  howToMeasure: HowToMeasure | undefined;
}

/** How to take each measurement, with the chart's diagram; nothing at all when the content gives no advice. */
export function HowToMeasureSection({ headingLevel, tips, howToMeasure }: Props) {
  const text = useSizeGuideText();
  const items = [...tips, ...(howToMeasure?.descriptionItems ?? [])];
  const diagram = howToMeasure?.diagramImageUrl;
  if (items.length === 0 && !diagram) return null;
  return (
    <section className={styles.howToMeasure}>
      <div>
        <Heading level={headingLevel}>{text('HOW_TO_MEASURE')}</Heading>
        {items.length > 0 && (
          <ul>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      {diagram && (
        <Picture image={{ src: diagram, alt: howToMeasure?.descriptionHeader ?? text('HOW_TO_MEASURE') }} />
      )}
    </section>
  );
}
