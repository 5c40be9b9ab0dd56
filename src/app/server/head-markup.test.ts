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

  it('tells crawlers to leave a private page out of the index, keeping its canonical', () => {
    const html = headMarkup(site, { title: 'Bag', description: '', path: '/checkout', noindex: true });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/uk/en/checkout">');
    expect(headMarkup(site, { title: 'Coats', description: '', path: '/women' })).not.toContain('robots');
  });

  it('writes nothing for a page without extras', () => {
    expect(headMarkup(site, { title: 't', description: 'd' })).toBe('');
  });
});

describe('canonical link and language alternates', () => {
  const inLanguage = (language: string) => (path: string) => `/ae/${language}${path}`;
  const bilingual = {
    ...site,
    href: inLanguage('ar'),
    alternates: [
      { hreflang: 'en-AE', href: inLanguage('en') },
      { hreflang: 'ar-AE', href: inLanguage('ar') },
      { hreflang: 'x-default', href: inLanguage('en') },
    ],
  };

  it('gives a page without extras its own path as canonical, with the page in each language', () => {
    const html = headMarkup(bilingual, { title: 't', description: '', path: '/women/dresses' });
    expect(html).toContain('<link rel="canonical" href="https://shop.example/ae/ar/women/dresses">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en-AE" href="https://shop.example/ae/en/women/dresses">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/ae/en/women/dresses">',
    );
  });

  it("follows a route's canonical in the alternates, and writes none for a site of one language", () => {
    const html = headMarkup(bilingual, {
      title: 't',
      description: '',
      path: '/product/coat',
      extras: { canonical: '/product/coat/MN1' },
    });
    expect(html).toContain('hreflang="en-AE" href="https://shop.example/ae/en/product/coat/MN1"');
    const single = headMarkup(
      {
        ...site,
        alternates: [
          { hreflang: 'en-GB', href: site.href },
          { hreflang: 'x-default', href: site.href },
        ],
      },
      { title: 't', description: '', path: '/women' },
    );
    expect(single).toBe('<link rel="canonical" href="https://shop.example/uk/en/women">');
  });

  it('writes nothing for a page with neither path nor extras (a page not found)', () => {
    expect(headMarkup(bilingual, { title: 't', description: '' })).toBe('');
  });
});
