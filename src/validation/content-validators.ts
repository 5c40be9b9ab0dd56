import { validators } from 'virtual:content-validators';
import type { BlockType } from '../../schemas/content/blocks/index.ts';
import type { ContentFileId } from '../../schemas/content/manifest.ts';

/** One broken rule: where (JSON pointer), which rule (schema keyword) and a readable message. */
export interface ValidationIssue {
  pointer: string;
  rule: string;
  message: string;
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
export function validateContent(id: ContentFileId, data: unknown): ValidationIssue[] {
  const validate = validators.content[id] as ValidatorFunction;
  return validate(data) ? [] : toIssues(validate);
}

/** Check one block against its type's schema; undefined when the type is unknown. */
export function validateBlock(type: string, data: unknown): ValidationIssue[] | undefined {
  const validate = (validators.blocks as Record<string, ValidatorFunction | undefined>)[type];
  if (!validate) return undefined;
  return validate(data) ? [] : toIssues(validate);
}

/** Check metadata-v2.json. */
export function validateMetadata(data: unknown): ValidationIssue[] {
  return validators.metadata(data) ? [] : toIssues(validators.metadata);
}

export type { BlockType, ContentFileId };
