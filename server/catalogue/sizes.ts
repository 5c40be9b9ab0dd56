import type { Random } from './prng.ts';

/** One size of a product: `code` goes into the sku id, `slug` into URLs and `name` on the page. */
export interface SizeOption {
  slug: string;
  name: string;
  code: string;
}

/** A fit range (Regular, Petite, Tall...), the middle option level of `{color,sizeType,size}`. */
export interface SizeTypeOption {
  name: string;
  code: string;
}

export type SizeScheme = 'apparel' | 'waist' | 'tailoring' | 'shoes' | 'belt' | 'hat' | 'one-size' | 'volume';
/** Who a product is for: picks the size run (a women's M, a men's XXL, a child's 4-5Y). */
export type Audience = 'women' | 'men' | 'girls' | 'boys' | 'baby' | 'kids' | 'unisex';

const size = (code: string, name = code): SizeOption => ({
  slug: code.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  code: code.replace(/[^A-Za-z0-9-]/g, ''),
});
const letters = (...codes: string[]) => codes.map((code) => size(code));
const waist = (from: number, to: number) => range(from, to, 2).map((inches) => size(`W${inches}`));
const eu = (from: number, to: number) =>
  range(from, to, 1).map((value) => size(String(value), `EU ${value}`));
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const CHILD_AGES = ['2-3', '4-5', '6-7', '8-9', '10-11', '12-13'].map((age) =>
  size(`${age}Y`, `${age} years`),
);
const BABY_AGES = ['0-3', '3-6', '6-9', '9-12', '12-18', '18-24'].map((age) =>
  size(`${age}M`, `${age} months`),
);
const FIT_TYPES: SizeTypeOption[] = [
  { name: 'Regular', code: 'REG' },
  { name: 'Petite', code: 'PET' },
  { name: 'Tall', code: 'TAL' },
];
const LEG_TYPES: SizeTypeOption[] = [
  { name: 'Short', code: 'SHT' },
  { name: 'Regular', code: 'REG' },
  { name: 'Long', code: 'LNG' },
];

const isChild = (audience: Audience) => audience === 'girls' || audience === 'boys' || audience === 'kids';

/** The size run of a product, and its size types when it has that extra level. */
export function sizesFor(
  scheme: SizeScheme,
  audience: Audience,
  options: { rng: Random; sizeTypeChance: number; volumes?: readonly string[] },
): { sizes: SizeOption[]; sizeTypes: SizeTypeOption[] | null } {
  const { rng } = options;
  if (audience === 'baby' && scheme !== 'one-size') {
    return { sizes: scheme === 'shoes' ? eu(18, 23) : BABY_AGES, sizeTypes: null };
  }
  if (isChild(audience) && scheme !== 'one-size' && scheme !== 'hat') {
    const start = rng.int(24, 28);
    return { sizes: scheme === 'shoes' ? eu(start, start + 7) : CHILD_AGES, sizeTypes: null };
  }
  const menswear = audience === 'men';
  const typed = rng.chance(options.sizeTypeChance);
  switch (scheme) {
    case 'apparel':
      return {
        sizes: menswear ? letters('S', 'M', 'L', 'XL', 'XXL') : letters('XS', 'S', 'M', 'L', 'XL'),
        sizeTypes: typed && !menswear ? FIT_TYPES : null,
      };
    case 'waist':
      return {
        sizes: menswear ? waist(28, 38) : waist(24, 34),
        sizeTypes: typed ? (menswear ? LEG_TYPES : FIT_TYPES) : null,
      };
    case 'tailoring':
      return { sizes: range(36, 46, 2).map((chest) => size(String(chest))), sizeTypes: LEG_TYPES };
    case 'shoes':
      return { sizes: menswear ? eu(40, 46) : eu(36, 41), sizeTypes: null };
    case 'belt':
      return { sizes: letters('S', 'M', 'L', 'XL'), sizeTypes: null };
    case 'hat':
      return { sizes: [size('S-M', 'S/M'), size('M-L', 'M/L')], sizeTypes: null };
    case 'volume':
      return { sizes: [size(rng.pick(options.volumes ?? ['50ML']), '')].map(volumeName), sizeTypes: null };
    default:
      return { sizes: [{ slug: 'one-size', name: 'One size', code: 'OS' }], sizeTypes: null };
  }
}

function volumeName(option: SizeOption): SizeOption {
  return { ...option, name: option.code.replace(/ML$/, ' ml').replace(/G$/, ' g') };
}
