import { describe, expect, it } from 'vitest';
import { cleanHtmlOf } from './clean-html.ts';

describe('cleanHtmlOf', () => {
  it('vouches only for HTML the sanitiser leaves exactly as it is, in every language of a text', () => {
    const files = {
      'uk/data/en/pages/a.json': JSON.stringify({
        blocks: [
          { type: 'rich-text', html: '<p>Free <strong>returns</strong></p>' },
          { type: 'rich-text', html: '<p>Hi<img src="x" onerror="alert(1)"></p>' },
          { type: 'rich-text', html: { en: '<p>One</p>', ar: '<p>واحد</p>' } },
          { type: 'rich-text', html: '<a href="javascript:alert(1)">x</a>' },
          { title: 'no markup here' },
        ],
      }),
      'uk/broken.json': '{ "html": "<p>half',
    };
    expect(cleanHtmlOf(files).sort()).toEqual([
      '<p>Free <strong>returns</strong></p>',
      '<p>One</p>',
      '<p>واحد</p>',
    ]);
  });
});
