import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPath } from '../../../../schemas/content/content-paths.ts';
import { cartWith, line } from '../../../../tests/helpers/cart-store-fixtures.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { BasketScreen, EMPTY_BAG_PAGE } from './basket-page.tsx';
import { BAG_TRAYS_PAGE } from '../../content-pages/components/screen-pages.ts';

/** A content page of one list of links, its title naming the page, at the site's English path. */
const page = (name: string) => ({
  [`uk/${contentPath('page', { language: 'en', name })}`]: {
    title: name,
    blocks: [
      {
        type: 'link-list',
        id: `${name}-links`,
        title: `Blocks of ${name}`,
        layout: 'pills',
        links: [{ label: 'New in', href: '/women/new-in' }],
      },
    ],
  },
});

function renderBag(items: ReturnType<typeof line>[]) {
  const environment = createTestEnvironment({
    path: '/uk/en/checkout/basket',
    files: { ...page(EMPTY_BAG_PAGE), ...page(BAG_TRAYS_PAGE) },
  });
  environment.services.cartService.cart = cartWith(items);
  environment.render(<BasketScreen match={{ step: 'basket' }} context={{} as never} />);
  return environment;
}

describe('BasketScreen content', () => {
  it('shows the bag page’s blocks (its trays) under a bag with products', async () => {
    renderBag([line()]);
    expect(await screen.findByText(`Blocks of ${BAG_TRAYS_PAGE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Blocks of ${EMPTY_BAG_PAGE}`)).not.toBeInTheDocument();
  });

  it('shows the empty bag’s blocks, and not the trays page, when the bag is empty', async () => {
    renderBag([]);
    expect(await screen.findByText(`Blocks of ${EMPTY_BAG_PAGE}`)).toBeInTheDocument();
    expect(screen.queryByText(`Blocks of ${BAG_TRAYS_PAGE}`)).not.toBeInTheDocument();
  });
});
