import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const block = {
  type: 'responsive-image',
  image: {
    src: '/content/media/campaign-wide.jpg',
    mobileSrc: '/content/media/campaign-tall.jpg',
    alt: { en: 'Model on a beach', ja: '浜辺のモデル' },
    width: 2000,
    height: 800,
    focalPoint: '50% 20%',
  },
  href: '/campaign/summer',
  caption: { en: 'Photographed in Lisbon', ja: 'リスボンにて撮影' },
};

describe('responsive-image', () => {
  it('renders a lazy, sized picture with a mobile source, a caption and a site link', () => {
    renderBlock(block);
    const img = screen.getByRole('img', { name: 'Model on a beach' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '800');
    expect(img.style.objectPosition).toBe('50% 20%');
    expect(img.closest('picture')?.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
    expect(img.closest('a')).toHaveAttribute('href', '/uk/en/campaign/summer');
    expect(img.closest('figure')?.querySelector('figcaption')).toHaveTextContent('Photographed in Lisbon');
  });

  it('uses the Japanese site base path and text on jp', () => {
    renderBlock(block, { path: '/ja-jp' });
    const img = screen.getByRole('img', { name: '浜辺のモデル' });
    expect(img.closest('a')).toHaveAttribute('href', '/ja-jp/campaign/summer');
    expect(screen.getByText('リスボンにて撮影')).toBeInTheDocument();
  });

  it('renders without a link when none is given', () => {
    renderBlock({ ...block, href: undefined });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
