import { describe, expect, it } from 'vitest';
import { injectServerRender } from './index-html.ts';

const template = '<html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';
const page = (files: Record<string, string>) =>
  ({
    kind: 'page',
    status: 200,
    html: '<main></main>',
    lang: 'en-GB',
    dir: 'ltr',
    title: '',
    description: '',
    contentFiles: files,
    apiAnswers: {},
    preloadImages: [],
    headMarkup: '',
    cleanHtml: [],
    modules: [],
  }) as const;
const contentOf = (html: string) =>
  JSON.parse(
    /<script id="server-content" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
  ) as Record<string, string>;

describe('injectServerRender', () => {
  it('sends content files compact, and an operator’s edit of a file on the next page', () => {
    const first = contentOf(injectServerRender(template, page({ 'uk/config.json': '{\n  "a": 1\n}' })));
    expect(first['uk/config.json']).toBe('{"a":1}');
    const edited = contentOf(injectServerRender(template, page({ 'uk/config.json': '{\n  "a": 2\n}' })));
    expect(edited['uk/config.json']).toBe('{"a":2}');
  });

  it('keeps a file that is not valid JSON as written', () => {
    const files = contentOf(injectServerRender(template, page({ 'uk/broken.json': '{ "a": ' })));
    expect(files['uk/broken.json']).toBe('{ "a": ');
  });
});
