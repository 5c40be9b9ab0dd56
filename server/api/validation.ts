import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ErrorDetail } from './api-error.ts';

/**
 * Bodies are checked as sent: no type coercion and no silent removal of unknown fields, so `"quantity": "2"` or an
 * unexpected property is a 400, not a guess. Query strings and path parameters are text by nature and are coerced.
 */
function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  addFormats.default(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema) as ReturnType<FastifySchemaCompiler<object>>;

/** Ajv errors as the API's field details: a JSON pointer, the rule broken and a readable message. */
export function validationDetails(errors: readonly Partial<ErrorObject>[], part: string): ErrorDetail[] {
  return errors.map((error) => {
    const missing =
      (error.params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
    const child = missing.missingProperty ?? missing.additionalProperty;
    const pointer = `${error.instancePath ?? ''}${child ? `/${child}` : ''}` || '/';
    const message =
      error.keyword === 'additionalProperties'
        ? `unknown field "${missing.additionalProperty}"`
        : (error.message ?? 'is invalid');
    return { pointer: `${part}${pointer === '/' ? '' : pointer}` || '/', rule: error.keyword, message };
  });
}
