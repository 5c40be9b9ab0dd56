import { TYPES_BY_KEY, TYPES_BY_LEAF } from './product-types.ts';
import type { Paint } from './silhouette-kit.ts';
import { SHAPES, type SilhouetteName } from './silhouettes.ts';

export interface ProductImageInput {
  silhouette: SilhouetteName;
  /** One hex, or two for a two-tone colour; anything that is not `#rrggbb` is drawn grey. */
  hex: readonly string[];
  /** Read by screen readers and shown as a tooltip: "Ribbed Merino Jumper in Navy". */
  title: string;
  back?: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;
const FALLBACK = '#8a8a8a';

/** The silhouette of a stored product: its type (last category), else its category page, else a plain top. */
export function silhouetteOf(categories: readonly string[]): SilhouetteName {
  for (const category of [...categories].reverse()) {
    const type = TYPES_BY_KEY.get(category) ?? TYPES_BY_LEAF[category]?.[0];
    if (type) return type.silhouette;
  }
  return 'top';
}

/** Mix a colour towards black (amount < 0) or white (amount > 0). */
function tint(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const luminance = (hex: string) =>
  [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16))
    .reduce((sum, c, i) => sum + c * [0.299, 0.587, 0.114][i]!, 0) / 255;

export function paintOf(hex: readonly string[]): Paint {
  const [main, second] = hex.map((value) => (HEX.test(value) ? value.toLowerCase() : FALLBACK));
  const base = main ?? FALLBACK;
  const dark = luminance(base) < 0.45;
  return {
    main: base,
    accent: second ?? tint(base, -0.25),
    twoTone: Boolean(second),
    shade: tint(base, -0.3),
    light: tint(base, 0.35),
    line: dark ? tint(base, -0.6) : tint(base, -0.45),
    stitch: dark ? tint(base, 0.55) : tint(base, -0.5),
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/**
 * A product shot drawn as SVG: the garment or object in its colour on a light studio background, with a soft
 * shadow, a sheen and stitching. The back view is the mirror image without front-only details.
 */
export function renderProductImage(input: ProductImageInput): string {
  const shape = SHAPES[input.silhouette] ?? SHAPES.top;
  const paint = paintOf(input.hex);
  const body = `<path d="${shape.outline}" fill="${paint.main}" stroke="${paint.line}" stroke-width="2" stroke-opacity="0.5"/>`;
  const stripes = shape.stripes && paint.twoTone ? `<path d="${shape.outline}" fill="url(#stripes)"/>` : '';
  const art = `${body}${stripes}${shape.details(paint, Boolean(input.back))}<path d="${shape.outline}" fill="url(#sheen)"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img">',
    `<title>${escapeXml(input.title)}</title>`,
    '<defs>',
    '<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f5f1"/><stop offset="1" stop-color="#e9e5de"/></linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>',
    `<pattern id="stripes" width="40" height="40" patternUnits="userSpaceOnUse"><rect y="22" width="40" height="14" fill="${paint.accent}"/></pattern>`,
    '</defs>',
    '<rect width="600" height="800" fill="url(#backdrop)"/>',
    `<ellipse cx="300" cy="${shape.floor + 6}" rx="210" ry="22" fill="url(#floor)"/>`,
    input.back ? `<g transform="translate(600 0) scale(-1 1)">${art}</g>` : `<g>${art}</g>`,
    '</svg>',
  ].join('');
}
