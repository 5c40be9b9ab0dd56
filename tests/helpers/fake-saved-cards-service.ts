import type { EncryptedCard } from '../../src/kernel/types/payment.ts';
import type { SavedCard, SavedCardList, SavedCardsService } from '../../src/kernel/types/cards.ts';

/** A saved card as the service gives it. */
export const testSavedCard = (overrides: Partial<SavedCard> = {}): SavedCard => ({
  id: 'card-1',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2030,
  holderName: 'Ada Lovelace',
  isDefault: true,
  ...overrides,
});

/**
 * Saved cards kept in memory, as the server keeps them (the default first; the first card default). A test sets
 * `failNext` to make the next call fail, and reads `added` for what was sent.
 */
export class FakeSavedCardsService implements SavedCardsService {
  cards: SavedCard[] = [];
  added: { card: EncryptedCard; makeDefault: boolean }[] = [];
  failNext: Error | undefined;
  calls: string[] = [];
  private ids = 0;

  async list(): Promise<SavedCardList> {
    this.take('list');
    return this.answer();
  }

  async add(card: EncryptedCard, options: { makeDefault: boolean }): Promise<SavedCard> {
    this.take('add');
    this.added.push({ card, makeDefault: options.makeDefault });
    const saved = testSavedCard({
      id: `card-new-${++this.ids}`,
      holderName: card.cardHolderName,
      isDefault: this.cards.length === 0 || options.makeDefault,
    });
    if (saved.isDefault) this.cards = this.cards.map((each) => ({ ...each, isDefault: false }));
    this.cards = [...this.cards, saved];
    return saved;
  }

  async makeDefault(id: string): Promise<SavedCardList> {
    this.take('makeDefault');
    this.cards = this.cards.map((card) => ({ ...card, isDefault: card.id === id }));
    return this.answer();
  }

  async remove(id: string): Promise<SavedCardList> {
    this.take('remove');
    this.cards = this.cards.filter((card) => card.id !== id);
    if (this.cards.length > 0 && !this.cards.some((card) => card.isDefault))
      this.cards = this.cards.map((card, index) => ({ ...card, isDefault: index === 0 }));
    return this.answer();
  }

  private take(call: string): void {
    this.calls.push(call);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
  }

  private answer(): SavedCardList {
    const cards = [...this.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return { cards, canAddMore: cards.length < 10 };
  }
}
