import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/index.ts';
import type { CartLine } from '../../kernel/types/cart.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import type { CartStore } from './stores/cart-store.ts';
import { LineBody, LineControls, Lines } from './bag.styles.ts';

/** How many choices the quantity menu offers at most: the line's own limit, when lower, caps it. */
const QUANTITY_CHOICES = 10;

const PURCHASABLE = new Set(['AVAILABLE', 'LOWSTOCK', 'PREORDER', 'BACKORDER']);

/**
 * The bag's lines, newest first: picture, name, options, personalisation, stock notes, price with its discounts and
 * (outside the mini cart) quantity, remove and move to favourites.
 */
export const BagLines = observer(function BagLines(props: {
  cart: CartStore;
  formatter: PriceFormatter;
  formatDate: (date: Date) => string;
  compact?: boolean;
  onMoveToFavourites?: (line: CartLine) => void;
}) {
  const { cart } = props;
  return (
    <Lines data-compact={props.compact ? '' : undefined}>
      {cart.items.map((line) => (
        <li
          key={line.id}
          data-line={line.sku}
          data-unavailable={PURCHASABLE.has(line.availability) ? undefined : ''}
        >
          <img src={line.thumbnailUrl} alt="" width={96} height={128} loading="lazy" decoding="async" />
          <BagLine {...props} line={line} />
        </li>
      ))}
    </Lines>
  );
});

const BagLine = observer(function BagLine(props: {
  cart: CartStore;
  line: CartLine;
  formatter: PriceFormatter;
  formatDate: (date: Date) => string;
  compact?: boolean;
  onMoveToFavourites?: (line: CartLine) => void;
}) {
  const { cart, line, formatter } = props;
  const t = useT();
  const max = Math.min(cart.maxQuantityFor(line), line.maxQuantity, QUANTITY_CHOICES);
  const choices = Array.from({ length: Math.max(max, line.quantity) }, (_, index) => index + 1);
  const discounted = line.price.sale.total < line.price.list.total;
  const personalisation = line.customisation?.inputs.map((input) => input.value).join(' · ');
  return (
    <LineBody>
      <p data-brand="">{line.brand}</p>
      <SiteLink href={line.url} data-name="">
        {line.name}
      </SiteLink>
      {line.options.colorName && <p>{t('WEB.CART.COLOUR', { value: line.options.colorName })}</p>}
      {line.options.sizeName && <p>{t('WEB.CART.SIZE', { value: line.options.sizeName })}</p>}
      {personalisation && <p>{t('WEB.CART.PERSONALISATION', { value: personalisation })}</p>}
      <StockNote line={line} formatDate={props.formatDate} />
      <div data-price="">
        <span>{formatter.format(line.price.sale.total)}</span>
        {discounted && <s>{formatter.format(line.price.list.total)}</s>}
      </div>
      {line.quantity > 1 && <p>{t('WEB.CART.EACH', { price: formatter.format(line.unitPrice.sale) })}</p>}
      {line.discounts.length > 0 && (
        <ul data-discounts="">
          {line.discounts.map((discount) => (
            <li key={discount.messageId || discount.name}>
              {discount.name} −{formatter.format(discount.amount)}
            </li>
          ))}
        </ul>
      )}
      <LineControls>
        {props.compact ? (
          <p>
            {t('WEB.CART.QUANTITY')}: {line.quantity}
          </p>
        ) : (
          <select
            aria-label={t('WEB.CART.QUANTITY_OF', { name: line.name })}
            value={line.quantity}
            disabled={cart.isUpdatePending}
            onChange={(event) => void cart.update(line.id, Number(event.target.value))}
          >
            {choices.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          disabled={cart.isUpdatePending}
          aria-label={t('WEB.CART.REMOVE_LABEL', { name: line.name })}
          onClick={() => void cart.remove(line.id)}
        >
          {t('WEB.CART.REMOVE')}
        </button>
        {props.onMoveToFavourites && (
          <button
            type="button"
            disabled={cart.isUpdatePending}
            aria-label={t('WEB.CART.MOVE_LABEL', { name: line.name })}
            onClick={() => props.onMoveToFavourites!(line)}
          >
            {t('WEB.CART.MOVE_TO_FAVOURITES')}
          </button>
        )}
      </LineControls>
    </LineBody>
  );
});

function StockNote({ line, formatDate }: { line: CartLine; formatDate: (date: Date) => string }) {
  const t = useT();
  if (!PURCHASABLE.has(line.availability)) return <p data-note="">{t('WEB.CART.UNAVAILABLE')}</p>;
  if (line.availability === 'LOWSTOCK' && line.stockQty !== undefined)
    return <p data-note="">{t('WEB.CART.LOW_STOCK', { count: line.stockQty })}</p>;
  if ((line.availability === 'PREORDER' || line.availability === 'BACKORDER') && line.shipDateStart)
    return <p>{t('WEB.CART.SHIPS', { date: formatDate(new Date(line.shipDateStart * 1000)) })}</p>;
  return null;
}
