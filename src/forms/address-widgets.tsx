import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import { useT } from '../i18n/index.ts';
import { internationalPhone } from '../validation/phone-number.ts';
import { FieldRow, FormStack } from './form.styles.ts';
import { FieldShell, invalidProps } from './field-shell.tsx';

/*
 * rjsf renders the address form from its schema; these small widgets and templates give it the shop's own markup
 * and styles (the same frame as the contact form) instead of rjsf's default Bootstrap-flavoured HTML.
 */

const valueOf = (value: string) => (value === '' ? undefined : value);

/** The field shows a help text under its control (the frame renders it from `ui:help`). */
const hasHint = (props: WidgetProps) => typeof props.uiSchema?.['ui:help'] === 'string';

/**
 * A text input: autofill token, input type (tel) and placeholder from the uiSchema, the schema's length limit. A phone
 * input with a `phoneRegion` rewrites a valid number of that region in international format when the shopper leaves it.
 */
function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, options, rawErrors, placeholder, schema } = props;
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  const phoneRegion = typeof options.phoneRegion === 'string' ? options.phoneRegion : undefined;
  return (
    <input
      id={id}
      name={id}
      type={type}
      dir={type === 'tel' ? 'ltr' : undefined}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(event) => props.onChange(valueOf(event.target.value))}
      onBlur={(event) => {
        const typed = event.target.value;
        const written = phoneRegion ? internationalPhone(typed, phoneRegion) : typed;
        if (written !== typed) props.onChange(written);
        props.onBlur(id, written);
      }}
      onFocus={(event) => props.onFocus(id, event.target.value)}
      {...invalidProps(id, rawErrors?.[0], hasHint(props))}
    />
  );
}

/** A multi-line text, as tall as the uiSchema's `rows`. */
function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, options, rawErrors, placeholder, schema } = props;
  return (
    <textarea
      id={id}
      name={id}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(event) => props.onChange(valueOf(event.target.value))}
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
      {...invalidProps(id, rawErrors?.[0], hasHint(props))}
    />
  );
}

/** A native select over the schema's enum, labelled by `ui:enumNames`, with an empty "Choose…" first. */
function SelectWidget(props: WidgetProps) {
  const t = useT();
  const { id, value, required, disabled, readonly, options, rawErrors } = props;
  return (
    <select
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={(event) => props.onChange(valueOf(event.target.value))}
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
      {...invalidProps(id, rawErrors?.[0])}
    >
      <option value="">{t('WEB.ADDRESS.CHOOSE')}</option>
      {(options.enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Each field in the shop's frame: label, control, the first error translated. The root object passes through. */
function FieldTemplate(props: FieldTemplateProps) {
  if (props.schema.type === 'object') return props.children;
  return (
    <FieldShell
      id={props.id}
      label={props.label}
      error={props.rawErrors?.[0]}
      {...(typeof props.rawHelp === 'string' ? { hint: props.rawHelp } : {})}
    >
      {props.children}
    </FieldShell>
  );
}

/** The fields in the layout's rows (`ui:options.fieldRows`; rjsf's own `rows` is a textarea's): side by side on wider screens, stacked on a phone. */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const rows = props.uiSchema?.['ui:options']?.fieldRows as string[][] | undefined;
  // A form without rows (the contact form) stacks its fields in their order.
  if (!rows) return <FormStack>{props.properties.map((property) => property.content)}</FormStack>;
  const byName = new Map(props.properties.map((property) => [property.name, property.content]));
  return (
    <FormStack>
      {rows.map((row) => (
        <FieldRow key={row.join()}>{row.map((name) => byName.get(name))}</FieldRow>
      ))}
    </FormStack>
  );
}

/** The widgets the shop's generated forms (address, contact) use. */
export const addressWidgets: RegistryWidgetsType = {
  TextWidget,
  EmailWidget: TextWidget,
  TextareaWidget,
  SelectWidget,
};

/** The templates the address form uses; errors show beside their field, so no list at the top. */
export const addressTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: () => null,
  FieldErrorTemplate: () => null,
  FieldHelpTemplate: () => null,
  DescriptionFieldTemplate: () => null,
  TitleFieldTemplate: () => null,
};
