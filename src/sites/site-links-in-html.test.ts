import { describe, expect, it } from 'vitest';
import { withSiteLinks } from './site-links-in-html.ts';

const href = (path: string) => `/uk/en${path}`;

describe('site links in rich text', () => {
  it('puts links inside the site under its path', () => {
    expect(withSiteLinks('<p>See <a href="/help/delivery?x=1&amp;y=2#top">delivery</a>.</p>', href)).toBe(
      '<p>See <a href="/uk/en/help/delivery?x=1&amp;y=2#top">delivery</a>.</p>',
    );
    expect(withSiteLinks('<a class="cta" href="/a">A</a><a href="/b">B</a>', href)).toBe(
      '<a class="cta" href="/uk/en/a">A</a><a href="/uk/en/b">B</a>',
    );
  });

  it('keeps other links, other attributes and other elements as written', () => {
    const html =
      '<a href="https://example.com/x">x</a><a href="//cdn.example/y">y</a><a href="#z">z</a>' +
      '<a href="mailto:a@b.c">m</a><img src="/content/media/a.svg" alt=""><a data-href="/no" href="rel">r</a>';
    expect(withSiteLinks(html, href)).toBe(html);
  });
});
