/**
 * A small search index per fixture language, shaped as the search service answers: popular searches, query
 * suggestions (with the highlight markup the index may leave in) and product suggestions, for stories and tests.
 */
import type { ListingProduct } from '../../src/kernel/types/index.ts';

interface Seed {
  id: string;
  name: string;
  brand: string;
  image: string;
  list: number;
  sale?: number;
}

/** A listing product from a few facts; pictures are the fixture media Storybook serves under /content/media. */
function product(seed: Seed, position: number): ListingProduct {
  const sale = seed.sale ?? seed.list;
  const url = `/product/${seed.id.toLowerCase()}/${seed.id}?color=black`;
  return {
    objectID: `${seed.id}-black`,
    productId: seed.id,
    name: seed.name,
    brand: { name: seed.brand, tag: seed.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-') },
    url,
    mainImage: `/content/media/${seed.image}.svg`,
    secondaryImage: '',
    color: 'black',
    colorName: 'Black',
    swatches: [],
    price: { list: seed.list, sale },
    onSale: sale < seed.list,
    discountPercent: sale < seed.list ? Math.round(((seed.list - sale) / seed.list) * 100) : 0,
    availability: 1,
    promotions: [],
    categories: [],
    collections: [],
    position,
  };
}

/** What one language's index answers. */
export interface SearchIndexFixture {
  popular: string[];
  suggestions: string[];
  products: ListingProduct[];
}

export const englishIndex: SearchIndexFixture = {
  popular: ['linen dress', 'cashmere jumper', 'trainers', 'wool coat', 'silk scarf'],
  suggestions: ['<em>dre</em>sses', 'linen <em>dre</em>ss', 'midi <em>dre</em>ss!', 'shirt <em>dre</em>ss'],
  products: [
    {
      id: 'MN100231',
      name: 'Linen wrap midi dress',
      brand: 'Maison Nord',
      image: 'cat-dresses',
      list: 12900,
    },
    {
      id: 'MN100245',
      name: 'Silk slip dress',
      brand: 'Atelier Ro',
      image: 'cat-dresses',
      list: 32000,
      sale: 22400,
    },
    { id: 'MN100262', name: 'Poplin shirt dress', brand: 'Maison Nord', image: 'cat-shirts', list: 9500 },
  ].map(product),
};

export const arabicIndex: SearchIndexFixture = {
  popular: ['فستان كتان', 'كنزة كشمير', 'أحذية رياضية', 'معطف صوف', 'وشاح حرير'],
  suggestions: ['<em>فست</em>ان', 'فستان كتان', '<em>فست</em>ان سهرة'],
  products: [
    {
      id: 'MN100231',
      name: 'فستان ملفوف من الكتان',
      brand: 'Maison Nord',
      image: 'cat-dresses',
      list: 59000,
    },
    {
      id: 'MN100245',
      name: 'فستان حريري',
      brand: 'Atelier Ro',
      image: 'cat-dresses',
      list: 147000,
      sale: 103000,
    },
  ].map(product),
};

export const japaneseIndex: SearchIndexFixture = {
  popular: ['リネンワンピース', 'カシミヤニット', 'スニーカー', 'ウールコート', 'シルクスカーフ'],
  suggestions: ['<em>ワンピ</em>ース', 'リネン<em>ワンピ</em>ース', 'シャツ<em>ワンピ</em>ース'],
  products: [
    {
      id: 'MN100231',
      name: 'リネン ラップ ミディワンピース',
      brand: 'Maison Nord',
      image: 'cat-dresses',
      list: 24500,
    },
    {
      id: 'MN100262',
      name: 'ポプリン シャツワンピース',
      brand: 'Maison Nord',
      image: 'cat-shirts',
      list: 18000,
    },
  ].map(product),
};
