import { describe, expect, it } from 'vitest';
import type { ShellContent } from '../../kernel/stores/index.ts';
import { productRoute } from './product.route.tsx';
import { resolveRoute } from './route-table.ts';
import type { RouteStores } from '../../routing/route-types.ts';

// The product route reads only the path to match; the shell and stores are not consulted.
const context = (rest: string) => ({ shell: {} as ShellContent, rest, stores: {} as RouteStores });

describe('product route', () => {
  it('matches the id form, the colour-variant form under its parent, and the slug-only form', () => {
    for (const rest of ['/product/wool-coat/MN1', '/product/wool-coats/wool-coat/MN1', '/product/wool-coat'])
      expect(productRoute.resolve(context(rest))?.id, rest).toBe('product');
  });

  it('leaves paths that are not product addresses to the other routes', () => {
    for (const rest of ['/product', '/products/wool-coat/MN1', '/product/Wool Coat/MN1', '/product/a/b/c/d'])
      expect(productRoute.resolve(context(rest)), rest).toBeUndefined();
  });

  it('comes before the category listings in the table', () => {
    expect(resolveRoute(context('/product/wool-coat/MN1')).id).toBe('product');
  });
});
