import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ADDRESS_MESSAGES } from '../../../shared/address-rules.ts';
import { fullName } from '../../forms/address-schema.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { Consumer } from '../../kernel/types/index.ts';
import { internationalPhone, isValidPhoneFor } from '../../validation/phone-number.ts';
import { FieldRow, FormStack, Notice, PrimaryButton, Saved, Section } from './checkout.styles.ts';
import { FieldShell, invalidProps } from '../../forms/index.ts';

type ContactField = keyof Consumer;
type ContactErrors = Partial<Record<ContactField, string>>;

const FIELDS: { name: ContactField; label: CatalogKey; autoComplete: string; type: string }[] = [
  { name: 'firstName', label: 'WEB.CHECKOUT.FIRST_NAME', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'WEB.CHECKOUT.LAST_NAME', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'WEB.CHECKOUT.EMAIL', autoComplete: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'WEB.CHECKOUT.PHONE', autoComplete: 'tel', type: 'tel' },
];

/**
 * What is wrong with the details, field by field (names and e-mail required; the phone valid for `country`), read as
 * the phone input writes them once left.
 */
export function contactErrors(values: Consumer, country: string): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.firstName.trim()) errors.firstName = ADDRESS_MESSAGES.required;
  if (!values.lastName.trim()) errors.lastName = ADDRESS_MESSAGES.required;
  if (!values.email.trim()) errors.email = ADDRESS_MESSAGES.required;
  else if (!isEmailAddress(values.email.trim())) errors.email = 'WEB.ADDRESS.ERROR.EMAIL';
  if (!values.phoneNumber?.trim()) errors.phoneNumber = ADDRESS_MESSAGES.required;
  else if (!isValidPhoneFor(internationalPhone(values.phoneNumber, country), country))
    errors.phoneNumber = ADDRESS_MESSAGES.phoneNumber;
  return errors;
}

/**
 * The shopper's contact details: checked here, then saved (POST /api/checkout/consumer). Once saved they show as a
 * summary with "Edit"; a refused save says so and keeps the form.
 */
export const ContactForm = observer(function ContactForm(props: {
  consumer: Consumer | undefined;
  /** What the form starts with when nothing is saved yet: a signed-in customer's own name and e-mail. */
  suggested?: Partial<Consumer> | undefined;
  country: string;
  /** Family name first where the site's address layout puts it first (Japan), so both forms read alike. */
  familyNameFirst?: boolean;
  saving: boolean;
  error: string | null;
  onSave: (consumer: Consumer) => Promise<boolean>;
}) {
  const t = useT();
  const idPrefix = useId();
  const titleId = `${idPrefix}title`;
  const form = useRef<HTMLFormElement>(null);
  const [editing, setEditing] = useState(props.consumer === undefined);
  const [values, setValues] = useState<Consumer>(
    () =>
      props.consumer ?? {
        firstName: props.suggested?.firstName ?? '',
        lastName: props.suggested?.lastName ?? '',
        email: props.suggested?.email ?? '',
        phoneNumber: props.suggested?.phoneNumber ?? '',
      },
  );
  const [errors, setErrors] = useState<ContactErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(values, props.country);
    setErrors(found);
    const order = props.familyNameFirst ? [FIELDS[1]!, FIELDS[0]!, ...FIELDS.slice(2)] : FIELDS;
    const first = order.find((field) => found[field.name]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    const consumer: Consumer = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber && internationalPhone(values.phoneNumber.trim(), props.country),
    };
    if (await props.onSave(consumer)) setEditing(false);
  };

  if (!editing && props.consumer) {
    const saved = props.consumer;
    return (
      <Section aria-labelledby={titleId}>
        <h2 id={titleId}>{t('WEB.CHECKOUT.CONTACT')}</h2>
        <Saved>
          <div data-saved-contact="">
            <p>{fullName(saved, props.familyNameFirst)}</p>
            <p>{saved.email}</p>
            {saved.phoneNumber && <p dir="ltr">{saved.phoneNumber}</p>}
          </div>
          <button
            type="button"
            onClick={() => {
              setValues(saved);
              setEditing(true);
            }}
          >
            {t('WEB.CHECKOUT.EDIT')}
          </button>
        </Saved>
      </Section>
    );
  }
  const field = (name: ContactField) => {
    const spec = FIELDS.find((entry) => entry.name === name)!;
    const id = `${idPrefix}${name}`;
    return (
      <FieldShell
        key={name}
        id={id}
        label={t(spec.label)}
        error={errors[name]}
        hint={name === 'email' ? t('WEB.CHECKOUT.EMAIL_HINT') : undefined}
      >
        <input
          id={id}
          name={name}
          type={spec.type}
          autoComplete={spec.autoComplete}
          required
          maxLength={name === 'phoneNumber' ? 30 : name === 'email' ? 254 : 60}
          dir={name === 'email' || name === 'phoneNumber' ? 'ltr' : undefined}
          value={values[name] ?? ''}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          // A valid number of the site's country is rewritten internationally once the shopper leaves it.
          onBlur={
            name === 'phoneNumber'
              ? (event) =>
                  setValues({ ...values, phoneNumber: internationalPhone(event.target.value, props.country) })
              : undefined
          }
          {...invalidProps(id, errors[name])}
          {...(name === 'email' && !errors[name] ? { 'aria-describedby': `${id}-hint` } : {})}
        />
      </FieldShell>
    );
  };
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('WEB.CHECKOUT.CONTACT')}</h2>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <FormStack>
          <FieldRow>
            {props.familyNameFirst
              ? [field('lastName'), field('firstName')]
              : [field('firstName'), field('lastName')]}
          </FieldRow>
          {field('email')}
          {field('phoneNumber')}
          {props.error && (
            <Notice role="alert">
              <p>{t('WEB.CHECKOUT.CONSUMER_ERROR')}</p>
            </Notice>
          )}
          <PrimaryButton type="submit" disabled={props.saving} aria-busy={props.saving}>
            {t(props.saving ? 'WEB.CHECKOUT.SAVING' : 'WEB.CHECKOUT.SAVE_CONTACT')}
          </PrimaryButton>
        </FormStack>
      </form>
    </Section>
  );
});
