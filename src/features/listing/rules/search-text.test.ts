import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_LENGTH,
  clampQuery,
  cleanSuggestionText,
  indexFilterValue,
  isSubmittable,
  reachesSuggestionThreshold,
} from './search-text.ts';

describe('clampQuery', () => {
  it('keeps up to 50 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(50);
    expect(clampQuery('red dress')).toBe('red dress');
    expect(clampQuery('x'.repeat(60))).toBe('x'.repeat(50));
  });

  it('never splits a character made of two code units', () => {
    const text = `${'x'.repeat(49)}😀tail`;
    expect(clampQuery(text)).toBe('x'.repeat(49));
  });
});

describe('isSubmittable', () => {
  it('refuses empty and blank queries', () => {
    expect(isSubmittable('')).toBe(false);
    expect(isSubmittable('  \t ')).toBe(false);
    expect(isSubmittable(' coat ')).toBe(true);
  });
});

describe('reachesSuggestionThreshold', () => {
  it('needs a non-empty query of at least the threshold length', () => {
    expect(reachesSuggestionThreshold('')).toBe(false);
    expect(reachesSuggestionThreshold('  ')).toBe(false);
    expect(reachesSuggestionThreshold('a')).toBe(true);
    expect(reachesSuggestionThreshold('ab', 3)).toBe(false);
    expect(reachesSuggestionThreshold(' abc ', 3)).toBe(true);
    expect(reachesSuggestionThreshold('a', 0)).toBe(true);
    expect(reachesSuggestionThreshold('', 0)).toBe(false);
  });
});

describe('cleanSuggestionText', () => {
  it('strips markup, replaces $ % * ! by spaces and collapses whitespace', () => {
    expect(cleanSuggestionText('<em>red</em>  dress')).toBe('red dress');
    expect(cleanSuggestionText('50%off*sale!now$ ')).toBe('50 off sale now');
    expect(cleanSuggestionText(' \n linen\tshirt ')).toBe('linen shirt');
    expect(cleanSuggestionText('<b>فستان</b>!')).toBe('فستان');
  });
});

describe('indexFilterValue', () => {
  it('keeps letters of any script, digits, space, >, -, . and _', () => {
    expect(indexFilterValue('women > clothing-dresses_1.5')).toBe('women > clothing-dresses_1.5');
    expect(indexFilterValue('فساتين ٢٠٢٤')).toBe('فساتين ٢٠٢٤');
    expect(indexFilterValue('ドレス')).toBe('ドレス');
  });

  it('strips everything else', () => {
    expect(indexFilterValue(`a"b\\c:d(e)f,g'h&i/j\tk`)).toBe('abcdefghijk');
    expect(indexFilterValue('T-shirt 👕 £20!')).toBe('T-shirt  20');
  });

  it('keeps combining marks, which some scripts cannot be read without', () => {
    expect(indexFilterValue('कुर्ता')).toBe('कुर्ता');
  });
});
