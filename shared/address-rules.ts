/**
 * Address rules per destination country, shared by the server (GET /api/validation, saved addresses) and the
 * storefront's address form, so both sides refuse the same addresses for the same reasons. Data only plus one pure
 * validator: no I/O, JSON-serialisable rules.
 */
import {
  ADDRESS_FIELDS,
  addressBody,
  type AddressField,
  type AddressType,
} from '../schemas/api/address.schema.ts';

export {
  ADDRESS_FIELDS,
  ADDRESS_TYPES,
  type AddressField,
  type AddressType,
} from '../schemas/api/address.schema.ts';

/** The rule a field broke, as `rule` in an error detail. */
export type AddressRuleName = 'required' | 'maxLength' | 'pattern' | 'enum' | 'country' | 'deliverable';

/** Translation keys of the storefront catalogue, one per kind of failure. */
export const ADDRESS_MESSAGES = {
  required: 'WEB.ADDRESS.ERROR.REQUIRED',
  maxLength: 'WEB.ADDRESS.ERROR.MAX_LENGTH',
  postcode: 'WEB.ADDRESS.ERROR.POSTCODE',
  phoneNumber: 'WEB.ADDRESS.ERROR.PHONE',
  region: 'WEB.ADDRESS.ERROR.REGION',
  territoryCode: 'WEB.ADDRESS.ERROR.TERRITORY',
  country: 'WEB.ADDRESS.ERROR.COUNTRY',
  deliverable: 'WEB.ADDRESS.ERROR.UNABLE_TO_SHIP',
} as const;

/** The message key of each kind of failure for one country: `ADDRESS_MESSAGES`, with the country's own words. */
export type AddressMessages = { [Kind in keyof typeof ADDRESS_MESSAGES]: string };

export interface AddressFieldError {
  /** JSON pointer into the address, e.g. `/postcode`. */
  pointer: string;
  rule: AddressRuleName;
  /** A key of `ADDRESS_MESSAGES`' values. */
  message: string;
}

export interface RegionOption {
  code: string;
  label: string;
}

/** The rules of one country, for one address type, with labels in one language (what the API answers). */
export interface AddressRules {
  country: string;
  countryName: string;
  language: string;
  type: AddressType;
  /** False when the shop does not ship there: such an address is fine for billing, refused for delivery. */
  deliverable: boolean;
  /** Fields the form shows, in display order. */
  fields: AddressField[];
  required: AddressField[];
  maxLength: Record<AddressField, number>;
  /** Matched case-insensitively against the NFKC form (full-width digits count), trimmed. */
  postcode?: { pattern: string; example: string };
  /** When present the region must be one of these codes; the stored value is the code. */
  regions?: RegionOption[];
  /** Matched against the NFKC form with every `separators` character removed. */
  phone: { pattern: string; separators: string; example: string };
  /** ISO 3166-2 subdivisions accepted as territoryCode; derived from the region where there is a region list. */
  territories: RegionOption[];
  /** The message keys for this country: a US postcode is a ZIP code. */
  messages: AddressMessages;
}

type Labels = Record<string, string> & { en: string };

interface CountryData {
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
const COUNTRIES: Record<string, CountryData> = {
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

const DEFAULT_COUNTRY: CountryData = {
  name: { en: '' },
  fields: [...NAME_FIELDS, ...STREET_FIELDS, 'city', 'region', 'postcode', 'phoneNumber'],
  required: [...NAME_FIELDS, 'addressLine1', 'city', 'phoneNumber'],
  postcode: { pattern: '^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$', example: '' },
  // E.164: a plus, a country code and at most 15 digits.
  phone: { pattern: '^\\+[1-9][0-9]{6,14}$', example: '+33 1 23 45 67 89' },
};

/** ISO 3166-1 alpha-2: a country outside this list is unknown (404), one inside without data gets the default. */
const ISO_COUNTRIES = new Set(
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

/** Countries with rules of their own (the content sites' countries). */
export const COUNTRIES_WITH_RULES = Object.keys(COUNTRIES);

const PHONE_SEPARATORS = '[\\s().-]';

const body = addressBody.properties;
const MAX_LENGTH: Record<AddressField, number> = {
  firstName: body.firstName.maxLength,
  lastName: body.lastName.maxLength,
  addressLine1: body.addressLine1.maxLength,
  addressLine2: body.addressLine2.maxLength,
  city: body.city.maxLength,
  postcode: body.postcode.maxLength,
  region: body.region.maxLength,
  territoryCode: body.territoryCode.maxLength,
  countryCode: 2,
  phoneNumber: body.phoneNumber.maxLength,
};

const label = (labels: Labels, language: string) => labels[language] ?? labels.en;

/**
 * The rules for `country` (ISO alpha-2, any case) and address type, labelled in `language`, or undefined when the
 * country is not an ISO country. `shipsTo` lists the countries the shop delivers to; without it every country counts.
 */
export function addressRulesFor(
  country: string,
  type: AddressType,
  options: { language?: string; shipsTo?: readonly string[] } = {},
): AddressRules | undefined {
  const code = country.toUpperCase();
  if (!ISO_COUNTRIES.has(code)) return undefined;
  const data = COUNTRIES[code] ?? DEFAULT_COUNTRY;
  const language = options.language ?? 'en';
  const regions = data.regions?.map((region) => ({
    code: region.code,
    label: label(region.label, language),
  }));
  const territories =
    data.territories?.map((territory) => ({
      code: territory.code,
      label: label(territory.label, language),
    })) ??
    regions?.map((region) => ({ code: `${code}-${region.code}`, label: region.label })) ??
    [];
  return {
    country: code,
    countryName: label(data.name, language) || code,
    language,
    type,
    deliverable: options.shipsTo ? options.shipsTo.includes(code) : true,
    fields: data.fields,
    required: type === 'BILLING' ? data.required.filter((field) => field !== 'phoneNumber') : data.required,
    maxLength: MAX_LENGTH,
    ...(data.postcode ? { postcode: data.postcode } : {}),
    ...(regions ? { regions } : {}),
    phone: { ...data.phone, separators: PHONE_SEPARATORS },
    territories,
    messages: { ...ADDRESS_MESSAGES, ...data.messages },
  };
}

export type AddressInput = Partial<Record<AddressField, string | undefined>>;

/** A phone number as its pattern sees it: NFKC (full-width digits), separators removed. */
export function compactPhone(value: string, rules: Pick<AddressRules, 'phone'>): string {
  return value.normalize('NFKC').replace(new RegExp(rules.phone.separators, 'gu'), '');
}

/** True when `value` is a valid phone number under these rules. */
export function isValidPhone(value: string, rules: Pick<AddressRules, 'phone'>): boolean {
  return new RegExp(rules.phone.pattern, 'u').test(compactPhone(value, rules));
}

/** The stored form of a region: its canonical code when the country has a list and the value matches one. */
export function canonicalRegion(value: string, rules: Pick<AddressRules, 'regions'>): string {
  const trimmed = value.trim();
  return (
    rules.regions?.find((region) => region.code.toUpperCase() === trimmed.toUpperCase())?.code ?? trimmed
  );
}

/** Every rule the address breaks (empty when it is valid). Values are trimmed before checking. */
export function validateAddress(address: AddressInput, rules: AddressRules): AddressFieldError[] {
  const errors: AddressFieldError[] = [];
  const messages = rules.messages;
  const fail = (field: AddressField, rule: AddressRuleName, message: string) =>
    errors.push({ pointer: `/${field}`, rule, message });
  const value = (field: AddressField) => (address[field] ?? '').trim();

  for (const field of ADDRESS_FIELDS) {
    const text = value(field);
    if (text === '') {
      if (rules.required.includes(field) || field === 'countryCode')
        fail(field, 'required', messages.required);
    } else if (text.length > rules.maxLength[field]) {
      fail(field, 'maxLength', messages.maxLength);
    }
  }
  const checked = (field: AddressField) =>
    value(field) !== '' && !errors.some((error) => error.pointer === `/${field}`);

  if (checked('countryCode')) {
    if (value('countryCode').toUpperCase() !== rules.country)
      fail('countryCode', 'country', messages.country);
    else if (rules.type === 'DELIVERY' && !rules.deliverable)
      fail('countryCode', 'deliverable', messages.deliverable);
  }
  if (checked('postcode') && rules.postcode) {
    const postcode = value('postcode').normalize('NFKC');
    if (!new RegExp(rules.postcode.pattern, 'iu').test(postcode))
      fail('postcode', 'pattern', messages.postcode);
  }
  if (checked('phoneNumber') && !isValidPhone(value('phoneNumber'), rules))
    fail('phoneNumber', 'pattern', messages.phoneNumber);
  if (checked('region') && rules.regions) {
    const region = canonicalRegion(value('region'), rules);
    if (!rules.regions.some((option) => option.code === region)) fail('region', 'enum', messages.region);
  }
  if (checked('territoryCode')) {
    const territory = value('territoryCode').toUpperCase();
    if (!rules.territories.some((option) => option.code === territory))
      fail('territoryCode', 'enum', messages.territoryCode);
  }
  return errors;
}

/**
 * The territory an address is in, when it can be told: the one given, else the region's (US-CA, JP-13, AE-DU).
 * Call it on a valid address.
 */
export function territoryOf(address: AddressInput, rules: AddressRules): string {
  const given = (address.territoryCode ?? '').trim().toUpperCase();
  if (given) return given;
  const region = canonicalRegion(address.region ?? '', rules);
  return rules.regions?.some((option) => option.code === region) ? `${rules.country}-${region}` : '';
}
