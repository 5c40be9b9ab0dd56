import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, LookupFields } from './orders.styles.ts';

/** What a guest gives to find an order: its number and the e-mail or the phone it was placed with. */
export type LookupDetails = { orderReference: string } & ({ email: string } | { phone: string });

type Contact = 'email' | 'phone';

/**
 * The guest's lookup form. Empty fields are named under the field (and the first one gets the focus) instead of
 * being sent: the API would answer "not found" and the guest would not know why.
 */
export function OrderLookupForm(props: {
  initialReference: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (details: LookupDetails) => void;
}) {
  const t = useT();
  const id = useId();
  const [reference, setReference] = useState(props.initialReference);
  const [contactKind, setContactKind] = useState<Contact>('email');
  const [contact, setContact] = useState('');
  const [missing, setMissing] = useState<{ reference: boolean; contact: boolean }>({
    reference: false,
    contact: false,
  });
  const referenceInput = useRef<HTMLInputElement>(null);
  const contactInput = useRef<HTMLInputElement>(null);
  const ids = { reference: `${id}-reference`, contact: `${id}-contact` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const now = { reference: !reference.trim(), contact: !contact.trim() };
    setMissing(now);
    if (now.reference) return referenceInput.current?.focus();
    if (now.contact) return contactInput.current?.focus();
    const orderReference = reference.trim();
    props.onSubmit(
      contactKind === 'email'
        ? { orderReference, email: contact.trim() }
        : { orderReference, phone: contact.trim() },
    );
  };
  const errorProps = (field: 'reference' | 'contact') =>
    missing[field] ? ({ 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` } as const) : {};

  return (
    <LookupFields noValidate onSubmit={submit}>
      <div data-field="">
        <label htmlFor={ids.reference}>{t('WEB.ORDERS.REFERENCE_LABEL')}</label>
        <input
          ref={referenceInput}
          id={ids.reference}
          name="orderReference"
          required
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          {...errorProps('reference')}
        />
        {missing.reference && (
          <p id={`${ids.reference}-error`} data-error="">
            {t('WEB.ORDERS.REQUIRED')}
          </p>
        )}
      </div>
      <fieldset>
        <legend>{t('WEB.ORDERS.CONTACT_BY')}</legend>
        {(['email', 'phone'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="contactKind"
              value={kind}
              checked={contactKind === kind}
              onChange={() => {
                setContactKind(kind);
                setContact('');
              }}
            />
            {kind === 'email' ? t('WEB.ORDERS.BY_EMAIL') : t('WEB.ORDERS.BY_PHONE')}
          </label>
        ))}
      </fieldset>
      <div data-field="">
        <label htmlFor={ids.contact}>
          {contactKind === 'email' ? t('WEB.ORDERS.BY_EMAIL') : t('WEB.ORDERS.BY_PHONE')}
        </label>
        <input
          ref={contactInput}
          id={ids.contact}
          name={contactKind}
          type={contactKind === 'email' ? 'email' : 'tel'}
          autoComplete={contactKind === 'email' ? 'email' : 'tel'}
          dir="ltr"
          required
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          {...errorProps('contact')}
        />
        {missing.contact && (
          <p id={`${ids.contact}-error`} data-error="">
            {t('WEB.ORDERS.REQUIRED')}
          </p>
        )}
      </div>
      <Button type="submit" aria-disabled={props.busy || undefined}>
        {props.busy ? t('WEB.ORDERS.FINDING') : props.submitLabel}
      </Button>
    </LookupFields>
  );
}
