import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { skuAvailability } from '../commerce/catalogue/availability.ts';
import { demoContentDir } from '../test-support/commerce-harness.ts';
import { loadCatalogueContent, parseFilters, type CatalogueContent } from './content-catalogue.ts';
import { campaignToDiscount } from './discounts.ts';
import { generateCatalogue, type GeneratedProduct } from './generate-catalogue.ts';
import { APPAREL_COLOURS, BEAUTY_COLOURS, METAL_COLOURS } from './palette.ts';
import { minorPerUnit, pricePoint, salePrice } from './pricing.ts';
import { renderProductImage, silhouetteOf } from './product-image.ts';
import { shippingMethodsFor, taxRatesFor } from './shipping-and-tax.ts';
import { SHAPES, type SilhouetteName } from './silhouettes.ts';

const REFERENCE = new Date('2026-11-25T00:00:00Z');
const SKU_PATTERN = /^[A-Za-z0-9_-]+$/;
let content: CatalogueContent;
let catalogue: GeneratedProduct[];
const generate = (products: number, seed: string | number) => [
  ...generateCatalogue({ products, seed, referenceDate: REFERENCE, content }),
];

beforeAll(async () => {
  content = await loadCatalogueContent(demoContentDir);
  catalogue = generate(2000, 'maison-nord');
});

/** The content's own navigation leaves, read here without the generator's loader. */
function navigationLeaves(): { site: string; filters: string }[] {
  const leaves: { site: string; filters: string }[] = [];
  for (const site of readdirSync(demoContentDir)) {
    let tree: { levels: unknown[] };
    try {
      tree = JSON.parse(readFileSync(join(demoContentDir, site, 'data', 'navTree.json'), 'utf8'));
    } catch {
      continue;
    }
    const walk = (levels: { filters?: string; children?: unknown[] }[]) =>
      levels.forEach((level) =>
        level.children?.length
          ? walk(level.children as never)
          : leaves.push({ site, filters: level.filters! }),
      );
    walk(tree.levels as never);
  }
  return leaves;
}

const onSale = (product: GeneratedProduct) => product.prices.some((price) => price.saleMinor !== null);
const matches = (product: GeneratedProduct, filters: string) =>
  filters.split(' AND ').every((clause) => {
    const [, key, value] = /^(\w+):"?([^"]*)"?$/.exec(clause.trim())!;
    if (key === 'categoryPageIds') return product.categoryPageIds.includes(value!);
    if (key === 'collections') return product.collections.some((collection) => collection.tag === value);
    if (key === 'onSale') return onSale(product) === (value === 'true');
    throw new Error(`unexpected filter ${clause}`);
  });
const purchasable = (product: GeneratedProduct) =>
  product.skus.some((sku) =>
    ['AVAILABLE', 'LOWSTOCK'].includes(skuAvailability({ ...sku, advanceLimit: sku.advanceLimit })),
  );

describe('the catalogue generator', () => {
  it('gives identical products for the same seed and different ones for another seed', () => {
    expect(generate(300, 'maison-nord')).toEqual(catalogue.slice(0, 300));
    const other = generate(300, 7);
    expect(other.map((product) => product.name)).not.toEqual(catalogue.slice(0, 300).map((p) => p.name));
    expect(generate(300, '7')).toEqual(other);
  });

  it('fills every leaf of every site navigation with at least one sellable product, even in a small catalogue', () => {
    const leaves = navigationLeaves();
    expect(new Set(leaves.map((leaf) => leaf.site))).toEqual(new Set(['uk', 'us', 'ae', 'jp']));
    expect(leaves.length).toBeGreaterThan(200);
    const small = generate(150, 'small');
    for (const { site, filters } of leaves) {
      const found = small.filter((product) => matches(product, filters) && purchasable(product));
      expect(found.length, `${site}: ${filters}`).toBeGreaterThan(0);
    }
  });

  it('puts products in every collection the content filters on, with ranks counting up per collection', () => {
    expect(content.collections).toEqual([
      'bestsellers',
      'gifts-for-her',
      'gifts-for-him',
      'new-in',
      'stocking-fillers',
    ]);
    for (const tag of content.collections) {
      const ranks = catalogue.flatMap((p) => p.collections.filter((c) => c.tag === tag).map((c) => c.rank));
      expect(ranks.length, tag).toBeGreaterThan(20);
      expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    }
    const newIn = catalogue.filter((p) => p.collections.some((c) => c.tag === 'new-in'));
    expect(newIn.every((p) => REFERENCE.getTime() - Date.parse(p.createdAt) <= 28 * 86_400_000)).toBe(true);
  });

  it('assigns every ancestor category page and a measurement chart to clothing', () => {
    const dress = catalogue.find((p) => p.categoryPageIds.includes('women-clothing-dresses'))!;
    expect(dress.categoryPageIds).toEqual(['women', 'women-clothing', 'women-clothing-dresses']);
    expect(dress.categories).toEqual(['clothing', 'dresses']);
    expect(dress.measurementChart).toBe('women');
    const boots = catalogue.find((p) => p.categoryPageIds.includes('women-shoes-boots'))!;
    expect(boots.measurementChart).toBe('women-footwear');
    expect(catalogue.find((p) => p.categoryPageIds[0] === 'beauty')!.measurementChart).toBeNull();
  });

  it('prices every product in every site currency, in ISO minor units (fils, pence; whole yen), sales between 0 and list', () => {
    expect(content.currencies).toEqual(['AED', 'EUR', 'GBP', 'JPY', 'USD']);
    for (const product of catalogue) {
      expect(product.prices.map((price) => price.currency)).toEqual(content.currencies);
      for (const { currency, listMinor, saleMinor } of product.prices) {
        expect(Number.isInteger(listMinor) && listMinor > 0).toBe(true);
        // Price points are whole units in every currency.
        if (currency !== 'JPY') expect(listMinor % 100).toBe(0);
        if (saleMinor !== null)
          expect(saleMinor > 0 && saleMinor < listMinor && Number.isInteger(saleMinor)).toBe(true);
      }
    }
    const saleShare = catalogue.filter(onSale).length / catalogue.length;
    expect(saleShare).toBeGreaterThan(0.2);
    expect(saleShare).toBeLessThan(0.32);
    expect(minorPerUnit('JPY')).toBe(1);
    expect(minorPerUnit('AED')).toBe(100);
    expect(minorPerUnit('GBP')).toBe(100);
  });

  it('rounds to shop price points and keeps every sale price valid', () => {
    expect([12.4, 41, 44, 118, 4123, 12_345].map(pricePoint)).toEqual([12, 39, 45, 119, 4100, 11_900]);
    for (const list of [2, 3, 99, 100, 1999, 4900, 12_900, 129_900]) {
      for (const percent of [20, 30, 50, 60, 99]) {
        const sale = salePrice(list, percent, 'JPY');
        expect(sale > 0 && sale < list, `${list} ${percent}`).toBe(true);
      }
    }
    expect(salePrice(4900, 30, 'GBP')).toBe(3400);
  });

  it('makes unique, pattern-valid sku ids that name their product, colour and size', () => {
    const skus = catalogue.flatMap((p) => p.skus.map((sku) => ({ ...sku, productId: p.productId })));
    expect(new Set(skus.map((sku) => sku.sku)).size).toBe(skus.length);
    for (const sku of skus) {
      expect(sku.sku).toMatch(SKU_PATTERN);
      expect(sku.sku.startsWith(`${sku.productId}-`)).toBe(true);
    }
    expect(catalogue[0]!.productId).toBe('MN100000');
    expect(catalogue.every((p) => /^MN\d{6}$/.test(p.productId))).toBe(true);
    const codes = [...APPAREL_COLOURS, ...METAL_COLOURS, ...BEAUTY_COLOURS].map((colour) => colour.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('mixes availabilities: mostly in stock, some low, out, preorder, backorder and discontinued', () => {
    const counts = new Map<string, number>();
    for (const sku of catalogue.flatMap((p) => p.skus)) {
      const availability = skuAvailability(sku);
      counts.set(availability, (counts.get(availability) ?? 0) + 1);
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(counts.get('AVAILABLE')! / total).toBeGreaterThan(0.7);
    for (const name of ['LOWSTOCK', 'OUTOFSTOCK', 'PREORDER', 'BACKORDER', 'DISCONTINUED']) {
      expect(counts.get(name), name).toBeGreaterThan(10);
    }
    for (const sku of catalogue.flatMap((p) => p.skus).filter((s) => s.fulfilment !== 'STOCK')) {
      expect(sku.advanceLimit).toBeGreaterThan(0);
      expect(Date.parse(sku.shipDateStart!)).toBeGreaterThan(REFERENCE.getTime());
      expect(Date.parse(sku.shipDateEnd!)).toBeGreaterThan(Date.parse(sku.shipDateStart!));
    }
  });

  it('shows every trait at least once in a 150-product catalogue', () => {
    const small = generate(150, 'traits');
    const skus = small.flatMap((p) => p.skus).map(skuAvailability);
    for (const name of ['LOWSTOCK', 'OUTOFSTOCK', 'PREORDER', 'BACKORDER', 'DISCONTINUED'])
      expect(skus, name).toContain(name);
    expect(small.some((p) => p.bulky)).toBe(true);
    expect(small.some((p) => p.customisable)).toBe(true);
    expect(small.some((p) => p.discontinued)).toBe(true);
    expect(small.some((p) => p.groupId)).toBe(true);
    expect(small.some((p) => p.promotions.length)).toBe(true);
    expect(small.some((p) => p.optionLevels.includes('sizeType'))).toBe(true);
  });

  it('sells about 15% of products as separate colour variants sharing a group', () => {
    const grouped = catalogue.filter((p) => p.groupId);
    expect(grouped.length / catalogue.length).toBeGreaterThan(0.1);
    expect(grouped.length / catalogue.length).toBeLessThan(0.2);
    const groups = new Map<string, GeneratedProduct[]>();
    for (const product of grouped)
      groups.set(product.groupId!, [...(groups.get(product.groupId!) ?? []), product]);
    for (const [groupId, members] of groups) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members[0]!.productId).toBe(groupId);
      expect(new Set(members.map((p) => p.name)).size).toBe(1);
      expect(new Set(members.map((p) => p.colours[0]!.slug)).size).toBe(members.length);
      expect(members.every((p) => p.colours.length === 1)).toBe(true);
    }
  });

  it('sizes by category, with a size type level on some products and one colour to four per product', () => {
    const sizesOf = (pageId: string) =>
      catalogue.find((p) => p.categoryPageIds.includes(pageId) && !p.optionLevels.includes('sizeType'))!;
    const names = (p: GeneratedProduct) => [...new Set(p.skus.map((sku) => sku.sizeName))];
    expect(names(sizesOf('women-clothing-dresses'))).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(names(sizesOf('men-shoes-trainers'))).toEqual(
      ['40', '41', '42', '43', '44', '45', '46'].map((s) => `EU ${s}`),
    );
    expect(names(sizesOf('women-accessories-bags'))).toEqual(['One size']);
    expect(names(sizesOf('kids-baby-bodysuits'))[0]).toBe('0-3 months');
    const typed = catalogue.filter((p) => p.optionLevels.includes('sizeType'));
    expect(typed.length).toBeGreaterThan(20);
    for (const product of typed) {
      expect(product.optionLevels).toEqual(['color', 'sizeType', 'size']);
      expect(product.skus.every((sku) => sku.sizeType)).toBe(true);
    }
    expect(catalogue.every((p) => p.colours.length >= 1 && p.colours.length <= 4)).toBe(true);
    expect(
      catalogue
        .filter((p) => !p.optionLevels.includes('sizeType'))
        .every((p) => p.skus.every((s) => !s.sizeType)),
    ).toBe(true);
  });

  it('names, describes and images products believably', () => {
    for (const product of catalogue.slice(0, 200)) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const sentences = product.description.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(product.description).not.toMatch(/[{}]|this \w+ trousers|these \w+ dress /i);
      for (const colour of product.colours) {
        expect(colour.mainImage).toBe(`/media/products/${product.productId}/${colour.slug}.svg`);
        expect(colour.secondaryImage).toBe(`/media/products/${product.productId}/${colour.slug}-back.svg`);
      }
    }
    const brands = new Set(catalogue.map((p) => p.brandName));
    expect(brands.has('Maison Nord')).toBe(true);
    expect(brands.size).toBeGreaterThanOrEqual(13);
    expect(new Set(catalogue.flatMap((p) => p.promotions)).size).toBeGreaterThan(3);
  });
});

describe('the catalogue in Arabic and Japanese', () => {
  /** A run of Latin letters longer than a size or a unit: an English word left untranslated. */
  const englishWord = /[A-Za-z]{3,}/;
  const withoutBrand = (text: string, brand: string) => text.replaceAll(brand, '');

  it('names and describes every product, and names every colour, in both languages with no English word left', () => {
    for (const product of catalogue) {
      for (const language of ['ar', 'ja']) {
        const name = product.translations.name?.[language] ?? '';
        const description = product.translations.description?.[language] ?? '';
        expect(name, `${product.productId} ${language}`).not.toBe('');
        expect(withoutBrand(name, product.brandName)).not.toMatch(englishWord);
        expect(description.length).toBeGreaterThan(20);
        expect(withoutBrand(description, product.brandName)).not.toMatch(englishWord);
        expect(description).not.toMatch(/[{}]/);
        for (const colour of product.colours) {
          expect(colour.translations.name?.[language]).toBeTruthy();
          expect(colour.translations.name?.[language]).not.toMatch(englishWord);
        }
      }
    }
    expect(catalogue[1]!.translations.name).toEqual({ ar: 'بلوزة كريب', ja: 'クレープブラウス' });
  });
});

describe('content parsing and reference data', () => {
  it('reads conjunctions of page, collection and sale filters, and leaves OR filters alone', () => {
    expect(parseFilters('categoryPageIds:"women" AND collections:"new-in"')).toEqual({
      pageId: 'women',
      collection: 'new-in',
    });
    expect(parseFilters('onSale:true AND categoryPageIds:"men"')).toEqual({ onSale: true, pageId: 'men' });
    expect(parseFilters('collections:new-in')).toEqual({ collection: 'new-in' });
    expect(parseFilters('brand:"x" OR brand:"y"')).toBeUndefined();
  });

  it('maps campaign files to discounts, and refuses files without a discount', () => {
    const site = content.sites.find((s) => s.siteId === 'ae')!;
    const row = campaignToDiscount(
      {
        name: 'flash',
        status: 'SCHEDULED',
        title: { ar: 'عرض', en: 'Flash' },
        discount: { amount: 50, type: 'FIXED', component: 'SHIPPING' },
      },
      site,
      ['other'],
    );
    expect(row).toMatchObject({
      id: 'campaign-ae-flash',
      name: 'Flash',
      status: 'INACTIVE',
      discountType: 'FIXED',
      component: 'SHIPPING',
      amount: 50,
      currency: 'AED',
      code: null,
    });
    expect(campaignToDiscount({ name: 'broken' }, site, undefined)).toBe('no discount amount or tiers');
  });

  it('has delivery for every site country in its currency, and tax rates with a default region', () => {
    const methods = shippingMethodsFor(content.sites);
    for (const site of content.sites) {
      const own = methods.filter((m) => m.country === site.country);
      expect(own.length, site.country).toBeGreaterThanOrEqual(2);
      expect(own.every((m) => m.currency === site.currency && m.minDays <= m.maxDays && m.tooltip)).toBe(
        true,
      );
      expect(own.some((m) => !m.supportsBulkyItems)).toBe(true);
    }
    expect(methods.find((m) => m.id === 'gb-standard')).toMatchObject({
      priceMinor: 395,
      freeOverMinor: 5000,
    });
    const taxes = taxRatesFor(content.sites);
    expect(taxes).toContainEqual({ country: 'GB', region: '', rateBp: 2000, inclusive: true });
    expect(taxes).toContainEqual({ country: 'US', region: '', rateBp: 0, inclusive: false });
    expect(taxes.filter((t) => t.country === 'US').length).toBeGreaterThan(5);
  });
});

describe('product images', () => {
  const parser = new new JSDOM('').window.DOMParser();
  const parse = (svg: string) => parser.parseFromString(svg, 'image/svg+xml');

  it('draws every silhouette as well-formed SVG in the colour, two-tone and back view included', () => {
    for (const silhouette of Object.keys(SHAPES) as SilhouetteName[]) {
      for (const back of [false, true]) {
        const svg = renderProductImage({ silhouette, hex: ['#1F2A44', '#f3eee2'], title: silhouette, back });
        const doc = parse(svg);
        expect(doc.getElementsByTagName('parsererror').length, silhouette).toBe(0);
        expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 600 800');
        expect(svg).toContain('#1f2a44');
      }
    }
  });

  it('escapes the title and draws bad colours grey', () => {
    const svg = renderProductImage({ silhouette: 'dress', hex: ['red"/><script>'], title: 'A & B <i>' });
    expect(parse(svg).querySelector('title')!.textContent).toBe('A & B <i>');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('#8a8a8a');
  });

  it('finds the silhouette from stored categories, falling back to a top', () => {
    expect(silhouetteOf(['clothing', 'knitwear', 'cardigans'])).toBe('cardigan');
    expect(silhouetteOf(['accessories', 'hats-gloves', 'gloves'])).toBe('gloves');
    expect(silhouetteOf(['beauty', 'lips'])).toBe('lipstick');
    expect(silhouetteOf(['clothing'])).toBe('top');
  });
});
