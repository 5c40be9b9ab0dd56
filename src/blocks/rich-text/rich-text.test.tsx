import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { RenderBlocks } from '../../renderer/index.ts';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';

function renderHtml(html: unknown, path = '/uk/en') {
  renderBlock({ type: 'rich-text', html }, { path });
  return document.querySelector('[data-block="rich-text"] > div') as HTMLElement;
}

describe('rich-text', () => {
  it('keeps editorial markup', () => {
    renderHtml('<h2>Our story</h2><p>Made <strong>slowly</strong>, <a href="/about-us">read more</a>.</p>');
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('slowly').tagName).toBe('STRONG');
    // A link inside the site is put under the site's path, as every content link is.
    expect(screen.getByRole('link', { name: 'read more' })).toHaveAttribute('href', '/uk/en/about-us');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const root = renderHtml(
      '<p>Hello</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
        '<a href="javascript:alert(1)">click</a><p onclick="steal()">Text</p>',
    );
    const html = root.innerHTML;
    expect(html).toContain('Hello');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(root.querySelector('script, img, [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('picks the text of the shopper language', () => {
    renderHtml({ en: '<p>Welcome</p>', ar: '<p>أهلاً بك</p>' }, '/ae/ar');
    expect(screen.getByText('أهلاً بك')).toBeInTheDocument();
    expect(screen.queryByText('Welcome')).toBeNull();
  });

  it('applies alignment and width', () => {
    const env = createTestEnvironment();
    env.render(
      <RenderBlocks
        blocks={[{ type: 'rich-text', html: '<p>x</p>', align: 'center', width: 'wide' }]}
        pointer="/b"
      />,
    );
    const root = document.querySelector('[data-block="rich-text"] > div');
    expect(root).toHaveAttribute('data-align', 'center');
    expect(root).toHaveAttribute('data-width', 'wide');
  });
});
