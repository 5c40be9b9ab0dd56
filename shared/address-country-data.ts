/**
 * The address data of each country with rules of its own: its fields in display order, what delivery requires, the
 * postcode and phone patterns, its regions (US states, Japanese prefectures, the emirates) and territories; a default
 * for every other country, and the ISO list that tells a country from a typo. Tables only: `address-rules.ts` turns
 * them into the rules both sides check.
 */
import type { AddressField } from '../schemas/api/address.schema.ts';
import type { AddressMessages } from './address-rules.ts';

/** A name in English and, where it has one, in the country's own language. */
export type Labels = Record<string, string> & { en: string };

export interface CountryData {
  name: Labels;
  fields: AddressField[];
  /** Required for delivery; billing drops the phone (couriers need it, card issuers do not). */
  required: AddressField[];
  postcode?: { pattern: string; example: string };
  regions?: { code: string; label: Labels }[];
  phone: { pattern: string; example: string };
  /** Territories of countries without a region list. */
  territories?: { code: string; label: Labels }[];
  /** Messages in the country's own words, where its people name a field otherwise. */
  messages?: Partial<AddressMessages>;
}

const NAME_FIELDS: AddressField[] = ['firstName', 'lastName'];
const STREET_FIELDS: AddressField[] = ['addressLine1', 'addressLine2'];

const bilingual = (rows: string[][], other: string) =>
  rows.map(([code, en, local]) => ({
    code: code!,
    label: { en: en!, ...(local ? { [other]: local } : {}) },
  }));

// prettier-ignore
const US_STATE_ROWS = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];
const US_STATES = bilingual(US_STATE_ROWS, 'en');

// prettier-ignore
const JP_PREFECTURE_ROWS = [
  ['01', 'Hokkaido', '北海道'], ['02', 'Aomori', '青森県'], ['03', 'Iwate', '岩手県'], ['04', 'Miyagi', '宮城県'],
  ['05', 'Akita', '秋田県'], ['06', 'Yamagata', '山形県'], ['07', 'Fukushima', '福島県'], ['08', 'Ibaraki', '茨城県'],
  ['09', 'Tochigi', '栃木県'], ['10', 'Gunma', '群馬県'], ['11', 'Saitama', '埼玉県'], ['12', 'Chiba', '千葉県'],
  ['13', 'Tokyo', '東京都'], ['14', 'Kanagawa', '神奈川県'], ['15', 'Niigata', '新潟県'], ['16', 'Toyama', '富山県'],
  ['17', 'Ishikawa', '石川県'], ['18', 'Fukui', '福井県'], ['19', 'Yamanashi', '山梨県'], ['20', 'Nagano', '長野県'],
  ['21', 'Gifu', '岐阜県'], ['22', 'Shizuoka', '静岡県'], ['23', 'Aichi', '愛知県'], ['24', 'Mie', '三重県'],
  ['25', 'Shiga', '滋賀県'], ['26', 'Kyoto', '京都府'], ['27', 'Osaka', '大阪府'], ['28', 'Hyogo', '兵庫県'],
  ['29', 'Nara', '奈良県'], ['30', 'Wakayama', '和歌山県'], ['31', 'Tottori', '鳥取県'], ['32', 'Shimane', '島根県'],
  ['33', 'Okayama', '岡山県'], ['34', 'Hiroshima', '広島県'], ['35', 'Yamaguchi', '山口県'],
  ['36', 'Tokushima', '徳島県'], ['37', 'Kagawa', '香川県'], ['38', 'Ehime', '愛媛県'], ['39', 'Kochi', '高知県'],
  ['40', 'Fukuoka', '福岡県'], ['41', 'Saga', '佐賀県'], ['42', 'Nagasaki', '長崎県'], ['43', 'Kumamoto', '熊本県'],
  ['44', 'Oita', '大分県'], ['45', 'Miyazaki', '宮崎県'], ['46', 'Kagoshima', '鹿児島県'], ['47', 'Okinawa', '沖縄県'],
];
const JP_PREFECTURES = bilingual(JP_PREFECTURE_ROWS, 'ja');

// prettier-ignore
const AE_EMIRATE_ROWS = [
  ['AZ', 'Abu Dhabi', 'أبوظبي'], ['AJ', 'Ajman', 'عجمان'], ['DU', 'Dubai', 'دبي'], ['FU', 'Fujairah', 'الفجيرة'],
  ['RK', 'Ras Al Khaimah', 'رأس الخيمة'], ['SH', 'Sharjah', 'الشارقة'], ['UQ', 'Umm Al Quwain', 'أم القيوين'],
];
const AE_EMIRATES = bilingual(AE_EMIRATE_ROWS, 'ar');

/** The countries of the content sites; any other ISO country gets `DEFAULT_COUNTRY`. */
export const COUNTRIES: Record<string, CountryData> = {
  GB: {
    name: { en: 'United Kingdom' },
    fields: [...NAME_FIELDS, ...STREET_FIELDS, 'city', 'postcode', 'phoneNumber'],
    required: [...NAME_FIELDS, 'addressLine1', 'city', 'postcode', 'phoneNumber'],
    // The full Royal Mail format: area letters, district, optional space, sector digit and the unit's letters.
    postcode: {
      pattern:
        '^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$',
      example: 'SW1A 1AA',
    },
    phone: { pattern: '^(\\+44|0)[1-9][0-9]{8,9}$', example: '+44 7700 900123' },
    territories: bilingual(
      [
        ['GB-ENG', 'England'],
        ['GB-NIR', 'Northern Ireland'],
        ['GB-SCT', 'Scotland'],
        ['GB-WLS', 'Wales'],
      ],
      'en',
    ),
  },
  US: {
    name: { en: 'United States' },
    fields: [...NAME_FIELDS, ...STREET_FIELDS, 'city', 'region', 'postcode', 'phoneNumber'],
    required: [...NAME_FIELDS, 'addressLine1', 'city', 'region', 'postcode', 'phoneNumber'],
    postcode: { pattern: '^[0-9]{5}(-[0-9]{4})?$', example: '10001' },
    regions: US_STATES,
    messages: { postcode: 'WEB.ADDRESS.ERROR.ZIP_CODE' },
    // NANP: area code and exchange never start with 0 or 1.
    phone: { pattern: '^(\\+?1)?[2-9][0-9]{2}[2-9][0-9]{6}$', example: '+1 212 555 0148' },
  },
  AE: {
    name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    fields: [...NAME_FIELDS, ...STREET_FIELDS, 'city', 'region', 'phoneNumber'],
    required: [...NAME_FIELDS, 'addressLine1', 'city', 'region', 'phoneNumber'],
    regions: AE_EMIRATES,
    // Mobiles 05X XXX XXXX, landlines 0X XXX XXXX.
    phone: { pattern: '^(\\+971|0)(5[0-9]{8}|[2-9][0-9]{7})$', example: '+971 50 123 4567' },
  },
  JP: {
    name: { en: 'Japan', ja: '日本' },
    fields: ['lastName', 'firstName', 'postcode', 'region', 'city', ...STREET_FIELDS, 'phoneNumber'],
    required: ['lastName', 'firstName', 'postcode', 'region', 'city', 'addressLine1', 'phoneNumber'],
    postcode: { pattern: '^(〒 ?)?[0-9]{3}-?[0-9]{4}$', example: '〒100-0001' },
    regions: JP_PREFECTURES,
    phone: { pattern: '^(\\+81|0)[1-9][0-9]{8,9}$', example: '090-1234-5678' },
  },
};

export const DEFAULT_COUNTRY: CountryData = {
  name: { en: '' },
  fields: [...NAME_FIELDS, ...STREET_FIELDS, 'city', 'region', 'postcode', 'phoneNumber'],
  required: [...NAME_FIELDS, 'addressLine1', 'city', 'phoneNumber'],
  postcode: { pattern: '^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$', example: '' },
  // E.164: a plus, a country code and at most 15 digits.
  phone: { pattern: '^\\+[1-9][0-9]{6,14}$', example: '+33 1 23 45 67 89' },
};

/** ISO 3166-1 alpha-2: a country outside this list is unknown (404), one inside without data gets the default. */
export const ISO_COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);
