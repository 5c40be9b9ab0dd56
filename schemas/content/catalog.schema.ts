import { localizedText, mediaSrc } from './common.schema.ts';
/** Schemas of catalogue-facing content: filter definitions and size guides. */

const filterDefinition = {
  type: 'object',
  required: ['name', 'type', 'webLabel', 'nameInAlgolia', 'filterType'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    type: { enum: ['columns', 'categoryColumns', 'grid', 'list', 'rangeSelector'] },
    buttonType: { enum: ['selectableBox', 'tickableOption', 'swatch'] },
    categorize: { type: 'boolean' },
    subcategorize: { type: 'boolean' },
    showSwatch: { type: 'boolean' },
    swatchType: { enum: ['rgb', 'image'] },
    swatchSize: { type: 'integer', minimum: 8, maximum: 64 },
    open: { type: 'boolean' },
    limit: { type: 'integer', minimum: 1 },
    columns: { type: 'integer', minimum: 1, maximum: 6, default: 3 },
    nameInAlgolia: { type: 'string' },
    filterType: { enum: ['facet', 'numeric'] },
    webLabel: { type: 'string' },
    currency: { type: 'boolean' },
    /** Labels of the options in the file's language, by option value; the value stays the filter's key. */
    optionLabels: {
      type: 'object',
      propertyNames: { maxLength: 100 },
      additionalProperties: { type: 'string', minLength: 1, maxLength: 80 },
    },
  },
} as const;

/** data/{language}/filters-pullout.json: the listing filters, their layout and labels. */
export const filtersPulloutSchema = {
  type: 'object',
  required: ['filters'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    title: { type: 'string' },
    filters: { type: 'array', items: filterDefinition },
  },
} as const;

const unitTable = {
  type: 'object',
  required: ['unitKey', 'headerTitles', 'dataRows'],
  additionalProperties: false,
  properties: {
    unitKey: { enum: ['cm', 'inches', 'eu', 'uk', 'us', 'jp'] },
    headerTitles: { type: 'array', items: localizedText },
    dataRows: { type: 'array', items: { type: 'array', items: localizedText } },
  },
} as const;

/**
 * data/measurements-chart.json: size guides by category, scored against a product to pick the right one. One file
 * serves every language of its site, so each text a shopper reads (titles, column headers, cells, tips) is a string
 * or one string per language (`{ "en": "Age", "ar": "العمر" }`).
 */
export const measurementsChartSchema = {
  type: 'object',
  required: ['categories'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        required: ['categoryKey', 'categoryTitle', 'tables'],
        additionalProperties: false,
        properties: {
          categoryKey: { type: 'string' },
          categoryTitle: localizedText,
          brands: { type: 'array', items: { type: 'string' } },
          collection: { type: 'array', items: { type: 'string' } },
          categories: { type: 'array', items: { type: 'string' } },
          slugKeywords: { type: 'array', items: { type: 'string' } },
          categoryPageIds: { type: 'array', items: { type: 'string' } },
          categoryHowToMeasureData: { type: 'array', items: localizedText },
          tables: {
            type: 'array',
            items: {
              type: 'object',
              required: ['tableTitle', 'unitTables'],
              additionalProperties: false,
              properties: {
                tableTitle: localizedText,
                unitTables: { type: 'array', minItems: 1, items: unitTable },
              },
            },
          },
        },
      },
    },
    howToMeasureData: {
      type: 'object',
      additionalProperties: false,
      properties: {
        diagramImageUrl: mediaSrc,
        descriptionHeader: localizedText,
        descriptionItems: { type: 'array', items: localizedText },
      },
    },
  },
} as const;
