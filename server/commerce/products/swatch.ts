const HEX = /^#[0-9a-fA-F]{3,8}$/;

/**
 * A swatch image drawn from a colour's hex codes (side by side for two-tone), as an inline SVG URL: the catalogue
 * stores colours, not swatch files, and an inline image needs no request.
 */
export function swatchUrl(hex: readonly string[]): string {
  const colours = hex.filter((value) => HEX.test(value));
  if (colours.length === 0) colours.push('#cccccc');
  const width = 24 / colours.length;
  const stripes = colours
    .map((colour, index) => `<rect x="${index * width}" width="${width}" height="24" fill="${colour}"/>`)
    .join('');
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${stripes}</svg>`,
  )}`;
}
