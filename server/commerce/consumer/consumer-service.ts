import { addressRulesFor, isValidPhone, ADDRESS_MESSAGES } from '../../../shared/address-rules.ts';
import type { ConsumerBody, ConsumerResponse } from '../../../schemas/api/addresses.schema.ts';
import { ApiError, badRequest, type ErrorDetail } from '../../api/api-error.ts';
import type { CommerceContext, ShoppingSession } from '../../api/context.ts';

type ConsumerProperties = ConsumerResponse['properties'];

/**
 * The checkout consumer (spec 2 section 7.4): a guest's details live on the guest's active cart, a signed-in
 * customer's in `consumers`, keyed by the account so no other caller can reach them.
 */
export class ConsumerService {
  constructor(private readonly context: CommerceContext) {}

  async save(
    session: ShoppingSession,
    account: { accountId: string } | undefined,
    body: ConsumerBody,
  ): Promise<ConsumerResponse> {
    const properties = checkConsumer(body, session.site.country);
    return account
      ? this.saveForAccount(account.accountId, properties)
      : this.saveOnCart(session, properties);
  }

  private async saveOnCart(
    session: ShoppingSession,
    properties: ConsumerProperties,
  ): Promise<ConsumerResponse> {
    const [cart] = await this.context.db.query<{ public_id: string }>(
      `UPDATE carts SET consumer = $3, version = version + 1, updated_at = $4
       WHERE session_id = $1 AND site_id = $2 AND status = 'ACTIVE' AND account_id IS NULL
       RETURNING public_id`,
      [session.id, session.siteId, JSON.stringify(properties), this.context.now()],
    );
    if (!cart) throw new ApiError(404, 'CART_NOT_FOUND', 'There is no cart to check out');
    return { reference: cart.public_id, typeTag: 'NEW', properties };
  }

  private async saveForAccount(accountId: string, properties: ConsumerProperties): Promise<ConsumerResponse> {
    // xmax is 0 only on a row this statement inserted: it tells a first-time customer from a returning one.
    const [row] = await this.context.db.query<{ inserted: boolean }>(
      `INSERT INTO consumers (account_id, email, first_name, last_name, phone_number, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (account_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, phone_number = EXCLUDED.phone_number, updated_at = EXCLUDED.updated_at
       RETURNING (xmax = 0) AS inserted`,
      [
        accountId,
        properties.email,
        properties.firstName,
        properties.lastName,
        properties.phoneNumber,
        this.context.now(),
      ],
    );
    return { reference: accountId, accountId, typeTag: row?.inserted ? 'NEW' : 'EXISTING', properties };
  }
}

/** Trimmed properties, or a 400 naming each blank name and a phone number the site country refuses. */
function checkConsumer(body: ConsumerBody, country: string): ConsumerProperties {
  const properties = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.trim(),
    phoneNumber: (body.phoneNumber ?? '').trim(),
  };
  const details: ErrorDetail[] = [];
  for (const field of ['firstName', 'lastName'] as const)
    if (properties[field] === '')
      details.push({ pointer: `/body/${field}`, rule: 'required', message: ADDRESS_MESSAGES.required });
  const rules = addressRulesFor(country, 'DELIVERY');
  if (properties.phoneNumber !== '' && rules && !isValidPhone(properties.phoneNumber, rules))
    details.push({ pointer: '/body/phoneNumber', rule: 'pattern', message: ADDRESS_MESSAGES.phoneNumber });
  if (details.length > 0) throw badRequest('The consumer details are not valid', details);
  return properties;
}
