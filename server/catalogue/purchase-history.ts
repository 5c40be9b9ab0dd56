import type { PurchasePair } from '../db/purchase-pairs.ts';
import type { GeneratedProduct } from './generate-catalogue.ts';
import { createRandom, type Random } from './prng.ts';

/** What part of a purchase a product plays; products of the same role stand in for each other in a basket. */
type Role =
  | 'top'
  | 'bottom'
  | 'outer'
  | 'dress'
  | 'shoes'
  | 'bag'
  | 'jewellery'
  | 'warmth'
  | 'leather'
  | 'skincare'
  | 'makeup'
  | 'perfume'
  | 'home';

/** Roles by product type (the last of a product's categories); a type not listed is never in a basket. */
const ROLE_BY_TYPE: Record<string, Role> = {
  blouses: 'top',
  't-shirts': 'top',
  jumpers: 'top',
  cardigans: 'top',
  shirts: 'top',
  bodysuits: 'top',
  jeans: 'bottom',
  trousers: 'bottom',
  skirts: 'bottom',
  'suit-trousers': 'bottom',
  coats: 'outer',
  jackets: 'outer',
  blazers: 'outer',
  outerwear: 'outer',
  dresses: 'dress',
  sets: 'dress',
  trainers: 'shoes',
  boots: 'shoes',
  heels: 'shoes',
  flats: 'shoes',
  loafers: 'shoes',
  bags: 'bag',
  necklaces: 'jewellery',
  earrings: 'jewellery',
  scarves: 'warmth',
  hats: 'warmth',
  gloves: 'warmth',
  wallets: 'leather',
  belts: 'leather',
  cleansers: 'skincare',
  moisturisers: 'skincare',
  serums: 'skincare',
  face: 'makeup',
  eyes: 'makeup',
  lips: 'makeup',
  perfume: 'perfume',
  'home-fragrance': 'home',
};

/** Roles bought for anyone: beauty and the home. Everything else is bought for one audience (women, boys...). */
const FOR_ANYONE = new Set<Role>(['skincare', 'makeup', 'perfume', 'home']);

/** Baskets shoppers put together: outfits, a routine, a candle with a diffuser. */
const BASKETS: readonly (readonly Role[])[] = [
  ['top', 'bottom', 'shoes'],
  ['top', 'bottom'],
  ['outer', 'top', 'bottom'],
  ['outer', 'warmth'],
  ['outer', 'shoes'],
  ['dress', 'shoes', 'bag'],
  ['dress', 'jewellery'],
  ['bottom', 'leather'],
  ['bag', 'leather'],
  ['bag', 'jewellery'],
  ['warmth', 'warmth'],
  ['skincare', 'skincare', 'skincare'],
  ['makeup', 'makeup'],
  ['perfume', 'makeup'],
  ['perfume', 'home'],
  ['home', 'home'],
];

/** How many products the history is made over at once: memory stays bounded whatever the catalogue size. */
export const PURCHASE_WINDOW = 400;

/** The little the history needs of a product. */
interface Shoppable {
  productId: string;
  /** `role` and, for what is bought for one audience, the audience: products that stand in for each other. */
  shelf: string;
  role: Role;
  audience: string;
}

const shelfOf = (role: Role, audience: string) => (FOR_ANYONE.has(role) ? role : `${audience}:${role}`);

/** The part a generated product plays in baskets, or undefined for a product no basket holds. */
export function shoppable(product: GeneratedProduct): Shoppable | undefined {
  const role = ROLE_BY_TYPE[product.categories[product.categories.length - 1] ?? ''];
  if (!role || product.discontinued) return undefined;
  return {
    productId: product.productId,
    role,
    audience: product.gender,
    shelf: shelfOf(role, product.gender),
  };
}

/**
 * A made-up but believable purchase history over a window of the demo catalogue: every product is bought in one to
 * three baskets of its kind (a top with trousers and shoes for the same audience, a candle with a diffuser), with
 * partners drawn towards the first of each shelf, so some pairs recur and the best ones stand out. The same seed and
 * products give the same pairs on every machine.
 */
export function purchasePairsFor(seed: string | number, window: number, products: readonly Shoppable[]) {
  const rng = createRandom(`purchases:${seed}:${window}`);
  const shelves = new Map<string, Shoppable[]>();
  for (const product of products) {
    const shelf = shelves.get(product.shelf) ?? [];
    shelf.push(product);
    shelves.set(product.shelf, shelf);
  }
  const counts = new Map<string, number>();
  for (const anchor of products) {
    const baskets = BASKETS.filter((basket) => basket.includes(anchor.role));
    for (let order = rng.int(1, 3); order > 0; order--) {
      const basket = basketFor(rng, anchor, rng.pick(baskets), shelves);
      for (const a of basket)
        for (const b of basket) if (a !== b) counts.set(`${a}\n${b}`, (counts.get(`${a}\n${b}`) ?? 0) + 1);
    }
  }
  return [...counts].map(([key, together]): PurchasePair => {
    const [productId, otherProductId] = key.split('\n') as [string, string];
    return { productId, otherProductId, together };
  });
}

/** The anchor and one product of each other role of the basket, for the anchor's audience (none when none fits). */
function basketFor(
  rng: Random,
  anchor: Shoppable,
  roles: readonly Role[],
  shelves: ReadonlyMap<string, Shoppable[]>,
): string[] {
  const chosen = new Set([anchor.productId]);
  const rest = [...roles];
  rest.splice(rest.indexOf(anchor.role), 1);
  for (const role of rest) {
    const shelf = (shelves.get(shelfOf(role, anchor.audience)) ?? []).filter(
      (product) => !chosen.has(product.productId),
    );
    // Squared: the first products of a shelf are chosen most, as a shop's bestsellers are.
    if (shelf.length) chosen.add(shelf[Math.floor(rng.next() ** 2 * shelf.length)]!.productId);
  }
  return [...chosen];
}
