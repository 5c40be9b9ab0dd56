import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { usePlural } from '../../i18n/use-label.ts';
import type { ShippingOption } from '../../kernel/types/index.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { colors, fonts, radius } from '../../ui/index.ts';

const Methods = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  margin: 0;
  padding: 20px;
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  & legend {
    float: inline-start;
    width: 100%;
    margin: 0 0 4px;
    padding: 0;
    font-family: ${fonts.display};
    font-size: 22px;
  }
  & > p {
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 14px;
  }
  & label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 4px 12px;
    align-items: center;
    min-height: 56px;
    padding: 12px 14px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${colors.ink};
    box-shadow: inset 0 0 0 1px ${colors.ink};
  }
  & label:has(input:disabled) {
    color: ${colors.muted};
    cursor: not-allowed;
  }
  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.ink};
  }
  & [data-name] {
    font-weight: 600;
  }
  & [data-days] {
    grid-column: 2;
    color: ${colors.inkSoft};
    font-size: 13px;
  }
  & [data-price] {
    grid-row: 1;
    grid-column: 3;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The delivery methods the cart offers, as radios: name, working days and price (or "Free"). Choosing one calls
 * `onSelect` at once; the store shows the choice while it is pending and returns to the last one if refused. Until
 * the address is saved the methods are shown but cannot be chosen.
 */
export const ShippingMethods = observer(function ShippingMethods(props: {
  options: ShippingOption[];
  selected: string | undefined;
  formatter: PriceFormatter;
  disabled: boolean;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const plural = usePlural();
  const name = useId();
  return (
    <Methods disabled={props.disabled} data-shipping-methods="">
      <legend>{t('WEB.CHECKOUT.METHODS')}</legend>
      {props.disabled && <p>{t('WEB.CHECKOUT.METHODS_NEED_ADDRESS')}</p>}
      {props.options.map((option) => (
        <label key={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={props.selected === option.id}
            disabled={option.available === false}
            onChange={() => props.onSelect(option.id)}
          />
          <span data-name="">{option.name}</span>
          <span data-price="">
            {option.price === 0 ? t('WEB.CHECKOUT.FREE') : props.formatter.format(option.price)}
          </span>
          <span data-days="">
            {option.delivery.min === option.delivery.max
              ? plural('WEB.CHECKOUT.DELIVERY_DAY', option.delivery.max)
              : t('WEB.CHECKOUT.DELIVERY_DAYS', { min: option.delivery.min, max: option.delivery.max })}
          </span>
        </label>
      ))}
    </Methods>
  );
});
