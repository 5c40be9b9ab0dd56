import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { API_SESSION_KEY, shoppingSessionId } from './shopping-session.ts';

describe('shoppingSessionId', () => {
  it('is the API session’s uuid when the API issued one, without its signature', () => {
    const storage = new MemoryStorage();
    storage.set(API_SESSION_KEY, '3f1c2d4e-0000-4000-8000-000000000000.c2lnbmF0dXJl');
    expect(shoppingSessionId(storage)).toBe('3f1c2d4e-0000-4000-8000-000000000000');
  });

  it('falls back to an id made and kept in this browser', () => {
    const storage = new MemoryStorage();
    const first = shoppingSessionId(storage);
    expect(first).toMatch(/.+/);
    expect(shoppingSessionId(storage)).toBe(first);
  });
});
