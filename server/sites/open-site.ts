import type { Database, Queryable } from '../db/database.ts';
import { upsertShippingAndTax } from '../catalogue/seed-reference-data.ts';
import { shippingMethodsFor, taxRatesFor } from '../catalogue/shipping-and-tax.ts';
import type { SiteSummary } from '../lib/sites-index.ts';
import { demoPriceRule, derivePrices, priceRuleOf, type PriceRule, type ProductPrice } from './price-list.ts';
import { shippingAndTaxRows, type SiteCommerceFiles } from './site-commerce-files.ts';

/** What opening a site did, and whether it can sell: `priced` once its currency has prices. */
export interface OpenedSite {
  siteId: string;
  currency: string;
  priced: boolean;
  /** Product prices written or changed in the site's currency. */
  pricesWritten: number;
  /** Files that could not be used, with why (logged; the rest of the site still opens). */
  problems: string[];
}

const hasRows = async (tx: Queryable, sql: string, params: unknown[]) =>
  (await tx.query<{ found: boolean }>(`SELECT EXISTS (${sql}) AS found`, params))[0]!.found;

/**
 * The file is the whole list: methods and tax regions it no longer names go. A bag that had chosen a removed method
 * chooses again at checkout (placed orders keep a copy of theirs).
 */
async function removeUnlisted(tx: Queryable, country: string, rows: ReturnType<typeof shippingAndTaxRows>) {
  const ids = rows.shipping.map((row) => row.id);
  const unlisted = 'SELECT id FROM shipping_methods WHERE country = $1 AND NOT (id = ANY($2::text[]))';
  await tx.query(`UPDATE carts SET shipping_method_id = NULL WHERE shipping_method_id IN (${unlisted})`, [
    country,
    ids,
  ]);
  await tx.query(`DELETE FROM shipping_methods WHERE id IN (${unlisted})`, [country, ids]);
  await tx.query('DELETE FROM tax_rates WHERE country = $1 AND NOT (region = ANY($2::text[]))', [
    country,
    rows.taxes.map((row) => row.region),
  ]);
}

/** Delivery and tax from the operator's file; without one, the demo's defaults for a country that has none yet. */
async function openShippingAndTax(tx: Queryable, site: SiteSummary, files: SiteCommerceFiles) {
  const file = files.shippingAndTax;
  if (file.state === 'valid') {
    const rows = shippingAndTaxRows(file.value, site.country, site.currency, site.defaultLanguage);
    await upsertShippingAndTax(tx, rows.shipping, rows.taxes);
    await removeUnlisted(tx, site.country, rows);
    return;
  }
  // An unusable file leaves what the country had: defaults would silently replace the operator's last good prices.
  if (file.state === 'invalid') return;
  const hasShipping = await hasRows(tx, 'SELECT 1 FROM shipping_methods WHERE country = $1', [site.country]);
  const hasTax = await hasRows(tx, 'SELECT 1 FROM tax_rates WHERE country = $1', [site.country]);
  await upsertShippingAndTax(
    tx,
    hasShipping ? [] : shippingMethodsFor([site]),
    hasTax ? [] : taxRatesFor([site]),
  );
}

/** The operator's price list as a rule for the site, or why it cannot price it. */
function fileRule(site: SiteSummary, files: SiteCommerceFiles): { rule?: PriceRule; problem?: string } {
  const file = files.priceList;
  if (file.state !== 'valid') return {};
  if (file.value.currency === site.currency && file.value.base !== site.currency)
    return { rule: priceRuleOf(file.value) };
  return {
    problem: `price list is for ${file.value.currency} from ${file.value.base}; the site sells in ${site.currency}`,
  };
}

/** Without a price list, the demo prices a currency it knows that has no prices yet. */
async function demoRuleFor(tx: Queryable, site: SiteSummary): Promise<PriceRule | undefined> {
  const priced = await hasRows(tx, 'SELECT 1 FROM product_prices WHERE currency = $1', [site.currency]);
  return priced ? undefined : demoPriceRule(site.currency);
}

/** Write derived prices, touching only rows that change (each change re-indexes its product for search). */
async function writePrices(tx: Queryable, rule: PriceRule): Promise<number> {
  const base = await tx.query<{ product_id: string; list_minor: number; sale_minor: number | null }>(
    'SELECT product_id, list_minor, sale_minor FROM product_prices WHERE currency = $1 ORDER BY product_id',
    [rule.base],
  );
  const basePrices: ProductPrice[] = base.map((row) => ({
    productId: row.product_id,
    listMinor: row.list_minor,
    saleMinor: row.sale_minor,
  }));
  const rows = derivePrices(rule, basePrices).map((price) => ({
    product_id: price.productId,
    currency: rule.currency,
    list_minor: price.listMinor,
    sale_minor: price.saleMinor,
  }));
  if (!rows.length) return 0;
  const written = await tx.query(
    `INSERT INTO product_prices (product_id, currency, list_minor, sale_minor)
       SELECT product_id, currency, list_minor, sale_minor
       FROM jsonb_to_recordset($1::jsonb) AS rows(product_id text, currency char(3), list_minor integer, sale_minor integer)
     ON CONFLICT (product_id, currency) DO UPDATE SET list_minor = EXCLUDED.list_minor, sale_minor = EXCLUDED.sale_minor
       WHERE (product_prices.list_minor, product_prices.sale_minor)
         IS DISTINCT FROM (EXCLUDED.list_minor, EXCLUDED.sale_minor)
     RETURNING product_id`,
    [JSON.stringify(rows)],
  );
  return written.length;
}

/**
 * Make a site shoppable: delivery methods and tax rates for its country, prices in its currency. The one step start-up
 * and the content watcher both take, so a site added while the shop runs gets exactly what a site present at start
 * gets; running it again with the same files changes nothing.
 */
export async function openSite(
  db: Database,
  site: SiteSummary,
  files: SiteCommerceFiles,
): Promise<OpenedSite> {
  const problems = [
    ...(files.priceList.state === 'invalid' ? files.priceList.problems.map((p) => `price list: ${p}`) : []),
    ...(files.shippingAndTax.state === 'invalid'
      ? files.shippingAndTax.problems.map((p) => `shipping and tax: ${p}`)
      : []),
  ];
  const fromFile = fileRule(site, files);
  if (fromFile.problem) problems.push(fromFile.problem);
  return db.transaction(async (tx) => {
    await openShippingAndTax(tx, site, files);
    const rule =
      fromFile.rule ?? (files.priceList.state === 'absent' ? await demoRuleFor(tx, site) : undefined);
    const pricesWritten = rule ? await writePrices(tx, rule) : 0;
    const priced = await hasRows(tx, 'SELECT 1 FROM product_prices WHERE currency = $1', [site.currency]);
    return { siteId: site.siteId, currency: site.currency, priced, pricesWritten, problems };
  });
}
