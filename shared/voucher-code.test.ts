import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode } from './voucher-code.ts';

describe('normaliseVoucherCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseVoucherCode('  welcome10\t')).toBe('WELCOME10');
    expect(normaliseVoucherCode('Spring_sale-2')).toBe('SPRING_SALE-2');
    expect(normaliseVoucherCode('   ')).toBe('');
  });
});
