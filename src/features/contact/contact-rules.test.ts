import { describe, expect, it } from 'vitest';
import arForm from '../../../content-fixtures/ae/data/ar/contact-us-form.json';
import arSchema from '../../../content-fixtures/ae/data/ar/contact-us-schema.json';
import arLabels from '../../../content-fixtures/ae/data/ar/contact-us-schema_webLabels.json';
import jaForm from '../../../content-fixtures/jp/data/ja/contact-us-form.json';
import jaSchema from '../../../content-fixtures/jp/data/ja/contact-us-schema.json';
import jaLabels from '../../../content-fixtures/jp/data/ja/contact-us-schema_webLabels.json';
import enForm from '../../../content-fixtures/uk/data/en/contact-us-form.json';
import enSchema from '../../../content-fixtures/uk/data/en/contact-us-schema.json';
import enLabels from '../../../content-fixtures/uk/data/en/contact-us-schema_webLabels.json';
import type { ContentOf } from '../../content/index.ts';
import { countryNamesIn } from '../../forms/index.ts';
import { contactFormSchema, readableSize, typeNames } from './contact-rules.ts';

const sites = [
  ['uk', 'en', enSchema, enLabels, enForm, 'United Kingdom', 'Ireland'],
  ['ae', 'ar', arSchema, arLabels, arForm, 'الإمارات العربية المتحدة', 'أيرلندا'],
  ['jp', 'ja', jaSchema, jaLabels, jaForm, '日本', 'アイルランド'],
] as const;

describe('contactFormSchema', () => {
  it.each(sites)(
    "%s/%s offers about fifty countries named in the form's language, its own first, the rest alphabetical",
    (_site, language, schema, labels, layout, own, ireland) => {
      const name = countryNamesIn(language);
      const form = contactFormSchema(
        schema as ContentOf<'contactUsSchema'>,
        labels as ContentOf<'contactUsWebLabels'>,
        layout as ContentOf<'contactUsForm'>,
        { label: 'Country', name, language },
      );
      const names = form.uiSchema.country!['ui:enumNames'] as string[];
      expect(form.schema.properties!.country).toMatchObject({ default: layout.countries[0] });
      expect(names).toHaveLength(50);
      expect(names[0]).toBe(own);
      expect(names).toContain(ireland);
      const rest = names.slice(1);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(language).compare));
    },
  );
});

describe('readableSize', () => {
  it.each([
    ['en-GB', ['69 bytes', '1,000 bytes', '1.5 kB', '5 MB']],
    ['ja-JP', ['69 バイト', '1,000 バイト', '1.5 KB', '5 MB']],
    ['ar-AE', ['69 بايت', '1,000 بايت', '1.5 كيلوبايت', '5 م.ب']],
  ])("writes sizes in %s's numbers and unit words, bytes in full", (locale, expected) => {
    expect([69, 1000, 1536, 5 * 1024 * 1024].map((bytes) => readableSize(bytes, locale))).toEqual(expected);
  });
});

describe('typeNames', () => {
  it('names each accepted type once, JPEG as JPG', () => {
    expect(typeNames(['gif', 'jpg', 'jpeg', 'png', 'pdf'])).toEqual(['GIF', 'JPG', 'PNG', 'PDF']);
  });
});
