import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  uninstallFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const strip = {
  type: 'text-banner',
  id: 'free-delivery',
  title: 'Free delivery',
  text: 'On orders over £50',
  href: '/help/delivery',
};

const renderBanner = (block: unknown) => renderBlock(block);

beforeEach(installFakeIntersectionObserver);
afterEach(uninstallFakeIntersectionObserver);

describe('text-banner', () => {
  it('as a small strip, links its text and does not add a heading', () => {
    renderBanner(strip);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Free delivery').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'On orders over £50' })).toHaveAttribute(
      'href',
      '/uk/en/help/delivery',
    );
  });

  it('as a large banner, has an h2 title and a separate call to action', () => {
    renderBanner({ ...strip, size: 'large', ctaLabel: 'Delivery details' });
    expect(screen.getByRole('heading', { level: 2, name: 'Free delivery' })).toBeInTheDocument();
    expect(screen.getByText('On orders over £50').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Delivery details' })).toHaveAttribute(
      'href',
      '/uk/en/help/delivery',
    );
  });

  it('switches to white text on a dark background the editor chose', () => {
    renderBanner({ ...strip, backgroundColor: '#1a1a1a' });
    const root = document.querySelector<HTMLElement>('[data-block="text-banner"] > section');
    expect(root?.style.getPropertyValue('--tb-bg')).toBe('#1a1a1a');
    expect(root?.style.getPropertyValue('--tb-fg')).toBe('#ffffff');
  });

  it('keeps the editor text colour when given', () => {
    renderBanner({ ...strip, backgroundColor: '#000', textColor: '#f5d0a9' });
    const root = document.querySelector<HTMLElement>('[data-block="text-banner"] > section');
    expect(root?.style.getPropertyValue('--tb-fg')).toBe('#f5d0a9');
  });

  it('reports a banner view at half visibility', () => {
    const { services } = renderBanner(strip);
    act(() => FakeIntersectionObserver.last!.show(0.2));
    expect(services.analytics.events).toHaveLength(0);
    act(() => FakeIntersectionObserver.last!.show(0.6));
    expect(services.analytics.events).toEqual([
      { event: 'bannerView', blockType: 'text-banner', blockId: 'free-delivery', name: 'Free delivery' },
    ]);
  });
});
