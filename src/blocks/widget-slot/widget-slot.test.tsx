import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';
import { ContentFile, RenderBlocks, type WidgetComponent } from '../../renderer/index.ts';

const ProductTray: WidgetComponent = ({ title, settings }) => (
  <section aria-label="tray">
    <h2>{title}</h2>
    <pre data-testid="settings">{JSON.stringify(settings)}</pre>
  </section>
);

const block = {
  type: 'widget-slot',
  widget: 'product-tray',
  title: { en: 'New in', ar: 'وصل حديثًا' },
  settings: { filters: 'collections:new-in', hitsPerPage: 8 },
};

describe('widget-slot', () => {
  it('mounts the registered widget with its localized title and settings', () => {
    renderBlock(block, { widgets: { 'product-tray': ProductTray } });
    expect(screen.getByRole('heading', { name: 'New in' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('settings').textContent!)).toEqual({
      filters: 'collections:new-in',
      hitsPerPage: 8,
    });
  });

  it('passes Arabic titles on ae-ar and empty settings when none are given', () => {
    renderBlock(
      { ...block, settings: undefined },
      { path: '/ae/ar', widgets: { 'product-tray': ProductTray } },
    );
    expect(screen.getByRole('heading', { name: 'وصل حديثًا' })).toBeInTheDocument();
    expect(screen.getByTestId('settings')).toHaveTextContent('{}');
  });

  it('shows a placeholder naming the file and pointer when no widget is registered (preview)', () => {
    createTestEnvironment().render(
      <ContentFile file="uk/data/en/pages/home.json">
        <RenderBlocks blocks={[{ type: 'text-banner', text: 'Before' }, block]} pointer="/blocks" />
      </ContentFile>,
    );
    const placeholder = document.querySelector('[data-broken-block="/blocks/1"]');
    expect(placeholder).toHaveTextContent('product-tray');
    expect(placeholder).toHaveTextContent('uk/data/en/pages/home.json#/blocks/1');
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('renders nothing for a missing widget in production', () => {
    const env = createTestEnvironment();
    env.environment.showPlaceholders = false;
    env.render(<RenderBlocks blocks={[block]} pointer="/blocks" />);
    expect(document.querySelector('[data-broken-block]')).toBeNull();
    expect(document.querySelector('[data-block="widget-slot"]')).toBeEmptyDOMElement();
  });
});
