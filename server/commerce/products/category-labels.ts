import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { readContentJson } from '../../lib/content-files.ts';

type Label = string | Record<string, string>;
interface NavNode {
  path: string;
  label: Label;
  children?: NavNode[];
}

/** A content label in a language: its own text, else the first one given. */
const inLanguage = (label: Label, language: string) =>
  typeof label === 'string' ? label : (label[language] ?? Object.values(label)[0] ?? '');

/**
 * Category names as the site's navigation tree says them in a language, by path segment (`coats-jackets` ->
 * `معاطف وجواكت`): the catalogue's category tags are those segments, and the tree is the one translated source.
 */
export async function navigationLabels(
  contentDir: string,
  siteId: string,
  language: string,
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const tree = await readContentJson<{ levels?: NavNode[] } | null>(
    contentDir,
    `${siteId}/data/navTree.json`,
  );
  if (typeof tree !== 'object' || tree === null) return labels;
  const visit = (nodes: readonly NavNode[] | undefined) => {
    for (const node of nodes ?? []) {
      // The first (highest) level naming a segment wins: `sale` under a department stays the department's word.
      if (!labels.has(node.path)) labels.set(node.path, inLanguage(node.label, language));
      visit(node.children);
    }
  };
  visit(tree.levels);
  return labels;
}

/** The category filter's options named in the shopper's language where the navigation names them. */
export function localizeCategories(
  definitions: readonly FilterDefinition[],
  labels: ReadonlyMap<string, string>,
): FilterDefinition[] {
  return definitions.map((definition) =>
    definition.metadata.nameInAlgolia !== 'categories'
      ? definition
      : {
          ...definition,
          options: definition.options.map((option) => {
            const label = labels.get(option.tag);
            return label ? { ...option, value: label } : option;
          }),
        },
  );
}
