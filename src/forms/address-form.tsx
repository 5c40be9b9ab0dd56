import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  ADDRESS_MESSAGES,
  isValidPhone,
  type AddressField,
  type AddressRules,
} from '../../shared/address-rules.ts';
import type { ContentOf } from '../content/index.ts';
import { addressMessageFor, addressToSend, buildAddressForm } from './address-schema.ts';
import { useT, type CatalogKey } from '../i18n/index.ts';
import type { Address } from '../kernel/types/index.ts';
import { createFormValidator } from '../validation/form-validator.ts';
import { internationalPhone, isValidPhoneFor } from '../validation/phone-number.ts';
import { addressLines } from './address-lines.ts';
import { useCountryName } from './country-name.ts';
import { FieldShell } from './field-shell.tsx';
import { GeneratedForm } from './generated-form.tsx';
import { FormStack, Notice, PrimaryButton, Saved, Section } from './form.styles.ts';

type Values = Partial<Record<AddressField, string>>;

/** What the address step shows about the last save: nothing, the unable-to-ship content, or a failed save. */
export type AddressProblem = 'UNABLE_TO_SHIP' | 'INVALID' | undefined;

/**
 * The delivery address, generated with rjsf from the site's layout for the destination country merged with the API's
 * rules for it. Checked on submit (the phone with libphonenumber too), the first invalid field focused; a valid
 * address goes to `onSubmit` with empty fields left out. Saved, it shows as a summary with "Edit".
 */
export const AddressForm = observer(function AddressForm(props: {
  layouts: ContentOf<'addressLayouts'>;
  /** The site's country: the destination unless the shopper picks another the layout offers. */
  siteCountry: string;
  language: string;
  address: Address | undefined;
  saving: boolean;
  problem: AddressProblem;
  unableToShip: ContentOf<'addressUnableToShip'> | null | undefined;
  loadRules: (country: string) => Promise<AddressRules>;
  onSubmit: (address: Address) => Promise<boolean>;
  /** The form's heading and button, when it is not the delivery address (the billing address). */
  title?: CatalogKey;
  submitLabel?: CatalogKey;
  /** Shown under the heading (the billing form's "same as delivery" box). */
  lead?: React.ReactNode;
  /** Open the fields at once even for a saved address (editing a saved address in the address book). */
  startEditing?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const countryId = useId();
  const countries = Object.keys(props.layouts.layouts);
  const [country, setCountry] = useState(() => {
    const wanted = props.address?.countryCode ?? props.siteCountry;
    return countries.includes(wanted) ? wanted : countries[0]!;
  });
  const [rules, setRules] = useState<AddressRules | undefined>();
  const [values, setValues] = useState<Values>(() => withoutCountry(props.address));
  const [editing, setEditing] = useState(props.startEditing || props.address === undefined);
  const { loadRules } = props;
  useEffect(() => {
    let current = true;
    void loadRules(country).then((answer) => current && setRules(answer));
    return () => {
      current = false;
    };
  }, [country, loadRules]);

  const layout = props.layouts.layouts[country];
  const form = useMemo(
    () =>
      layout && rules?.country === country
        ? buildAddressForm(layout, rules, (field) => t(`WEB.ADDRESS.FIELD.${field}` as CatalogKey))
        : undefined,
    [layout, rules, country, t],
  );
  const countryName = useCountryName(props.language);
  const messages = rules?.messages ?? ADDRESS_MESSAGES;
  const validator = useMemo(
    () => createFormValidator((field, rule) => addressMessageFor(field, rule, messages)),
    [messages],
  );

  // Checked and sent as the phone input writes it once left: a number valid for the country, internationally.
  const phoneOf = (values: Values | undefined) =>
    values?.phoneNumber ? internationalPhone(values.phoneNumber, country) : values?.phoneNumber;
  const customValidate: CustomValidator = (formData, errors) => {
    const phone = phoneOf(formData as Values | undefined);
    if (phone && rules && !(isValidPhoneFor(phone, country) && isValidPhone(phone, rules)))
      errors.phoneNumber?.addError(messages.phoneNumber);
    return errors;
  };

  if (!editing && props.address) {
    const saved = props.address;
    return (
      <Section aria-labelledby={titleId}>
        <h2 id={titleId}>{t(props.title ?? 'WEB.CHECKOUT.ADDRESS')}</h2>
        {props.lead}
        <Saved>
          <div data-saved-address="">
            {addressLines(saved, countryName, props.language).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
          <button type="button" onClick={() => setEditing(true)}>
            {t('WEB.CHECKOUT.EDIT')}
          </button>
        </Saved>
      </Section>
    );
  }
  const submit = async (formData: Values | undefined) => {
    const phoneNumber = phoneOf(formData);
    const address = addressToSend({ ...formData, phoneNumber }, country) as unknown as Address;
    if (await props.onSubmit(address)) setEditing(false);
  };
  return (
    <Section aria-labelledby={titleId} aria-busy={form ? undefined : true}>
      <h2 id={titleId}>{t(props.title ?? 'WEB.CHECKOUT.ADDRESS')}</h2>
      {props.lead}
      {countries.length > 1 && (
        <FieldShell id={countryId} label={t('WEB.CHECKOUT.COUNTRY')}>
          <select
            id={countryId}
            value={country}
            autoComplete="country"
            onChange={(e) => setCountry(e.target.value)}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
      {form ? (
        <GeneratedForm<Values>
          key={country}
          schema={form.schema as RJSFSchema}
          uiSchema={form.uiSchema as UiSchema}
          values={values}
          validator={validator}
          customValidate={customValidate}
          onChange={setValues}
          onSubmit={(formData) => void submit(formData)}
        >
          <FormStack>
            {props.problem === 'UNABLE_TO_SHIP' && props.unableToShip && (
              <Notice role="alert" data-unable-to-ship="">
                <h3>{props.unableToShip.title}</h3>
                <p>{props.unableToShip.message}</p>
              </Notice>
            )}
            {(props.problem === 'INVALID' || (props.problem === 'UNABLE_TO_SHIP' && !props.unableToShip)) && (
              <Notice role="alert">
                <p>{t(PROBLEM_MESSAGES[props.problem])}</p>
              </Notice>
            )}
            <PrimaryButton type="submit" disabled={props.saving} aria-busy={props.saving}>
              {t(props.saving ? 'WEB.CHECKOUT.SAVING' : (props.submitLabel ?? 'WEB.CHECKOUT.SAVE_ADDRESS'))}
            </PrimaryButton>
          </FormStack>
        </GeneratedForm>
      ) : (
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      )}
    </Section>
  );
});

const PROBLEM_MESSAGES: Record<NonNullable<AddressProblem>, CatalogKey> = {
  UNABLE_TO_SHIP: 'WEB.ADDRESS.ERROR.UNABLE_TO_SHIP',
  INVALID: 'WEB.CHECKOUT.ADDRESS_ERROR',
};

// The form's values are the address's own fields; the country is chosen beside it.
function withoutCountry(address: Address | undefined): Values {
  if (!address) return {};
  const { countryCode: _country, type: _type, reference: _reference, ...fields } = address;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === 'string'),
  ) as Values;
}
