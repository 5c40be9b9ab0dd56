import { describe, expect, it } from 'vitest';
import type { ShellContent } from '../../kernel/stores/index.ts';
import { resolveRoute } from './route-table.ts';
import type { RouteStores } from '../../routing/route-types.ts';

// The favourites route reads the path and the site config's feature switches, nothing else.
const context = (features: Record<string, boolean> | undefined) => ({
  shell: { config: features ? { features } : null } as unknown as ShellContent,
  rest: '/my-favorites',
  stores: {} as RouteStores,
});

describe('favourites route', () => {
  it('is the favourites page where the site keeps favourites, or has no switch for them', () => {
    expect(resolveRoute(context({ favourites: true })).id).toBe('favourites');
    expect(resolveRoute(context(undefined)).id).toBe('favourites');
  });

  it('is the not-found page where the site turns favourites off', () => {
    const route = resolveRoute(context({ favourites: false }));
    expect(route.id).toBe('not-found');
    expect(route.notFound).toBe(true);
  });
});
