import { describe, expect, it } from 'vitest';
import type { CustomisationOption } from '../../../schemas/api/customise.schema.ts';
import { CUSTOMISATION_MESSAGES, productCustomisation, profileOf } from './customisation-options.ts';
import { composePreview, personalisationOverlay } from './customise-preview.ts';
import { normaliseHex, normaliseText } from '../../../shared/customisation-text.ts';
import { checkSelection, displayInputs, ruleMessage } from './customise-rules.ts';
import { decodeSelection, encodeSelection, previewPath } from './preview-token.ts';

const bag = profileOf(['accessories', 'bags', 'bags']);
const necklace = profileOf(['accessories', 'jewellery', 'necklaces']);
const scarf = profileOf(['accessories', 'scarves', 'scarves']);
const check = (profile: typeof bag, sent: Record<string, string>) =>
  checkSelection({ options: profile.options, messages: CUSTOMISATION_MESSAGES }, sent);

describe('text normalisation', () => {
  it.each([
    ['a😀b', 'ab'],
    ['👩‍👩‍👧 Mum', 'Mum'],
    ['🇬🇧 UK', 'UK'],
    ['👍🏽ok', 'ok'],
    ['1️⃣ 2', '2'],
    ['❤️ you', 'you'],
    ['A™ © ® € $ < > = + ! ? " B', 'A B'],
    ['Rock’n’roll', "Rock'n'roll"],
    ['  two\t\nwords  ', 'two words'],
    ['Cafe\u0301', 'Café'],
    ['M&S, est. 1884 - Leeds', 'M&S, est. 1884 - Leeds'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['日本', '日本'],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseText(raw)).toBe(expected);
  });

  it('upper-cases after stripping when the option says so', () => {
    expect(normaliseText('a😀b', true)).toBe('AB');
  });
});

describe('colour codes', () => {
  it.each([
    ['#1F2A44', '#1f2a44'],
    ['1f2a44', '#1f2a44'],
    ['#f0a', '#ff00aa'],
    ['F0A', '#ff00aa'],
    [' #abc ', '#aabbcc'],
  ])('accepts %j as %j', (raw, expected) => expect(normaliseHex(raw)).toBe(expected));

  it.each(['', '#', '#12', '#1234', '#12345', '#1234567', '##123', 'red', '#ggg', '#12 345'])(
    'refuses %j',
    (raw) => expect(normaliseHex(raw)).toBeUndefined(),
  );
});

describe('checking a choice', () => {
  it('applies defaults, normalises and keeps the option order', () => {
    const result = check(scarf, { thread: '', initials: 'jd' });
    expect(result).toEqual({ selected: { initials: 'JD', thread: '#1f2a44' }, errors: {}, unknown: [] });
    expect(Object.keys(result.selected)).toEqual(['initials', 'thread']);
  });

  it('names every broken rule with the option message', () => {
    expect(check(bag, { monogram: 'ab1d', foil: 'copper' }).errors).toEqual({
      monogram: ['Monogram takes at most 3 characters', 'Monogram has characters we cannot use'],
      foil: ['Choose a Foil from the list'],
    });
    expect(check(bag, {}).errors).toEqual({ monogram: ['Enter your Monogram'] });
    expect(check(necklace, { engraving: '🙂' }).errors).toEqual({ engraving: ['Enter your Engraving'] });
    expect(check(necklace, { engraving: 'Ωmega' }).errors).toEqual({
      engraving: ['Engraving has characters we cannot use'],
    });
    expect(check(necklace, { engraving: 'Zoë & Léa' }).selected).toEqual({ engraving: 'Zoë & Léa' });
  });

  it('reports ids that are not options, including ones shaped like prototype keys', () => {
    const sent = JSON.parse('{"monogram":"AB","__proto__":"x","colour":"red"}') as Record<string, string>;
    expect(check(bag, sent).unknown).toEqual(['__proto__', 'colour']);
  });

  it('fills message placeholders from the option', () => {
    const option: CustomisationOption = {
      id: 'x',
      type: 'text',
      label: 'Name',
      rules: { minLength: 2, maxLength: 9 },
    };
    expect(ruleMessage(CUSTOMISATION_MESSAGES, 'minLength', option)).toBe('Name needs at least 2 characters');
    expect(ruleMessage(CUSTOMISATION_MESSAGES, 'maxLength', option)).toBe('Name takes at most 9 characters');
  });

  it('labels values for the cart line', () => {
    expect(displayInputs(scarf.options, { initials: 'JD', thread: '#b3262e' })).toEqual([
      { key: 'initials', value: 'JD', keyLabel: 'Initials', valueLabel: 'JD' },
      { key: 'thread', value: '#b3262e', keyLabel: 'Thread colour', valueLabel: 'Red' },
    ]);
  });
});

describe('the product field', () => {
  it('is absent for a plain product and lists skus sold ahead of stock as excluded', () => {
    const skus = [
      { sku: 'A-1', fulfilment: 'STOCK' },
      { sku: 'A-2', fulfilment: 'PREORDER' },
      { sku: 'A-3', fulfilment: 'BACKORDER' },
    ];
    expect(productCustomisation({ customisable: false, categories: ['bags'], skus })).toBeUndefined();
    expect(productCustomisation({ customisable: true, categories: ['bags'], skus })).toMatchObject({
      enabled: true,
      excludeSkus: ['A-2', 'A-3'],
      options: [{ id: 'monogram' }, { id: 'foil' }],
    });
  });

  it('picks the craft from the most specific category, embroidery otherwise', () => {
    expect(profileOf(['accessories', 'wallets', 'wallets']).craft).toBe('monogram');
    expect(profileOf(['accessories', 'jewellery', 'earrings']).craft).toBe('engraving');
    expect(profileOf(['women', 'knitwear', 'jumpers']).craft).toBe('embroidery');
    expect(profileOf([]).craft).toBe('embroidery');
  });
});

describe('preview tokens and pictures', () => {
  it('round-trips a choice and refuses anything else', () => {
    const token = encodeSelection({ monogram: 'ABC', foil: 'gold' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSelection(token)).toEqual({ monogram: 'ABC', foil: 'gold' });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      '',
      'not+base64',
      Buffer.from('{nope').toString('base64url'),
      encode(['a']),
      encode('a'),
      encode(null),
      encode({ a: 1 }),
      encode(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']))),
      'A'.repeat(601),
    ])
      expect(decodeSelection(bad), bad.slice(0, 20)).toBeUndefined();
    expect(previewPath('MN1', 'navy', { monogram: 'A' })).toBe(
      `/media/customised/MN1/navy.svg?o=${encodeSelection({ monogram: 'A' })}`,
    );
  });

  it('draws escaped text in the chosen colour, last in the picture', () => {
    const overlay = personalisationOverlay(scarf, ['scarves'], { initials: "A&'", thread: '#b3262e' });
    expect(overlay).toContain('fill="#b3262e"');
    expect(overlay).toContain('>A&amp;&apos;</text>');
    expect(composePreview('<svg><rect/></svg>', overlay)).toBe(`<svg><rect/>${overlay}</svg>`);
    expect(personalisationOverlay(bag, ['bags'], { monogram: '', foil: 'gold' })).toBe('');
  });

  it('puts a long engraving on two lines of a pendant', () => {
    const overlay = personalisationOverlay(necklace, ['necklaces'], { engraving: 'Forever yours' });
    expect(overlay.match(/>Forever<\/text>/g)).toHaveLength(2);
    expect(overlay).toContain('>yours</text>');
  });
});

// The shared check leaves a pattern its engine cannot compile to the other side, so the API's own must compile.
describe('the API’s patterns', () => {
  it('all compile, so the API judges every pattern it offers', () => {
    for (const profile of [bag, necklace, scarf])
      for (const option of profile.options)
        if (option.rules.pattern !== undefined)
          expect(() => new RegExp(option.rules.pattern!, 'u')).not.toThrow();
  });
});
