import { css } from '@linaria/core';
import Form from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { addressTemplates, addressWidgets } from './address-widgets.tsx';

// The generated fields and the form's own button, spaced like every other form of the shop.
const formLayout = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/**
 * A form rjsf generates from a schema, in the shop's markup (its widgets and field frames): checked on submit, the
 * first wrong field focused and each error beside its field; once a submit has been tried, fields are checked again
 * as the shopper leaves them. The address form and the contact form are both this.
 */
export function GeneratedForm<Values extends object>(props: {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  values: Values;
  validator: ValidatorType;
  customValidate?: CustomValidator;
  onChange(values: Values): void;
  onSubmit(values: Values): void;
  /** What follows the fields: notices and the submit button. */
  children: ReactNode;
}) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <Form
      schema={props.schema}
      uiSchema={props.uiSchema}
      formData={props.values}
      validator={props.validator}
      widgets={addressWidgets}
      templates={addressTemplates}
      {...(props.customValidate ? { customValidate: props.customValidate } : {})}
      className={formLayout}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      liveValidate={submitted ? 'onBlur' : false}
      onChange={(event) => props.onChange((event.formData ?? {}) as Values)}
      onError={() => setSubmitted(true)}
      onSubmit={(event) => {
        setSubmitted(true);
        props.onSubmit((event.formData ?? {}) as Values);
      }}
    >
      {props.children}
    </Form>
  );
}
