import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { readContentJson } from '../../lib/content-files.ts';

/** How one filter is laid out, as a site's filters-pullout.json configures it. */
export type FilterLayout = Pick<
  FilterDefinition,
  | 'type'
  | 'buttonType'
  | 'categorize'
  | 'subcategorize'
  | 'showSwatch'
  | 'swatchType'
  | 'swatchSize'
  | 'open'
  | 'limit'
  | 'columns'
>;

/** One configured filter: which definition it shapes (by name or index attribute) and its layout. */
export interface ConfiguredFilter {
  name: string;
  nameInAlgolia?: string;
  layout: FilterLayout;
  /** Labels of its options in the file's language, by option value (the value stays the filter key). */
  optionLabels?: Readonly<Record<string, string>>;
}

const BOOLEANS = ['categorize', 'subcategorize', 'showSwatch', 'open'] as const;
const INTEGERS = ['swatchSize', 'limit', 'columns'] as const;
const TYPES = new Set(['columns', 'categoryColumns', 'grid', 'list', 'rangeSelector']);
const BUTTONS = new Set(['selectableBox', 'tickableOption', 'swatch']);
const SWATCHES = new Set(['rgb', 'image']);

/** The layout fields of one content entry that have the right shape; anything else is left to the default. */
function layoutOf(entry: Record<string, unknown>): FilterLayout {
  const layout: Record<string, unknown> = {};
  if (typeof entry.type === 'string' && TYPES.has(entry.type)) layout.type = entry.type;
  if (typeof entry.buttonType === 'string' && BUTTONS.has(entry.buttonType))
    layout.buttonType = entry.buttonType;
  if (typeof entry.swatchType === 'string' && SWATCHES.has(entry.swatchType))
    layout.swatchType = entry.swatchType;
  for (const key of BOOLEANS) if (typeof entry[key] === 'boolean') layout[key] = entry[key];
  for (const key of INTEGERS)
    if (Number.isInteger(entry[key]) && (entry[key] as number) > 0) layout[key] = entry[key];
  return layout as FilterLayout;
}

/** The string entries of a content object, or nothing when it is not one. */
function stringsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The filters a site configures for a language, in its order; none when the file is missing or unreadable. */
export async function configuredFilters(
  contentDir: string,
  siteId: string,
  language: string,
): Promise<ConfiguredFilter[]> {
  const content = await readContentJson<{ filters?: unknown } | null>(
    contentDir,
    `${siteId}/data/${language}/filters-pullout.json`,
  );
  if (!Array.isArray(content?.filters)) return [];
  return content.filters.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, nameInAlgolia, optionLabels } = entry as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    const labels = stringsOf(optionLabels);
    return [
      {
        name,
        ...(typeof nameInAlgolia === 'string' ? { nameInAlgolia } : {}),
        layout: layoutOf(entry as Record<string, unknown>),
        ...(labels ? { optionLabels: labels } : {}),
      },
    ];
  });
}

/**
 * The catalogue's filter definitions shaped as the site configures them: configured filters first, in the
 * configuration's order and with its layout; the others after them as the catalogue gives them. A configured filter
 * matches a definition by name, else by index attribute; one matching none (an attribute the catalogue lacks) is
 * left out. A money range stays a range whatever the configuration says, and a list of options never becomes one.
 */
export function applyFilterLayouts(
  definitions: readonly FilterDefinition[],
  configured: readonly ConfiguredFilter[],
): FilterDefinition[] {
  const used = new Set<FilterDefinition>();
  const shaped: FilterDefinition[] = [];
  for (const config of configured) {
    const definition =
      definitions.find((candidate) => candidate.name === config.name && !used.has(candidate)) ??
      definitions.find(
        (candidate) => candidate.metadata.nameInAlgolia === config.nameInAlgolia && !used.has(candidate),
      );
    if (!definition) continue;
    used.add(definition);
    const numeric = definition.metadata.filterType === 'numeric';
    const { type, ...rest } = config.layout;
    const keepsType = type === undefined || (type === 'rangeSelector') === numeric;
    shaped.push({ ...definition, ...(numeric ? {} : rest), ...(keepsType && type ? { type } : {}) });
  }
  return [...shaped, ...definitions.filter((definition) => !used.has(definition))];
}
