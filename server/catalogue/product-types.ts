import type { BrandGroup } from './catalogue-words.ts';
import type { PaletteName } from './palette.ts';
import type { SilhouetteName } from './silhouettes.ts';
import type { SizeScheme } from './sizes.ts';

/** A material or ingredient: the word in the product name and the phrase in its description. */
type Material = readonly [word: string, phrase: string];

/** A kind of product within a category page: how it is named, sized, priced, coloured and drawn. */
export interface ProductType {
  /** The last entry of `categories`, and how the image route finds the silhouette again. */
  key: string;
  silhouette: SilhouetteName;
  nouns: readonly string[];
  styles: readonly string[];
  materials: readonly Material[];
  sizes: SizeScheme;
  /** List price range in whole pounds; other currencies are converted from it. */
  price: readonly [number, number];
  palette: PaletteName;
  /** Only these colours of the palette (denim washes for jeans). */
  colourSlugs?: readonly string[];
  /** Types made only for children: their price range is already a child's. */
  forChildren?: boolean;
  description: 'apparel' | 'footwear' | 'accessories' | 'jewellery' | 'beauty' | 'fragrance';
  brands: BrandGroup;
  sizeTypeChance?: number;
  volumes?: readonly string[];
  bulkyChance?: number;
  customisableChance?: number;
  maxColours?: number;
}

const KNITS: readonly Material[] = [
  ['Merino', 'extra-fine merino wool'],
  ['Cashmere', 'pure Mongolian cashmere'],
  ['Lambswool', 'soft lambswool'],
  ['Cotton', 'organic cotton yarn'],
];
const WOVENS: readonly Material[] = [
  ['Cotton', 'crisp organic cotton poplin'],
  ['Linen', 'washed European linen'],
  ['Silk', 'fluid mulberry silk'],
  ['Satin', 'lustrous recycled satin'],
  ['Crepe', 'softly draped crepe'],
];
const JERSEY: readonly Material[] = [
  ['Cotton', 'heavyweight organic cotton jersey'],
  ['Jersey', 'stretch modal jersey'],
  ['Pima', 'Pima cotton'],
];
const OUTER: readonly Material[] = [
  ['Wool', 'a double-faced wool blend'],
  ['Cotton', 'water-repellent cotton gabardine'],
  ['Quilted', 'recycled quilted nylon'],
  ['Suede', 'soft goat suede'],
];
const DENIM: readonly Material[] = [
  ['Denim', 'rigid organic cotton denim'],
  ['Stretch', 'stretch cotton denim'],
];
const LEATHER: readonly Material[] = [
  ['Leather', 'full-grain leather'],
  ['Suede', 'brushed calf suede'],
  ['Canvas', 'waxed cotton canvas'],
];
const METALS: readonly Material[] = [
  ['Gold-Plated', '18ct gold plate over sterling silver'],
  ['Sterling Silver', 'recycled sterling silver'],
  ['Pearl', 'freshwater pearls on a fine chain'],
];
const ACTIVES: readonly Material[] = [
  ['Hyaluronic', 'hyaluronic acid and squalane'],
  ['Vitamin C', 'stabilised vitamin C and ferulic acid'],
  ['Niacinamide', 'niacinamide and zinc'],
  ['Ceramide', 'ceramides and oat extract'],
  ['Retinol', 'encapsulated retinol'],
];
const FINISHES: readonly Material[] = [
  ['Matte', 'a soft-focus matte pigment'],
  ['Satin', 'a satin-finish, buildable pigment'],
  ['Longwear', 'a long-wearing, transfer-proof formula'],
  ['Sheer', 'a sheer, hydrating tint'],
];
const NOTES: readonly Material[] = [
  ['Fig', 'green fig and cedar'],
  ['Vetiver', 'smoky vetiver and bergamot'],
  ['Amber', 'amber and tonka bean'],
  ['Neroli', 'neroli and white musk'],
  ['Sea Salt', 'sea salt and sage'],
];

const apparel = (
  key: string,
  silhouette: SilhouetteName,
  nouns: string[],
  styles: string[],
  materials: readonly Material[],
  price: [number, number],
  extra: Partial<ProductType> = {},
): ProductType => ({
  key,
  silhouette,
  nouns,
  styles,
  materials,
  price,
  sizes: 'apparel',
  palette: 'apparel',
  description: 'apparel',
  brands: 'fashion',
  ...extra,
});
const shoes = (
  key: string,
  silhouette: SilhouetteName,
  nouns: string[],
  styles: string[],
  price: [number, number],
) =>
  apparel(key, silhouette, nouns, styles, LEATHER, price, {
    sizes: 'shoes',
    description: 'footwear',
    brands: 'footwear',
  });
const accessory = (
  key: string,
  silhouette: SilhouetteName,
  nouns: string[],
  styles: string[],
  price: [number, number],
  extra: Partial<ProductType> = {},
) =>
  apparel(key, silhouette, nouns, styles, LEATHER, price, {
    sizes: 'one-size',
    description: 'accessories',
    brands: 'accessories',
    ...extra,
  });
const beauty = (
  key: string,
  silhouette: SilhouetteName,
  nouns: string[],
  materials: readonly Material[],
  price: [number, number],
  volumes: string[],
  extra: Partial<ProductType> = {},
): ProductType => ({
  key,
  silhouette,
  nouns,
  styles: [],
  materials,
  price,
  volumes,
  sizes: volumes.length ? 'volume' : 'one-size',
  palette: 'beauty',
  description: 'beauty',
  brands: 'beauty',
  maxColours: 1,
  ...extra,
});

const DENIM_WASHES = ['mid-wash-denim', 'dark-indigo', 'black', 'white', 'ivory'];
const HATS = accessory(
  'hats',
  'hat',
  ['Beanie', 'Bucket Hat', 'Beret', 'Fedora'],
  ['Ribbed', 'Felted'],
  [19, 75],
  {
    sizes: 'hat',
    materials: KNITS,
  },
);
const GLOVES = accessory(
  'gloves',
  'gloves',
  ['Gloves', 'Mittens'],
  ['Cashmere-Lined', 'Touchscreen'],
  [22, 85],
  {
    sizes: 'belt',
  },
);
const SCARVES = accessory(
  'scarves',
  'scarf',
  ['Scarf', 'Wrap', 'Blanket Scarf', 'Silk Square'],
  ['Fringed', 'Checked', 'Brushed'],
  [25, 180],
  {
    materials: KNITS,
    customisableChance: 0.15,
  },
);
const COATS = apparel(
  'coats',
  'coat',
  ['Coat', 'Trench Coat', 'Wrap Coat', 'Overcoat', 'Parka'],
  ['Belted', 'Double-Breasted', 'Longline', 'Hooded'],
  OUTER,
  [95, 450],
  { bulkyChance: 0.05 },
);
const JACKETS = apparel(
  'jackets',
  'jacket',
  ['Jacket', 'Bomber Jacket', 'Quilted Jacket', 'Trucker Jacket', 'Shacket'],
  ['Cropped', 'Boxy', 'Padded'],
  OUTER,
  [65, 260],
);
const JUMPERS = apparel(
  'jumpers',
  'jumper',
  ['Jumper', 'Roll-Neck Jumper', 'Crew-Neck Jumper', 'V-Neck Jumper'],
  ['Ribbed', 'Cable-Knit', 'Chunky', 'Fine-Knit'],
  KNITS,
  [45, 240],
);
const CARDIGANS = apparel(
  'cardigans',
  'cardigan',
  ['Cardigan', 'Knitted Waistcoat'],
  ['Ribbed', 'Cropped', 'Chunky'],
  KNITS,
  [49, 220],
);
const TEES = apparel(
  't-shirts',
  'top',
  ['T-Shirt', 'Long-Sleeve T-Shirt', 'Vest Top', 'Polo Shirt', 'Henley'],
  ['Relaxed', 'Boxy', 'Slim-Fit', 'Striped'],
  JERSEY,
  [15, 55],
);
const JEANS = apparel(
  'jeans',
  'jeans',
  ['Straight-Leg Jeans', 'Wide-Leg Jeans', 'Slim Jeans', 'Bootcut Jeans', 'Barrel Jeans'],
  ['High-Rise', 'Mid-Rise', 'Cropped', 'Relaxed'],
  DENIM,
  [45, 130],
  { sizes: 'waist', colourSlugs: DENIM_WASHES, sizeTypeChance: 0.4 },
);
const TROUSERS = apparel(
  'trousers',
  'trousers',
  ['Wide-Leg Trousers', 'Tailored Trousers', 'Cigarette Trousers', 'Chinos', 'Cargo Trousers', 'Joggers'],
  ['Pleated', 'Pull-On', 'Relaxed', 'Cropped'],
  WOVENS,
  [39, 140],
  { sizes: 'waist', sizeTypeChance: 0.3 },
);
const BAGS = accessory(
  'bags',
  'bag',
  ['Tote Bag', 'Shoulder Bag', 'Crossbody Bag', 'Backpack', 'Weekend Holdall', 'Clutch'],
  ['Structured', 'Slouchy', 'Quilted', 'Soft'],
  [45, 650],
  { bulkyChance: 0.06, customisableChance: 0.15 },
);
const BABY_SETS = apparel(
  'sets',
  'set',
  ['Two-Piece Set', 'Jumper and Leggings Set', 'Pyjama Set'],
  ['Striped', 'Ribbed', 'Printed'],
  JERSEY,
  [18, 45],
  { forChildren: true },
);

/**
 * Product types by the last segment of a leaf category page id (`women-clothing-dresses` -> `dresses`); kids pages
 * reuse the adult types with child sizes and prices.
 */
export const TYPES_BY_LEAF: Record<string, readonly ProductType[]> = {
  dresses: [
    apparel(
      'dresses',
      'dress',
      ['Midi Dress', 'Wrap Dress', 'Slip Dress', 'Shirt Dress', 'Maxi Dress', 'Mini Dress', 'Tea Dress'],
      ['Floral', 'Pleated', 'Tiered', 'Ruched', 'Belted', 'Smocked'],
      WOVENS,
      [45, 190],
      { sizeTypeChance: 0.15 },
    ),
  ],
  tops: [
    apparel(
      'blouses',
      'shirt',
      ['Blouse', 'Shirt', 'Tunic'],
      ['Pintucked', 'Ruffled', 'Oversized', 'Sheer'],
      WOVENS,
      [29, 110],
    ),
    TEES,
  ],
  knitwear: [JUMPERS, CARDIGANS],
  'coats-jackets': [COATS, JACKETS],
  jeans: [JEANS],
  trousers: [TROUSERS],
  skirts: [
    apparel(
      'skirts',
      'skirt',
      ['Midi Skirt', 'Pleated Skirt', 'Mini Skirt', 'A-Line Skirt', 'Slip Skirt'],
      ['Pleated', 'Wrap', 'Tiered', 'Bias-Cut'],
      WOVENS,
      [35, 130],
    ),
  ],
  shirts: [
    apparel(
      'shirts',
      'shirt',
      ['Button-Down Shirt', 'Grandad Shirt', 'Overshirt', 'Work Shirt', 'Camp-Collar Shirt'],
      ['Slim-Fit', 'Relaxed', 'Striped', 'Brushed'],
      WOVENS,
      [35, 120],
    ),
  ],
  't-shirts': [TEES],
  'suits-tailoring': [
    apparel(
      'blazers',
      'blazer',
      ['Blazer', 'Suit Jacket', 'Tuxedo Jacket'],
      ['Single-Breasted', 'Double-Breasted', 'Unstructured'],
      OUTER,
      [150, 450],
      { sizes: 'tailoring' },
    ),
    apparel(
      'suit-trousers',
      'trousers',
      ['Suit Trousers', 'Pleated Suit Trousers'],
      ['Slim', 'Tapered'],
      OUTER,
      [75, 190],
      { sizes: 'tailoring' },
    ),
  ],
  trainers: [
    shoes(
      'trainers',
      'trainer',
      ['Trainers', 'Runners', 'Court Trainers', 'High-Top Trainers'],
      ['Retro', 'Chunky', 'Low-Profile'],
      [55, 170],
    ),
  ],
  boots: [
    shoes(
      'boots',
      'boot',
      ['Chelsea Boots', 'Ankle Boots', 'Knee-High Boots', 'Lace-Up Boots', 'Hiking Boots'],
      ['Lug-Sole', 'Waterproof', 'Shearling-Lined'],
      [89, 340],
    ),
  ],
  heels: [
    shoes(
      'heels',
      'heel',
      ['Court Shoes', 'Slingback Heels', 'Block-Heel Sandals', 'Mules'],
      ['Pointed', 'Square-Toe', 'Kitten-Heel'],
      [69, 280],
    ),
  ],
  flats: [
    shoes(
      'flats',
      'flat',
      ['Ballet Flats', 'Loafers', 'Mary Janes', 'Sandals'],
      ['Pointed', 'Padded', 'Buckled'],
      [49, 190],
    ),
  ],
  loafers: [
    shoes(
      'loafers',
      'flat',
      ['Penny Loafers', 'Tassel Loafers', 'Derby Shoes', 'Brogues'],
      ['Chunky', 'Polished', 'Moccasin'],
      [79, 260],
    ),
  ],
  bags: [BAGS],
  jewellery: [
    accessory(
      'necklaces',
      'necklace',
      ['Pendant Necklace', 'Chain Necklace', 'Charm Necklace'],
      ['Fine', 'Layered', 'Engraved'],
      [25, 220],
      { materials: METALS, palette: 'metal', description: 'jewellery', customisableChance: 0.2 },
    ),
    accessory(
      'earrings',
      'earrings',
      ['Hoop Earrings', 'Stud Earrings', 'Drop Earrings'],
      ['Chunky', 'Huggie', 'Sculpted'],
      [19, 160],
      { materials: METALS, palette: 'metal', description: 'jewellery' },
    ),
  ],
  scarves: [SCARVES],
  'hats-gloves': [HATS, GLOVES],
  'hats-scarves': [HATS, SCARVES],
  wallets: [
    accessory(
      'wallets',
      'wallet',
      ['Billfold Wallet', 'Card Holder', 'Zip Wallet'],
      ['Slim', 'Pebbled', 'Embossed'],
      [35, 190],
      { customisableChance: 0.3 },
    ),
  ],
  belts: [
    accessory(
      'belts',
      'belt',
      ['Leather Belt', 'Woven Belt', 'Reversible Belt'],
      ['Classic', 'Skinny', 'Buckled'],
      [29, 120],
      { sizes: 'belt' },
    ),
  ],
  bodysuits: [
    apparel(
      'bodysuits',
      'bodysuit',
      ['Bodysuit', 'Sleepsuit', 'Romper'],
      ['Striped', 'Ribbed', 'Printed'],
      JERSEY,
      [10, 28],
      { forChildren: true },
    ),
  ],
  sets: [BABY_SETS],
  outerwear: [
    apparel(
      'outerwear',
      'coat',
      ['Snowsuit', 'Pramsuit', 'Padded Jacket'],
      ['Quilted', 'Fleece-Lined', 'Hooded'],
      OUTER,
      [30, 80],
      { forChildren: true },
    ),
  ],
  cleansers: [
    beauty(
      'cleansers',
      'bottle',
      ['Cleansing Balm', 'Gel Cleanser', 'Cleansing Oil', 'Micellar Water'],
      ACTIVES,
      [14, 45],
      ['100ML', '150ML', '200ML'],
    ),
  ],
  moisturisers: [
    beauty(
      'moisturisers',
      'jar',
      ['Day Cream', 'Night Cream', 'Moisturiser', 'Rich Cream'],
      ACTIVES,
      [22, 95],
      ['30ML', '50ML'],
    ),
  ],
  serums: [
    beauty('serums', 'dropper', ['Serum', 'Face Oil', 'Essence'], ACTIVES, [28, 120], ['15ML', '30ML']),
  ],
  face: [
    beauty(
      'face',
      'compact',
      ['Foundation', 'Concealer', 'Bronzer', 'Blush', 'Setting Powder'],
      FINISHES,
      [18, 48],
      [],
      { maxColours: 4 },
    ),
  ],
  eyes: [
    beauty(
      'eyes',
      'mascara',
      ['Mascara', 'Eyeliner', 'Brow Pencil', 'Eyeshadow Stick'],
      FINISHES,
      [14, 34],
      [],
      { maxColours: 3 },
    ),
  ],
  lips: [
    beauty('lips', 'lipstick', ['Lipstick', 'Lip Balm', 'Lip Gloss', 'Lip Liner'], FINISHES, [12, 34], [], {
      maxColours: 4,
    }),
  ],
  perfume: [
    beauty(
      'perfume',
      'perfume',
      ['Eau de Parfum', 'Eau de Toilette', 'Parfum'],
      NOTES,
      [55, 190],
      ['30ML', '50ML', '100ML'],
      { description: 'fragrance' },
    ),
  ],
  'home-fragrance': [
    beauty(
      'home-fragrance',
      'candle',
      ['Scented Candle', 'Three-Wick Candle', 'Reed Diffuser'],
      NOTES,
      [28, 110],
      [],
      { description: 'fragrance', bulkyChance: 0.35 },
    ),
  ],
};

/** Categories an operator adds later still get products: the closest known kind by department. */
export const TYPES_BY_DEPARTMENT: Record<string, readonly ProductType[]> = {
  shoes: TYPES_BY_LEAF.trainers!,
  accessories: TYPES_BY_LEAF.bags!,
  skincare: TYPES_BY_LEAF.moisturisers!,
  makeup: TYPES_BY_LEAF.lips!,
  fragrance: TYPES_BY_LEAF.perfume!,
};
export const DEFAULT_TYPES: readonly ProductType[] = [TEES, JUMPERS];

/** Every type by its key: how the image route gets from stored categories back to a silhouette. */
export const TYPES_BY_KEY: ReadonlyMap<string, ProductType> = new Map(
  Object.values(TYPES_BY_LEAF)
    .flat()
    .map((type) => [type.key, type]),
);
