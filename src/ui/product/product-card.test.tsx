import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import type { ListingProduct } from '../../kernel/types/index.ts';
import { cardPrice, discountPercent } from './discount.ts';
import { badges, gbp, products } from '../../../tests/helpers/listing-fixtures.ts';
import { ProductCard } from './product-card.tsx';

const [dress, coat, jumper, boots, shirt] = products as [
  ListingProduct,
  ListingProduct,
  ListingProduct,
  ListingProduct,
  ListingProduct,
];

function renderCard(product: ListingProduct, props: { favourite?: boolean; path?: string } = {}) {
  const onToggleFavourite = vi.fn();
  const env = createTestEnvironment({ path: props.path ?? '/uk/en' });
  env.render(
    <ProductCard
      product={product}
      formatter={gbp}
      favourite={props.favourite ?? false}
      onToggleFavourite={onToggleFavourite}
      badges={badges}
    />,
  );
  return { onToggleFavourite, article: screen.getByRole('article') };
}

describe('discount percent', () => {
  it('is rounded at 1 percent or more', () => {
    expect(discountPercent(32000, 22400)).toBe('30');
    expect(discountPercent(10000, 8950)).toBe('11');
    expect(discountPercent(10000, 9900)).toBe('1');
    expect(discountPercent(10000, 9851)).toBe('1');
  });

  it('has two decimals below 1 percent', () => {
    expect(discountPercent(5500, 5480)).toBe('0.36');
    expect(discountPercent(10000, 9950)).toBe('0.50');
  });

  it('is only shown for a real sale with a sale price above 0', () => {
    expect(cardPrice({ list: 5000, sale: 4000 }, true)).toEqual({ current: 4000, was: 5000, percent: '20' });
    expect(cardPrice({ list: 5000, sale: 5000 }, false)).toEqual({ current: 5000 });
    expect(cardPrice({ list: 5000, sale: 0 }, true)).toEqual({ current: 5000 });
    expect(cardPrice({ list: 5000, sale: 4000 }, false)).toEqual({ current: 5000 });
  });
});

describe('ProductCard', () => {
  it('is an article named by its link to the product, inside the site base path', () => {
    const { article } = renderCard(dress);
    const link = screen.getByRole('link', { name: 'Maison Nord Linen wrap midi dress' });
    expect(link).toHaveAttribute('href', '/uk/en/product/linen-wrap-midi-dress/MN100231?color=sage');
    expect(article).toHaveAccessibleName('Maison Nord Linen wrap midi dress');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
  });

  it('shows the sale price, the struck-through list price and the rounded discount', () => {
    const { article } = renderCard(coat);
    expect(article.querySelector('s')).toHaveTextContent('Was £320.00');
    expect(within(article).getByText('-30%')).toBeInTheDocument();
    expect(article).toHaveTextContent('Now £224.00');
  });

  it('shows a discount below 1 percent with two decimals', () => {
    renderCard(shirt);
    expect(screen.getByText('-0.36%')).toBeInTheDocument();
  });

  it('shows one price and no discount when not on sale', () => {
    const { article } = renderCard(dress);
    expect(article.querySelector('s')).toBeNull();
    expect(article).toHaveTextContent('Price £89.00');
    expect(within(article).queryByText(/%/)).toBeNull();
  });

  it('links five colour swatches and counts the rest as +N', () => {
    renderCard(dress);
    const colours = screen.getByRole('list', { name: 'Colours' });
    const links = within(colours).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Sage',
      'Black',
      'Ivory',
      'Navy',
      'Rust',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).toHaveAttribute('href', '/uk/en/product/linen-wrap-midi-dress/MN100231?color=black');
    expect(colours).toHaveTextContent('+2');
    expect(within(colours).getByText('2 more colours')).toBeInTheDocument();
  });

  it('shows no +N with five colours or fewer', () => {
    renderCard(coat);
    expect(within(screen.getByRole('list', { name: 'Colours' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('toggles the favourite heart, announced by aria-pressed', async () => {
    const onToggle = vi.fn();
    function Stateful() {
      const [favourite, setFavourite] = useState(false);
      return (
        <ProductCard
          product={jumper}
          formatter={gbp}
          favourite={favourite}
          onToggleFavourite={() => {
            onToggle();
            setFavourite(!favourite);
          }}
        />
      );
    }
    createTestEnvironment().render(<Stateful />);
    const heart = screen.getByRole('button', { name: 'Save Cashmere crew-neck jumper to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('hints low stock and out of stock', () => {
    renderCard(jumper);
    expect(screen.getByText('Low in stock')).toBeInTheDocument();
    cleanup();
    renderCard(boots);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows badges of the promotions it has a badge for', () => {
    renderCard({ ...coat, promotions: ['winter-sale-30', 'free-delivery'] });
    expect(screen.getByText('Winter Sale')).toBeInTheDocument();
    expect(screen.queryByText('free-delivery')).toBeNull();
  });

  it('renders the highlighted name as markup, and a plain name as text', () => {
    const { article } = renderCard({ ...jumper, highlightedName: '<em>Cashmere</em> crew-neck jumper' });
    expect(article.querySelector('em')).toHaveTextContent('Cashmere');
    cleanup();
    renderCard({ ...jumper, name: 'Jumper <b>bold</b>' });
    expect(screen.getByText('Jumper <b>bold</b>')).toBeInTheDocument();
  });

  it('shows a highlighted name as text with its matches emphasised: a search service may return markup in a name', () => {
    const raw = '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">jumper</a>';
    const { article } = renderCard({ ...jumper, highlightedName: `<em>Cashmere</em> ${raw}` });
    const name = article.querySelector('[data-name]')!;
    expect(name.querySelector('em')).toHaveTextContent('Cashmere');
    expect(name.querySelectorAll('*')).toHaveLength(1);
    expect(name.textContent).toBe(`Cashmere ${raw}`);
    cleanup();
    // The shop's own search endpoint escapes the name: read back, it is the same text.
    renderCard({ ...jumper, highlightedName: '<em>Jumper</em> &lt;b&gt; &amp; &#39;co&#39;' });
    expect(screen.getByRole('article').querySelector('[data-name]')!.textContent).toBe("Jumper <b> & 'co'");
  });

  it('loads its picture lazily in a fixed 3:4 box and fetches the second one on the first mouse hover', () => {
    const { article } = renderCard(dress);
    const main = article.querySelector('img')!;
    expect(main).toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('width', '600');
    expect(main).toHaveAttribute('height', '800');
    expect(article.querySelector('img[data-secondary]')).toBeNull();
    fireEvent.pointerOver(article, { pointerType: 'touch' });
    expect(article.querySelector('img[data-secondary]')).toBeNull();
    fireEvent.pointerOver(article, { pointerType: 'mouse' });
    expect(article.querySelector('img[data-secondary]')).toHaveAttribute('src', dress.secondaryImage);
  });
});
