import type {
  CustomisationOption,
  CustomisationRuleName,
  ProductCustomisation,
} from '../../../schemas/api/customise.schema.ts';

/** How a piece is personalised: stamped foil on leather, cut into metal, or stitched into cloth. */
export type CustomisationCraft = 'monogram' | 'engraving' | 'embroidery';

/** What a kind of product offers: its options, the one drawn on the picture and the one giving its colour. */
export interface CustomisationProfile {
  craft: CustomisationCraft;
  options: readonly CustomisationOption[];
  textOption: string;
  colourOption?: string;
}

/** Stamps and embroidery frames come in Latin capitals only. */
const LETTERS = '^[A-Za-z]+$';
/** The engraver's typeface: Latin letters with their accents, digits, spaces and a little punctuation. */
const ENGRAVABLE = "^[A-Za-z0-9À-ÖØ-öø-ÿ .,'&-]+$";

const MONOGRAM: CustomisationProfile = {
  craft: 'monogram',
  textOption: 'monogram',
  colourOption: 'foil',
  options: [
    {
      id: 'monogram',
      type: 'text',
      label: 'Monogram',
      uppercase: true,
      rules: { minLength: 1, maxLength: 3, pattern: LETTERS },
    },
    {
      id: 'foil',
      type: 'select',
      label: 'Foil',
      defaultValue: 'gold',
      applyDefault: true,
      values: [
        { value: 'gold', label: 'Gold' },
        { value: 'silver', label: 'Silver' },
        { value: 'blind', label: 'Blind emboss' },
      ],
      rules: {},
    },
  ],
};

const ENGRAVING: CustomisationProfile = {
  craft: 'engraving',
  textOption: 'engraving',
  options: [
    {
      id: 'engraving',
      type: 'text',
      label: 'Engraving',
      rules: { minLength: 1, maxLength: 12, pattern: ENGRAVABLE },
    },
  ],
};

const EMBROIDERY: CustomisationProfile = {
  craft: 'embroidery',
  textOption: 'initials',
  colourOption: 'thread',
  options: [
    {
      id: 'initials',
      type: 'text',
      label: 'Initials',
      uppercase: true,
      rules: { minLength: 1, maxLength: 3, pattern: LETTERS },
    },
    {
      id: 'thread',
      type: 'hex_color',
      label: 'Thread colour',
      defaultValue: '#1f2a44',
      applyDefault: true,
      values: [
        { value: '#1f2a44', label: 'Navy' },
        { value: '#f4efe6', label: 'Ivory' },
        { value: '#b3262e', label: 'Red' },
        { value: '#c9a227', label: 'Gold' },
        { value: '#1a1a1a', label: 'Black' },
      ],
      rules: {},
    },
  ],
};

/**
 * Leather goods are foil-stamped and jewellery engraved, by the product's type or category page; everything else
 * that is customisable (scarves, knitwear, anything an operator adds later) is embroidered.
 */
const PROFILE_BY_CATEGORY: Readonly<Record<string, CustomisationProfile>> = {
  bags: MONOGRAM,
  wallets: MONOGRAM,
  belts: MONOGRAM,
  necklaces: ENGRAVING,
  earrings: ENGRAVING,
  jewellery: ENGRAVING,
};

export const CUSTOMISATION_MESSAGES: Readonly<Record<CustomisationRuleName, string>> = {
  required: 'Enter your {label}',
  minLength: '{label} needs at least {minLength} characters',
  maxLength: '{label} takes at most {maxLength} characters',
  pattern: '{label} has characters we cannot use',
  hexColor: '{label} must be a colour code such as #1F2A44',
  oneOf: 'Choose a {label} from the list',
};

/** The profile of a product, from its most specific category (stored top-down) to its department. */
export function profileOf(categories: readonly string[]): CustomisationProfile {
  for (const category of [...categories].reverse()) {
    const profile = PROFILE_BY_CATEGORY[category];
    if (profile) return profile;
  }
  return EMBROIDERY;
}

/** The workshop personalises pieces it holds: skus sold ahead of stock (preorder, backorder) are left plain. */
export const excludedFromCustomisation = (sku: { fulfilment: string }) => sku.fulfilment !== 'STOCK';

/** The product answer's `customisation`; undefined for a product that is not customisable. */
export function productCustomisation(product: {
  customisable: boolean;
  categories: readonly string[];
  skus: readonly { sku: string; fulfilment: string }[];
}): ProductCustomisation | undefined {
  if (!product.customisable) return undefined;
  return {
    enabled: true,
    options: profileOf(product.categories).options.map((option) => structuredClone(option)),
    excludeSkus: product.skus.filter(excludedFromCustomisation).map((sku) => sku.sku),
    messages: { ...CUSTOMISATION_MESSAGES },
  };
}
