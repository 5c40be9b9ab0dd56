import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { normaliseVoucherCode } from '../../../shared/voucher-code.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import { useLabel, usePlural } from '../../i18n/use-label.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import type { CartStore } from './stores/cart-store.ts';
import { VoucherForm } from './bag.styles.ts';

const VOUCHER_ERRORS: Readonly<Record<string, CatalogKey>> = {
  VOUCHER_INVALID: 'WEB.CART.VOUCHER_ERROR.VOUCHER_INVALID',
  VOUCHER_EXPIRED: 'WEB.CART.VOUCHER_ERROR.VOUCHER_EXPIRED',
  VOUCHER_NOT_APPLICABLE: 'WEB.CART.VOUCHER_ERROR.VOUCHER_NOT_APPLICABLE',
  VOUCHER_USAGE_EXCEEDED: 'WEB.CART.VOUCHER_ERROR.VOUCHER_USAGE_EXCEEDED',
  TOO_MANY_REQUESTS: 'WEB.CART.VOUCHER_ERROR.TOO_MANY_REQUESTS',
};

/** The message the API gives a code that is on the bag but gives it nothing as it stands. */
const NOT_APPLICABLE = 'WEB.CART.VOUCHER_NOT_APPLICABLE';

/**
 * The voucher field: apply (pending, rejected with the reason) or, once a code is on the bag, its name and message
 * and a remove button. A code that gives nothing (a tier the bag fell below) says so, and how much more to spend.
 */
export const BagVoucher = observer(function BagVoucher(props: {
  cart: CartStore;
  formatter: PriceFormatter;
}) {
  const { cart } = props;
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const applied = cart.summary.voucherCode;
  const error = cart.voucherError;
  if (applied) {
    const givesNothing = cart.summary.voucherMessage === NOT_APPLICABLE;
    return (
      <VoucherForm as="div">
        <p role="status">
          {t(givesNothing ? 'WEB.CART.VOUCHER_ON_BAG' : 'WEB.CART.VOUCHER_APPLIED', { code: applied })}
        </p>
        {cart.summary.voucherName && (
          <p data-voucher-name="">
            <bdi>{cart.summary.voucherName}</bdi>
          </p>
        )}
        <VoucherNote cart={cart} formatter={props.formatter} />
        <button type="button" disabled={cart.isUpdatingVoucher} onClick={() => void cart.removeVoucher()}>
          {t('WEB.CART.VOUCHER_REMOVE')}
        </button>
      </VoucherForm>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const voucher = normaliseVoucherCode(code);
    if (voucher) void cart.applyVoucher(voucher).then((ok) => ok && setCode(''));
  };
  return (
    <VoucherForm onSubmit={submit}>
      <label htmlFor={inputId}>{t('WEB.CART.VOUCHER')}</label>
      <input
        id={inputId}
        value={code}
        maxLength={50}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" disabled={cart.isUpdatingVoucher}>
        {t(cart.isUpdatingVoucher ? 'WEB.CART.VOUCHER_APPLYING' : 'WEB.CART.VOUCHER_APPLY')}
      </button>
      {error && (
        <p id={errorId} role="alert" data-error="">
          {t(VOUCHER_ERRORS[error] ?? 'WEB.CART.VOUCHER_ERROR.VOUCHER_INVALID')}
        </p>
      )}
    </VoucherForm>
  );
});

/**
 * The voucher's message: its own words (or the catalogue's, when the API names a key), then what the bag still
 * needs for the code to give its discount: the spend to its first threshold, or the items.
 */
const VoucherNote = observer(function VoucherNote(props: { cart: CartStore; formatter: PriceFormatter }) {
  const t = useT();
  const label = useLabel();
  const plural = usePlural();
  const { voucherMessage: message, voucherShortfall: shortfall } = props.cart.summary;
  const needs = [
    ...(shortfall?.amount
      ? [t('WEB.CART.VOUCHER_SPEND_MORE', { amount: props.formatter.format(shortfall.amount) })]
      : []),
    ...(shortfall?.items ? [plural('WEB.CART.VOUCHER_ADD_ITEMS', shortfall.items)] : []),
  ];
  // The code's own words are in whatever language it was written in: isolated, they keep their own direction.
  const own = message ? label(message) : '';
  const rest = needs.join(' ');
  if (!own && !rest) return null;
  return (
    <p data-voucher-message="">
      {own && <bdi>{own}</bdi>}
      {own && rest ? ' ' : ''}
      {rest}
    </p>
  );
});
