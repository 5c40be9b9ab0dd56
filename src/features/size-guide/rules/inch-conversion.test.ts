import { describe, expect, it } from 'vitest';
import {
  cmCellToInches,
  cmHeaderToInches,
  inchesFromCentimetres,
  isMeasurementHeader,
} from './inch-conversion.ts';

describe('cmCellToInches', () => {
  it('divides by 2.54 and rounds to the nearest quarter inch', () => {
    expect(cmCellToInches('80')).toBe('31.5');
    expect(cmCellToInches('79.4')).toBe('31.25');
    expect(cmCellToInches('80.6')).toBe('31.75');
    expect(cmCellToInches('81.3')).toBe('32');
    expect(cmCellToInches('22.5')).toBe('8.75');
  });

  it('converts both ends of a range, keeping the dash the editor typed', () => {
    expect(cmCellToInches('80-84')).toBe('31.5-33');
    expect(cmCellToInches('86–91')).toBe('33.75–35.75');
    expect(cmCellToInches('80 - 84')).toBe('31.5 - 33');
  });

  it('keeps an "up to" prefix', () => {
    expect(cmCellToInches('up to 80')).toBe('up to 31.5');
    expect(cmCellToInches('Up to 80-84')).toBe('Up to 31.5-33');
  });

  it('keeps text that is not a measurement', () => {
    for (const cell of ['UK', 'S', 'XS/S', '', 'n/a', '80cm', 'one size'])
      expect(cmCellToInches(cell)).toBe(cell);
  });
});

describe('measurement columns', () => {
  it('are those whose title names cm as a word', () => {
    expect(isMeasurementHeader('Bust (cm)')).toBe(true);
    expect(isMeasurementHeader('Waist cm')).toBe(true);
    expect(isMeasurementHeader('バスト (cm)')).toBe(true);
    expect(isMeasurementHeader('CM')).toBe(true);
    expect(isMeasurementHeader('UK')).toBe(false);
    expect(isMeasurementHeader('日本')).toBe(false);
    expect(isMeasurementHeader('Acme fit')).toBe(false);
  });

  it('get an inch title', () => {
    expect(cmHeaderToInches('Bust (cm)')).toBe('Bust (in)');
    expect(cmHeaderToInches('ヒップ (cm)')).toBe('ヒップ (in)');
  });

  it('include Arabic titles naming centimetres as "سم", and only as a word', () => {
    expect(isMeasurementHeader('الطول (سم)')).toBe(true);
    expect(isMeasurementHeader('القسم')).toBe(false);
    expect(isMeasurementHeader('العمر')).toBe(false);
    expect(cmHeaderToInches('الطول (سم)')).toBe('الطول (إنش)');
  });
});

describe('inchesFromCentimetres', () => {
  it('converts measurement columns only', () => {
    const centimetres = {
      unitKey: 'cm' as const,
      headerTitles: ['UK', 'Size', 'Bust (cm)', 'Waist (cm)', '日本'],
      dataRows: [
        ['10', 'S', '80', 'up to 62', '22.5'],
        ['12', 'M', '84-88', '66', '23'],
      ],
    };
    expect(inchesFromCentimetres(centimetres)).toEqual({
      unitKey: 'inches',
      headerTitles: ['UK', 'Size', 'Bust (in)', 'Waist (in)', '日本'],
      dataRows: [
        ['10', 'S', '31.5', 'up to 24.5', '22.5'],
        ['12', 'M', '33-34.75', '26', '23'],
      ],
    });
  });

  it('leaves cells beyond the titled columns alone', () => {
    const table = { unitKey: 'cm' as const, headerTitles: ['Waist (cm)'], dataRows: [['70', '80']] };
    expect(inchesFromCentimetres(table).dataRows).toEqual([['27.5', '80']]);
  });
});
