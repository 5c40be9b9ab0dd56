/** Named colours of the demo catalogue: a swatch (one hex, two for two-tone) and the code used in sku ids. */
export interface PaletteColour {
  slug: string;
  name: string;
  /** Three letters, unique in the palette: sku ids read `MN100234-BLK-M`. */
  code: string;
  hex: readonly string[];
}

const colour = (name: string, code: string, ...hex: string[]): PaletteColour => ({
  slug: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  name,
  code,
  hex,
});

/** Clothing, shoes and bags: mostly neutrals, some seasonal colour, a few two-tone stripes and colour blocks. */
export const APPAREL_COLOURS: readonly PaletteColour[] = [
  colour('Black', 'BLK', '#1c1c1e'),
  colour('Ivory', 'IVO', '#f3eee2'),
  colour('Navy', 'NVY', '#1f2a44'),
  colour('Camel', 'CML', '#b48a5a'),
  colour('Charcoal', 'CHR', '#3d3f43'),
  colour('Grey Marl', 'GRM', '#9a9b9d'),
  colour('Chocolate', 'CHO', '#4a3026'),
  colour('Oatmeal', 'OAT', '#d8cbb3'),
  colour('Forest Green', 'FGR', '#2f4a3a'),
  colour('Sage', 'SAG', '#a3b09a'),
  colour('Burgundy', 'BUR', '#6e1f2a'),
  colour('Rust', 'RST', '#a4502c'),
  colour('Dusty Pink', 'DPK', '#d6a6a4'),
  colour('Cornflower Blue', 'CFB', '#6b8cc7'),
  colour('Mid Wash Denim', 'MWD', '#5a7394'),
  colour('Dark Indigo', 'DIN', '#2b3553'),
  colour('Olive', 'OLV', '#6b6a3a'),
  colour('Mustard', 'MUS', '#c99a2e'),
  colour('Cobalt', 'CBL', '#2547a8'),
  colour('Tan', 'TAN', '#a86f43'),
  colour('White', 'WHT', '#fafafa'),
  colour('Scarlet', 'SCR', '#b3202c'),
  colour('Navy and Cream', 'NVC', '#1f2a44', '#f3eee2'),
  colour('Black and White', 'BKW', '#1c1c1e', '#fafafa'),
  colour('Camel and Black', 'CMB', '#b48a5a', '#1c1c1e'),
  colour('Sage and Ivory', 'SGI', '#a3b09a', '#f3eee2'),
];

/** Jewellery: metal finishes. */
export const METAL_COLOURS: readonly PaletteColour[] = [
  colour('Gold', 'GLD', '#c9a646'),
  colour('Silver', 'SLV', '#c0c4c8'),
  colour('Rose Gold', 'RGD', '#c99384'),
  colour('Gold and Pearl', 'GPL', '#c9a646', '#efe8dc'),
];

/** Make-up shades and skincare or fragrance packaging. */
export const BEAUTY_COLOURS: readonly PaletteColour[] = [
  colour('Nude', 'NUD', '#d9a98c'),
  colour('Rosewood', 'RSW', '#a05a5f'),
  colour('Berry', 'BRY', '#7a2846'),
  colour('Coral', 'CRL', '#e3735e'),
  colour('Classic Red', 'CRD', '#b01e2f'),
  colour('Porcelain', 'PRC', '#f1dcc8'),
  colour('Warm Beige', 'WBG', '#d2a67f'),
  colour('Deep Cocoa', 'DCC', '#6b4431'),
  colour('Amber Glass', 'AMG', '#b5651d'),
  colour('Frosted Glass', 'FRG', '#dfe6e8'),
  colour('Blush Pink', 'BLP', '#efc3c0'),
  colour('Midnight Blue', 'MNB', '#1b2340'),
];

export type PaletteName = 'apparel' | 'metal' | 'beauty';

export const PALETTES: Record<PaletteName, readonly PaletteColour[]> = {
  apparel: APPAREL_COLOURS,
  metal: METAL_COLOURS,
  beauty: BEAUTY_COLOURS,
};
