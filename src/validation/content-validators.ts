import {
  AFTER_LOAD_CONTENT,
  FIRST_LOAD_CONTENT,
  type AfterLoadContentId,
  type ContentFileId,
} from '../../schemas/content/content-paths.ts';

/** One broken rule: where (JSON pointer), which rule (schema keyword) and a readable message. */
export interface ValidationIssue {
  pointer: string;
  rule: string;
  message: string;
}

let firstLoad: ContentValidatorGroup | undefined;
let firstLoadPromise: Promise<ContentValidatorGroup> | undefined;
const afterLoadPromises = new Map<ContentFileId, Promise<ContentValidatorGroup>>();
let laterPromise: Promise<ContentValidatorGroup> | undefined;
/** Content whose every object the server checked (file and blocks) before sending it with the page. */
const checkedByServer = new WeakSet<object>();

/** Files that hold blocks: checking them also needs the block validators, which come with the first-load group. */
const HOLDS_BLOCKS: readonly ContentFileId[] = ['page', 'emptySearch'];

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

/** Each file fetched after the first page brings only its own validator (literal imports: the bundler splits them). */
const AFTER_LOAD_VALIDATORS: Record<
  AfterLoadContentId,
  () => Promise<{ validators: ContentValidatorGroup }>
> = {
  splashModal: () => import('virtual:content-validators/after-load/splashModal'),
  scripts: () => import('virtual:content-validators/after-load/scripts'),
  campaign: () => import('virtual:content-validators/after-load/campaign'),
  interestGroups: () => import('virtual:content-validators/after-load/interestGroups'),
  badges: () => import('virtual:content-validators/after-load/badges'),
  sortOptions: () => import('virtual:content-validators/after-load/sortOptions'),
};

const isAfterLoad = (id: ContentFileId): id is AfterLoadContentId =>
  (AFTER_LOAD_CONTENT as readonly ContentFileId[]).includes(id);

function loadGroup(id: ContentFileId): Promise<ContentValidatorGroup> {
  if (FIRST_LOAD_CONTENT.includes(id)) return loadValidators();
  if (isAfterLoad(id)) {
    let loading = afterLoadPromises.get(id);
    if (!loading) {
      loading = AFTER_LOAD_VALIDATORS[id]().then((module) => module.validators);
      afterLoadPromises.set(id, loading);
    }
    return loading;
  }
  laterPromise ??= import('virtual:content-validators/later').then((module) => module.validators);
  return laterPromise;
}

/** Everything checking a file needs: its own validator and, for a file of blocks, the blocks' validators. */
export function loadValidatorsFor(id: ContentFileId): Promise<unknown> {
  return Promise.all([loadGroup(id), HOLDS_BLOCKS.includes(id) ? loadValidators() : undefined]);
}

/**
 * Mark parsed content the server already checked (the file and every block in it) before sending it with the page:
 * its blocks render without the browser fetching or running their validators.
 */
export function trustCheckedContent(data: unknown): void {
  if (typeof data !== 'object' || data === null || checkedByServer.has(data)) return;
  checkedByServer.add(data);
  for (const value of Object.values(data)) trustCheckedContent(value);
}

/**
 * Every object of a file that names a block type, checked against that type's schema; empty when all pass. Any
 * object with such a `type` counts, wherever it sits, so no block the page may render escapes the check.
 */
export function blockIssuesIn(data: unknown): ValidationIssue[] {
  if (!firstLoad) throw new Error('Content validators used before loadValidators() resolved');
  const blocks = firstLoad.blocks;
  const issues: ValidationIssue[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (typeof value !== 'object' || value === null) return;
    const type = (value as { type?: unknown }).type;
    const validate = typeof type === 'string' && !Array.isArray(value) ? ownEntry(blocks, type) : undefined;
    if (validate)
      issues.push(...run(validate, value, type as string).map((issue) => prefixed(issue, pointer)));
    for (const [key, child] of Object.entries(value)) visit(child, `${pointer}/${key}`);
  };
  visit(data, '');
  return issues;
}

const prefixed = (issue: ValidationIssue, pointer: string) => ({
  ...issue,
  pointer: `${pointer}${issue.pointer}`,
});

function toIssues(validate: ValidatorFunction): ValidationIssue[] {
  return (validate.errors ?? []).map((error) => {
    const params = error.params as Record<string, unknown>;
    const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
    // A property name is one pointer step: `~` and `/` inside it are escaped, or the pointer leads elsewhere.
    const step = extra?.replace(/~/g, '~0').replace(/\//g, '~1');
    const pointer = step !== undefined ? `${error.instancePath}/${step}` : error.instancePath;
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

/**
 * A block type's validator, looked up among the map's own keys only: a type named `__proto__` or `constructor` is just
 * an unknown type, not Object's prototype or constructor.
 */
const ownEntry = <T>(map: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** Check one block against its type's schema; undefined when the type is unknown. */
export function validateBlock(type: string, data: unknown): ValidationIssue[] | undefined {
  if (typeof data === 'object' && data !== null && checkedByServer.has(data)) return [];
  if (!firstLoad) throw new Error('Content validators used before loadValidators() resolved');
  const validate = ownEntry(firstLoad.blocks, type);
  return validate ? run(validate, data, type) : undefined;
}

/** Check metadata-v2.json. */
export async function validateMetadata(data: unknown): Promise<ValidationIssue[]> {
  return run((await loadValidators()).metadata, data, 'metadata');
}
