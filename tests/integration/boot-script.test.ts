import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/boot.js, run as the browser runs it, over a page whose modules the server turned into `app-module` metas.
const BOOT = readFileSync(resolve('public/boot.js'), 'utf8');
const PRELOADS = 8;

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML =
    '<meta name="app-module" data-entry content="/assets/index.js">' +
    Array.from(
      { length: PRELOADS },
      (_, i) => `<meta name="app-module" content="/assets/chunk-${i}.js">`,
    ).join('');
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

const scripts = () =>
  [...document.head.querySelectorAll('script[type=module]')].map((tag) => tag.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((tag) => tag.getAttribute('href'));

describe('boot.js', () => {
  it('starts the entry once, then its preloads three a task, in the page’s order', () => {
    // jsdom paints nothing: the script falls back to its timer, as a hidden tab does.
    new Function(BOOT)();
    expect(scripts()).toEqual([]);
    // Each timer is one task: what each added.
    const added: string[] = [];
    for (let task = 0; task < 20 && preloads().length < PRELOADS; task++) {
      const before = { scripts: scripts().length, preloads: preloads().length };
      vi.advanceTimersToNextTimer();
      const entry = scripts().length - before.scripts;
      const preloaded = preloads().length - before.preloads;
      if (entry || preloaded) added.push(`${entry} entry, ${preloaded} preloads`);
    }
    expect(added).toEqual([
      '1 entry, 0 preloads',
      '0 entry, 3 preloads',
      '0 entry, 3 preloads',
      '0 entry, 2 preloads',
    ]);
    expect(preloads()).toEqual(Array.from({ length: PRELOADS }, (_, i) => `/assets/chunk-${i}.js`));
    vi.runAllTimers();
    expect(scripts()).toEqual(['/assets/index.js']);
  });

  it('preloads what only a shopper with a bag loads only when the bag’s session is stored', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="app-module" data-if-stored="storefront:api-session" content="/assets/cart.js">',
    );
    new Function(BOOT)();
    vi.runAllTimers();
    expect(preloads()).not.toContain('/assets/cart.js');
    expect(preloads()).toHaveLength(PRELOADS);

    document.head.querySelectorAll('script, link').forEach((tag) => tag.remove());
    localStorage.setItem('storefront:api-session', 'session');
    try {
      new Function(BOOT)();
      vi.runAllTimers();
      expect(preloads()).toContain('/assets/cart.js');
      expect(preloads()).toHaveLength(PRELOADS + 1);
    } finally {
      localStorage.clear();
    }
  });
});
