import { describe, expect, it } from 'vitest';
import { extensionOf } from './attachment-rules.ts';

describe('extensionOf', () => {
  it.each([
    ['receipt.PDF', 'pdf'],
    ['photo.final.jpeg', 'jpeg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['trailing.', ''],
    ['.png', 'png'],
  ])('%j has %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});
