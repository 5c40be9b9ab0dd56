import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CardField, CardInput, CardProblem } from '../../payments/index.ts';
import type { Clock, ServiceFailure } from '../../../kernel/types/index.ts';
import type { PaymentService, PaymentSession } from '../../../kernel/types/payment.ts';
import type { SavedCard, SavedCardList, SavedCardsService } from '../../../kernel/types/cards.ts';
import { checkCard } from '../../payments/index.ts';

/** What went wrong, by the payment-method codes the messages are keyed on. */
export type SavedCardsError =
  'UNABLE_TO_DELETE' | 'LIST' | 'UPDATE' | 'ADD' | 'TOO_MANY_ATTEMPTS' | 'UNAUTHORIZED';

const EMPTY_CARD: CardInput = { holderName: '', number: '', expiry: '', securityCode: '' };

/** The call's status, whatever shape the failure came in (an HTTP answer, or a session the client gave up on). */
const statusOf = (error: unknown) => (error as Partial<ServiceFailure>).status;
const signedOut = (error: unknown) =>
  statusOf(error) === 401 || (error as Partial<ServiceFailure>).kind === 'session-failed';

/**
 * A signed-in customer's saved cards: the list, adding a card (checked, then encrypted in the browser with the
 * provider's key, as at checkout), making one the default, and deleting one after the shopper confirms. Failures
 * keep the payment-method codes: a list answered 401 is UNAUTHORIZED (the screen offers sign-in), an add answered 429
 * is TOO_MANY_ATTEMPTS, any other add failure ADD; default and delete have their own (UPDATE, UNABLE_TO_DELETE).
 */
export class SavedCardsStore {
  cards: SavedCard[] = [];
  canAddMore = false;
  listState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: SavedCardsError | null = null;
  /** The add form's fields; the number leaves the browser only encrypted. */
  card: CardInput = EMPTY_CARD;
  cardProblems: Partial<Record<CardField, CardProblem>> = {};
  makeDefault = false;
  isAdding = false;
  /** The provider's key and environment, loaded when the add form opens. */
  session: PaymentSession | null = null;
  /** The card whose deletion waits for the shopper's confirmation. */
  confirmingRemoval: string | null = null;
  /** The card a default or delete call is under way for. */
  busyCard: string | null = null;

  constructor(
    private readonly service: SavedCardsService,
    private readonly payments: () => Promise<PaymentService>,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    makeAutoObservable<SavedCardsStore, 'service' | 'payments' | 'clock'>(this, {
      service: false,
      payments: false,
      clock: false,
      session: observableRef,
    });
  }

  get defaultCard(): SavedCard | undefined {
    return this.cards.find((card) => card.isDefault);
  }

  async load(): Promise<void> {
    this.listState = 'loading';
    try {
      const list = await this.service.list();
      runInAction(() => {
        this.apply(list);
        this.listState = 'ready';
        if (this.error === 'LIST' || this.error === 'UNAUTHORIZED') this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.listState = 'failed';
        this.error = signedOut(error) ? 'UNAUTHORIZED' : 'LIST';
      });
    }
  }

  /** Load what encryption needs (the provider's key); false when it could not be loaded. */
  async openForm(): Promise<boolean> {
    if (this.session) return true;
    try {
      const session = await (await this.payments()).session();
      runInAction(() => (this.session = session));
      return true;
    } catch {
      runInAction(() => (this.error = 'ADD'));
      return false;
    }
  }

  setCardField(field: keyof CardInput, value: string): void {
    this.card = { ...this.card, [field]: value };
    if (this.cardProblems[field]) {
      const next = { ...this.cardProblems };
      delete next[field];
      this.cardProblems = next;
    }
  }

  setMakeDefault(value: boolean): void {
    this.makeDefault = value;
  }

  /** Check, encrypt and save the typed card; true when it was saved (the form empties). */
  async add(): Promise<boolean> {
    if (this.isAdding) return false;
    const checked = checkCard(this.card, new Date(this.clock.now()));
    this.cardProblems = checked.ok ? {} : checked.problems;
    if (!checked.ok || !(await this.openForm()) || !this.session) return false;
    this.isAdding = true;
    this.error = null;
    try {
      const payments = await this.payments();
      const encrypted = await payments.encryptCard(this.session.clientKey, checked.details);
      await this.service.add(encrypted, { makeDefault: this.makeDefault });
      const list = await this.service.list();
      runInAction(() => {
        this.apply(list);
        this.card = EMPTY_CARD;
        this.makeDefault = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error =
          statusOf(error) === 429 ? 'TOO_MANY_ATTEMPTS' : signedOut(error) ? 'UNAUTHORIZED' : 'ADD';
        // A refused card is typed again from its number; the holder's name stays.
        this.card = { ...EMPTY_CARD, holderName: this.card.holderName };
      });
      return false;
    } finally {
      runInAction(() => (this.isAdding = false));
    }
  }

  async setDefault(id: string): Promise<void> {
    await this.change(id, 'UPDATE', () => this.service.makeDefault(id));
  }

  askToRemove(id: string): void {
    this.confirmingRemoval = id;
  }

  cancelRemoval(): void {
    this.confirmingRemoval = null;
  }

  async confirmRemoval(): Promise<void> {
    const id = this.confirmingRemoval;
    if (!id) return;
    await this.change(id, 'UNABLE_TO_DELETE', () => this.service.remove(id));
    runInAction(() => (this.confirmingRemoval = null));
  }

  dismissError(): void {
    this.error = null;
  }

  /** Forget everything (the shopper signed out). */
  reset(): void {
    this.cards = [];
    this.canAddMore = false;
    this.listState = 'idle';
    this.error = null;
    this.card = EMPTY_CARD;
    this.cardProblems = {};
    this.makeDefault = false;
    this.confirmingRemoval = null;
  }

  private async change(id: string, code: SavedCardsError, call: () => Promise<SavedCardList>): Promise<void> {
    if (this.busyCard) return;
    this.busyCard = id;
    this.error = null;
    try {
      const list = await call();
      runInAction(() => this.apply(list));
    } catch (error) {
      runInAction(() => (this.error = signedOut(error) ? 'UNAUTHORIZED' : code));
    } finally {
      runInAction(() => (this.busyCard = null));
    }
  }

  private apply(list: SavedCardList): void {
    this.cards = list.cards;
    this.canAddMore = list.canAddMore;
  }
}
