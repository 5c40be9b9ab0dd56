import { sizeNameIn } from '../catalogue/size-names.ts';
import { fieldIn } from '../../lib/translated-text.ts';
import type { CartLineRow } from './cart-repository.ts';
import type { DiscountRule } from './discount-rules.ts';
import type { ShippingMethod } from './reference-repository.ts';

/**
 * The bag's words in the shopper's language: delivery methods, campaigns, vouchers and line names are stored in the
 * site's own language with translations beside them, and the bag answers in the session's language. Only the words
 * change, so prices and rules never depend on the language.
 */
export const cartLanguage = {
  /** A delivery method's name and tooltip in `language`. */
  method(method: ShippingMethod, language: string): ShippingMethod {
    return {
      ...method,
      name: fieldIn(method.translations, 'name', language, method.name),
      tooltip: method.tooltip && fieldIn(method.translations, 'tooltip', language, method.tooltip),
    };
  },

  /** A campaign's or voucher's name and message in `language`. */
  rule(rule: DiscountRule, language: string): DiscountRule {
    return {
      ...rule,
      name: fieldIn(rule.translations, 'name', language, rule.name),
      message: rule.message && fieldIn(rule.translations, 'message', language, rule.message),
    };
  },

  /** A line's product, colour and size names in `language` (the size's slug and range stay the sku's keys). */
  line(line: CartLineRow, language: string): CartLineRow {
    return {
      ...line,
      name: fieldIn(line.product_translations, 'name', language, line.name),
      colour_name: fieldIn(line.colour_translations, 'name', language, line.colour_name),
      size_name: sizeNameIn(line.size_name, language),
    };
  },
};

/** Items in `language` when one is given; without one they keep the site's own wording. */
export const inLanguage = <T>(items: T[], word: (item: T, language: string) => T, language?: string): T[] =>
  language ? items.map((item) => word(item, language)) : items;
