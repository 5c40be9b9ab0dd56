import { describe, expect, it } from 'vitest';
import { parseProductPath, productPath } from './product-url.ts';

describe('product addresses', () => {
  it('builds the path search records and cart lines link to', () => {
    expect(productPath({ slug: 'linen-shirt', productId: 'P1001', color: 'sage' })).toBe(
      '/product/linen-shirt/P1001?color=sage',
    );
    expect(productPath({ slug: 'linen-shirt', productId: 'P1001', sku: 'P1001-sage-m' })).toBe(
      '/product/linen-shirt/P1001?sku=P1001-sage-m',
    );
    expect(productPath({ slug: 'linen-shirt', productId: 'P1001' })).toBe('/product/linen-shirt/P1001');
    expect(productPath({ parentSlug: 'linen-shirt', slug: 'linen-shirt-navy', productId: 'P1002' })).toBe(
      '/product/linen-shirt/linen-shirt-navy/P1002',
    );
  });

  it('escapes a colour with characters a query must not carry raw', () => {
    expect(productPath({ slug: 'a', productId: 'P1', color: 'black & white' })).toBe(
      '/product/a/P1?color=black+%26+white',
    );
  });

  it('reads back every form it builds', () => {
    for (const address of [
      { slug: 'linen-shirt', productId: 'P1001', color: 'sage' },
      { slug: 'linen-shirt', productId: 'P1001', sku: 'P1001-sage-m' },
      { slug: 'linen-shirt' },
      { parentSlug: 'linen-shirt', slug: 'linen-shirt-navy', productId: 'P1002', color: 'navy' },
      { slug: 'a', productId: 'P1', color: 'black & white' },
    ]) {
      const [path, search] = productPath(address).split('?');
      expect(parseProductPath(path!, search)).toEqual(address);
    }
  });

  it('refuses paths that are not product addresses', () => {
    expect(parseProductPath('/women/dresses')).toBeUndefined();
    expect(parseProductPath('/product')).toBeUndefined();
    expect(parseProductPath('/product/a/b/c/d')).toBeUndefined();
    expect(parseProductPath('/product/Not A Slug/P1')).toBeUndefined();
    expect(parseProductPath('/product/ok/%E0%A4%A')).toBeUndefined();
    expect(parseProductPath('/product/ok/has space')).toBeUndefined();
  });
});
