import { randomUUID } from 'node:crypto';
import {
  MAX_SAVED_CARDS,
  type AddPaymentMethodBody,
  type PaymentMethodListResponse,
  type SavedCard,
} from '../../../schemas/api/payment-methods.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { PaymentResponse } from '../../lib/payment-protocol.ts';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type PaymentGateway,
} from '../checkout/payment-gateway.ts';
import { CardAddAttempts } from './card-add-attempts.ts';
import {
  savedCardRepository as cards,
  type SavedCardRow,
  type SavedCardValues,
} from './saved-card-repository.ts';

export interface SavedCardServiceDependencies {
  db: Database;
  now: () => Date;
  gateway: Pick<PaymentGateway, 'pay' | 'merchantAccount' | 'disableStoredMethod'>;
  limits: Pick<CommerceContext['limits'], 'savedCardAddsPerAccount' | 'savedCardAddsPerAddress'>;
  /** Scheme and host of the shop: the provider wants a return URL even for a verification. */
  storefrontOrigin: string;
}

/** Who adds a card, and where from: the limits count both. */
export interface CardOwner {
  accountId: string;
  address: string;
  currency: string;
}

/** The stored-card part of a provider answer, when the provider stored the card. */
type StoredAnswer = NonNullable<PaymentResponse['additionalData']>;

/**
 * Saved cards of signed-in customers. A card is added by a zero-amount verification at the provider, which stores it
 * and answers a token; the shop keeps the token and the card's summary. Every write takes the account's lock, so the
 * cap and the one default hold under concurrent calls; another account's card is as missing as one never saved.
 */
export class SavedCardService {
  private readonly attempts: CardAddAttempts;

  constructor(private readonly deps: SavedCardServiceDependencies) {
    this.attempts = new CardAddAttempts(deps);
  }

  async list(accountId: string): Promise<PaymentMethodListResponse> {
    const rows = await cards.list(this.deps.db, accountId);
    return {
      paymentMethods: rows.map(toSaved),
      canAddNewPaymentMethod: rows.length < MAX_SAVED_CARDS,
      maxPaymentMethods: MAX_SAVED_CARDS,
    };
  }

  /** Verify and store a card; 409 ADD at the cap, 422 ADD when the provider refuses it, 429 past the limits. */
  async add(owner: CardOwner, body: AddPaymentMethodBody): Promise<SavedCard> {
    if ((await cards.count(this.deps.db, owner.accountId)) >= MAX_SAVED_CARDS) throw full();
    await this.attempts.take(owner.accountId, owner.address);
    let answer: PaymentResponse;
    try {
      answer = await this.deps.gateway.pay(
        {
          merchantAccount: this.deps.gateway.merchantAccount,
          reference: `CARD-${randomUUID()}`,
          amount: { currency: owner.currency, value: 0 },
          paymentMethod: {
            type: 'scheme',
            encryptedCardNumber: body.encryptedCardNumber,
            encryptedExpiryMonth: body.encryptedExpiryMonth,
            encryptedExpiryYear: body.encryptedExpiryYear,
            encryptedSecurityCode: body.encryptedSecurityCode,
            holderName: body.cardHolderName.trim(),
          },
          returnUrl: `${this.deps.storefrontOrigin.replace(/\/+$/, '')}/account/payment-methods`,
          shopperReference: owner.accountId,
          storePaymentMethod: true,
          shopperInteraction: 'Ecommerce',
          recurringProcessingModel: 'CardOnFile',
        },
        randomUUID(),
      );
    } catch (error) {
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)
        throw new ApiError(502, 'ADD', 'The payment provider cannot be reached; try again');
      throw error;
    }
    const values = answer.resultCode === 'Authorised' ? storedValues(answer.additionalData) : undefined;
    if (!values) throw new ApiError(422, 'ADD', 'The card could not be verified; check it or use another');
    const id = await this.locked(owner.accountId, async (tx) => {
      if ((await cards.count(tx, owner.accountId)) >= MAX_SAVED_CARDS) throw full();
      const inserted = await cards.insert(tx, owner.accountId, values);
      if (body.default) await cards.makeDefault(tx, owner.accountId, inserted);
      await cards.repairDefault(tx, owner.accountId);
      return inserted;
    });
    return toSaved((await cards.find(this.deps.db, owner.accountId, id))!);
  }

  async makeDefault(accountId: string, id: string): Promise<void> {
    await this.locked(accountId, async (tx) => {
      if (!(await cards.makeDefault(tx, accountId, id))) throw missing('UPDATE');
    });
  }

  /**
   * Delete a card; when it was the default, the earliest left takes over. The provider forgets it first: a card the
   * provider could not be told about stays listed (502), rather than live at the provider and hidden from the owner.
   */
  async remove(accountId: string, id: string): Promise<void> {
    const card = await cards.find(this.deps.db, accountId, id);
    if (!card) throw missing('UNABLE_TO_DELETE');
    try {
      await this.deps.gateway.disableStoredMethod(card.provider_token, accountId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new ApiError(502, 'UNABLE_TO_DELETE', 'The payment provider cannot be reached; try again');
      // Refused: the provider no longer knows the card, which is what deleting it asks for.
      if (!(error instanceof ProviderRejectedError)) throw error;
    }
    await this.locked(accountId, async (tx) => {
      if (!(await cards.remove(tx, accountId, id))) throw missing('UNABLE_TO_DELETE');
      await cards.repairDefault(tx, accountId);
    });
  }

  /** The account's card `id` with its provider token, for a checkout; undefined for anyone else's. */
  card(accountId: string, id: string): Promise<SavedCardRow | undefined> {
    return cards.find(this.deps.db, accountId, id);
  }

  /**
   * Keep a card the provider stored with an authorised payment (the shopper ticked "save this card"). Skipped
   * quietly at the cap: the order itself went through, and that is what the shopper is told about.
   */
  async keepFromPayment(accountId: string, additionalData: StoredAnswer | undefined): Promise<void> {
    const values = storedValues(additionalData);
    if (!values) return;
    await this.locked(accountId, async (tx) => {
      if ((await cards.count(tx, accountId)) >= MAX_SAVED_CARDS) return;
      await cards.insert(tx, accountId, values);
      await cards.repairDefault(tx, accountId);
    });
  }

  private locked<T>(accountId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      await cards.lock(tx, accountId);
      return work(tx);
    });
  }
}

const full = () => new ApiError(409, 'ADD', `An account can save at most ${MAX_SAVED_CARDS} cards`);
const missing = (code: 'UPDATE' | 'UNABLE_TO_DELETE') => new ApiError(404, code, 'No such payment method');

/** The card the provider stored, from its answer's additionalData; undefined when it stored none. */
function storedValues(data: StoredAnswer | undefined): SavedCardValues | undefined {
  const token = data?.['recurring.recurringDetailReference'];
  const expiry = /^([0-9]{1,2})\/([0-9]{4})$/.exec(data?.expiryDate ?? '');
  const last4 = data?.cardSummary ?? '';
  if (!token || !expiry || !/^[0-9]{4}$/.test(last4)) return undefined;
  return {
    provider_token: token,
    brand: data?.paymentMethod ?? 'card',
    last4,
    expiry_month: Number(expiry[1]),
    expiry_year: Number(expiry[2]),
    holder_name: (data?.cardHolderName ?? '').slice(0, 100),
  };
}

function toSaved(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4.trim(),
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    holderName: row.holder_name,
    default: row.is_default,
  };
}
