import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { Field } from './form.styles.ts';

/** The id of a field's error message, which its input names in `aria-describedby`. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * A field's frame, the same for the contact form and the generated address form: the label, the control (which
 * carries `required`; optional fields say so in their label), a hint, the error.
 */
export function FieldShell(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Field data-field={props.id}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.hint && !props.error && <p id={`${props.id}-hint`}>{props.hint}</p>}
      {props.error && (
        <p id={errorIdOf(props.id)} data-error="">
          {t(props.error as Parameters<typeof t>[0])}
        </p>
      )}
    </Field>
  );
}

/** The accessibility attributes of a control whose field may show an error (or else its hint, when it has one). */
export function invalidProps(id: string, error: string | undefined, hasHint = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : hasHint ? `${id}-hint` : undefined,
  } as const;
}
