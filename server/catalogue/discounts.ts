import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteSummary } from '../lib/sites-index.ts';
import { textIn, translationsOf, type FieldTranslations } from '../lib/translated-text.ts';
import { slugify } from './generate-catalogue.ts';

/** A row of the `discounts` table. */
export interface DiscountRow {
  id: string;
  code: string | null;
  siteId: string | null;
  name: string;
  message: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  discountType: 'PERCENTAGE' | 'FIXED';
  component: 'ITEMS' | 'SHIPPING';
  amount: number;
  currency: string | null;
  conditions: Record<string, unknown>;
  tiers: { min: number; discountAmount: number }[] | null;
  tierType: 'BASKET_TOTAL' | 'ITEM_QUANTITY' | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  /** Uses each customer may make; null for no such limit. */
  usageLimitPerCustomer: number | null;
  /** The name and message in every language the campaign file writes them in. */
  translations: FieldTranslations;
}

interface CampaignFile {
  name?: unknown;
  status?: unknown;
  start?: unknown;
  end?: unknown;
  title?: unknown;
  message?: unknown;
  conditions?: Record<string, unknown>;
  discount?: { amount?: unknown; type?: unknown; component?: unknown };
  tierDiscount?: {
    tierType?: unknown;
    discountType?: unknown;
    tiers?: { min?: unknown; discountAmount?: unknown }[];
  };
}

const DAY_MS = 86_400_000;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const isoOrNull = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

/** A campaign file as a discount row, or why it cannot be one. */
export function campaignToDiscount(
  file: CampaignFile,
  site: SiteSummary,
  enabled: readonly string[] | undefined,
): DiscountRow | string {
  if (typeof file.name !== 'string' || !file.name) return 'no name';
  const tiered = file.tierDiscount;
  const tiers = tiered?.tiers?.filter((tier) => isCount(tier.min) && isCount(tier.discountAmount)) as
    { min: number; discountAmount: number }[] | undefined;
  if (tiered ? !tiers?.length : !isCount(file.discount?.amount)) return 'no discount amount or tiers';
  // SCHEDULED campaigns are stored active: their start date keeps them off until then.
  const live = file.status === 'ACTIVE' || file.status === 'SCHEDULED';
  return {
    id: `campaign-${site.siteId}-${slugify(file.name)}`,
    code: null,
    siteId: site.siteId,
    // Campaign texts are a string or one per language: the row keeps the site's default language, and the rest
    // travel as translations for shoppers in another.
    name: textIn(file.title, site.defaultLanguage) ?? file.name,
    message: textIn(file.message, site.defaultLanguage) ?? null,
    translations: {
      name: translationsOf(file.title, site.defaultLanguage),
      message: translationsOf(file.message, site.defaultLanguage),
    },
    status: live && (!enabled || enabled.includes(file.name)) ? 'ACTIVE' : 'INACTIVE',
    discountType: oneOf(
      tiered ? tiered.discountType : file.discount?.type,
      ['PERCENTAGE', 'FIXED'],
      'PERCENTAGE',
    ),
    component: oneOf(file.discount?.component, ['ITEMS', 'SHIPPING'], 'ITEMS'),
    amount: tiered ? 0 : (file.discount!.amount as number),
    currency: site.currency,
    conditions: file.conditions ?? {},
    tiers: tiers ? tiers.map(({ min, discountAmount }) => ({ min, discountAmount })) : null,
    tierType: tiered
      ? oneOf<'BASKET_TOTAL' | 'ITEM_QUANTITY'>(
          tiered.tierType,
          ['BASKET_TOTAL', 'ITEM_QUANTITY'],
          'BASKET_TOTAL',
        )
      : null,
    startsAt: isoOrNull(file.start),
    endsAt: isoOrNull(file.end),
    usageLimit: null,
    usageLimitPerCustomer: null,
  };
}

/** The campaigns of every site (`data/campaigns/*.json`); files that cannot be read are reported, not fatal. */
export async function loadCampaigns(
  contentDir: string,
  sites: readonly SiteSummary[],
): Promise<{ discounts: DiscountRow[]; warnings: string[] }> {
  const discounts: DiscountRow[] = [];
  const warnings: string[] = [];
  for (const site of sites) {
    const dir = join(contentDir, site.siteId, 'data', 'campaigns');
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    const config = JSON.parse(await readFile(join(contentDir, site.siteId, 'config.json'), 'utf8')) as {
      campaigns?: unknown;
    };
    const enabled = Array.isArray(config.campaigns)
      ? config.campaigns.filter((c) => typeof c === 'string')
      : undefined;
    for (const file of files) {
      try {
        const row = campaignToDiscount(JSON.parse(await readFile(join(dir, file), 'utf8')), site, enabled);
        if (typeof row === 'string') warnings.push(`${site.siteId}/data/campaigns/${file}: ${row}`);
        else discounts.push(row);
      } catch (error) {
        warnings.push(`${site.siteId}/data/campaigns/${file}: ${(error as Error).message}`);
      }
    }
  }
  return { discounts, warnings };
}

const voucher = (
  row: Partial<DiscountRow> & Pick<DiscountRow, 'code' | 'name' | 'discountType' | 'amount'>,
) => ({
  id: `voucher-${row.code!.toLowerCase()}`,
  siteId: null,
  message: null,
  status: 'ACTIVE' as const,
  component: 'ITEMS' as const,
  currency: null,
  conditions: {},
  tiers: null,
  tierType: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  translations: {},
  ...row,
});

/** Voucher codes to try the cart with; dates are relative to the seed's reference date. */
export function demoVouchers(referenceDate: Date): DiscountRow[] {
  const daysFromReference = (days: number) => new Date(referenceDate.getTime() + days * DAY_MS).toISOString();
  return [
    voucher({
      code: 'WELCOME10',
      name: 'Welcome offer',
      message: '10% off your order',
      discountType: 'PERCENTAGE',
      amount: 10,
    }),
    voucher({
      code: 'FREESHIP',
      name: 'Free delivery',
      message: 'Free delivery on your order',
      discountType: 'PERCENTAGE',
      amount: 100,
      component: 'SHIPPING',
    }),
    voucher({
      code: 'SAVE20',
      siteId: 'uk',
      name: '£20 off when you spend £100',
      discountType: 'FIXED',
      amount: 2000,
      currency: 'GBP',
      conditions: { basketTotal: { min: 10000 } },
    }),
    voucher({
      code: 'EXPIRED5',
      name: 'Summer thank-you',
      message: '5% off (ended)',
      discountType: 'PERCENTAGE',
      amount: 5,
      startsAt: daysFromReference(-60),
      endsAt: daysFromReference(-7),
    }),
    voucher({
      code: 'FIRSTORDER',
      name: 'First order 10% off',
      message: '10% off your first order',
      discountType: 'PERCENTAGE',
      amount: 10,
      usageLimitPerCustomer: 1,
    }),
    voucher({
      code: 'LIMITED1',
      name: 'One-time 15% off',
      discountType: 'PERCENTAGE',
      amount: 15,
      usageLimit: 1,
    }),
    voucher({
      code: 'BIGSPENDER',
      siteId: 'uk',
      name: 'Spend more, save more',
      message: '10% off £150, 15% off £250, 20% off £500',
      discountType: 'PERCENTAGE',
      amount: 0,
      currency: 'GBP',
      conditions: { basketTotal: { min: 15000 } },
      tiers: [
        { min: 15000, discountAmount: 10 },
        { min: 25000, discountAmount: 15 },
        { min: 50000, discountAmount: 20 },
      ],
      tierType: 'BASKET_TOTAL',
    }),
  ];
}
