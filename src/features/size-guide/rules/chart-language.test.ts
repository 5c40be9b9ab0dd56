import { describe, expect, it } from 'vitest';
import { localize } from '../../../content/index.ts';
import { chartInLanguage } from './chart-language.ts';
import type { MeasurementsChartSource } from './size-chart-types.ts';

const chart: MeasurementsChartSource = {
  categories: [
    {
      categoryKey: 'girls',
      categoryTitle: { en: "Girls' clothing", ar: 'ملابس البنات' },
      categoryPageIds: ['kids-girls'],
      categoryHowToMeasureData: [
        { en: 'Between two sizes, choose the larger one.', ar: 'بين مقاسين، اختاروا الأكبر.' },
      ],
      tables: [
        {
          tableTitle: 'Girls',
          unitTables: [
            {
              unitKey: 'cm',
              headerTitles: [{ en: 'Age', ar: 'العمر' }, 'EU'],
              dataRows: [[{ en: '2-3 years', ar: '2-3 سنوات' }, '92']],
            },
          ],
        },
      ],
    },
  ],
  howToMeasureData: {
    diagramImageUrl: '/content/media/size-guide-diagram.svg',
    descriptionHeader: { en: 'How to measure', ar: 'طريقة القياس' },
    descriptionItems: [{ en: 'Waist: around.', ar: 'الخصر: حوله.' }],
  },
};

const inLanguage = (language: string) => chartInLanguage(chart, (text) => localize(text, language, 'en'));

describe('chartInLanguage', () => {
  it('picks every text of the chart in the language, keeping keys, units, codes and the diagram', () => {
    expect(inLanguage('ar')).toEqual({
      categories: [
        {
          categoryKey: 'girls',
          categoryTitle: 'ملابس البنات',
          categoryPageIds: ['kids-girls'],
          categoryHowToMeasureData: ['بين مقاسين، اختاروا الأكبر.'],
          tables: [
            {
              tableTitle: 'Girls',
              unitTables: [{ unitKey: 'cm', headerTitles: ['العمر', 'EU'], dataRows: [['2-3 سنوات', '92']] }],
            },
          ],
        },
      ],
      howToMeasureData: {
        diagramImageUrl: '/content/media/size-guide-diagram.svg',
        descriptionHeader: 'طريقة القياس',
        descriptionItems: ['الخصر: حوله.'],
      },
    });
  });

  it('falls back to the site default language for a language the chart lacks', () => {
    const japanese = inLanguage('ja');
    expect(japanese.categories[0]!.categoryTitle).toBe("Girls' clothing");
    expect(japanese.categories[0]!.tables[0]!.unitTables[0]!.dataRows).toEqual([['2-3 years', '92']]);
  });
});
