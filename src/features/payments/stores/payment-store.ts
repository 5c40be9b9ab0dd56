import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CAPTCHA_REFRESH_MS } from '../../../../schemas/api/checkout.schema.ts';
import type { CardField, CardInput, CardProblem } from '../rules/card-rules.ts';
import { finishPayment, type PaymentReturn } from '../rules/payment-return.ts';
import type { Address, AnalyticsService, Clock, ServiceFailure } from '../../../kernel/types/index.ts';
import type {
  CaptchaToken,
  OrderOutcome,
  OrderRequest,
  PaymentService,
  PaymentSession,
  PlacedOrder,
} from '../../../kernel/types/payment.ts';
import type { SavedCard } from '../../../kernel/types/cards.ts';
import { CaptchaRefresh } from './captcha-refresh.ts';
import { CardEntry, EMPTY_CARD, type HeldCard } from './card-entry.ts';
import { CompletedOrder } from './completed-order.ts';

/** The order's who and where, which the delivery step collected. */
export type OrderParties = Pick<OrderRequest, 'addresses' | 'consumer'>;

/**
 * The payment step and the placing of the order. The card is checked, then encrypted in the browser, and only the
 * encrypted fields are held until the shopper places the order on the review step. Placing follows the order
 * states: pending disables submit and clears the rejection; a rejection re-enables submit, keeps the status (any 5xx
 * as 500), counts the failed attempt and adds the status code to the checkout's messages; success gives where to go
 * next. A call that got no answer keeps its idempotency key, so pressing again places the same order, never a second.
 * The card's entry, the captcha's refresh and the completed order are collaborators beside this file; the store keeps
 * their state.
 */
export class PaymentStore {
  session: PaymentSession | null = null;
  sessionFailed = false;
  method: string | undefined = undefined;
  card: CardInput = EMPTY_CARD;
  cardProblems: Partial<Record<CardField, CardProblem>> = {};
  /** The card as the provider will read it; never the card itself. */
  encrypted: HeldCard | null = null;
  captcha: CaptchaToken | null = null;
  /** The card's billing address is the delivery address unless the shopper says otherwise. */
  billingMatchesShipping = true;
  /** A billing address of its own, when it differs from the delivery address. */
  billingAddress: Address | null = null;
  isEncrypting = false;
  /** Continue was pressed with "same as delivery" off and no billing address given. */
  billingMissing = false;
  disabledSubmit = false;
  rejectionError: number | null = null;
  failedCheckoutAttempts = 0;
  /** Status codes to show, newest last (from a rejection or the address's statusCode). */
  messages: string[] = [];
  outcome: OrderOutcome | null = null;
  /** A signed-in customer's saved cards, offered on the card method; empty for everyone else. */
  savedCards: SavedCard[] = [];
  /** The saved card to pay with (its id is the order's `cardToken`); null when a new card is typed. */
  savedCardId: string | null = null;
  /** Signed in, so a new card may be saved with the payment. */
  canSaveCard = false;
  /** The shopper ticked "save this card": the provider stores it once the payment is authorised. */
  storeCard = false;
  completed: PlacedOrder | null = null;
  completedState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private attemptKey: string | null = null;
  private device: { fingerprint: string; userAgent: string } = { fingerprint: '', userAgent: '' };
  private readonly captchaRefresh: CaptchaRefresh;
  private readonly cardEntry: CardEntry;
  private readonly completedOrder: CompletedOrder;

  constructor(
    private readonly service: PaymentService,
    clock: Clock,
    analytics?: AnalyticsService,
  ) {
    this.captchaRefresh = new CaptchaRefresh(
      clock,
      service,
      CAPTCHA_REFRESH_MS,
      (captcha) => (this.captcha = captcha),
    );
    this.cardEntry = new CardEntry(this, service, clock);
    this.completedOrder = new CompletedOrder(this, service, analytics);
    makeAutoObservable<
      PaymentStore,
      'service' | 'attemptKey' | 'captchaRefresh' | 'cardEntry' | 'completedOrder' | 'device'
    >(this, {
      savedCards: observableRef,
      service: false,
      captchaRefresh: false,
      cardEntry: false,
      device: false,
      completedOrder: false,
      completed: observableRef,
      billingAddress: observableRef,
      attemptKey: false,
      session: observableRef,
      encrypted: observableRef,
      outcome: observableRef,
    });
  }

  get selectedMethod() {
    return this.session?.methods.find((method) => method.id === this.method);
  }

  get savedCard(): SavedCard | undefined {
    return this.savedCards.find((card) => card.id === this.savedCardId);
  }

  /** The last four digits of the card the order is paid with, saved or typed. */
  get cardLast4(): string | undefined {
    if (this.selectedMethod?.kind !== 'card') return undefined;
    return this.savedCard?.last4 ?? this.encrypted?.last4;
  }

  /** Ready to review: a redirect method, a saved card or an encrypted card, and a billing address. */
  get canReview(): boolean {
    const method = this.selectedMethod;
    return (
      !!method &&
      (method.kind === 'redirect' || !!this.savedCard || this.encrypted !== null) &&
      (this.billingMatchesShipping || this.billingAddress !== null)
    );
  }

  /** The addresses the order is placed with: billing as delivery unless another was given. */
  addressesFor(shipping: Address): { shipping: Address; billing: Address } {
    const billing = this.billingMatchesShipping || !this.billingAddress ? shipping : this.billingAddress;
    return { shipping, billing };
  }

  setBillingMatchesShipping(matches: boolean): void {
    this.billingMatchesShipping = matches;
  }

  /** A billing address the form checked; kept in memory only, like the card. */
  async setBillingAddress(address: Address): Promise<boolean> {
    this.billingAddress = { ...address, type: 'BILLING' };
    return true;
  }

  /** Billing goes back to undecided: the shopper chose to type a new address instead of a saved one. */
  clearBillingAddress(): void {
    this.billingAddress = null;
  }

  /** Load the session once (methods, key, captcha) and keep the captcha fresh while the checkout is open. */
  async open(): Promise<void> {
    this.captchaRefresh.start();
    if (this.session) return;
    try {
      const session = await this.service.session();
      runInAction(() => {
        this.session = session;
        this.sessionFailed = false;
        this.captcha = session.captcha;
        this.method ??= session.methods[0]?.id;
      });
      this.device = await this.service.device(session.fingerprintScript);
    } catch {
      runInAction(() => (this.sessionFailed = true));
    }
  }

  /** Stop refreshing the captcha (the checkout was left). */
  close(): void {
    this.captchaRefresh.stop();
  }

  chooseMethod(id: string): void {
    this.method = id;
  }

  /**
   * The signed-in customer's saved cards: offered on the card method, the default chosen unless the shopper already
   * chose (a card, or to type a new one). Being signed in also offers saving a new card.
   */
  offerSavedCards(cards: SavedCard[]): void {
    this.cardEntry.offerSavedCards(cards);
  }

  /** Pay with saved card `id`, or (null) type a new card. */
  chooseSavedCard(id: string | null): void {
    this.cardEntry.chooseSavedCard(id);
  }

  setStoreCard(store: boolean): void {
    this.storeCard = store;
  }

  setCardField(field: keyof CardInput, value: string): void {
    this.cardEntry.setCardField(field, value);
  }

  /**
   * The payment step's continue: a redirect method needs nothing more; a card is checked, then encrypted with the
   * provider's key. False when a field is wrong (the problems say which) or encryption failed.
   */
  async confirmPayment(): Promise<boolean> {
    const method = this.selectedMethod;
    if (!method || !this.session) return false;
    if (!this.billingMatchesShipping && !this.billingAddress) {
      this.billingMissing = true;
      return false;
    }
    this.billingMissing = false;
    if (method.kind === 'redirect' || this.savedCard) return true;
    return this.cardEntry.encrypt(this.session.clientKey);
  }

  /** Show the status the provider's return brought (`?statusCode=`); a refused card must be entered again. */
  showStatus(statusCode: string, paymentMethod?: string): void {
    if (!this.messages.includes(statusCode)) this.messages.push(statusCode);
    if (paymentMethod) this.method = paymentMethod;
    this.cardEntry.forget();
    this.disabledSubmit = false;
  }

  dismissMessage(code: string): void {
    this.messages = this.messages.filter((message) => message !== code);
  }

  /** POST /api/checkout/payment. Resolves with where to go next, or null when the order was rejected. */
  async placeOrder(parties: OrderParties): Promise<OrderOutcome | null> {
    const method = this.selectedMethod;
    if (!method || !this.captcha || this.disabledSubmit) return null;
    const savedCard = method.kind === 'card' ? this.savedCard : undefined;
    if (method.kind === 'card' && !savedCard && !this.encrypted) {
      this.reject({ status: 400, code: 'CARD_MISSING' });
      return null;
    }
    this.disabledSubmit = true;
    this.rejectionError = null;
    this.attemptKey ??= this.service.newIdempotencyKey();
    const request: OrderRequest = {
      ...parties,
      paymentMethod: method.id,
      deviceFingerprint: this.device.fingerprint,
      userAgent: this.device.userAgent,
      captcha: this.captcha,
      ...(method.kind === 'card' ? this.cardEntry.forOrder(savedCard) : {}),
    };
    try {
      const outcome = await this.service.placeOrder(request, this.attemptKey);
      runInAction(() => {
        this.attemptKey = null;
        this.outcome = outcome;
        this.cardEntry.forget();
      });
      return outcome;
    } catch (error) {
      const failure = error as Partial<ServiceFailure>;
      runInAction(() => {
        // Without an answer the order may exist: the next press must carry the same key.
        if (failure.kind === 'http') this.attemptKey = null;
        this.reject({ status: failure.status ?? 500, code: failure.code ?? 'STATUSCODE_SERVER_ERROR' });
        if (failure.code === 'ADRESULT_REFUSED' || failure.code === 'PREAUTH_FAILED') this.cardEntry.forget();
      });
      return null;
    }
  }

  /** After the provider's page: finish the payment in this session, and say where the shopper goes next. */
  finishPayment(reference: string, redirectResult: string): Promise<PaymentReturn> {
    return finishPayment(this.service, reference, redirectResult);
  }

  /** The order /complete names, and the purchase event once per order (`CompletedOrder`). */
  loadCompleted(orderReference: string, accessToken: string): Promise<void> {
    return this.completedOrder.load(orderReference, accessToken);
  }

  private reject(failure: { status: number; code: string }): void {
    this.disabledSubmit = false;
    this.rejectionError = failure.status >= 500 ? 500 : failure.status;
    this.failedCheckoutAttempts += 1;
    // Newest last, once: a code seen again moves to the end, so the last one is always the latest refusal.
    this.messages = [...this.messages.filter((code) => code !== failure.code), failure.code];
  }
}
