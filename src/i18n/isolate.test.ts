import { describe, expect, it } from 'vitest';
import { isolate } from './isolate.ts';

describe('isolate', () => {
  it('wraps text in a first-strong isolate, and leaves empty text empty', () => {
    expect(isolate('050 123 4567')).toBe('\u2068050 123 4567\u2069');
    expect(isolate('')).toBe('');
  });
});
