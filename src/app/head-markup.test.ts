import { describe, expect, it } from 'vitest';
import { headMarkup } from './head-markup.ts';

const site = { origin: 'https://shop.example', href: (path: string) => `/uk/en${path}`, name: 'Maison Nord' };

describe('head markup', () => {
  it('writes the canonical link and Open Graph tags with absolute addresses inside the site', () => {
    const html = headMarkup(site, {
      title: 'Wool coat | Maison Nord',
      description: 'A coat "for" <winter>',
      extras: {
        canonical: '/product/wool-coat/MN1',
        type: 'product',
        image: '/media/products/MN1/black.svg',
      },
    });
    expect(html).toContain('<link rel="canonical" href="https://shop.example/uk/en/product/wool-coat/MN1">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/media/products/MN1/black.svg">',
    );
    expect(html).toContain(
      '<meta property="og:description" content="A coat &quot;for&quot; &lt;winter&gt;">',
    );
    expect(html).toContain('<meta property="og:site_name" content="Maison Nord">');
  });

  it('keeps structured data a data block that no text can close, with its links made absolute', () => {
    const html = headMarkup(site, {
      title: 't',
      description: '',
      extras: {
        jsonLd: { name: '</script><script>alert(1)</script>', url: '/product/a/B', image: ['/media/b.svg'] },
      },
    });
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      name: '</script><script>alert(1)</script>',
      url: 'https://shop.example/uk/en/product/a/B',
      image: ['https://shop.example/media/b.svg'],
    });
  });

  it('writes nothing for a page without extras', () => {
    expect(headMarkup(site, { title: 't', description: 'd' })).toBe('');
  });
});
