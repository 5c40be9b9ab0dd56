/**
 * Product addresses inside a site: `/product/{slug}/{productId}`, with the colour (`?color={slug}`) or the exact
 * size (`?sku={sku}`) chosen. A colour sold as a product of its own keeps its parent's path in front:
 * `/product/{parentSlug}/{slug}/{productId}`. The server writes these into search records and cart lines; the
 * storefront reads them back; both use this one module so the two never drift apart.
 */

/** The path segment every product address starts with. */
export const PRODUCT_PATH_SEGMENT = 'product';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a product address says: which product, and which colour or size of it is chosen. */
export interface ProductAddress {
  slug: string;
  /** Absent in the short form `/product/{slug}`, where the slug alone names the product. */
  productId?: string;
  /** The parent product's slug, for a colour that is a product of its own. */
  parentSlug?: string;
  color?: string;
  sku?: string;
}

/** The site-relative path (with its query) of a product, for links, search records and cart lines. */
export function productPath(address: ProductAddress): string {
  const segments = [PRODUCT_PATH_SEGMENT, address.parentSlug, address.slug, address.productId].filter(
    (segment): segment is string => !!segment,
  );
  const query = new URLSearchParams();
  if (address.color) query.set('color', address.color);
  if (address.sku) query.set('sku', address.sku);
  const search = query.toString();
  return `/${segments.map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}

/**
 * Read a site-relative path (and its query string) as a product address; undefined when it is not one. Slugs are
 * lower-case words joined by hyphens; anything else is not a product path.
 */
export function parseProductPath(path: string, search = ''): ProductAddress | undefined {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== PRODUCT_PATH_SEGMENT) return undefined;
  const rest = segments.slice(1).map((segment) => safeDecode(segment));
  if (rest.length < 1 || rest.length > 3 || rest.some((segment) => segment === undefined)) return undefined;
  const [first, second, third] = rest as string[];
  let address: ProductAddress;
  if (rest.length === 1) address = { slug: first! };
  else if (rest.length === 2) address = { slug: first!, productId: second! };
  else address = { parentSlug: first!, slug: second!, productId: third! };
  if (!SLUG.test(address.slug) || (address.parentSlug !== undefined && !SLUG.test(address.parentSlug))) {
    return undefined;
  }
  if (address.productId !== undefined && !PRODUCT_ID.test(address.productId)) return undefined;
  const query = new URLSearchParams(search);
  const color = query.get('color');
  const sku = query.get('sku');
  return { ...address, ...(color ? { color } : {}), ...(sku ? { sku } : {}) };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
