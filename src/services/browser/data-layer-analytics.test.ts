import { describe, expect, it } from 'vitest';
import { DataLayerAnalytics } from './data-layer-analytics.ts';

describe('DataLayerAnalytics', () => {
  it('pushes events onto the data layer with every e-mail address masked', () => {
    const target: { dataLayer?: unknown[] } = {};
    new DataLayerAnalytics(target).emit({
      event: 'emailSignup',
      email: 'ana@example.com',
      nested: { note: 'by bo@x.io' },
    });
    expect(target.dataLayer).toEqual([
      { event: 'emailSignup', email: '[email]', nested: { note: 'by [email]' } },
    ]);
  });
});
