import { FIRST_LOAD_CONTENT, type ContentFileId } from '../../schemas/content/content-paths.ts';

/** One broken rule: where (JSON pointer), which rule (schema keyword) and a readable message. */
export interface ValidationIssue {
  pointer: string;
  rule: string;
  message: string;
}

let firstLoad: ContentValidatorGroup | undefined;
let firstLoadPromise: Promise<ContentValidatorGroup> | undefined;
let laterPromise: Promise<ContentValidatorGroup> | undefined;

/**
 * The precompiled validators live in their own chunks, fetched in parallel with the first content requests, so the
 * entry bundle stays small; validators of files no first page needs come in a second chunk, only when used.
 */
export function loadValidators(): Promise<ContentValidatorGroup> {
  firstLoadPromise ??= import('virtual:content-validators/first-load').then(
    (module) => (firstLoad = module.validators),
  );
  return firstLoadPromise;
}

function loadGroup(id: ContentFileId): Promise<ContentValidatorGroup> {
  if (FIRST_LOAD_CONTENT.includes(id)) return loadValidators();
  laterPromise ??= import('virtual:content-validators/later').then((module) => module.validators);
  return laterPromise;
}

function toIssues(validate: ValidatorFunction): ValidationIssue[] {
  return (validate.errors ?? []).map((error) => {
    const params = error.params as Record<string, unknown>;
    const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
    const pointer = extra ? `${error.instancePath}/${extra}` : error.instancePath;
    const allowed = params.allowedValues ? `: ${JSON.stringify(params.allowedValues)}` : '';
    const detail = params.additionalProperty ? ` (${extra})` : '';
    return { pointer, rule: error.keyword, message: `${error.message ?? 'is invalid'}${allowed}${detail}` };
  });
}

function run(validate: ValidatorFunction | undefined, data: unknown, what: string): ValidationIssue[] {
  if (!validate) throw new Error(`No validator for ${what}`);
  return validate(data) ? [] : toIssues(validate);
}

/** Check a content file against its precompiled schema; an empty list means valid. */
export async function validateContent(id: ContentFileId, data: unknown): Promise<ValidationIssue[]> {
  return run((await loadGroup(id)).content[id], data, id);
}

/** Check one block against its type's schema; undefined when the type is unknown. */
export function validateBlock(type: string, data: unknown): ValidationIssue[] | undefined {
  if (!firstLoad) throw new Error('Content validators used before loadValidators() resolved');
  const validate = firstLoad.blocks[type];
  return validate ? run(validate, data, type) : undefined;
}

/** Check metadata-v2.json. */
export async function validateMetadata(data: unknown): Promise<ValidationIssue[]> {
  return run((await loadValidators()).metadata, data, 'metadata');
}
