import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonPointer, type ContentIssue } from './content-issue.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<object, ValidateFunction>();

/** Compile a schema once per process: a whole content root reuses a few dozen validators thousands of times. */
export function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as AnySchema);
    compiled.set(schema, validate);
  }
  return validate;
}

function formatParams(params: Record<string, unknown>): string {
  const parts = Object.entries(params).map(
    ([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** The pointer of an Ajv error: the value's path, plus the property name for required and additionalProperties. */
function pointerOf(error: ErrorObject): string {
  if (error.keyword === 'required')
    return error.instancePath + jsonPointer(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') {
    return error.instancePath + jsonPointer(String(error.params.additionalProperty));
  }
  return error.instancePath;
}

/** Validate a value against a schema; each Ajv error becomes an issue, its pointer prefixed with `basePointer`. */
export function schemaIssues(file: string, schema: object, value: unknown, basePointer = ''): ContentIssue[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    file,
    pointer: basePointer + pointerOf(error),
    rule: error.keyword,
    message: `${error.message ?? 'is invalid'}${formatParams(error.params)}`,
  }));
}
