import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import isPropValid from './is-prop-valid.ts';

// Node's require, not Vite's resolver: the real emotion list, to compare against.
const emotionModule = createRequire(import.meta.url)('@emotion/is-prop-valid') as {
  default: (name: string) => boolean;
};
const emotionIsPropValid = emotionModule.default;

const usedByStorefront = [
  'id',
  'role',
  'href',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'decoding',
  'fetchPriority',
  'srcSet',
  'media',
  'sizes',
  'type',
  'value',
  'checked',
  'disabled',
  'placeholder',
  'name',
  'htmlFor',
  'tabIndex',
  'hidden',
  'lang',
  'dir',
  'title',
  'open',
  'controls',
  'muted',
  'loop',
  'poster',
  'preload',
  'playsInline',
  'autoPlay',
  'rel',
  'target',
  'className',
  'style',
  'children',
  'onClick',
  'onKeyDown',
  'onPointerEnter',
  'aria-label',
  'aria-expanded',
  'aria-controls',
  'aria-current',
  'data-panel',
  'data-kind',
  'fill',
  'd',
  'autoComplete',
  'noValidate',
  'dangerouslySetInnerHTML',
];

describe('isPropValid (stand-in for @emotion/is-prop-valid)', () => {
  it.each(usedByStorefront)('forwards %s, as emotion does', (name) => {
    expect(isPropValid(name)).toBe(true);
    expect(emotionIsPropValid(name)).toBe(true);
  });

  it('is not used for SVG: no styled component wraps an SVG element, so SVG camelCase names are left out', () => {
    const sources = import.meta.glob('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    const styledSvg = Object.entries(sources).filter(([, text]) =>
      /styled\.(svg|path|circle|rect|g|line|polyline|polygon|text|use)\b/.test(text as string),
    );
    expect(styledSvg.map(([file]) => file)).toEqual([]);
    expect(isPropValid('viewBox')).toBe(false);
  });

  it('drops camelCase custom props and forwards lowercase ones, which React then warns about', () => {
    expect(['fooBar', 'isActive', 'itemsToShow'].map(isPropValid)).toEqual([false, false, false]);
    expect(['pointer', 'block'].map(isPropValid)).toEqual([true, true]);
  });
});
