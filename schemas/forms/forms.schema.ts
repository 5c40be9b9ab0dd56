/** Schemas of the form-related content: address layouts, marketing interests and the contact-us form. */

const addressField = {
  enum: [
    'firstName',
    'lastName',
    'addressLine1',
    'addressLine2',
    'city',
    'postcode',
    'region',
    'territoryCode',
    'phoneNumber',
  ],
} as const;

/** data/{language}/address-layouts.json: per destination country, which address fields show, in what rows, and their rules. */
export const addressLayoutsSchema = {
  type: 'object',
  required: ['layouts'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    layouts: {
      type: 'object',
      propertyNames: { pattern: '^[A-Z]{2}$' },
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        required: ['rows', 'required'],
        additionalProperties: false,
        properties: {
          rows: { type: 'array', items: { type: 'array', minItems: 1, maxItems: 3, items: addressField } },
          required: { type: 'array', items: addressField },
          labels: { type: 'object', additionalProperties: { type: 'string' } },
          postcodePattern: { type: 'string' },
          regions: {
            type: 'array',
            items: {
              type: 'object',
              required: ['code', 'label'],
              additionalProperties: false,
              properties: { code: { type: 'string' }, label: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

/** data/{language}/addressUnableToShip.json: the message when the cart cannot ship to the address. */
export const addressUnableToShipSchema = {
  type: 'object',
  required: ['title', 'message'],
  additionalProperties: false,
  properties: { $schema: { type: 'string' }, title: { type: 'string' }, message: { type: 'string' } },
} as const;

/** data/{language}/interestGroups.json: e-mail signup interests, per marketing vendor. */
export const interestGroupsSchema = {
  type: 'object',
  required: ['groups'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    requireInterest: { type: 'boolean' },
    consentText: { type: 'string' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['vendor', 'id', 'label', 'interests'],
        additionalProperties: false,
        properties: {
          vendor: { type: 'string' },
          id: { type: 'string' },
          label: { type: 'string' },
          interests: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'label'],
              additionalProperties: false,
              properties: { id: { type: 'string' }, label: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

/** data/{language}/contact-us-schema.json: the JSON Schema the contact form is built from (rendered by @rjsf). */
export const contactUsSchemaFileSchema = {
  type: 'object',
  required: ['type', 'properties', 'required'],
  properties: {
    type: { const: 'object' },
    title: { type: 'string' },
    required: {
      type: 'array',
      items: { type: 'string' },
      allOf: [
        { contains: { const: 'email' } },
        { contains: { const: 'subject' } },
        { contains: { const: 'description' } },
      ],
    },
    properties: {
      type: 'object',
      required: ['email', 'subject', 'description'],
      additionalProperties: { type: 'object', required: ['type'] },
    },
  },
} as const;

/** data/{language}/contact-us-schema_webLabels.json: labels, help texts and messages of the contact form. */
export const contactUsWebLabelsSchema = {
  type: 'object',
  required: ['title', 'submit', 'success', 'failure', 'fields'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    title: { type: 'string' },
    intro: { type: 'string' },
    submit: { type: 'string' },
    success: {
      type: 'object',
      required: ['header', 'content'],
      additionalProperties: false,
      properties: { header: { type: 'string' }, content: { type: 'string' } },
    },
    failure: {
      type: 'object',
      required: ['header', 'content'],
      additionalProperties: false,
      properties: { header: { type: 'string' }, content: { type: 'string' } },
    },
    fields: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['label'],
        additionalProperties: false,
        properties: { label: { type: 'string' }, help: { type: 'string' }, placeholder: { type: 'string' } },
      },
    },
  },
} as const;

/** data/{language}/contact-us-form.json: the form's layout (ui schema) and the enquiry type it files. */
export const contactUsFormSchema = {
  type: 'object',
  required: ['ticketType', 'uiSchema'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    ticketType: { type: 'string' },
    uiSchema: { type: 'object' },
    countries: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{2}$' } },
  },
} as const;
