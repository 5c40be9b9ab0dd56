import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const block = {
  type: 'link-list',
  title: { en: 'Popular now', ar: 'الأكثر رواجًا' },
  layout: 'pills',
  links: [
    { label: { en: 'Dresses', ar: 'فساتين' }, href: '/women/dresses' },
    { label: { en: 'Linen', ar: 'كتان' }, href: '/women/linen' },
    { label: 'Journal', href: 'https://journal.example.com', target: '_blank' },
  ],
};

describe('link-list', () => {
  it('lists links under an h2, inside the site base path', () => {
    renderBlock(block);
    expect(screen.getByRole('heading', { level: 2, name: 'Popular now' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/uk/en/women/dresses',
      '/uk/en/women/linen',
      'https://journal.example.com',
    ]);
    expect(items[2]).toHaveAttribute('target', '_blank');
    expect(items[2]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('[data-layout="pills"]')).not.toBeNull();
  });

  it('speaks Arabic on ae-ar', () => {
    renderBlock(block, { path: '/ae/ar' });
    expect(screen.getByRole('heading', { name: 'الأكثر رواجًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فساتين' })).toHaveAttribute('href', '/ae/ar/women/dresses');
  });

  it('defaults to the inline layout', () => {
    renderBlock({ ...block, layout: undefined });
    expect(document.querySelector('[data-layout="inline"]')).not.toBeNull();
  });
});
