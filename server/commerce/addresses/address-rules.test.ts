import { describe, expect, it } from 'vitest';
import {
  addressRulesFor,
  territoryOf,
  validateAddress,
  type AddressInput,
  type AddressRules,
} from '../../../shared/address-rules.ts';
import { UK_HOME_ADDRESS } from '../../test-support/address-fixture.ts';

const rules = (country: string, type: 'DELIVERY' | 'BILLING' = 'DELIVERY') =>
  addressRulesFor(country, type, { shipsTo: ['GB', 'US', 'AE', 'JP'] }) as AddressRules;

const uk: AddressInput = UK_HOME_ADDRESS;

const rulesBroken = (address: AddressInput, country: string, type?: 'DELIVERY' | 'BILLING') =>
  validateAddress(address, rules(country, type)).map((error) => `${error.pointer} ${error.rule}`);

describe('address rules', () => {
  it('accepts real UK postcodes in any case and spacing, and refuses impossible ones', () => {
    for (const postcode of [
      'SW1A 1AA',
      'sw1a1aa',
      'EC1A 1BB',
      'W1A 0AX',
      'M1 1AE',
      'B33 8TH',
      'BT1 1AA',
      'GIR 0AA',
    ])
      expect(rulesBroken({ ...uk, postcode }, 'GB')).toEqual([]);
    for (const postcode of ['Q1 1AA', 'SW1A 1CI', '12345', 'SW1A', 'SW1A 1AA X', 'V1 1AA'])
      expect(rulesBroken({ ...uk, postcode }, 'GB')).toEqual(['/postcode pattern']);
  });

  it('names every missing required field, with the phone optional for billing only', () => {
    expect(rulesBroken({ countryCode: 'GB' }, 'GB')).toEqual([
      '/firstName required',
      '/lastName required',
      '/addressLine1 required',
      '/city required',
      '/postcode required',
      '/phoneNumber required',
    ]);
    expect(rulesBroken({ ...uk, phoneNumber: '' }, 'GB', 'BILLING')).toEqual([]);
    expect(rulesBroken({ ...uk, firstName: '   ' }, 'GB')).toEqual(['/firstName required']);
  });

  it('checks US states against the list and ZIP or ZIP+4', () => {
    const us = { ...uk, countryCode: 'US', region: 'NY', postcode: '10001', phoneNumber: '(212) 555-0148' };
    expect(rulesBroken(us, 'US')).toEqual([]);
    expect(rulesBroken({ ...us, region: 'ny', postcode: '10001-1234' }, 'US')).toEqual([]);
    expect(rulesBroken({ ...us, region: undefined }, 'US')).toEqual(['/region required']);
    expect(rulesBroken({ ...us, region: 'New York', postcode: '1000' }, 'US')).toEqual([
      '/postcode pattern',
      '/region enum',
    ]);
    expect(rulesBroken({ ...us, phoneNumber: '555-0148' }, 'US')).toEqual(['/phoneNumber pattern']);
  });

  it('calls a bad US postcode a ZIP code, and a bad UK one a postcode', () => {
    const us = { ...uk, countryCode: 'US', region: 'NY', postcode: 'ABCDE', phoneNumber: '(212) 555-0148' };
    expect(validateAddress(us, rules('US'))).toEqual([
      { pointer: '/postcode', rule: 'pattern', message: 'WEB.ADDRESS.ERROR.ZIP_CODE' },
    ]);
    expect(validateAddress({ ...uk, postcode: '12345' }, rules('GB'))).toEqual([
      { pointer: '/postcode', rule: 'pattern', message: 'WEB.ADDRESS.ERROR.POSTCODE' },
    ]);
  });

  it('takes Japanese postcodes with or without the postal mark and in full-width digits', () => {
    const jp = {
      ...uk,
      countryCode: 'JP',
      region: '13',
      city: '千代田区',
      addressLine1: '千代田1-1',
      phoneNumber: '090-1234-5678',
    };
    for (const postcode of ['100-0001', '1000001', '〒100-0001', '〒１００－０００１'])
      expect(rulesBroken({ ...jp, postcode }, 'JP')).toEqual([]);
    for (const postcode of ['10-00001', '100-00001', 'ABC-DEFG'])
      expect(rulesBroken({ ...jp, postcode }, 'JP')).toEqual(['/postcode pattern']);
    expect(territoryOf(jp, rules('JP'))).toBe('JP-13');
  });

  it('needs an emirate but no postcode in the UAE', () => {
    const ae = {
      ...uk,
      countryCode: 'AE',
      postcode: undefined,
      region: 'DU',
      phoneNumber: '+971 50 123 4567',
    };
    expect(rulesBroken(ae, 'AE')).toEqual([]);
    expect(rulesBroken({ ...ae, region: '' }, 'AE')).toEqual(['/region required']);
    expect(rulesBroken({ ...ae, phoneNumber: '+971 50 123' }, 'AE')).toEqual(['/phoneNumber pattern']);
  });

  it('refuses delivery outside the shipping countries, a mismatched country and a foreign territory', () => {
    const fr = { ...uk, countryCode: 'FR', postcode: '75001', phoneNumber: '+33 1 23 45 67 89' };
    expect(rulesBroken(fr, 'FR')).toEqual(['/countryCode deliverable']);
    expect(rulesBroken(fr, 'FR', 'BILLING')).toEqual([]);
    expect(rulesBroken(uk, 'US')).toContain('/countryCode country');
    expect(rulesBroken({ ...uk, territoryCode: 'GB-NIR' }, 'GB')).toEqual([]);
    expect(rulesBroken({ ...uk, territoryCode: 'US-CA' }, 'GB')).toEqual(['/territoryCode enum']);
    expect(addressRulesFor('ZZ', 'DELIVERY')).toBeUndefined();
  });

  it('labels regions in the language asked for, English otherwise', () => {
    const label = (country: string, language: string, code: string) =>
      addressRulesFor(country, 'DELIVERY', { language })?.regions?.find((region) => region.code === code)
        ?.label;
    expect(label('JP', 'ja', '13')).toBe('東京都');
    expect(label('JP', 'en', '13')).toBe('Tokyo');
    expect(label('AE', 'ar', 'DU')).toBe('دبي');
    expect(label('AE', 'fr', 'DU')).toBe('Dubai');
  });
});
