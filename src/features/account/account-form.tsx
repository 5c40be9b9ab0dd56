import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { meetsPasswordPolicy } from '../../../shared/password-policy.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import type { AccountCode } from './rules/account-codes.ts';
import { FieldShell, invalidProps } from '../../forms/index.ts';
import { FormStack, PrimaryButton, Section } from '../../forms/index.ts';
import { AccountMessage } from './account-message.tsx';

/** One input of an account form. */
export interface AccountField {
  name: string;
  label: CatalogKey;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** A new password: the policy shows under it and is checked before sending. */
  newPassword?: boolean;
  /** A one-time code: digits on a phone keyboard. */
  code?: boolean;
}

export type AccountValues = Record<string, string>;

/** What is wrong with the values, field by field, as catalogue keys. */
export function accountFieldErrors(fields: AccountField[], values: AccountValues) {
  const errors: Record<string, CatalogKey> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) errors[field.name] = 'WEB.ACCOUNT.REQUIRED';
    else if (field.type === 'email' && !isEmailAddress(value))
      errors[field.name] = 'WEB.ACCOUNT.CODES.INVALID_EMAIL';
    else if (field.newPassword && !meetsPasswordPolicy(values[field.name] ?? ''))
      errors[field.name] = 'WEB.ACCOUNT.CODES.INVALID_PW_COMPLEXITY';
  }
  return errors;
}

/**
 * An account form: labelled fields checked here (the first wrong one takes focus, its error named by the input),
 * the outcome of the last attempt announced above the button, and the extra controls a form needs (`children`).
 */
export function AccountForm(props: {
  title: CatalogKey;
  /** A form that is the page gives it its title; one section of a page is titled below the page's own. */
  headingLevel?: 1 | 2;
  intro?: ReactNode;
  fields: AccountField[];
  initial?: AccountValues;
  submitLabel: CatalogKey;
  pending: boolean;
  code: AccountCode | null;
  onSubmit: (values: AccountValues) => void | Promise<unknown>;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  const prefix = useId();
  const titleId = `${prefix}title`;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AccountValues>(() => ({ ...props.initial }));
  const [errors, setErrors] = useState<Record<string, CatalogKey>>({});
  const idOf = (name: string) => `${prefix}${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = accountFieldErrors(props.fields, values);
    setErrors(found);
    const first = props.fields.find((field) => found[field.name]);
    if (first) {
      document.getElementById(idOf(first.name))?.focus();
      return;
    }
    void props.onSubmit(values);
  };

  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  return (
    <Section aria-labelledby={titleId}>
      <Heading id={titleId}>{t(props.title)}</Heading>
      {props.intro && <p>{props.intro}</p>}
      <form ref={form} noValidate onSubmit={submit}>
        <FormStack>
          {props.fields.map((field) => {
            const id = idOf(field.name);
            const error = errors[field.name];
            return (
              <FieldShell
                key={field.name}
                id={id}
                label={t(field.label)}
                error={error}
                {...(field.newPassword ? { hint: t('WEB.ACCOUNT.PASSWORD_POLICY') } : {})}
              >
                <input
                  id={id}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  {...(field.code ? { inputMode: 'numeric' as const } : {})}
                  value={values[field.name] ?? ''}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  {...invalidProps(id, error)}
                  aria-describedby={error ? `${id}-error` : field.newPassword ? `${id}-hint` : undefined}
                />
              </FieldShell>
            );
          })}
          {props.children}
          <AccountMessage code={props.code} />
          <PrimaryButton type="submit" disabled={props.pending} aria-busy={props.pending}>
            {t(props.submitLabel)}
          </PrimaryButton>
        </FormStack>
      </form>
      {props.after}
    </Section>
  );
}
