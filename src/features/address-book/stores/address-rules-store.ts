import type { AddressRules } from '../../../../shared/address-rules.ts';
import type { CartService } from '../../../kernel/types/index.ts';

/**
 * The rules the API checks an address by, per country, language and kind, fetched once a visit: they change with a
 * deployment, not a page. The address book and the checkout share one, so neither asks twice.
 */
export class AddressRulesStore {
  private readonly rules = new Map<string, Promise<AddressRules>>();

  constructor(private readonly service: Pick<CartService, 'addressRules'>) {}

  /** A failed fetch is forgotten, so the next call tries again. */
  addressRules(
    country: string,
    language: string,
    type: 'DELIVERY' | 'BILLING' = 'DELIVERY',
  ): Promise<AddressRules> {
    const key = `${country}:${language}:${type}`;
    let rules = this.rules.get(key);
    if (!rules) {
      rules = this.service.addressRules(country, language, type);
      rules.catch(() => this.rules.delete(key));
      this.rules.set(key, rules);
    }
    return rules;
  }
}
