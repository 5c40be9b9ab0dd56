import { basePath } from '../../../shared/site-paths.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import type { Queryable } from '../../db/database.ts';
import { orderConfirmation } from '../outbox/email-templates.ts';
import type { OutboxService } from '../outbox/outbox-service.ts';
import type { PlacedOrderRow } from './placement-repository.ts';

/**
 * Queue the confirmation of a placed order, in the transaction that places it and in the language it was placed in:
 * the mail carries the guest's order link (`{origin}/{site path}/orders/order-status?orderReference=…&hash=…`),
 * which POST /api/order/s/query takes.
 */
export async function queueOrderConfirmation(
  tx: Queryable,
  outbox: Pick<OutboxService, 'enqueue'>,
  { order, site, origin }: { order: PlacedOrderRow; site: CommerceSite | undefined; origin: string },
): Promise<void> {
  // A language the site has since dropped would lead to a page that no longer exists.
  const base = site
    ? basePath(site, site.languages.includes(order.language) ? order.language : site.defaultLanguage)
    : '';
  const query = new URLSearchParams({ orderReference: order.reference, hash: order.lookup_hash });
  await outbox.enqueue(tx, {
    ...orderConfirmation(
      {
        reference: order.reference,
        total: formatMoney(order.total_cost_minor, order.currency),
        orderStatusUrl: `${origin.replace(/\/+$/, '')}${base}/orders/order-status?${query}`,
      },
      order.language,
    ),
    recipient: order.email,
    siteId: order.site_id,
  });
}

/** Minor units in the currency's own decimals (none for yen, three for dinars). */
function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
