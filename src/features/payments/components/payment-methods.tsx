import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { CardField, CardInput, CardProblem } from '../rules/card-rules.ts';
import { groupCardNumber } from '../rules/card-rules.ts';
import { useT, type CatalogKey } from '../../../i18n/index.ts';
import type { PaymentStore } from '../stores/payment-store.ts';
import { Field } from '../../../forms/form.styles.ts';
import { CardGrid, MethodList, TestCards } from './payment.styles.ts';
import { usePaymentMethodName } from '../../orders/index.ts';
import { SavedCardChoice } from './saved-card-choice.tsx';

const PROBLEMS: Record<CardField, Partial<Record<CardProblem, CatalogKey>>> = {
  holderName: { required: 'WEB.PAYMENT.ERROR.REQUIRED' },
  number: { required: 'WEB.PAYMENT.ERROR.REQUIRED', invalid: 'WEB.PAYMENT.ERROR.NUMBER' },
  expiry: {
    required: 'WEB.PAYMENT.ERROR.REQUIRED',
    invalid: 'WEB.PAYMENT.ERROR.EXPIRY',
    expired: 'WEB.PAYMENT.ERROR.EXPIRED',
  },
  securityCode: { required: 'WEB.PAYMENT.ERROR.REQUIRED', invalid: 'WEB.PAYMENT.ERROR.CODE' },
};

/** The sandbox's cards and what each does; the provider decides, this only tells a tester which to type. */
const TEST_CARDS: { number: string; outcome: CatalogKey }[] = [
  { number: '4111 1111 1111 1111', outcome: 'WEB.PAYMENT.TEST_APPROVED' },
  { number: '4000 0000 0000 0002', outcome: 'WEB.PAYMENT.TEST_REFUSED' },
  { number: '4000 0000 0000 9995', outcome: 'WEB.PAYMENT.TEST_FUNDS' },
  { number: '4212 3456 7891 0006', outcome: 'WEB.PAYMENT.TEST_3DS' },
];

/**
 * What the card form reads and writes: the payment step's store, or any other card form's (saving a card to an
 * account) with the same fields, problems and provider session.
 */
export type CardFormState = Pick<PaymentStore, 'card' | 'cardProblems' | 'setCardField' | 'session'>;

interface CardInputProps {
  store: CardFormState;
  field: keyof CardInput;
  label: CatalogKey;
  hint?: CatalogKey;
  wide?: boolean;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  format?: (value: string) => string;
}

/** One card field: labelled, its hint and problem tied to it for screen readers. */
const CardInputField = observer(function CardInputField(props: CardInputProps) {
  const t = useT();
  const id = useId();
  const problem = props.store.cardProblems[props.field];
  const message = problem ? PROBLEMS[props.field][problem] : undefined;
  const described = [props.hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field data-wide={props.wide ? '' : undefined}>
      <label htmlFor={id}>{t(props.label)}</label>
      <input
        id={id}
        name={props.field}
        value={props.store.card[props.field]}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) =>
          props.store.setCardField(props.field, props.format?.(event.target.value) ?? event.target.value)
        }
        {...props.inputProps}
      />
      {props.hint && <p id={`${id}-hint`}>{t(props.hint)}</p>}
      {message && (
        <p id={`${id}-error`} data-error="">
          {t(message)}
        </p>
      )}
    </Field>
  );
});

/** The card form: name, number, expiry and security code, with the sandbox's test cards when testing. */
export const CardFields = observer(function CardFields({ store }: { store: CardFormState }) {
  const t = useT();
  return (
    <>
      <CardGrid>
        <CardInputField
          store={store}
          field="holderName"
          label="WEB.PAYMENT.CARD_HOLDER"
          wide
          inputProps={{ autoComplete: 'cc-name' }}
        />
        <CardInputField
          store={store}
          field="number"
          label="WEB.PAYMENT.CARD_NUMBER"
          wide
          format={groupCardNumber}
          inputProps={{ autoComplete: 'cc-number', inputMode: 'numeric', dir: 'ltr', maxLength: 23 }}
        />
        <CardInputField
          store={store}
          field="expiry"
          label="WEB.PAYMENT.EXPIRY"
          inputProps={{
            autoComplete: 'cc-exp',
            inputMode: 'numeric',
            dir: 'ltr',
            placeholder: 'MM/YY',
            maxLength: 7,
          }}
        />
        <CardInputField
          store={store}
          field="securityCode"
          label="WEB.PAYMENT.SECURITY_CODE"
          hint="WEB.PAYMENT.SECURITY_CODE_HINT"
          inputProps={{ autoComplete: 'cc-csc', inputMode: 'numeric', dir: 'ltr', maxLength: 4 }}
        />
      </CardGrid>
      <p>{t('WEB.PAYMENT.SECURED')}</p>
      {store.session?.environment === 'test' && (
        <TestCards>
          <summary>{t('WEB.PAYMENT.TEST_CARDS')}</summary>
          <table>
            <tbody>
              {TEST_CARDS.map((card) => (
                <tr key={card.number}>
                  <th scope="row">
                    <code>{card.number}</code>
                  </th>
                  <td>{t(card.outcome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('WEB.PAYMENT.TEST_CARDS_HINT')}</p>
        </TestCards>
      )}
    </>
  );
});

/** The ways to pay as radio buttons; the chosen one opens its details (the card form, or where the shopper goes). */
export const PaymentMethods = observer(function PaymentMethods({ store }: { store: PaymentStore }) {
  const t = useT();
  const nameOf = usePaymentMethodName();
  const name = useId();
  const methods = store.session?.methods ?? [];
  return (
    <MethodList>
      <legend>{t('WEB.PAYMENT.METHODS')}</legend>
      {methods.map((method) => {
        const chosen = method.id === store.method;
        return (
          <div key={method.id} data-chosen={chosen ? '' : undefined}>
            <label data-method="">
              <input
                type="radio"
                name={name}
                value={method.id}
                checked={chosen}
                onChange={() => store.chooseMethod(method.id)}
              />
              {nameOf(method)}
            </label>
            {chosen && (
              <div data-method-body="">
                {method.kind === 'card' ? (
                  <SavedCardChoice store={store} newCard={<CardFields store={store} />} />
                ) : (
                  <p>{t('WEB.PAYMENT.REDIRECT_NOTE', { method: nameOf(method) })}</p>
                )}
              </div>
            )}
          </div>
        );
      })}
    </MethodList>
  );
});
