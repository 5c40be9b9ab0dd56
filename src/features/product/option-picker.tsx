import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import type { CatalogKey } from '../../i18n/index.ts';
import type { OptionLevel } from '../../kernel/types/product.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import type { ProductPageStore } from './stores/product-page-store.ts';
import { swatchBackground } from '../../ui/product/swatch-list.tsx';
import { Choice, Choices, FieldMessage, OptionGroup, SwatchLink } from './product-page.styles.ts';
import { SizeDropdown } from './size-dropdown.tsx';

const LEVEL_LABELS: Record<OptionLevel, CatalogKey> = {
  color: 'WEB.PRODUCT.COLOUR',
  sizeType: 'WEB.PRODUCT.SIZE_TYPE',
  size: 'WEB.PRODUCT.SIZE',
};

const REQUIRED_MESSAGES: Record<OptionLevel, CatalogKey> = {
  color: 'WEB.PRODUCT.SELECT_COLOUR',
  sizeType: 'WEB.PRODUCT.SELECT_SIZE_TYPE',
  size: 'WEB.PRODUCT.SELECT_SIZE',
};

/**
 * One level of options as radio buttons (arrow keys move between them), or for sizes past the site's number of
 * buttons a dropdown. A level flagged as missing says so, shakes briefly when in view, or scrolls into view and
 * shakes longer when not.
 */
export const OptionPicker = observer(function OptionPicker(props: {
  store: ProductPageStore;
  level: OptionLevel;
  /** Shown after the level's options (the size guide link). */
  after?: React.ReactNode;
}) {
  const { store, level } = props;
  const t = useT();
  const name = useId();
  const messageId = useId();
  const ref = useRef<HTMLFieldSetElement>(null);
  const [shake, setShake] = useState<'short' | 'long' | undefined>(undefined);
  const flagged = store.flagged.includes(level);
  const options = store.optionsOf(level);
  const chosen = store.selection[level];
  const chosenName = options.find((option) => option.slug === chosen)?.name;

  const flagCount = store.flagCount;
  useEffect(() => {
    const element = ref.current;
    if (!flagged || !element) return;
    const rect = element.getBoundingClientRect();
    const inView = rect.top >= 0 && rect.bottom <= window.innerHeight;
    if (!inView) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element
      .querySelector<HTMLInputElement | HTMLSelectElement>('input:not(:disabled), select')
      ?.focus({ preventScroll: true });
    setShake(inView ? 'short' : 'long');
    const timer = setTimeout(() => setShake(undefined), inView ? 500 : 1000);
    return () => clearTimeout(timer);
  }, [flagged, flagCount]);

  if (options.length === 0) return null;
  const colours = level === 'color';
  const dropdown = level === 'size' && options.length > store.features.maxSizeButtons;
  return (
    <OptionGroup
      ref={ref}
      data-level={level}
      data-flagged={flagged ? '' : undefined}
      data-shake={shake}
      aria-describedby={flagged ? messageId : undefined}
    >
      <legend>
        {t(LEVEL_LABELS[level])}
        {chosenName && <span>{chosenName}</span>}
      </legend>
      {dropdown ? (
        <SizeDropdown options={options} chosen={chosen} onChoose={(slug) => store.select(level, slug)} />
      ) : (
        <Choices>
          {options.map((option) => {
            const colour = colours ? store.product.colours.find((c) => c.slug === option.slug) : undefined;
            const soldOut = !option.disabled && option.availability === 'OUTOFSTOCK';
            const label = soldOut ? t('WEB.PRODUCT.OPTION_SOLD_OUT', { option: option.name }) : option.name;
            return (
              <Choice
                key={option.slug}
                data-swatch={colours ? '' : undefined}
                data-unavailable={soldOut || option.disabled ? '' : undefined}
                title={colours ? option.name : undefined}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.slug}
                  checked={chosen === option.slug}
                  disabled={option.disabled}
                  aria-label={colours || soldOut ? label : undefined}
                  onChange={() => store.select(level, option.slug)}
                />
                {colour ? (
                  <span aria-hidden="true" style={{ background: swatchBackground(colour.hex) }} />
                ) : (
                  <span aria-hidden={soldOut ? 'true' : undefined}>{option.name}</span>
                )}
              </Choice>
            );
          })}
          {colours &&
            store.product.colours
              .filter((colour) => colour.url)
              .map((colour) => (
                <SwatchLink
                  key={`${colour.productId}-${colour.slug}`}
                  as={SiteLink}
                  href={colour.url!}
                  title={colour.name}
                  aria-label={t('WEB.PRODUCT.OTHER_COLOUR', { colour: colour.name })}
                >
                  <span aria-hidden="true" style={{ background: swatchBackground(colour.hex) }} />
                </SwatchLink>
              ))}
        </Choices>
      )}
      {props.after}
      {flagged && (
        <FieldMessage id={messageId} role="alert">
          {t(REQUIRED_MESSAGES[level])}
        </FieldMessage>
      )}
    </OptionGroup>
  );
});
