import type { InterestSelection } from './interest-selection.ts';
import type { MarketingService, SubscribeResult } from '../types/index.ts';

/** One address signing up for marketing: the interests ticked per vendor, and the vendors of the site's groups. */
export interface VendorSignup {
  email: string;
  language: string;
  consent: boolean;
  interests: InterestSelection;
  /** The vendors of the site's interest groups; none, one signup naming no vendor. */
  vendors: readonly string[];
}

/**
 * One signup per vendor, one after another, each with that vendor's interests only (a site without interest groups
 * sends one, naming none), so a vendor never hears of another's interests; the first refusal stops the rest and is
 * the answer. Vendors in `done` are skipped (they took the address already) and each that takes it is added, so a
 * retry after a refusal asks only the rest: the newsletter form and account creation both sign up this way.
 */
export async function signUpWithEachVendor(
  marketing: MarketingService,
  signup: VendorSignup,
  done: Set<string> = new Set(),
): Promise<SubscribeResult> {
  const vendors = signup.vendors.length > 0 ? signup.vendors : [undefined];
  for (const vendor of vendors) {
    if (vendor !== undefined && done.has(vendor)) continue;
    const result = await marketing.subscribe({
      email: signup.email,
      language: signup.language,
      interests: [...((vendor !== undefined && signup.interests[vendor]) || [])],
      consent: signup.consent,
      ...(vendor !== undefined ? { vendor } : {}),
    });
    if (!result.ok) return result;
    if (vendor !== undefined) done.add(vendor);
  }
  return { ok: true };
}

/**
 * The marketing side of creating an account: the interests ticked per vendor, the vendors of the site's interest
 * groups, the language their mail is in, and whether consent needs an interest.
 */
export interface SignUpMarketing {
  interests: InterestSelection;
  vendors: readonly string[];
  language: string;
  requireInterest: boolean;
}

/**
 * A signup per vendor like `signUpWithEachVendor`, but every vendor is asked whatever another answered: a new account
 * is signed up where it can be, and one vendor may have the address already (from the newsletter form).
 */
export async function signUpWithEveryVendor(
  marketing: MarketingService,
  signup: VendorSignup,
): Promise<void> {
  const each = signup.vendors.length > 0 ? signup.vendors.map((vendor) => [vendor]) : [[]];
  for (const vendors of each) await signUpWithEachVendor(marketing, { ...signup, vendors });
}
