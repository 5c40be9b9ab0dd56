/**
 * The marketing interests a shopper ticked, by vendor. Each vendor has interest groups of its own and two vendors may
 * offer an interest of the same name ("womenswear"): keyed by vendor, ticking one never ticks the other, and each
 * vendor is told only its own.
 */
export type InterestSelection = Readonly<Record<string, readonly string[]>>;

/** True when the shopper ticked `interest` in `vendor`'s groups. */
export function isInterestChosen(selection: InterestSelection, vendor: string, interest: string): boolean {
  return selection[vendor]?.includes(interest) ?? false;
}

/** The selection with `interest` of `vendor` ticked if it was not, unticked if it was; other vendors untouched. */
export function toggledInterest(
  selection: InterestSelection,
  vendor: string,
  interest: string,
): InterestSelection {
  const chosen = selection[vendor] ?? [];
  return {
    ...selection,
    [vendor]: chosen.includes(interest) ? chosen.filter((id) => id !== interest) : [...chosen, interest],
  };
}

/** How many interests are ticked, across vendors. */
export function chosenInterestCount(selection: InterestSelection): number {
  return Object.values(selection).reduce((count, ids) => count + ids.length, 0);
}

/** The vendors of a site's interest groups, once each, in the content's order. */
export function vendorsOf(groups: readonly { vendor: string }[]): string[] {
  return [...new Set(groups.map((group) => group.vendor))];
}
