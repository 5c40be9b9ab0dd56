import { describe, expect, it } from 'vitest';
import aeLayouts from '../../content-fixtures/ae/data/ar/address-layouts.json';
import jpLayouts from '../../content-fixtures/jp/data/ja/address-layouts.json';
import ukLayouts from '../../content-fixtures/uk/data/en/address-layouts.json';
import usLayouts from '../../content-fixtures/us/data/en/address-layouts.json';
import { addressRulesFor, type AddressField } from '../../shared/address-rules.ts';
import {
  addressMessageFor,
  addressToSend,
  buildAddressForm,
  familyNameFirst,
  fullName,
  type AddressLayout,
} from './address-schema.ts';

const fallback = (field: AddressField) => `label:${field}`;
const build = (layouts: { layouts: Record<string, unknown> }, country: string, language: string) =>
  buildAddressForm(
    layouts.layouts[country] as AddressLayout,
    addressRulesFor(country, 'DELIVERY', { language })!,
    fallback,
  );

describe('buildAddressForm', () => {
  it('UK: the layout’s rows and labels, the API’s required fields, lengths and Royal Mail postcode pattern', () => {
    const { schema, uiSchema } = build(ukLayouts, 'GB', 'en');
    expect(uiSchema['ui:options'].fieldRows).toEqual([
      ['firstName', 'lastName'],
      ['addressLine1'],
      ['addressLine2'],
      ['city', 'postcode'],
      ['phoneNumber'],
    ]);
    expect(schema.required).toEqual([
      'firstName',
      'lastName',
      'addressLine1',
      'city',
      'postcode',
      'phoneNumber',
    ]);
    expect(schema.properties.addressLine2?.title).toBe('Address line 2 (optional)');
    expect(schema.properties.postcode?.pattern).toBe(addressRulesFor('GB', 'DELIVERY')!.postcode!.pattern);
    expect(schema.properties.firstName?.maxLength).toBe(
      addressRulesFor('GB', 'DELIVERY')!.maxLength.firstName,
    );
    expect(schema.properties.region).toBeUndefined();
    expect(uiSchema.postcode).toMatchObject({ 'ui:autocomplete': 'postal-code' });
    expect(uiSchema.phoneNumber).toMatchObject({ 'ui:options': { inputType: 'tel', phoneRegion: 'GB' } });
  });

  it('US: the state is a select of the API’s codes labelled with the layout’s names', () => {
    const { schema, uiSchema } = build(usLayouts, 'US', 'en');
    expect(schema.properties.region?.enum).toHaveLength(51);
    expect(schema.properties.region?.enum).toContain('NY');
    expect(uiSchema.region).toMatchObject({ 'ui:widget': 'select' });
    const names = (uiSchema.region as { 'ui:enumNames': string[] })['ui:enumNames'];
    expect(names[schema.properties.region!.enum!.indexOf('NY')]).toBe('New York');
    expect(schema.required).toContain('region');
    expect(schema.properties.postcode?.pattern).toBe('^[0-9]{5}(-[0-9]{4})?$');
  });

  it('AE: no postcode field at all, emirates in Arabic, every field but the second line required', () => {
    const { schema, uiSchema } = build(aeLayouts, 'AE', 'ar');
    expect(schema.properties.postcode).toBeUndefined();
    expect(uiSchema['ui:order']).not.toContain('postcode');
    expect((uiSchema.region as { 'ui:enumNames': string[] })['ui:enumNames']).toContain('دبي');
    expect(schema.properties.region?.enum).toEqual(['AZ', 'AJ', 'DU', 'FU', 'RK', 'SH', 'UQ']);
    expect(schema.required).not.toContain('addressLine2');
    expect(schema.properties.city?.title).toBe('المدينة أو المنطقة');
  });

  it('JP: family name first, postcode before the prefecture, the API’s 〒-tolerant pattern', () => {
    const { schema, uiSchema } = build(jpLayouts, 'JP', 'ja');
    expect(uiSchema['ui:order'].slice(0, 3)).toEqual(['lastName', 'firstName', 'postcode']);
    expect(schema.properties.postcode?.pattern).toBe(addressRulesFor('JP', 'DELIVERY')!.postcode!.pattern);
    expect(schema.properties.region?.enum).toHaveLength(47);
    expect(schema.properties.region?.title).toBe('都道府県');
  });

  it('adds a row for a field the API requires but the layout forgot, labelled by the fallback', () => {
    const layout: AddressLayout = { rows: [['firstName', 'lastName'], ['addressLine1']], required: [] };
    const { schema, uiSchema } = buildAddressForm(layout, addressRulesFor('GB', 'DELIVERY')!, fallback);
    expect(uiSchema['ui:options'].fieldRows.slice(2)).toEqual([['city'], ['postcode'], ['phoneNumber']]);
    expect(schema.properties.city?.title).toBe('label:city');
    expect(schema.required).toEqual([
      'firstName',
      'lastName',
      'addressLine1',
      'city',
      'postcode',
      'phoneNumber',
    ]);
  });

  it('asks a billing address for no phone, though the delivery layout requires one', () => {
    const layout = ukLayouts.layouts.GB as AddressLayout;
    expect(layout.required).toContain('phoneNumber');
    const billing = buildAddressForm(layout, addressRulesFor('GB', 'BILLING', { language: 'en' })!, fallback);
    expect(billing.schema.required).not.toContain('phoneNumber');
    expect(billing.schema.required).toContain('postcode');
    expect(build(ukLayouts, 'GB', 'en').schema.required).toContain('phoneNumber');
  });

  it('uses the layout’s postcode pattern when the API has none for the country', () => {
    const layout: AddressLayout = { rows: [['postcode']], required: [], postcodePattern: '^[0-9]{4}$' };
    const rules = { ...addressRulesFor('GB', 'DELIVERY')!, required: [] };
    delete rules.postcode;
    expect(buildAddressForm(layout, rules, fallback).schema.properties.postcode?.pattern).toBe('^[0-9]{4}$');
  });
});

describe('addressToSend', () => {
  it('trims values, leaves out empty fields and adds the destination country', () => {
    expect(
      addressToSend({ firstName: ' Ana ', addressLine2: '  ', city: 'Leeds', region: undefined }, 'GB'),
    ).toEqual({
      firstName: 'Ana',
      city: 'Leeds',
      countryCode: 'GB',
    });
  });
});

describe('addressMessageFor', () => {
  it('names the field’s own message for a pattern or list, the generic ones otherwise', () => {
    expect(addressMessageFor('postcode', 'pattern')).toBe('WEB.ADDRESS.ERROR.POSTCODE');
    expect(addressMessageFor('region', 'enum')).toBe('WEB.ADDRESS.ERROR.REGION');
    expect(addressMessageFor('city', 'required')).toBe('WEB.ADDRESS.ERROR.REQUIRED');
    expect(addressMessageFor('city', 'maxLength')).toBe('WEB.ADDRESS.ERROR.MAX_LENGTH');
  });

  it("uses the destination country's own words: a US postcode is a ZIP code", () => {
    const us = addressRulesFor('US', 'DELIVERY')!;
    expect(addressMessageFor('postcode', 'pattern', us.messages)).toBe('WEB.ADDRESS.ERROR.ZIP_CODE');
    expect(addressMessageFor('city', 'required', us.messages)).toBe('WEB.ADDRESS.ERROR.REQUIRED');
  });
});

describe('name order', () => {
  it('follows the layout: family name first in Japan, given name first elsewhere', () => {
    expect(familyNameFirst(jpLayouts.layouts.JP as AddressLayout)).toBe(true);
    expect(familyNameFirst(ukLayouts.layouts.GB as AddressLayout)).toBe(false);
    expect(fullName({ firstName: '花子', lastName: '山田' }, true)).toBe('山田 花子');
    expect(fullName({ firstName: 'Ana', lastName: 'Silva' })).toBe('Ana Silva');
  });
});
