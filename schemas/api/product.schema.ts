import type { FromSchema } from 'json-schema-to-ts';
import { availabilityName, languageCode, minorAmount } from './common.schema.ts';
import { productCustomisation } from './customise.schema.ts';

/** Product ids of the catalogue (`MN100234`); anything else is an unknown product. */
export const productIdPattern = '^[A-Za-z0-9_-]{1,40}$';

/** GET /api/product/s/{productId}: one product of the catalogue. */
export const productParams = {
  type: 'object',
  required: ['productId'],
  properties: { productId: { type: 'string', pattern: productIdPattern } },
} as const;

/** `lang` and `siteTag`; quick buy sends more (callback, promotions, search) that the answer does not depend on. */
export const productQuery = {
  type: 'object',
  properties: { lang: languageCode, siteTag: { type: 'string', maxLength: 100 } },
} as const;

/** The product read's query: `by=slug` reads the path's value as a slug (an address that gives no id). */
export const productReadQuery = {
  type: 'object',
  properties: { ...productQuery.properties, by: { type: 'string', enum: ['id', 'slug'], default: 'id' } },
} as const;

const total = {
  type: 'object',
  required: ['total'],
  additionalProperties: false,
  properties: { total: minorAmount },
} as const;

/** A product's price: `sale.total` is what the shopper pays (the list price when there is no sale). */
export const productPrice = {
  type: 'object',
  required: ['list', 'sale'],
  additionalProperties: false,
  properties: {
    list: total,
    sale: total,
    /** 'true' for final-sale products (no returns): those in the `final-sale` collection. */
    finalSale: { type: 'string', enum: ['true'] },
  },
} as const;

const media = {
  type: 'object',
  required: ['large'],
  additionalProperties: false,
  properties: { large: { type: 'array', items: { type: 'string' } }, video: { type: 'string' } },
} as const;

const colour = {
  type: 'object',
  required: ['hex', 'name', 'swatch'],
  additionalProperties: false,
  properties: {
    /** One hex code, two for a two-tone swatch. */
    hex: { type: 'array', items: { type: 'string' } },
    name: { type: 'string' },
    /** An image URL of the swatch (an inline SVG drawn from the hex codes). */
    swatch: { type: 'string' },
  },
} as const;

/** A colour option. `productId`/`productSlug` name the product that sells this colour. */
export const colourOption = {
  type: 'object',
  required: [
    'slug',
    'color',
    'availability',
    'productId',
    'productSlug',
    'mainImage',
    'secondaryImage',
    'media',
  ],
  additionalProperties: false,
  properties: {
    slug: { type: 'string' },
    color: colour,
    availability: availabilityName,
    productId: { type: 'string' },
    productSlug: { type: 'string' },
    mainImage: { type: 'string' },
    secondaryImage: { type: 'string' },
    media,
  },
} as const;

/** A size option; `sizeType` is set when the product has a size-type level (Regular, Petite...). */
export const sizeOption = {
  type: 'object',
  required: ['slug', 'name', 'labelSize', 'type', 'availability'],
  additionalProperties: false,
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    labelSize: { type: 'string' },
    type: { type: 'string', enum: ['size'] },
    sizeType: { type: 'string' },
    measurementId: { type: 'string' },
    availability: availabilityName,
    oversize: { type: 'boolean' },
  },
} as const;

/** The middle level of `{color,sizeType,size}` products. */
export const sizeTypeOption = {
  type: 'object',
  required: ['slug', 'name', 'type', 'availability'],
  additionalProperties: false,
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['sizeType'] },
    availability: availabilityName,
  },
} as const;

/** A sku and its options. Ship dates are epoch seconds; `stockQty` only when stock is low. */
export const skuOption = {
  type: 'object',
  required: ['sku', 'availability', 'price', 'options'],
  additionalProperties: false,
  properties: {
    sku: { type: 'string' },
    availability: availabilityName,
    shipDateStart: { type: 'integer', description: 'seconds since the epoch' },
    shipDateEnd: { type: 'integer', description: 'seconds since the epoch' },
    stockQty: { type: 'integer' },
    price: productPrice,
    options: {
      type: 'object',
      required: ['color', 'size'],
      additionalProperties: false,
      properties: { color: { type: 'string' }, size: { type: 'string' }, sizeType: { type: 'string' } },
    },
  },
} as const;

/** Another product of the same group (a colour sold as its own product), one entry per colour it has. */
export const groupProduct = {
  type: 'object',
  required: [...colourOption.required, 'name', 'url'],
  additionalProperties: false,
  properties: {
    ...colourOption.properties,
    name: { type: 'string' },
    /** `/product/{slug}/{productId}?color={colourSlug}` */
    url: { type: 'string' },
  },
} as const;

export const productResponse = {
  type: 'object',
  required: [
    'id',
    'productId',
    'objectID',
    'name',
    'brand',
    'gender',
    'categories',
    'categoryPageIds',
    'collections',
    'optionLevels',
    'options',
    'skus',
    'currency',
    'price',
    'priceRange',
    'availability',
    'onSale',
    'sale',
    'slug',
    'url',
    'mainImage',
    'secondaryImage',
    'media',
    'promotions',
    'description',
    'groupProducts',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    productId: { type: 'string' },
    objectID: { type: 'string' },
    name: { type: 'string' },
    brand: {
      type: 'object',
      required: ['name', 'tag'],
      additionalProperties: false,
      properties: { name: { type: 'string' }, tag: { type: 'string' } },
    },
    gender: { type: 'string' },
    categories: { type: 'array', items: { type: 'string' } },
    categoryPageIds: { type: 'array', items: { type: 'string' } },
    collections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tag', 'rank'],
        additionalProperties: false,
        properties: { tag: { type: 'string' }, rank: { type: 'integer' } },
      },
    },
    measurementChart: { type: 'string' },
    /** Levels in display order: `['color', 'size']` or `['color', 'sizeType', 'size']`. */
    optionLevels: { type: 'array', items: { type: 'string', enum: ['color', 'sizeType', 'size'] } },
    options: {
      type: 'object',
      required: ['color', 'size'],
      additionalProperties: false,
      properties: {
        color: { type: 'array', items: colourOption },
        size: { type: 'array', items: sizeOption },
        sizeType: { type: 'array', items: sizeTypeOption },
      },
    },
    skus: { type: 'array', items: skuOption },
    /** The site currency every amount is in (integer minor units). */
    currency: { type: 'string' },
    price: productPrice,
    priceRange: {
      type: 'object',
      required: ['listMin', 'listMax', 'saleMin', 'saleMax'],
      additionalProperties: false,
      properties: { listMin: minorAmount, listMax: minorAmount, saleMin: minorAmount, saleMax: minorAmount },
    },
    /** The best availability of the skus. */
    availability: availabilityName,
    onSale: { type: 'boolean' },
    sale: { type: 'string', enum: ['NOSALE', 'ONSALE'] },
    slug: { type: 'string' },
    /** `/product/{slug}/{productId}`, relative to the site base path. */
    url: { type: 'string' },
    mainImage: { type: 'string' },
    secondaryImage: { type: 'string' },
    media,
    /** Promotion ids of the content promotions file (badge, banner, text). */
    promotions: { type: 'array', items: { type: 'string' } },
    /** Preorder and backorder window of the sellable skus, epoch seconds. */
    shippingDateRange: {
      type: 'object',
      required: ['minRange', 'maxRange'],
      additionalProperties: false,
      properties: { minRange: { type: 'integer' }, maxRange: { type: 'integer' } },
    },
    description: { type: 'string' },
    groupProducts: { type: 'array', items: groupProduct },
    /** Only for a customisable product: its personalisation options and rules. */
    customisation: productCustomisation,
  },
} as const;
export type ProductResponse = FromSchema<typeof productResponse>;
export type ColourOption = FromSchema<typeof colourOption>;
export type SkuOption = FromSchema<typeof skuOption>;
export type ProductPrice = FromSchema<typeof productPrice>;

/** A filter option: `tag` is the index value, `value` the label. */
export const filterOption = {
  type: 'object',
  required: ['tag', 'value'],
  additionalProperties: false,
  properties: {
    tag: { type: 'string' },
    value: { type: 'string' },
    category: { type: 'string' },
    subCategory: { type: 'string' },
    rgb: { type: 'string' },
    swatchURL: { type: 'string' },
  },
} as const;

/** A listing filter's definition, with its options drawn from the catalogue the site sells. */
export const filterDefinition = {
  type: 'object',
  required: ['name', 'type', 'metadata', 'options'],
  additionalProperties: false,
  properties: {
    /** The listing URL parameter. */
    name: { type: 'string' },
    type: { type: 'string', enum: ['columns', 'categoryColumns', 'grid', 'list', 'rangeSelector'] },
    buttonType: { type: 'string', enum: ['selectableBox', 'tickableOption', 'swatch'] },
    categorize: { type: 'boolean' },
    subcategorize: { type: 'boolean' },
    showSwatch: { type: 'boolean' },
    swatchType: { type: 'string', enum: ['rgb', 'image'] },
    swatchSize: { type: 'integer' },
    open: { type: 'boolean' },
    limit: { type: 'integer' },
    columns: { type: 'integer' },
    metadata: {
      type: 'object',
      required: ['nameInAlgolia', 'filterType', 'webLabel'],
      additionalProperties: false,
      properties: {
        /** The search index attribute the filter applies to. */
        nameInAlgolia: { type: 'string' },
        filterType: { type: 'string', enum: ['facet', 'numeric'] },
        /** A translation key (`WEB.LISTING.FILTER.BRAND`). */
        webLabel: { type: 'string' },
        /** Numeric money filters: the site currency (bounds are integer minor units). */
        currency: { type: 'string' },
      },
    },
    options: { type: 'array', items: filterOption },
  },
} as const;
export type FilterDefinition = FromSchema<typeof filterDefinition>;
export type FilterOption = FromSchema<typeof filterOption>;

/** GET /api/filters/s/ALL */
export const filtersResponse = {
  type: 'object',
  required: ['hits'],
  additionalProperties: false,
  properties: { hits: { type: 'array', items: filterDefinition } },
} as const;
export type FiltersResponse = FromSchema<typeof filtersResponse>;
