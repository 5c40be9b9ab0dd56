import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { isEmailAddress } from '../../shared/email-address.ts';

/** A flat form schema: an object of string fields with the keywords the shop's forms use. */
interface FlatSchema {
  properties?: Record<
    string,
    { minLength?: number; maxLength?: number; pattern?: string; enum?: readonly unknown[]; format?: string }
  >;
  required?: readonly string[];
}

/** The translation key for a field that broke a rule (`required`, `minLength`, `maxLength`, `pattern`, `enum`, `format`). */
export type MessageFor = (field: string, rule: string) => string;

/**
 * Every rule a flat form's values break. Values are read as the API reads them (trimmed, NFKC, patterns without
 * case), so the form refuses exactly what the API would.
 */
export function flatSchemaErrors(
  schema: FlatSchema,
  values: Record<string, unknown> | undefined,
  messageFor: MessageFor,
): RJSFValidationError[] {
  const errors: RJSFValidationError[] = [];
  const fail = (field: string, rule: string) => {
    const message = messageFor(field, rule);
    errors.push({ name: rule, property: `.${field}`, message, stack: `${field} ${rule}`, params: {} });
  };
  for (const [field, rules] of Object.entries(schema.properties ?? {})) {
    const raw = values?.[field];
    const text = typeof raw === 'string' ? raw.normalize('NFKC').trim() : '';
    if (text === '') {
      if (schema.required?.includes(field)) fail(field, 'required');
    } else if (rules.minLength !== undefined && text.length < rules.minLength) fail(field, 'minLength');
    else if (rules.maxLength !== undefined && text.length > rules.maxLength) fail(field, 'maxLength');
    else if (rules.format === 'email' && !isEmailAddress(text)) fail(field, 'format');
    else if (rules.pattern && !new RegExp(rules.pattern, 'iu').test(text)) fail(field, 'pattern');
    else if (rules.enum && !rules.enum.includes(text)) fail(field, 'enum');
  }
  return errors;
}

/**
 * The rjsf validator of the shop's forms. The page's Content-Security-Policy forbids `eval`, which AJV needs to
 * compile a schema in the browser, and these schemas are only known at run time (the site's layout merged with the
 * API's rules), so they cannot be compiled at build time like the content validators: this reads the few keywords
 * the forms use directly. Custom checks (the phone number) and error transforms work as with rjsf's own validators.
 */
export function createFormValidator(messageFor: MessageFor): ValidatorType {
  const validate = (schema: RJSFSchema, formData: unknown) =>
    flatSchemaErrors(schema as FlatSchema, formData as Record<string, unknown> | undefined, messageFor);
  return {
    validateFormData(
      formData: unknown,
      schema: RJSFSchema,
      customValidate?: CustomValidator,
      transformErrors?: ErrorTransformer,
      uiSchema?: UiSchema,
    ): ValidationData<unknown> {
      let errors = validate(schema, formData);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema<unknown>(errors);
      if (!customValidate) return { errors, errorSchema };
      const handler = customValidate(formData, createErrorHandler<unknown>(formData), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler<unknown>(handler));
    },
    isValid: (schema, formData) => validate(schema, formData).length === 0,
    rawValidation: <Result>(schema: RJSFSchema, formData?: unknown) => ({
      errors: validate(schema, formData) as Result[],
    }),
  };
}
