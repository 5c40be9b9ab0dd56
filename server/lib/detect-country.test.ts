import { describe, expect, it } from 'vitest';
import { detectCountry, toCountryCode } from './detect-country.ts';

describe('toCountryCode', () => {
  it('accepts exactly the 249 assigned ISO 3166 alpha-2 codes, in any case', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const accepted = [...letters].flatMap((a) => [...letters].filter((b) => toCountryCode(a + b)));
    expect(accepted).toHaveLength(249);
    expect(toCountryCode(' ae ')).toBe('AE');
  });

  it('refuses CDN placeholders and anything that is not a country', () => {
    for (const value of ['XX', 'T1', 'ZZ', 'XK', 'EU', 'UK', 'A', 'GBR', '', undefined])
      expect(toCountryCode(value), String(value)).toBeUndefined();
  });
});

describe('detectCountry', () => {
  it('takes the first CDN header holding a country, in order, upper-cased', () => {
    expect(detectCountry({ 'cf-ipcountry': 'ae', 'cloudfront-viewer-country': 'US' })).toBe('AE');
    expect(detectCountry({ 'x-country-code': 'jp', 'x-vercel-ip-country': 'GB' })).toBe('GB');
    expect(detectCountry({ 'x-appengine-country': ['fr', 'de'] })).toBe('FR');
  });

  it('skips unknown and Tor placeholders, and never guesses from the browser language', () => {
    expect(detectCountry({ 'cf-ipcountry': 'XX', 'x-country-code': 'us' })).toBe('US');
    expect(detectCountry({ 'cf-ipcountry': 'T1', 'accept-language': 'en-GB,en;q=0.9' })).toBeNull();
    expect(detectCountry({ 'cloudfront-viewer-country': 'ZZ', 'accept-language': 'ar' })).toBeNull();
    expect(detectCountry({})).toBeNull();
  });
});
