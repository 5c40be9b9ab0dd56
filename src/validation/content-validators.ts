import type { BlockType } from '../../schemas/content/blocks/index.ts';
import type { ContentFileId } from '../../schemas/content/content-paths.ts';

/** One broken rule: where (JSON pointer), which rule (schema keyword) and a readable message. */
export interface ValidationIssue {
  pointer: string;
  rule: string;
  message: string;
}

type Validators = (typeof import('virtual:content-validators'))['validators'];

let loaded: Validators | undefined;
let loading: Promise<Validators> | undefined;

/**
 * The precompiled validators live in their own chunk, fetched in parallel with the first content request, so the
 * entry bundle stays small. Content always passes through the loader, so they are in memory before anything renders.
 */
export function loadValidators(): Promise<Validators> {
  loading ??= import('virtual:content-validators').then((module) => (loaded = module.validators));
  return loading;
}

function current(): Validators {
  if (!loaded) throw new Error('Content validators used before loadValidators() resolved');
  return loaded;
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

/** Check a content file against its precompiled schema; an empty list means valid. */
export async function validateContent(id: ContentFileId, data: unknown): Promise<ValidationIssue[]> {
  const validate = (await loadValidators()).content[id] as ValidatorFunction;
  return validate(data) ? [] : toIssues(validate);
}

/** Check one block against its type's schema; undefined when the type is unknown. */
export function validateBlock(type: string, data: unknown): ValidationIssue[] | undefined {
  const validate = (current().blocks as Record<string, ValidatorFunction | undefined>)[type];
  if (!validate) return undefined;
  return validate(data) ? [] : toIssues(validate);
}

/** Check metadata-v2.json. */
export async function validateMetadata(data: unknown): Promise<ValidationIssue[]> {
  const validate = (await loadValidators()).metadata;
  return validate(data) ? [] : toIssues(validate);
}

export type { BlockType, ContentFileId };
