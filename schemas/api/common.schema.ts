/** Fragments shared by the /api request and response schemas. */

/** Money in integer minor units of the cart or site currency (pence, cents, yen). */
export const minorAmount = { type: 'integer' } as const;

export const languageCode = { type: 'string', pattern: '^[a-z]{2}$' } as const;

export const siteTagQuery = {
  type: 'object',
  properties: { siteTag: { type: 'string', maxLength: 100 } },
} as const;

/** Text a shopper types: bounded, and free of control characters. */
export const shortText = (maxLength: number) =>
  ({
    type: 'string',
    maxLength,
    pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
  }) as const;

export const availabilityName = {
  type: 'string',
  enum: ['BACKORDER', 'PREORDER', 'AVAILABLE', 'LOWSTOCK', 'OUTOFSTOCK', 'DISCONTINUED', 'NOTAVAILABLE'],
} as const;

export const emailAddress = { type: 'string', format: 'email', maxLength: 254 } as const;

/** The options of a cart or order line: the colour and size slugs with their names. */
export const lineOptions = {
  type: 'object',
  additionalProperties: false,
  properties: {
    color: { type: 'string' },
    colorName: { type: 'string' },
    size: { type: 'string' },
    sizeName: { type: 'string' },
    sizeType: { type: 'string' },
  },
} as const;
