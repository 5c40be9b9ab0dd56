import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

const rich = (html: string) => ({ type: 'rich-text', html });
const block = {
  type: 'accordion',
  title: 'Delivery and returns',
  items: [
    { heading: 'Delivery', open: true, blocks: [rich('<p>Free over £50.</p>')] },
    { heading: 'Returns', blocks: [rich('<p>Free within 30 days.</p>')] },
    { heading: 'Gift wrap', open: true, blocks: [{ type: 'rich-text' }] },
  ],
};

const renderAccordion = (content: unknown = block) => renderBlock(content);

const trigger = (name: string) => screen.getByRole('button', { name });

describe('accordion', () => {
  it('uses buttons inside headings with aria-expanded and aria-controls', () => {
    renderAccordion();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery and returns' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const delivery = trigger('Delivery');
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(delivery.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('Free over £50.');
    expect(panel).toBeVisible();
  });

  it('opens only the first item marked open when one item at a time is allowed', () => {
    renderAccordion();
    expect(trigger('Gift wrap')).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles items, closing the others unless several may be open', () => {
    renderAccordion();
    fireEvent.click(trigger('Returns'));
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Delivery')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Free within 30 days.')).toBeVisible();
    expect(screen.queryByText('Free over £50.')).toBeNull();
    const returnsPanel = document.getElementById(trigger('Returns').getAttribute('aria-controls')!);
    fireEvent.click(trigger('Returns'));
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'false');
    expect(returnsPanel).not.toBeVisible();
  });

  it('keeps several items open with allowMultiple', () => {
    renderAccordion({ ...block, allowMultiple: true, items: block.items.slice(0, 2) });
    fireEvent.click(trigger('Returns'));
    expect(trigger('Delivery')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses h2 for item headings when the accordion has no title', () => {
    renderAccordion({ ...block, title: undefined });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('renders item blocks with their pointers, so a broken child names its place', () => {
    const { services } = renderAccordion({ ...block, allowMultiple: true });
    expect(document.querySelector('[data-broken-block="/blocks/0/items/2/blocks/0"]')).not.toBeNull();
    expect(services.reporter.reports[0]).toMatchObject({ pointer: '/blocks/0/items/2/blocks/0/html' });
  });
});
