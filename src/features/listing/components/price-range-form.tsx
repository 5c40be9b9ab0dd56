import { styled } from '@linaria/react';
import { useEffect, useId, useState, type CSSProperties, type FormEvent } from 'react';
import { useT } from '../../../i18n/index.ts';
import { colors } from '../../../ui/index.ts';
import {
  applyPriceRange,
  currencyMinorDigits,
  priceStep,
  type INVALID_PRICE_RANGE,
  type NumericSelection,
} from '../rules/index.ts';
import { field, secondaryButton } from './listing.styles.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;

  & > button {
    ${secondaryButton}
    grid-column: 1 / -1;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  & label {
    color: ${colors.inkSoft};
    font-size: 13px;
  }
`;

/** The input with the currency symbol at its inline start. */
const Amount = styled.div`
  position: relative;

  & span {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 12px;
    display: flex;
    align-items: center;
    color: ${colors.muted};
    font-size: 14px;
    pointer-events: none;
  }
  & input {
    ${field}
    padding-inline-start: calc(12px + var(--symbol-width, 1.5ch));
    font-variant-numeric: tabular-nums;
    -moz-appearance: textfield;
  }
  & input[aria-invalid='true'] {
    border-color: ${colors.sale};
  }
`;

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${colors.sale};
  font-size: 13px;
`;

/** Props of `PriceRangeForm`. */
export interface PriceRangeFormProps {
  /** ISO 4217 code of the filter (`metadata.currency`); none for a numeric filter that is not money. */
  currency?: string;
  /** The shopper's locale, for the currency symbol. */
  locale: string;
  /** The site's smallest price step (`PriceFormatter.step`). */
  step: number;
  /** The applied bounds, in major units. */
  value?: NumericSelection;
  /** The spread of prices in the results (facet stats, minor units), shown as placeholders. */
  bounds?: { min: number; max: number };
  /** A valid range was applied; undefined clears the filter. */
  onApply: (selection: NumericSelection | undefined) => void;
}

const text = (bound: number | undefined) => (bound ? String(bound) : '');

function currencySymbol(locale: string, currency: string | undefined): string {
  if (!currency) return '';
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(1);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * Minimum and maximum price with Apply: values round to the step, empty or 0 is no
 * bound, and a minimum above the maximum shows the invalid-range message and applies nothing.
 */
export function PriceRangeForm({ currency, locale, step, value, bounds, onApply }: PriceRangeFormProps) {
  const t = useT();
  const id = useId();
  const [min, setMin] = useState(text(value?.min));
  const [max, setMax] = useState(text(value?.max));
  const [error, setError] = useState<typeof INVALID_PRICE_RANGE | null>(null);
  // Clear-all or a chip's remove changes the applied range: the boxes follow.
  useEffect(() => {
    setMin(text(value?.min));
    setMax(text(value?.max));
    setError(null);
  }, [value?.min, value?.max]);
  const symbol = currencySymbol(locale, currency);
  const scale = currency ? 10 ** currencyMinorDigits(currency) : 1;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = applyPriceRange({ min, max }, step);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setMin(text(result.selection?.min));
    setMax(text(result.selection?.max));
    onApply(result.selection);
  };
  const input = (which: 'min' | 'max') => ({
    id: `${id}-${which}`,
    type: 'number',
    inputMode: 'decimal' as const,
    min: 0,
    step: priceStep(step),
    value: which === 'min' ? min : max,
    placeholder: bounds
      ? String(which === 'min' ? Math.floor(bounds.min / scale) : Math.ceil(bounds.max / scale))
      : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      (which === 'min' ? setMin : setMax)(event.target.value);
      setError(null);
    },
  });
  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      style={{ '--symbol-width': symbol ? `${symbol.length + 0.5}ch` : '0ch' } as CSSProperties}
    >
      {(['min', 'max'] as const).map((which) => (
        <Field key={which}>
          <label htmlFor={`${id}-${which}`}>
            {t(which === 'min' ? 'WEB.LISTING.FILTER.PRICE_MIN' : 'WEB.LISTING.FILTER.PRICE_MAX')}
            {currency && (
              <>
                {' '}
                <span className="visually-hidden">({currency})</span>
              </>
            )}
          </label>
          <Amount>
            {symbol && <span aria-hidden="true">{symbol}</span>}
            <input {...input(which)} />
          </Amount>
        </Field>
      ))}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {t(error)}
        </ErrorText>
      )}
      <button type="submit">{t('WEB.LISTING.FILTER.PRICE_APPLY')}</button>
    </Form>
  );
}
