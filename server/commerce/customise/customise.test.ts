import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomiseResponse, CustomiseValidationError } from '../../../schemas/api/customise.schema.ts';
import type { ProductResponse } from '../../../schemas/api/product.schema.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { ruleMessage } from './customise-rules.ts';
import { encodeSelection } from './preview-token.ts';

const BAG = 'CUSBAG1';
const NECKLACE = 'CUSNECK1';
const SCARF = 'CUSSCARF1';
const PLAIN = 'CUSPLAIN1';

describe.each(testDatabaseKinds)('product customisation on $name', (kind) => {
  let harness: CommerceHarness;
  let shopper: TestShopper;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertFixtureProducts(harness.db, [
      {
        productId: BAG,
        name: 'Tote Bag',
        colours: ['tan', 'black'],
        sizes: ['one'],
        fulfilment: { 'black-one': 'BACKORDER' },
        customisable: true,
        categories: ['accessories', 'bags', 'bags'],
      },
      {
        productId: NECKLACE,
        name: 'Pendant Necklace',
        colours: ['gold'],
        sizes: ['one'],
        customisable: true,
        categories: ['accessories', 'jewellery', 'necklaces'],
      },
      {
        productId: SCARF,
        name: 'Wool Scarf',
        colours: ['camel'],
        sizes: ['one'],
        customisable: true,
        categories: ['accessories', 'scarves', 'scarves'],
      },
      { productId: PLAIN, colours: ['black'], sizes: ['one'] },
    ]);
    shopper = harness.shopper();
  });
  afterAll(() => harness.close());

  const product = (id: string) => shopper.json<ProductResponse>('GET', `/api/product/s/${id}?lang=en`);
  const customise = (productId: string, selectedOptions: Record<string, unknown>, skuId?: string) =>
    shopper.call('POST', `/atmos/v1/products/${productId}/customise`, {
      selectedOptions,
      skuId: skuId ?? skuOf(BAG, 'tan', 'one'),
    });
  const necklaceSku = skuOf(NECKLACE, 'gold', 'one');
  const scarfSku = skuOf(SCARF, 'camel', 'one');
  const picture = (url: string) => harness.app.inject({ method: 'GET', url });

  it('adds the customisation to the answer of a customisable product only', async () => {
    const bag = await product(BAG);
    expect(bag.customisation).toMatchObject({
      enabled: true,
      excludeSkus: [skuOf(BAG, 'black', 'one')],
      options: [
        { id: 'monogram', type: 'text', rules: { minLength: 1, maxLength: 3, pattern: '^[A-Za-z]+$' } },
        { id: 'foil', type: 'select', defaultValue: 'gold', applyDefault: true },
      ],
      messages: { maxLength: expect.any(String), hexColor: expect.any(String) },
    });
    expect((await product(NECKLACE)).customisation?.options).toEqual([
      expect.objectContaining({
        id: 'engraving',
        type: 'text',
        rules: expect.objectContaining({ maxLength: 12 }),
      }),
    ]);
    expect((await product(SCARF)).customisation?.options.map((option) => [option.id, option.type])).toEqual([
      ['initials', 'text'],
      ['thread', 'hex_color'],
    ]);
    expect(await product(PLAIN)).not.toHaveProperty('customisation');
  });

  it('accepts a valid monogram, normalised, with a preview URL that draws it on the product picture', async () => {
    const response = await customise(BAG, { monogram: 'abc' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<CustomiseResponse>();
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      selectedOptions: { monogram: 'ABC', foil: 'gold' },
      display: {
        inputs: [
          { key: 'monogram', value: 'ABC', keyLabel: 'Monogram', valueLabel: 'ABC' },
          { key: 'foil', value: 'gold', keyLabel: 'Foil', valueLabel: 'Gold' },
        ],
      },
    });
    expect(Object.keys(answer.selectedOptions)).toEqual(['monogram', 'foil']);
    const url = answer.previewImage.full;
    expect(url).toBe(`/media/customised/${BAG}/tan.svg?o=${encodeSelection(answer.selectedOptions)}`);
    expect(answer.previewImage.thumbnail).toBe(url);

    const svg = await picture(url);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toMatch(/public/);
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body).toContain('<title>Tote Bag in tan, personalised with ABC</title>');
    expect(svg.body).toContain('>ABC</text>');
    expect(svg.body).toContain('fill="#c9a227"');
    const again = await harness.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(svg.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('strips emoji and symbols before the rules apply', async () => {
    const scarf = await customise(SCARF, { initials: 'a😀b✨' }, scarfSku);
    expect(scarf.json()).toMatchObject({ selectedOptions: { initials: 'AB', thread: '#1f2a44' } });
    const necklace = await customise(NECKLACE, { engraving: 'Love 💖 you™ 1️⃣' }, necklaceSku);
    expect(necklace.json()).toMatchObject({ selectedOptions: { engraving: 'Love you' } });
    const svg = await picture(necklace.json<CustomiseResponse>().previewImage.full);
    // Small pendants take a long engraving on two lines.
    expect(svg.body).toContain('personalised with Love you</title>');
    expect(svg.body).toMatch(/>Love<\/text>.*>you<\/text>/);
    expect(svg.body).not.toContain('💖');
  });

  it('answers 422 with the option message for a text that is too long', async () => {
    const { customisation } = await product(NECKLACE);
    const engraving = customisation!.options[0]!;
    const response = await customise(NECKLACE, { engraving: 'Thirteen char' }, necklaceSku);
    expect(response.statusCode).toBe(422);
    const body = response.json<CustomiseValidationError>();
    expect(body).toMatchObject({
      status: 422,
      code: 'CUSTOMISATION_INVALID',
      result: 'VALIDATION_ERROR',
      errors: { engraving: [ruleMessage(customisation!.messages, 'maxLength', engraving)] },
      details: [{ pointer: '/body/selectedOptions/engraving' }],
    });
    expect(body.errors.engraving).toEqual(['Engraving takes at most 12 characters']);
  });

  it('refuses a bad colour code and accepts three hex digits', async () => {
    for (const thread of ['zzz', '#12345', '##123', '#1234567']) {
      const response = await customise(SCARF, { initials: 'AL', thread }, scarfSku);
      expect(response.statusCode, thread).toBe(422);
      expect(response.json<CustomiseValidationError>().errors).toEqual({
        thread: ['Thread colour must be a colour code such as #1F2A44'],
      });
    }
    const short = await customise(SCARF, { initials: 'al', thread: 'F0a' }, scarfSku);
    expect(short.statusCode).toBe(200);
    expect(short.json()).toMatchObject({
      selectedOptions: { initials: 'AL', thread: '#ff00aa' },
      display: { inputs: [{ key: 'initials' }, { key: 'thread', value: '#ff00aa', valueLabel: '#FF00AA' }] },
    });
    const svg = await picture(short.json<CustomiseResponse>().previewImage.full);
    expect(svg.body).toContain('fill="#ff00aa"');
    const named = await customise(SCARF, { initials: 'AL', thread: '#B3262E' }, scarfSku);
    expect(named.json<CustomiseResponse>().display.inputs[1]).toMatchObject({ valueLabel: 'Red' });
  });

  it('reports every broken option at once, and a missing required text', async () => {
    const response = await customise(SCARF, { initials: '😀', thread: 'red' }, scarfSku);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<CustomiseValidationError>().errors)).toEqual(['initials', 'thread']);
    const foil = await customise(BAG, { monogram: 'AB', foil: 'copper' });
    expect(foil.json<CustomiseValidationError>().errors).toEqual({ foil: ['Choose a Foil from the list'] });
  });

  it('refuses skus of other products, skus left plain and unknown options', async () => {
    const other = await customise(BAG, { monogram: 'AB' }, skuOf(PLAIN, 'black', 'one'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND' });
    const excluded = await customise(BAG, { monogram: 'AB' }, skuOf(BAG, 'black', 'one'));
    expect(excluded.statusCode).toBe(400);
    expect(excluded.json()).toMatchObject({ code: 'BAD_REQUEST', details: [{ pointer: '/body/skuId' }] });
    const unknown = await customise(BAG, { monogram: 'AB', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ pointer: '/body/selectedOptions/colour' }] });
  });

  it('answers 404 PRODUCT_NOT_FOUND for plain, unknown and malformed products', async () => {
    for (const id of [PLAIN, 'NOPE1', '%3Cscript%3E']) {
      const response = await customise(id, { monogram: 'AB' }, skuOf(PLAIN, 'black', 'one'));
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', result: 'NOT_FOUND' });
    }
  });

  it('caps the request before any rule: value length, option count and types', async () => {
    const tooLong = await customise(BAG, { monogram: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`o${i}`, 'a']));
    expect((await customise(BAG, many)).statusCode).toBe(400);
    expect((await customise(BAG, { monogram: 12 })).statusCode).toBe(400);
    const noSku = await shopper.call('POST', `/atmos/v1/products/${BAG}/customise`, { selectedOptions: {} });
    expect(noSku.statusCode).toBe(400);
  });

  it('never draws markup: text is stripped and escaped, and a forged preview URL is refused', async () => {
    const script = await customise(NECKLACE, { engraving: '<script>' }, necklaceSku);
    expect(script.statusCode).toBe(200);
    expect(script.json()).toMatchObject({ selectedOptions: { engraving: 'script' } });
    const quoted = await customise(NECKLACE, { engraving: `<b>&'x"` }, necklaceSku);
    const { previewImage } = quoted.json<CustomiseResponse>();
    const svg = (await picture(previewImage.full)).body;
    expect(svg).toContain('>b&amp;&apos;x</text>');
    expect(svg).not.toMatch(/<script|<b>/);

    const forged = async (productId: string, colour: string, selection: Record<string, string>) =>
      picture(`/media/customised/${productId}/${colour}.svg?o=${encodeSelection(selection)}`);
    const forgedScript = await forged(NECKLACE, 'gold', { engraving: '<script>alert(1)</script>' });
    expect(forgedScript.statusCode).toBe(400);
    expect(forgedScript.headers['content-type']).toMatch(/json/);
    expect(forgedScript.body).not.toContain('<script');
    // Only the normalised form is drawn, so one choice has one URL.
    expect((await forged(BAG, 'tan', { monogram: 'abc', foil: 'gold' })).statusCode).toBe(400);
    expect((await forged(BAG, 'tan', { foil: 'gold', monogram: 'ABC' })).statusCode).toBe(400);
    expect((await forged(BAG, 'tan', { monogram: 'ABCD', foil: 'gold' })).statusCode).toBe(400);
    expect((await forged(BAG, 'tan', { monogram: 'ABC', foil: 'gold' })).statusCode).toBe(200);
    expect((await forged(BAG, 'red', { monogram: 'ABC', foil: 'gold' })).statusCode).toBe(404);
    expect((await forged(PLAIN, 'black', { monogram: 'ABC', foil: 'gold' })).statusCode).toBe(404);
    expect((await picture(`/media/customised/${BAG}/tan.svg`)).statusCode).toBe(400);
    expect((await picture(`/media/customised/${BAG}/tan.svg?o=%%%`)).statusCode).toBe(400);
    expect((await picture(`/media/customised/${BAG}/tan.svg?o=${'A'.repeat(5000)}`)).statusCode).toBe(400);
  });

  it('works without a session for the site of the subfolder header, behind the API credentials', async () => {
    const url = `/atmos/v1/products/${BAG}/customise?siteTag=${SITE_TAG}`;
    const payload = { selectedOptions: { monogram: 'AB' }, skuId: skuOf(BAG, 'tan', 'one') };
    const anonymous = await harness.app.inject({
      method: 'POST',
      url,
      headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'us' },
      payload,
    });
    expect(anonymous.statusCode).toBe(200);
    const noCredentials = await harness.app.inject({ method: 'POST', url, payload });
    expect(noCredentials.statusCode).toBe(401);
  });

  it('publishes the call in the OpenAPI document', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toContain('/atmos/v1/products/{productId}/customise');
  });
});
