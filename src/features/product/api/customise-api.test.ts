import { describe, expect, it } from 'vitest';
import type { ApiSite } from '../../../kernel/api/api-client.ts';
import { HttpCustomiseService } from './customise-api.ts';

const uk: ApiSite = {
  siteTag: 'storefront-demo',
  sitePublicId: 'maison-nord-uk',
  countryFolder: 'uk',
  language: 'en',
};

/** The service over a fetch that gives one answer (or fails), recording what was sent. */
function answering(answer: { status: number; body: unknown } | Error, site: ApiSite = uk) {
  const sent: { url: string; init: RequestInit }[] = [];
  const service = new HttpCustomiseService(
    () => Promise.resolve(site),
    async (url, init = {}) => {
      sent.push({ url: String(url), init });
      if (answer instanceof Error) throw answer;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(text, { status: answer.status });
    },
  );
  return { service, sent };
}

const request = { selectedOptions: { monogram: 'abc' }, skuId: 'MN100001-tan-one' };

describe('HttpCustomiseService', () => {
  it('posts the choice without a session: site tag, Basic credentials, subfolder header, no cookie', async () => {
    const { service, sent } = answering({ status: 422, body: { errors: {} } });
    await service.customise('MN/1', request);
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [(typeof sent)[0]];
    expect(url).toBe('/atmos/v1/products/MN%2F1/customise?siteTag=storefront-demo');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toEqual({
      authorization: `Basic ${btoa('storefront:public')}`,
      accept: 'application/json',
      'content-type': 'application/json',
      'x-subfolder': 'uk',
    });
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it('sends no subfolder header for a site without a country folder', async () => {
    const { service, sent } = answering({ status: 500, body: {} }, { ...uk, countryFolder: '' });
    await service.customise('MN1', request);
    expect(sent[0]!.init.headers).not.toHaveProperty('x-subfolder');
  });

  it('reshapes an acceptance: normalised values, how they read, the full preview picture', async () => {
    const { service } = answering({
      status: 200,
      body: {
        status: 'SUCCESS',
        selectedOptions: { monogram: 'ABC', foil: 'gold' },
        display: { inputs: [{ key: 'monogram', value: 'ABC', keyLabel: 'Monogram', valueLabel: 'ABC' }] },
        previewImage: {
          thumbnail: '/media/customised/MN1/tan.svg?o=x',
          full: '/media/customised/MN1/tan.svg?o=x',
        },
      },
    });
    expect(await service.customise('MN1', request)).toEqual({
      ok: true,
      selectedOptions: { monogram: 'ABC', foil: 'gold' },
      display: [{ key: 'monogram', value: 'ABC', keyLabel: 'Monogram', valueLabel: 'ABC' }],
      previewImage: '/media/customised/MN1/tan.svg?o=x',
    });
  });

  it('gives the messages per option of a refusal', async () => {
    const { service } = answering({
      status: 422,
      body: {
        status: 422,
        code: 'CUSTOMISATION_INVALID',
        message: 'The personalisation breaks the rules of this product',
        result: 'VALIDATION_ERROR',
        errors: { monogram: ['Monogram takes at most 3 characters'] },
      },
    });
    expect(await service.customise('MN1', request)).toEqual({
      ok: false,
      errors: { monogram: ['Monogram takes at most 3 characters'] },
    });
  });

  it('fails on a network error, any other status, or an answer it cannot read', async () => {
    const failed = { ok: false, failed: true };
    expect(await answering(new TypeError('offline')).service.customise('MN1', request)).toEqual(failed);
    expect(
      await answering({ status: 400, body: { code: 'BAD_REQUEST' } }).service.customise('MN1', request),
    ).toEqual(failed);
    expect(
      await answering({ status: 404, body: { code: 'PRODUCT_NOT_FOUND' } }).service.customise('MN1', request),
    ).toEqual(failed);
    expect(
      await answering({ status: 200, body: '<html>proxy</html>' }).service.customise('MN1', request),
    ).toEqual(failed);
    expect(
      await answering({ status: 422, body: { errors: { monogram: [3] } } }).service.customise('MN1', request),
    ).toEqual(failed);
  });

  it('fails when the site cannot be worked out', async () => {
    const service = new HttpCustomiseService(
      () => Promise.reject(new Error('no site')),
      () => Promise.reject(new Error('not called')),
    );
    expect(await service.customise('MN1', request)).toEqual({ ok: false, failed: true });
  });
});
