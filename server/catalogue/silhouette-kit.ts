/** What every drawing of the product images shares: its colours and a few stroke helpers. */

/** The colours one drawing uses, all derived from the product colour's hex codes (validated before they get here). */
export interface Paint {
  main: string;
  /** The second hex of a two-tone colour, else a darker main. */
  accent: string;
  twoTone: boolean;
  shade: string;
  light: string;
  /** Outline and fold lines. */
  line: string;
  /** Stitching that shows on the fabric: light on dark colours, dark on light ones. */
  stitch: string;
}

/** A drawing on the 600x800 canvas: its outline (filled and shaded) and the details drawn over it. */
export interface Shape {
  outline: string;
  /** Where the object stands: the shadow is drawn there. */
  floor: number;
  /** Two-tone colours show as stripes across the outline. */
  stripes?: boolean;
  /** Details for the front; `back` leaves out what only the front shows (buttons, labels, laces). */
  details(paint: Paint, back: boolean): string;
}

/** Dashed stitching along a path. */
export const stitch = (d: string, paint: Paint) =>
  `<path d="${d}" fill="none" stroke="${paint.stitch}" stroke-width="2" stroke-dasharray="7 5" opacity="0.7"/>`;
/** A soft fold or seam line. */
export const fold = (d: string, paint: Paint, width = 3) =>
  `<path d="${d}" fill="none" stroke="${paint.line}" stroke-width="${width}" stroke-linecap="round" opacity="0.35"/>`;
export const fill = (d: string, colour: string, extra = '') => `<path d="${d}" fill="${colour}"${extra}/>`;
export const dots = (points: readonly (readonly [number, number])[], r: number, colour: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`).join('');
