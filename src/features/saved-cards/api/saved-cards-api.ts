import type {
  AddPaymentMethodBody,
  PaymentMethodListResponse,
  SavedCard as WireCard,
} from '../../../../schemas/api/payment-methods.schema.ts';
import type { AuthTokens } from '../../../kernel/types/index.ts';
import type { EncryptedCard } from '../../../kernel/types/payment.ts';
import type { SavedCard, SavedCardList, SavedCardsService } from '../../../kernel/types/cards.ts';
import type { ApiClient, ApiRequest } from '../../../kernel/api/api-client.ts';
import { signedInCall } from '../../../kernel/api/signed-in-call.ts';

const PATH = '/api/v1/payment-methods';

/**
 * The saved-card calls over the API client (Bearer when signed in); answers reshaped into the shop's own types.
 * Without an access token no call is made: the API would answer 401, and the client's answer to a 401 (refresh,
 * then start a new session) would cost an anonymous shopper their bag's session for nothing.
 */
export class HttpSavedCardsService implements SavedCardsService {
  constructor(
    private readonly client: ApiClient,
    private readonly tokens: Pick<AuthTokens, 'accessToken'>,
  ) {}

  async list(): Promise<SavedCardList> {
    return reshapeList(await this.call<PaymentMethodListResponse>(PATH));
  }

  async add(card: EncryptedCard, options: { makeDefault: boolean }): Promise<SavedCard> {
    const body: AddPaymentMethodBody = { ...card, default: options.makeDefault };
    return reshapeCard(await this.call<WireCard>(PATH, { method: 'POST', body }));
  }

  async makeDefault(id: string): Promise<SavedCardList> {
    return reshapeList(
      await this.call<PaymentMethodListResponse>(`${PATH}/${encodeURIComponent(id)}/default`, {
        method: 'PUT',
      }),
    );
  }

  async remove(id: string): Promise<SavedCardList> {
    return reshapeList(
      await this.call<PaymentMethodListResponse>(`${PATH}/${encodeURIComponent(id)}/remove`, {
        method: 'PUT',
      }),
    );
  }

  private call<T>(path: string, init?: ApiRequest): Promise<T> {
    return signedInCall<T>(this.client, this.tokens, path, init);
  }
}

function reshapeList(answer: PaymentMethodListResponse): SavedCardList {
  return { cards: answer.paymentMethods.map(reshapeCard), canAddMore: answer.canAddNewPaymentMethod };
}

function reshapeCard(card: WireCard): SavedCard {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName,
    isDefault: card.default,
  };
}
