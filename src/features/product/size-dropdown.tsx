import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/index.ts';
import type { LevelOption } from './rules/product-options.ts';
import { SizeSelect } from './size-dropdown.styles.ts';

/**
 * The sizes as one dropdown, for products with more sizes than the site shows as buttons: each says when it is sold
 * out, and sizes the rest of the choice cannot have are there but cannot be picked.
 */
export const SizeDropdown = observer(function SizeDropdown(props: {
  options: LevelOption[];
  chosen: string | undefined;
  onChoose: (slug: string) => void;
}) {
  const t = useT();
  return (
    <SizeSelect
      aria-label={t('WEB.PRODUCT.SIZE')}
      value={props.chosen ?? ''}
      onChange={(event) => props.onChoose(event.target.value)}
    >
      <option value="" disabled>
        {t('WEB.PRODUCT.CHOOSE_SIZE')}
      </option>
      {props.options.map((option) => (
        <option key={option.slug} value={option.slug} disabled={option.disabled}>
          {!option.disabled && option.availability === 'OUTOFSTOCK'
            ? t('WEB.PRODUCT.OPTION_SOLD_OUT', { option: option.name })
            : option.name}
        </option>
      ))}
    </SizeSelect>
  );
});
