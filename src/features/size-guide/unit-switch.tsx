import type { MeasurementUnit } from './rules/index.ts';
import { useSizeGuideText } from './size-guide-labels.ts';
import * as styles from './size-guide.styles.ts';

const UNITS = [
  { unit: 'cm', label: 'CM' },
  { unit: 'inches', label: 'INCHES' },
] as const;

/** Two toggle buttons, one pressed, rather than a select: both choices stay visible and one tap switches. */
export function UnitSwitch({
  unit,
  onChange,
}: {
  unit: MeasurementUnit;
  onChange: (unit: MeasurementUnit) => void;
}) {
  const text = useSizeGuideText();
  return (
    <div role="group" aria-label={text('UNITS')} className={styles.unitSwitch}>
      {UNITS.map((option) => (
        <button
          key={option.unit}
          type="button"
          aria-pressed={unit === option.unit}
          onClick={() => onChange(option.unit)}
        >
          {text(option.label)}
        </button>
      ))}
    </div>
  );
}
