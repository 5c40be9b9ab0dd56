import { describe, expect, it } from 'vitest';
import aeTree from '../../../content-fixtures/ae/data/navTree.json';
import jpTree from '../../../content-fixtures/jp/data/navTree.json';
import ukTree from '../../../content-fixtures/uk/data/navTree.json';
import usTree from '../../../content-fixtures/us/data/navTree.json';
import { categoryPaths, nodesOf } from '../../../shared/catalogue-paths.ts';
import type { ClpRoutes, NavTree } from '../../content/index.ts';
import {
  brandLabel,
  matchBrands,
  matchCategory,
  matchClpRoute,
  matchRedirect,
  startingContextPath,
} from './match-route.ts';

const tree: NavTree = {
  levels: [
    {
      key: 'women',
      label: { en: 'Women', ar: 'نساء' },
      path: 'women',
      children: [
        {
          key: 'women-clothing',
          label: 'Clothing',
          path: 'clothing',
          children: [{ key: 'women-dresses', label: 'Dresses', path: 'dresses' }],
        },
        { key: 'women-secret', label: 'Hidden', path: 'secret', hide: true },
      ],
    },
  ],
};

const routes: ClpRoutes = {
  routes: [{ path: '/winter-sale', page: 'winter-sale' }],
  redirects: [{ from: '/sale', to: '/winter-sale' }],
};

describe('matchCategory', () => {
  it('matches each level in turn and builds breadcrumbs', () => {
    const crumbs = matchCategory(tree, '/women/clothing/dresses');
    expect(crumbs?.map((crumb) => crumb.path)).toEqual([
      '/women',
      '/women/clothing',
      '/women/clothing/dresses',
    ]);
  });

  it('rejects a path whose deeper level does not exist', () => {
    expect(matchCategory(tree, '/women/clothing/hats')).toBeUndefined();
    expect(matchCategory(tree, '/men')).toBeUndefined();
  });

  it('does not match hidden levels', () => {
    expect(matchCategory(tree, '/women/secret')).toBeUndefined();
  });
});

describe('content routes and redirects', () => {
  it('matches exact campaign routes, ignoring a trailing slash', () => {
    expect(matchClpRoute(routes, '/winter-sale/')?.page).toBe('winter-sale');
    expect(matchClpRoute(routes, '/winter')).toBeUndefined();
  });

  it('finds redirects from the 404 list', () => {
    expect(matchRedirect(routes, '/sale')).toBe('/winter-sale');
    expect(matchRedirect(routes, '/nothing')).toBeUndefined();
  });
});

describe('startingContextPath', () => {
  it('redirects to a starting context that exists and differs from the current one', () => {
    expect(startingContextPath(tree, 'women', null)).toBe('/women');
  });
  it('does nothing when already in that context or when it is not in the tree', () => {
    expect(startingContextPath(tree, 'women', 'women')).toBeUndefined();
    expect(startingContextPath(tree, 'men', null)).toBeUndefined();
    expect(startingContextPath(tree, undefined, null)).toBeUndefined();
  });
});

describe('matchBrands', () => {
  it('matches the brand index and brand pages, at the top or under a top level', () => {
    expect(matchBrands(tree, 'brands', '/brands')).toEqual({ crumbs: [] });
    expect(matchBrands(tree, 'brands', '/brands/harlow-finch')).toEqual({
      crumbs: [],
      brand: 'harlow-finch',
    });
    const under = matchBrands(tree, 'brands', '/women/brands/kestrel');
    expect(under?.brand).toBe('kestrel');
    expect(under?.crumbs.map((crumb) => crumb.path)).toEqual(['/women']);
  });

  it('follows the site brands pathname and refuses other shapes', () => {
    expect(matchBrands(tree, 'designers', '/designers/kestrel')?.brand).toBe('kestrel');
    expect(matchBrands(tree, 'designers', '/brands/kestrel')).toBeUndefined();
    expect(matchBrands(tree, 'brands', '/nowhere/brands')).toBeUndefined();
    expect(matchBrands(tree, 'brands', '/women/clothing/brands')).toBeUndefined();
    expect(matchBrands(tree, 'brands', '/brands/kestrel/extra')).toBeUndefined();
    expect(matchBrands(tree, 'brands', '/brands/Not%20A%20Tag')).toBeUndefined();
  });

  it('names a brand from its tag until the catalogue does', () => {
    expect(brandLabel('harlow-finch')).toBe('Harlow Finch');
  });
});

// The sitemap lists the category pages the shared rules name; the storefront must answer every one of them.
describe('category pages as the sitemap lists them', () => {
  it('are all matched, on every site', () => {
    for (const navTree of [ukTree, usTree, aeTree, jpTree] as NavTree[]) {
      const paths = categoryPaths(nodesOf(navTree.levels));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(matchCategory(navTree, path)?.at(-1)?.path, path).toBe(path);
    }
  });

  it('stop at the same depth and skip the same hidden nodes', () => {
    const deep = (depth: number): NavTree['levels'][number] => ({
      key: `l${depth}`,
      label: `L${depth}`,
      path: `l${depth}`,
      ...(depth < 5 ? { children: [deep(depth + 1)] } : {}),
    });
    const deepTree = { levels: [deep(1)] } as NavTree;
    expect(categoryPaths(nodesOf(deepTree.levels)).at(-1)).toBe('/l1/l2/l3/l4');
    expect(matchCategory(deepTree, '/l1/l2/l3/l4/l5')).toBeUndefined();
    expect(categoryPaths(nodesOf(tree.levels))).not.toContain('/women/secret');
    expect(matchCategory(tree, '/women/secret')).toBeUndefined();
  });
});
