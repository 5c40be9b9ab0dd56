/** Word lists of the demo catalogue: brands, fits and description sentences. Invented names only. */

export const HOUSE_BRAND = 'Maison Nord';

/** Brands by the kind of goods they make; the house brand appears everywhere. */
export const BRANDS = {
  fashion: [
    'Atelier Voss',
    'Harlow & Finch',
    'Kestrel',
    'Odile Marchetti',
    'Saltmarsh',
    'Verity Lane',
    'Nordvik',
  ],
  footwear: ['Ember & Oak', 'Kestrel', 'Fenwick Row', 'Atelier Voss'],
  accessories: ['Ember & Oak', 'Fenwick Row', 'Odile Marchetti', 'Aurelie'],
  kids: ['Little Nordvik', 'Saltmarsh', 'Harlow & Finch'],
  beauty: ['Lumen Skin', 'Botanica Nord', 'Aurelie'],
} as const;
export type BrandGroup = keyof typeof BRANDS;

export const FITS = ['a relaxed', 'a regular', 'a slim', 'an easy, oversized', 'a tailored'];

/**
 * Sentences by product group. `{noun}`, `{material}`, `{colour}`, `{brand}` and `{fit}` are filled in; `{this}`, `{is}`
 * and `{it}` agree with the noun (this dress is, these trousers are).
 */
export const DESCRIPTIONS: Record<string, { opening: string[]; detail: string[]; care: string[] }> = {
  apparel: {
    opening: [
      'A wardrobe staple from {brand}, {this} {noun} {is} made from {material} and cut for {fit} fit.',
      'Cut for {fit} fit, the {noun} from {brand} {is} made from {material} that softens with every wear.',
      '{This} {colour} {noun} {is} made from {material}, with clean lines that work from desk to dinner.',
    ],
    detail: [
      'Neat seams and a considered drape make {it} easy to layer through the seasons.',
      'Pair {it} with tailoring for the office or denim at the weekend.',
      'Our model is 177 cm tall and wears a size S.',
      'Thoughtful details include tonal stitching and a clean-finished hem.',
    ],
    care: ['Machine wash at 30°C.', 'Dry clean only.', 'Hand wash cold and dry flat.'],
  },
  kids: {
    opening: [
      'Made for play, {this} {colour} {noun} from {brand} {is} soft {material} that keeps up all day.',
      '{This} {noun} {is} made from {material}, with room to move and easy fastenings for small hands.',
    ],
    detail: [
      'Reinforced seams survive the playground and the washing machine.',
      'Sized generously so it lasts a little longer.',
    ],
    care: ['Machine wash at 40°C.', 'Machine wash at 30°C; tumble dry low.'],
  },
  footwear: {
    opening: [
      'The {noun} from {brand} {is} made from {material} on a cushioned sole.',
      'Crafted from {material}, {this} {colour} {noun} {is} built for all-day comfort.',
    ],
    detail: [
      'A padded insole and flexible outsole make {it} easy to wear from the first day.',
      'They run true to size; if you are between sizes, choose the larger.',
      'A rubber grip sole keeps you steady on wet pavements.',
    ],
    care: ['Wipe clean with a damp cloth.', 'Protect with a suitable spray before first wear.'],
  },
  accessories: {
    opening: [
      '{This} {noun} from {brand} {is} made from {material} with a quietly luxurious finish.',
      'A finishing touch in {colour}, the {noun} {is} crafted from {material}.',
    ],
    detail: [
      'Made in a small family-run workshop with decades of experience.',
      'A considered finishing touch that works with everything in your wardrobe.',
      'Every piece arrives in a dust bag, ready to give.',
    ],
    care: ['Store away from direct sunlight.', 'Follow the care label inside.'],
  },
  jewellery: {
    opening: [
      'The {noun} from {brand} {is} {material}, finished by hand in our partner workshop.',
      'Delicate and easy to layer, {this} {colour} {noun} {is} {material}.',
    ],
    detail: [
      'Nickel-free and hypoallergenic, so kind to sensitive skin.',
      'Wear {it} alone or stack {it} with your everyday pieces.',
    ],
    care: ['Avoid contact with water and perfume.', 'Polish gently with the cloth provided.'],
  },
  beauty: {
    opening: [
      'Our {noun} combines {material} in a formula that suits every skin type.',
      'The {brand} {noun} is made with {material} for a fresh, comfortable finish.',
    ],
    detail: [
      'Dermatologically tested, vegan and cruelty-free.',
      'Free from synthetic fragrance, parabens and sulphates.',
      'The recyclable packaging uses 50% recycled glass.',
    ],
    care: ['Store in a cool, dry place.', 'Use within 12 months of opening.'],
  },
  fragrance: {
    opening: [
      'A {material} fragrance from {brand}, the {noun} opens bright and settles into a warm base.',
      'Built around notes of {material}, this {noun} lingers close to the skin.',
    ],
    detail: [
      'Blended in Grasse and bottled in heavy glass with a weighted cap.',
      'Long-lasting and subtle enough for every day.',
    ],
    care: ['Keep away from heat and direct sunlight.'],
  },
};
