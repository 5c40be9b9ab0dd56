import { describe, expect, it } from 'vitest';
import { DataLayerAnalytics, maskEmails } from './data-layer-analytics.ts';

describe('DataLayerAnalytics', () => {
  it('pushes events onto the data layer with every e-mail address masked', () => {
    const target: { dataLayer?: unknown[] } = {};
    const analytics = new DataLayerAnalytics(target);
    analytics.emit({ event: 'emailSignup', email: 'ana@example.com' });
    analytics.emit({ event: 'emptySearch', query: 'order for bo@x.io', path: '/uk/en/search' });
    expect(target.dataLayer).toEqual([
      { event: 'emailSignup', email: '[email]' },
      { event: 'emptySearch', query: 'order for [email]', path: '/uk/en/search' },
    ]);
  });

  it('masks addresses at any depth', () => {
    expect(maskEmails({ a: ['x ana@example.com'], b: { c: 'bo@x.io' }, n: 3 })).toEqual({
      a: ['x [email]'],
      b: { c: '[email]' },
      n: 3,
    });
  });
});
