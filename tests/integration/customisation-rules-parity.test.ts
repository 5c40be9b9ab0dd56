// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CUSTOMISATION_MESSAGES, profileOf } from '../../server/commerce/customise/customisation-options.ts';
import { checkSelection } from '../../server/commerce/customise/customise-rules.ts';
import { reshapeProduct } from '../../src/services/api/reshape-product.ts';
import { checkValue } from '../../src/stores/customisation-rules.ts';
import type { CustomisationOption } from '../../schemas/api/customise.schema.ts';
import type { ProductResponse } from '../../schemas/api/product.schema.ts';

/** Text shoppers type: emoji of every build, symbols, marks, scripts, spacing, markup. */
const SAMPLES = [
  'a😀b',
  '👩‍👩‍👧 Mum',
  '🇬🇧 UK',
  '👍🏽ok',
  '1️⃣ 2 #️⃣ *',
  '❤️ you',
  'A™ © ® € $ < > = + ! ? " B',
  'Rock’n’roll ʼx‘',
  '  two\t\nwords  ',
  'Cafe\u0301',
  'M&S, est. 1884 - Leeds',
  '<script>alert(1)</script>',
  '日本 ｶﾀｶﾅ',
  'مرحبا ١٢٣',
  'straße',
  'a\u200db\u200cc',
  'x\ufe0fy\u{e0101}z',
  '',
  '   ',
  '😀✨',
];

const PROFILES = [
  profileOf(['accessories', 'bags', 'bags']),
  profileOf(['accessories', 'jewellery', 'necklaces']),
  profileOf(['accessories', 'scarves', 'scarves']),
];

describe('the storefront’s personalisation rules match the API’s', () => {
  it('accepts and refuses the same values for every option the API offers', () => {
    const values = [
      ...SAMPLES,
      'ABC',
      'abcd',
      'Love you',
      'Thirteen char',
      'gold',
      'copper',
      '#b3262e',
      'zzz',
    ];
    for (const profile of PROFILES) {
      const check = (sent: Record<string, string>) =>
        checkSelection({ options: profile.options, messages: CUSTOMISATION_MESSAGES }, sent);
      for (const option of storefrontOptions(profile.options))
        for (const raw of values) {
          const server = check({ [option.id]: raw });
          const client = checkValue(option, raw);
          const label = `${option.id} ${JSON.stringify(raw)}`;
          expect(client.broken.length === 0, label).toBe(!(option.id in server.errors));
          if (client.broken.length === 0) expect(client.value, label).toBe(server.selected[option.id]);
        }
    }
  });
});

/** The options as the product answer carries them, reshaped as the storefront sees them. */
function storefrontOptions(options: readonly CustomisationOption[]) {
  const answer = {
    ...minimalProduct,
    customisation: { enabled: true, options, excludeSkus: [], messages: CUSTOMISATION_MESSAGES },
  } as unknown as ProductResponse;
  return reshapeProduct(answer).customisation!.options;
}

const price = { list: { total: 1 }, sale: { total: 1 } };
/** Just enough of a product answer for the reshape to run. */
const minimalProduct = {
  productId: 'P1',
  name: 'P',
  brand: { name: 'B', tag: 'b' },
  gender: 'women',
  categories: [],
  categoryPageIds: [],
  collections: [],
  optionLevels: [],
  options: { color: [], size: [] },
  groupProducts: [],
  skus: [],
  currency: 'GBP',
  price: { ...price, finalSale: 'false' },
  onSale: false,
  availability: 'AVAILABLE',
  slug: 'p',
  url: '/product/p/P1',
  mainImage: '',
  promotions: [],
  description: '',
};
