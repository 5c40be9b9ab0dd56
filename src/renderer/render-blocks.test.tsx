import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RecordingAnalytics, RecordingReporter } from '../../tests/helpers/fake-services.ts';
import { blockRegistry } from '../blocks/registry.ts';
import { defineBlock } from './define-block.ts';
import { ContentFile, RendererProvider } from './renderer-context.tsx';
import { RenderBlocks } from './render-blocks.tsx';

import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../i18n/index.ts';

const textBanner = defineBlock({
  type: 'text-banner',
  component: ({ block }) => <p>{typeof block.text === 'string' ? block.text : ''}</p>,
});

const crashing = defineBlock({
  type: 'rich-text',
  component: () => {
    throw new Error('boom');
  },
});

const widgetSlot = defineBlock({
  type: 'widget-slot',
  component: () => <p>Widget</p>,
});

function renderPage(
  blocks: unknown[],
  showPlaceholders: boolean,
  lazyLayoutFrom?: number,
  { asString = false, reportsWhileRendering = false } = {},
) {
  const reporter = new RecordingReporter();
  const i18n = createI18n({ reporter, isProduction: false });
  applyCatalogs(i18n, 'en', defaultCatalog, { language: 'en', catalog: undefined });
  const environment = {
    registry: {
      ...blockRegistry,
      'text-banner': textBanner,
      'rich-text': crashing,
      'widget-slot': widgetSlot,
    },
    widgets: {},
    reporter,
    analytics: new RecordingAnalytics(),
    showPlaceholders,
    reportsWhileRendering,
  };
  const page = (
    <I18nProvider i18n={i18n}>
      <RendererProvider environment={environment}>
        <ContentFile file="uk/data/en/pages/home.json">
          <RenderBlocks blocks={blocks} pointer="/blocks" lazyLayoutFrom={lazyLayoutFrom} />
        </ContentFile>
      </RendererProvider>
    </I18nProvider>
  );
  // The server renders to a string, where effects never run.
  if (asString) renderToString(page);
  else render(page);
  return reporter;
}

const valid = (text: string) => ({ type: 'text-banner', text });

describe('RenderBlocks', () => {
  it('renders registered blocks in order', () => {
    renderPage([valid('First'), valid('Second')], false);
    expect(screen.getAllByText(/First|Second/).map((node) => node.textContent)).toEqual(['First', 'Second']);
  });

  it('lays out blocks from the given index only near the viewport, except widget slots, which watch it', () => {
    renderPage(
      [valid('Hero'), valid('Second'), { type: 'widget-slot', widget: 'email-signup' }, valid('Fourth')],
      false,
      1,
    );
    const layouts = [...document.querySelectorAll('[data-block]')].map((frame) => [
      frame.getAttribute('data-pointer'),
      frame.getAttribute('data-layout'),
    ]);
    expect(layouts).toEqual([
      ['/blocks/0', null],
      ['/blocks/1', 'lazy'],
      ['/blocks/2', null],
      ['/blocks/3', 'lazy'],
    ]);
  });

  it('lays out every block up front unless asked (nested lists, stories)', () => {
    renderPage([valid('First'), valid('Second')], false);
    expect(document.querySelector('[data-layout]')).toBeNull();
  });

  it('reports a broken block while rendering on the server, where no effect runs', () => {
    const broken = [valid('Before'), { type: 'mystery' }, { type: 'text-banner', text: 7 }];
    const onServer = renderPage(broken, false, undefined, { asString: true, reportsWhileRendering: true });
    expect(new Set(onServer.reports.map(({ file, pointer }) => `${file}#${pointer}`))).toEqual(
      new Set(['uk/data/en/pages/home.json#/blocks/1', 'uk/data/en/pages/home.json#/blocks/2/text']),
    );
    // The browser's way, an effect, never runs in a string render.
    expect(renderPage(broken, false, undefined, { asString: true }).reports).toEqual([]);
  });

  it('skips an unknown block, reports its pointer and renders the rest', () => {
    const reporter = renderPage([valid('Before'), { type: 'mystery' }, valid('After')], false);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(document.querySelector('[data-broken-block]')).toBeNull();
    expect(reporter.reports).toContainEqual(
      expect.objectContaining({
        file: 'uk/data/en/pages/home.json',
        pointer: '/blocks/1',
        rule: 'unknown-block',
      }),
    );
  });

  it('skips an invalid block with the pointer of the broken field and shows a placeholder in preview', () => {
    const reporter = renderPage(
      [valid('Before'), { type: 'text-banner', text: 'x', size: 'huge' }, valid('After')],
      true,
    );
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(document.querySelector('[data-broken-block="/blocks/1"]')).not.toBeNull();
    expect(reporter.reports).toContainEqual(
      expect.objectContaining({ pointer: '/blocks/1/size', rule: 'enum' }),
    );
  });

  it('renders every block when two share an id, without React key warnings', () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderPage(
        [{ ...valid('Copied'), id: 'promo' }, { ...valid('Pasted'), id: 'promo' }, valid('Last')],
        false,
      );
      expect(screen.getAllByText(/Copied|Pasted|Last/).map((node) => node.textContent)).toEqual([
        'Copied',
        'Pasted',
        'Last',
      ]);
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });

  it('contains a block that crashes while rendering', () => {
    const reporter = renderPage([{ type: 'rich-text', html: 'x' }, valid('Survivor')], false);
    expect(screen.getByText('Survivor')).toBeInTheDocument();
    expect(reporter.reports).toContainEqual(
      expect.objectContaining({ pointer: '/blocks/0', rule: 'render' }),
    );
  });
});
