/**
 * Which country a visitor is in, from the CDN's geolocation header (no IP database here). The browser's language is
 * deliberately not used: an en-US browser in London would be asked to move to the US site. Pure, so the route and its
 * tests share it.
 */

/** Country headers CDNs and hosts add, in the order they are trusted: Cloudflare, CloudFront, Vercel, App Engine, own. */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
  'x-country-code',
] as const;

/** Every header the answer depends on: what a response built from `detectCountry` must name in `Vary`. */
export const COUNTRY_VARY_HEADERS = COUNTRY_HEADERS;

/**
 * The officially assigned ISO 3166-1 alpha-2 codes (as in tzdata's iso3166.tab). CDNs' placeholders are not in it:
 * Cloudflare's `XX` (unknown) and `T1` (Tor), `ZZ` (unknown), nor user-assigned codes such as `XK`.
 */
const ISO_COUNTRY_LIST =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW';
const ISO_COUNTRIES: ReadonlySet<string> = new Set(ISO_COUNTRY_LIST.split(' '));

/** Headers as Node and Fastify give them: lower-case names, a string, a list for a repeated header, or nothing. */
export type HeaderBag = Record<string, string | string[] | undefined>;

const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The code in upper case when it is an assigned ISO 3166 alpha-2 country, else undefined. */
export function toCountryCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && ISO_COUNTRIES.has(code) ? code : undefined;
}

/**
 * The visitor's country as an upper-case ISO 3166 alpha-2 code, or null: the first CDN country header holding a real
 * country. A hint for suggesting a site, never a rule.
 */
export function detectCountry(headers: HeaderBag): string | null {
  for (const name of COUNTRY_HEADERS) {
    const country = toCountryCode(firstValue(headers[name]));
    if (country) return country;
  }
  return null;
}
