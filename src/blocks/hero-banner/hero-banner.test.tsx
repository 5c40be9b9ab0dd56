import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  uninstallFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const hero = {
  type: 'hero-banner',
  id: 'hero-ss26',
  eyebrow: { en: 'New season', ar: 'موسم جديد' },
  title: { en: 'The linen edit', ar: 'مختارات الكتان' },
  subtitle: 'Light layers for long days.',
  image: {
    src: '/content/media/hero.jpg',
    mobileSrc: '/content/media/hero-mobile.jpg',
    alt: { en: 'A woman in a linen dress', ar: 'امرأة ترتدي فستانًا من الكتان' },
    width: 2400,
    height: 1200,
    focalPoint: '40% 30%',
  },
  ctas: [
    { label: { en: 'Shop women', ar: 'تسوقي للنساء' }, href: '/women/new-in' },
    { label: 'Lookbook', href: 'https://lookbook.example.com/ss26' },
  ],
  overlay: 0.3,
};

const renderHero = (path = '/uk/en', block: unknown = hero) => renderBlock(block, { path });

beforeEach(installFakeIntersectionObserver);
afterEach(uninstallFakeIntersectionObserver);

describe('hero-banner', () => {
  it('renders an eyebrow paragraph and an h2 title (the page owns the h1)', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 2, name: 'The linen edit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('New season').tagName).toBe('P');
    expect(screen.getByText('Light layers for long days.')).toBeInTheDocument();
  });

  it('links calls to action inside the site base path and opens external ones safely', () => {
    renderHero();
    expect(screen.getByRole('link', { name: 'Shop women' })).toHaveAttribute('href', '/uk/en/women/new-in');
    const external = screen.getByRole('link', { name: 'Lookbook' });
    expect(external).toHaveAttribute('href', 'https://lookbook.example.com/ss26');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads its image eagerly with high priority, sized, with a mobile source and focal point', () => {
    renderHero();
    const img = screen.getByRole('img', { name: 'A woman in a linen dress' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1200');
    expect(img.style.objectPosition).toBe('40% 30%');
    const source = img.parentElement?.querySelector('source');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source).toHaveAttribute('srcset', '/content/media/hero-mobile.jpg');
  });

  it('shows Arabic text and Arabic-site links on ae-ar', () => {
    renderHero('/ae/ar');
    expect(screen.getByRole('heading', { level: 2, name: 'مختارات الكتان' })).toBeInTheDocument();
    expect(screen.getByText('موسم جديد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسوقي للنساء' })).toHaveAttribute('href', '/ae/ar/women/new-in');
    expect(screen.getByRole('img', { name: 'امرأة ترتدي فستانًا من الكتان' })).toBeInTheDocument();
  });

  it('applies the editor overlay to the scrim', () => {
    renderHero();
    const root = document.querySelector<HTMLElement>('[data-block="hero-banner"] > section');
    expect(root?.style.getPropertyValue('--overlay')).toBe('0.3');
  });

  it('reports one banner view, only once at least half of it is visible', () => {
    const { services } = renderHero();
    const observer = FakeIntersectionObserver.last!;
    expect(observer.targets[0]).toBe(document.querySelector('[data-block="hero-banner"] > section'));
    act(() => observer.show(0.3));
    expect(services.analytics.events).toEqual([]);
    act(() => observer.show(0.5));
    act(() => observer.show(0.9));
    expect(services.analytics.events).toEqual([
      { event: 'bannerView', blockType: 'hero-banner', blockId: 'hero-ss26', name: 'The linen edit' },
    ]);
  });

  it('is replaced by a placeholder when its content breaks the schema', () => {
    const { services } = renderHero('/uk/en', { ...hero, overlay: 2 });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(document.querySelector('[data-broken-block="/blocks/0"]')).not.toBeNull();
    expect(services.reporter.reports[0]).toMatchObject({ pointer: '/blocks/0/overlay' });
  });
});
