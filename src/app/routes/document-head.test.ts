import { describe, expect, it } from 'vitest';
import type { ShellContent } from '../../kernel/stores/index.ts';
import { documentHead } from './document-head.tsx';

const shell = {
  seoData: {
    titleTemplate: '%s | Maison Nord',
    defaults: { title: 'Maison Nord', description: 'Modern wardrobe essentials' },
    routes: { '/checkout/review': { title: 'Check your order' } },
  },
  catalog: { WEB: { PAYMENT: { TITLE: 'الدفع' } } },
  config: { name: 'Maison Nord' },
} as unknown as ShellContent;
const localize = (text: unknown) => (typeof text === 'string' ? text : '');

describe('documentHead', () => {
  it('titles a page by a key of the site’s language file, through the title template', () => {
    expect(
      documentHead(shell, localize, { path: '/checkout/payment', titleKey: 'WEB.PAYMENT.TITLE' }).title,
    ).toBe('الدفع | Maison Nord');
  });

  it('lets seoData name the page first, and falls back to the defaults for a key the file lacks', () => {
    expect(
      documentHead(shell, localize, { path: '/checkout/review', titleKey: 'WEB.PAYMENT.TITLE' }).title,
    ).toBe('Check your order | Maison Nord');
    expect(documentHead(shell, localize, { path: '/complete', titleKey: 'WEB.COMPLETE.TITLE' }).title).toBe(
      'Maison Nord',
    );
  });
});
