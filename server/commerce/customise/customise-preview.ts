import type { CustomisationCraft, CustomisationProfile } from './customisation-options.ts';

/** Where the text sits on the 600x800 product picture, and the room it has. */
interface Placement {
  x: number;
  y: number;
  /** The width the whole text may take: long texts get a smaller font. */
  width: number;
  maxFontSize: number;
  /** Small pieces take a long text on two lines, split at the space nearest the middle. */
  twoLines?: boolean;
}

/** On the object itself, by product type: the bag's body below the clasp, the wallet's front, the pendant... */
const PLACEMENT_BY_CATEGORY: Readonly<Record<string, Placement>> = {
  bags: { x: 300, y: 565, width: 200, maxFontSize: 72 },
  wallets: { x: 262, y: 352, width: 160, maxFontSize: 54 },
  belts: { x: 287, y: 396, width: 64, maxFontSize: 32 },
  necklaces: { x: 300, y: 441, width: 70, maxFontSize: 30, twoLines: true },
  scarves: { x: 256, y: 600, width: 66, maxFontSize: 30 },
};

/** Other products of a craft: a generic spot (a bag front, a pendant, the left chest of a garment). */
const PLACEMENT_BY_CRAFT: Readonly<Record<CustomisationCraft, Placement>> = {
  monogram: PLACEMENT_BY_CATEGORY.bags!,
  engraving: PLACEMENT_BY_CATEGORY.necklaces!,
  embroidery: { x: 352, y: 250, width: 80, maxFontSize: 30 },
};

/** Foil colours of the select option; blind embossing has no colour of its own. */
const FOILS: Readonly<Record<string, string>> = { gold: '#c9a227', silver: '#c7c9cc' };
const HEX = /^#[0-9a-f]{6}$/;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

function placementOf(categories: readonly string[], craft: CustomisationCraft): Placement {
  for (const category of [...categories].reverse()) {
    const placement = PLACEMENT_BY_CATEGORY[category];
    if (placement) return placement;
  }
  return PLACEMENT_BY_CRAFT[craft];
}

/** Roughly the width of a capital in these typefaces, as a share of the font size. */
const GLYPH_WIDTH = 0.68;

/** Below this a single line of a two-line placement is too small to read. */
const MIN_SINGLE_LINE_SIZE = 16;

const fontSizeFor = (placement: Placement, lines: readonly string[]) =>
  Math.min(
    placement.maxFontSize,
    placement.width / (GLYPH_WIDTH * Math.max(1, ...lines.map((line) => [...line].length))),
  );

/** The text as laid out: one line, or two when the placement allows it and one line would be too small. */
function linesOf(placement: Placement, text: string): string[] {
  if (!placement.twoLines || fontSizeFor(placement, [text]) >= MIN_SINGLE_LINE_SIZE) return [text];
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  if (!spaces.length) return [text];
  const middle = text.length / 2;
  const split = spaces.reduce((best, index) =>
    Math.abs(index - middle) < Math.abs(best - middle) ? index : best,
  );
  return [text.slice(0, split), text.slice(split + 1)];
}

/** One `<text>` per line at the placement; only validated colours and escaped text reach the markup. */
function textElement(placement: Placement, text: string, attributes: string, dx = 0, dy = 0): string {
  const lines = linesOf(placement, text);
  const size = fontSizeFor(placement, lines);
  return lines
    .map((line, index) => {
      const y = placement.y + dy + (index - (lines.length - 1) / 2) * size * 1.1;
      return (
        `<text x="${placement.x + dx}" y="${y.toFixed(1)}" text-anchor="middle" dominant-baseline="central"` +
        ` font-size="${size.toFixed(1)}" ${attributes}>${escapeXml(line)}</text>`
      );
    })
    .join('');
}

/**
 * The personalisation drawn over a product picture: foil-stamped serif capitals, an engraving (dark cut with a light
 * edge) or satin-stitched initials in the thread colour. `selected` must be a normalised, valid choice.
 */
export function personalisationOverlay(
  profile: CustomisationProfile,
  categories: readonly string[],
  selected: Readonly<Record<string, string>>,
): string {
  const text = selected[profile.textOption] ?? '';
  if (!text) return '';
  const placement = placementOf(categories, profile.craft);
  const colour = profile.colourOption ? selected[profile.colourOption] : undefined;
  const serif = `font-family="Didot, 'Bodoni 72', Georgia, serif" font-weight="600" letter-spacing="0.08em"`;
  const layers: string[] = [];
  if (profile.craft === 'monogram') {
    const foil = colour && FOILS[colour];
    if (foil) {
      layers.push(textElement(placement, text, `${serif} fill="#000" fill-opacity="0.3"`, 0, 2));
      layers.push(textElement(placement, text, `${serif} fill="${foil}"`));
    } else {
      layers.push(textElement(placement, text, `${serif} fill="#fff" fill-opacity="0.25"`, 0, 1.5));
      layers.push(textElement(placement, text, `${serif} fill="#000" fill-opacity="0.32"`));
    }
  } else if (profile.craft === 'engraving') {
    const script = `font-family="'Palatino Linotype', Palatino, Georgia, serif" font-style="italic"`;
    layers.push(textElement(placement, text, `${script} fill="#fff" fill-opacity="0.6"`, 0.8, 0.8));
    layers.push(textElement(placement, text, `${script} fill="#000" fill-opacity="0.6"`));
  } else {
    const thread = colour && HEX.test(colour) ? colour : '#1f2a44';
    const satin = `font-family="'Trebuchet MS', Verdana, sans-serif" font-weight="700" letter-spacing="0.05em"`;
    layers.push(
      textElement(
        placement,
        text,
        `${satin} fill="${thread}" stroke="#000" stroke-opacity="0.25" stroke-width="0.8" stroke-dasharray="1.6 1.2"`,
      ),
    );
  }
  return `<g class="personalisation">${layers.join('')}</g>`;
}

/** The product picture with the overlay drawn last, on top of the object. */
export function composePreview(productSvg: string, overlay: string): string {
  const end = productSvg.lastIndexOf('</svg>');
  if (end < 0) throw new Error('The product picture is not an SVG document');
  return `${productSvg.slice(0, end)}${overlay}${productSvg.slice(end)}`;
}
