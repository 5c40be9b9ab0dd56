import type { FilterDefinition } from '../../../schemas/api/product.schema.ts';
import { sizeNameIn } from '../catalogue/size-names.ts';
import { fieldIn } from '../../lib/translated-text.ts';
import type { FilterFacts } from './product-repository.ts';

/** Labels for one filter's options, by option value: which filter (by name or index attribute) and the labels. */
export interface OptionLabels {
  name: string;
  nameInAlgolia?: string;
  optionLabels?: Readonly<Record<string, string>>;
}

/** The colour filter's labels in `language`, from the colour names the catalogue carries. */
export function colourLabels(facts: FilterFacts, language: string): OptionLabels {
  return {
    name: 'color',
    nameInAlgolia: 'color',
    optionLabels: Object.fromEntries(
      facts.colours.map((colour) => [
        colour.tag,
        fieldIn(colour.translations, 'name', language, colour.value),
      ]),
    ),
  };
}

/** The size filter's labels in `language`, worded as the product page and the bag word each size. */
export function sizeLabels(facts: FilterFacts, language: string): OptionLabels {
  return {
    name: 'size',
    nameInAlgolia: 'size',
    optionLabels: Object.fromEntries(facts.sizes.map((size) => [size.tag, sizeNameIn(size.value, language)])),
  };
}

/**
 * Filter options labelled in the shopper's language. An option's value is the key it filters by and never changes;
 * only the label the shopper reads does. Later labels win over earlier ones, so content overrides the catalogue.
 */
export function labelOptions(
  definitions: readonly FilterDefinition[],
  labels: readonly OptionLabels[],
): FilterDefinition[] {
  return definitions.map((definition) => {
    const mine = labels.filter(
      (entry) =>
        entry.optionLabels &&
        (entry.name === definition.name || entry.nameInAlgolia === definition.metadata.nameInAlgolia),
    );
    if (!mine.length) return definition;
    const label = (tag: string) =>
      mine.reduce<string | undefined>((found, entry) => entry.optionLabels![tag] ?? found, undefined);
    return {
      ...definition,
      options: definition.options.map((option) => {
        const text = label(option.tag);
        return text ? { ...option, value: text } : option;
      }),
    };
  });
}
