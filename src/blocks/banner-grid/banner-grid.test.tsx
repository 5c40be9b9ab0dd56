import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  uninstallFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const tile = (name: string, href: string) => ({
  image: { src: `/content/media/${name}.jpg`, alt: `${name} picture`, width: 900, height: 1200 },
  href,
  label: name,
});
const grid = {
  type: 'banner-grid',
  id: 'shop-by-category',
  title: 'Shop by category',
  columns: 4,
  aspect: 'square',
  tiles: [
    tile('Dresses', '/women/dresses'),
    tile('Knitwear', '/women/knitwear'),
    tile('Shoes', '/women/shoes'),
  ],
};

const renderGrid = (block: unknown = grid) => renderBlock(block);

beforeEach(installFakeIntersectionObserver);
afterEach(uninstallFakeIntersectionObserver);

describe('banner-grid', () => {
  it('renders each tile as a link named by its label, inside the site base path', () => {
    renderGrid();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dresses', '/uk/en/women/dresses'],
      ['Knitwear', '/uk/en/women/knitwear'],
      ['Shoes', '/uk/en/women/shoes'],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('does not skip a heading level when the grid has no title', () => {
    renderGrid({ ...grid, title: undefined });
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('lazy-loads sized images and applies the editor columns and aspect', () => {
    renderGrid();
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '900');
      expect(img).toHaveAttribute('height', '1200');
    }
    const root = document.querySelector<HTMLElement>('[data-block="banner-grid"] > section');
    expect(root?.style.getPropertyValue('--columns')).toBe('4');
    expect(root?.style.getPropertyValue('--aspect')).toBe('1 / 1');
  });

  it('reports one banner view for the whole grid', () => {
    const { services } = renderGrid();
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    act(() => FakeIntersectionObserver.instances[0]!.show(0.25));
    expect(services.analytics.events).toHaveLength(0);
    act(() => FakeIntersectionObserver.instances[0]!.show(0.75));
    expect(services.analytics.events).toEqual([
      {
        event: 'bannerView',
        blockType: 'banner-grid',
        blockId: 'shop-by-category',
        name: 'Shop by category',
      },
    ]);
  });
});
