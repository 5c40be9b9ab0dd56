/**
 * A voucher code as both sides read it: what the shopper typed, trimmed and in capitals, the form codes are stored
 * in. The storefront sends it so and the server looks it up so, whoever forgets a step.
 */
export const normaliseVoucherCode = (raw: string): string => raw.trim().toUpperCase();
