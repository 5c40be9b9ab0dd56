import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  uninstallFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const banner = {
  type: 'image-banner',
  id: 'edit-tailoring',
  image: {
    src: '/content/media/tailoring.jpg',
    alt: { en: 'Tailored coat', ar: 'معطف مفصّل' },
    width: 1600,
    height: 900,
  },
  href: '/women/coats',
  title: { en: 'Soft tailoring', ar: 'تفصيل ناعم' },
  text: 'Relaxed shapes in wool and cashmere.',
  ctaLabel: { en: 'Shop coats', ar: 'تسوقي المعاطف' },
};

const renderBanner = (block: unknown = banner, path = '/uk/en') => renderBlock(block, { path });

beforeEach(installFakeIntersectionObserver);
afterEach(uninstallFakeIntersectionObserver);

describe('image-banner', () => {
  it('is one link named by its call to action, inside the site base path', () => {
    renderBanner();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Shop coats');
    expect(links[0]).toHaveAttribute('href', '/uk/en/women/coats');
    expect(screen.getByRole('heading', { level: 2, name: 'Soft tailoring' })).toBeInTheDocument();
    expect(screen.getByText('Relaxed shapes in wool and cashmere.')).toBeInTheDocument();
  });

  it('names the link by its title when there is no call to action', () => {
    renderBanner({ ...banner, ctaLabel: undefined });
    expect(screen.getByRole('link')).toHaveAccessibleName('Soft tailoring');
  });

  it('lazy-loads a sized image', () => {
    renderBanner();
    const img = screen.getByRole('img', { name: 'Tailored coat' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });

  it('lays the picture beside the text when asked', () => {
    renderBanner({ ...banner, layout: 'image-end' });
    expect(document.querySelector('[data-layout="image-end"]')).not.toBeNull();
  });

  it('speaks Arabic on ae-ar', () => {
    renderBanner(banner, '/ae/ar');
    expect(screen.getByRole('link')).toHaveAccessibleName('تسوقي المعاطف');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/ae/ar/women/coats');
    expect(screen.getByRole('img', { name: 'معطف مفصّل' })).toBeInTheDocument();
  });

  it('reports a banner view at half visibility', () => {
    const { services } = renderBanner();
    act(() => FakeIntersectionObserver.last!.show(0.49));
    expect(services.analytics.events).toHaveLength(0);
    act(() => FakeIntersectionObserver.last!.show(0.5));
    expect(services.analytics.events).toEqual([
      { event: 'bannerView', blockType: 'image-banner', blockId: 'edit-tailoring', name: 'Soft tailoring' },
    ]);
  });
});
