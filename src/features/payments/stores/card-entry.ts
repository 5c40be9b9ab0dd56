import { runInAction } from 'mobx';
import type { CardField, CardInput, CardProblem } from '../rules/card-rules.ts';
import { checkCard } from '../rules/card-check.ts';
import type { Clock } from '../../../kernel/types/index.ts';
import type { EncryptedCard, OrderRequest, PaymentService } from '../../../kernel/types/payment.ts';
import type { SavedCard } from '../../../kernel/types/cards.ts';

export const EMPTY_CARD: CardInput = { holderName: '', number: '', expiry: '', securityCode: '' };

/** The encrypted card as the payment store holds it: the provider's fields plus the digits the review shows. */
export type HeldCard = EncryptedCard & { last4: string };

/** The payment store's card state, which the card entry reads and sets. */
export interface CardEntryHost {
  card: CardInput;
  cardProblems: Partial<Record<CardField, CardProblem>>;
  encrypted: HeldCard | null;
  isEncrypting: boolean;
  messages: string[];
  savedCards: SavedCard[];
  savedCardId: string | null;
  canSaveCard: boolean;
  storeCard: boolean;
  readonly savedCard: SavedCard | undefined;
}

/**
 * The card the shopper pays with on the card method: a saved card chosen, or one typed, checked and encrypted in the
 * browser, and what of it the order carries. Kept apart from the payment store, which holds the state and places the
 * order; these methods run inside the store's actions.
 */
export class CardEntry {
  /** The shopper chose to type a new card, so a later offer of saved cards does not choose one for them. */
  private newCardChosen = false;

  constructor(
    private readonly host: CardEntryHost,
    private readonly service: PaymentService,
    private readonly clock: Clock,
  ) {}

  /**
   * The signed-in customer's saved cards: offered on the card method, the default chosen unless the shopper already
   * chose (a card, or to type a new one). Being signed in also offers saving a new card.
   */
  offerSavedCards(cards: SavedCard[]): void {
    const host = this.host;
    host.savedCards = cards;
    host.canSaveCard = true;
    if (host.savedCardId && !host.savedCard) host.savedCardId = null;
    if (!host.savedCardId && !this.newCardChosen)
      host.savedCardId = (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? null;
  }

  /** Pay with saved card `id`, or (null) type a new card. */
  chooseSavedCard(id: string | null): void {
    this.host.savedCardId = id;
    this.newCardChosen = id === null;
  }

  setCardField(field: keyof CardInput, value: string): void {
    const host = this.host;
    host.card = { ...host.card, [field]: value };
    const problemField: CardField = field;
    if (host.cardProblems[problemField]) {
      const next = { ...host.cardProblems };
      delete next[problemField];
      host.cardProblems = next;
    }
    // A changed card is no longer the one encrypted.
    host.encrypted = null;
  }

  /** Check the typed card, then encrypt it with the provider's key. False when a field is wrong or encryption failed. */
  async encrypt(clientKey: JsonWebKey): Promise<boolean> {
    const host = this.host;
    const checked = checkCard(host.card, new Date(this.clock.now()));
    host.cardProblems = checked.ok ? {} : checked.problems;
    if (!checked.ok) return false;
    host.isEncrypting = true;
    try {
      const encrypted = await this.service.encryptCard(clientKey, checked.details);
      runInAction(() => (host.encrypted = { ...encrypted, last4: checked.last4 }));
      return true;
    } catch {
      runInAction(() => host.messages.push('STATUSCODE_SERVER_ERROR'));
      return false;
    } finally {
      runInAction(() => (host.isEncrypting = false));
    }
  }

  /** The card fields of an order paid by card: the saved card's token, or the encrypted card (saved if asked). */
  forOrder(savedCard: SavedCard | undefined): Pick<OrderRequest, 'cardToken' | 'card'> {
    const host = this.host;
    return {
      ...(savedCard ? { cardToken: savedCard.id } : {}),
      ...(!savedCard && host.encrypted
        ? {
            card: {
              ...withoutLast4(host.encrypted),
              ...(host.canSaveCard && host.storeCard ? { storeCard: true } : {}),
            },
          }
        : {}),
    };
  }

  /** Clear the typed card (the holder's name stays) and its encryption. */
  forget(): void {
    this.host.card = { ...EMPTY_CARD, holderName: this.host.card.holderName };
    this.host.encrypted = null;
  }
}

function withoutLast4(card: HeldCard): EncryptedCard {
  const { last4: _last4, ...encrypted } = card;
  return encrypted;
}
