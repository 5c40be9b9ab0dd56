import { sameText } from '../lib/same-text.ts';
import type { PaymentSettings } from '../api/payment-settings.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { CancelResponse, PaymentRequest, PaymentResponse, ResultCode } from '../lib/payment-protocol.ts';
import { CardFieldError, decryptCard } from './card-decryption.ts';
import { ProviderRequestError } from './provider-request-error.ts';
import { cancelPayment, type SandboxCancel } from './sandbox-cancels.ts';
import { queueAuthorisationNotification } from './sandbox-notification.ts';
import { newPspReference, signToken, verifyToken, type SandboxTokenKind } from './sandbox-tokens.ts';
import {
  cardBrand,
  decideCard,
  decideStoredCard,
  fullYear,
  storedOutcomeOf,
  type CardDecision,
} from './card-rules.ts';
import {
  storedMethodAnswer,
  storedMethodRepository as storedMethods,
  type StoredMethodRow,
} from './stored-method-repository.ts';
import {
  sandboxRepository as payments,
  type SandboxPaymentRow,
  type SandboxStatus,
} from './sandbox-repository.ts';

/** The one-time code the sandbox's 3-D Secure page accepts. */
export const SANDBOX_CHALLENGE_CODE = '1234';
export const SANDBOX_PREFIX = '/payments-sandbox';

/** Where a payment answered with an action sends the shopper. */
const PAGE_PATHS = { AWAITING_APPROVAL: 'approve', AWAITING_CHALLENGE: 'challenge' } as const;

export interface SandboxProviderDependencies {
  db: Database;
  now: () => Date;
  settings: Pick<
    PaymentSettings,
    'merchantAccount' | 'privateKey' | 'tokenSecret' | 'hmacKeyHex' | 'hangAfterAuthorise' | 'approvalMinutes'
  >;
}

/**
 * A payment provider for development and tests, shaped like Adyen's Checkout API: cards decide at once (or ask for a
 * 3-D Secure challenge), other methods send the shopper to an approval page. Every final result is stored with its
 * webhook notification in one transaction, so the notification goes out even if the answer never reached the shop.
 */
export class SandboxProvider {
  constructor(private readonly deps: SandboxProviderDependencies) {}

  async createPayment(request: PaymentRequest): Promise<PaymentResponse> {
    if (request.merchantAccount !== this.deps.settings.merchantAccount)
      throw new ProviderRequestError('Unknown merchant account');
    const pspReference = newPspReference();
    const base = {
      psp_reference: pspReference,
      merchant_account: request.merchantAccount,
      merchant_reference: request.reference,
      amount_value: request.amount.value,
      currency: request.amount.currency,
      return_url: request.returnUrl,
    };
    const method = request.paymentMethod;
    if (method.type !== 'scheme') {
      // Every other method (bank transfers too, in the sandbox) waits for the shopper on the approval page.
      const row = {
        ...base,
        method: method.type,
        status: 'AWAITING_APPROVAL' as const,
        refusal_reason: null,
        card_summary: null,
      };
      await payments.insertPayment(this.deps.db, row, this.deps.now());
      return this.answer(row);
    }
    const { status, refusalReason, cardSummary, stored } = await this.decideScheme(request);
    const row = {
      ...base,
      method: 'scheme',
      status,
      refusal_reason: refusalReason,
      card_summary: cardSummary,
    };
    await this.deps.db.transaction(async (tx) => {
      await payments.insertPayment(tx, row, this.deps.now());
      // A card waiting for its challenge is stored inactive, and decided with the challenge.
      if (stored && (status === 'AUTHORISED' || status === 'AWAITING_CHALLENGE'))
        await storedMethods.insert(tx, stored, this.deps.now(), {
          pspReference,
          active: status === 'AUTHORISED',
        });
      if (status === 'AUTHORISED' || status === 'REFUSED') await this.queueNotification(tx, row);
    });
    // The crash test's hook: the payment is authorised and its notification stored, but the shop never hears back.
    if (status === 'AUTHORISED' && this.deps.settings.hangAfterAuthorise) await new Promise(() => undefined);
    const answer = this.answer(row);
    if (stored && status === 'AUTHORISED')
      answer.additionalData = { ...answer.additionalData, ...storedMethodAnswer(stored) };
    return answer;
  }

  /**
   * A card payment's decision: from the encrypted fields, or from a card stored earlier for the same shopper. A
   * zero-amount request only verifies a card to store it: the sandbox asks for 3-D Secure on payments, not there.
   * With `storePaymentMethod`, an authorised card is stored (its outcome kept for later payments, never its number).
   */
  private async decideScheme(request: PaymentRequest): Promise<{
    status: SandboxStatus;
    refusalReason: string | null;
    cardSummary: SandboxPaymentRow['card_summary'];
    stored?: StoredMethodRow;
  }> {
    const method = request.paymentMethod;
    const toStatus = (decision: CardDecision) =>
      decision.resultCode === 'Authorised'
        ? { status: 'AUTHORISED' as const, refusalReason: null }
        : decision.resultCode === 'Refused'
          ? { status: 'REFUSED' as const, refusalReason: decision.refusalReason }
          : request.amount.value === 0
            ? { status: 'AUTHORISED' as const, refusalReason: null }
            : { status: 'AWAITING_CHALLENGE' as const, refusalReason: null };
    if (method.storedPaymentMethodId) {
      const found = await storedMethods.find(
        this.deps.db,
        request.merchantAccount,
        request.shopperReference ?? '',
        method.storedPaymentMethodId,
      );
      if (!found) throw new ProviderRequestError('Unknown storedPaymentMethodId for this shopperReference');
      const decision = decideStoredCard(
        { outcome: found.outcome, expiryMonth: found.expiry_month, expiryYear: found.expiry_year },
        this.deps.now(),
      );
      return { ...toStatus(decision), cardSummary: { brand: found.brand, last4: found.last4 } };
    }
    try {
      const card = await decryptCard(
        { ...method, holderName: method.holderName ?? '' },
        this.deps.settings.privateKey,
        this.deps.now(),
      );
      const number = card.number.replace(/\s+/g, '');
      const cardSummary = { brand: cardBrand(number), last4: number.slice(-4) };
      const decided = toStatus(decideCard(card, this.deps.now()));
      const stored =
        request.storePaymentMethod && request.shopperReference && decided.status !== 'REFUSED'
          ? {
              id: newPspReference(),
              merchant_account: request.merchantAccount,
              shopper_reference: request.shopperReference,
              ...cardSummary,
              expiry_month: Number(card.expiryMonth),
              expiry_year: fullYear(card.expiryYear),
              holder_name: card.holderName.trim(),
              outcome: storedOutcomeOf(number),
            }
          : undefined;
      return { ...decided, cardSummary, ...(stored ? { stored } : {}) };
    } catch (error) {
      if (!(error instanceof CardFieldError)) throw error;
      return { status: 'REFUSED', refusalReason: 'Invalid Card Details', cardSummary: null };
    }
  }

  /** Forget a stored card; an unknown one (or another shopper's) is refused. */
  async disableStoredMethod(merchantAccount: string, shopperReference: string, id: string): Promise<void> {
    if (!(await storedMethods.remove(this.deps.db, merchantAccount, shopperReference, id)))
      throw new ProviderRequestError('Unknown stored payment method for this shopperReference');
  }

  /** The final result behind a redirectResult; each redirectResult answers once. */
  async paymentDetails(redirectResult: string): Promise<PaymentResponse> {
    const pspReference = this.verifyToken('result', redirectResult);
    if (!pspReference) throw new ProviderRequestError('Invalid redirectResult');
    const row = await payments.redeem(this.deps.db, pspReference, this.deps.now());
    if (!row)
      throw new ProviderRequestError('The redirectResult was already used or the payment is not final');
    const answer = this.answer(row);
    const stored = await storedMethods.fromPayment(this.deps.db, pspReference);
    if (stored) answer.additionalData = { ...answer.additionalData, ...storedMethodAnswer(stored) };
    return answer;
  }

  /** Void a payment the merchant no longer wants (Adyen's cancels); see `cancelPayment`. */
  cancelPayment(request: SandboxCancel): Promise<CancelResponse> {
    const { db, now, settings } = this.deps;
    return cancelPayment({ db, now, merchantAccount: settings.merchantAccount }, request);
  }

  /** The payment a page token stands for, while it still waits on that page and the page has not expired. */
  async waitingPayment(kind: 'approve' | 'challenge', token: string): Promise<SandboxPaymentRow | undefined> {
    const pspReference = this.verifyToken(kind, token);
    const row = pspReference
      ? await payments.findWaiting(this.deps.db, pspReference, this.pagesOpenedAfter())
      : undefined;
    return row && PAGE_PATHS[row.status as keyof typeof PAGE_PATHS] === kind ? row : undefined;
  }

  /** Pages opened before this have expired: a shopper has `approvalMinutes` on the approval or challenge page. */
  private pagesOpenedAfter(): Date {
    return new Date(this.deps.now().getTime() - this.deps.settings.approvalMinutes * 60_000);
  }

  /**
   * Settle a waiting payment from its page (approve or cancel, or a challenge code) and answer where the shopper goes:
   * the shop's returnUrl with the signed redirectResult. Undefined when the page was already used.
   */
  async complete(
    kind: 'approve' | 'challenge',
    token: string,
    outcome: { approved: boolean } | { code: string },
  ): Promise<string | undefined> {
    const waiting = await this.waitingPayment(kind, token);
    if (!waiting) return undefined;
    let status: SandboxStatus;
    let reason: string | null = null;
    if ('code' in outcome) {
      const passed = sameText(outcome.code.trim(), SANDBOX_CHALLENGE_CODE);
      status = passed ? 'AUTHORISED' : 'REFUSED';
      if (!passed) reason = '3D Not Authenticated';
    } else {
      status = outcome.approved ? 'AUTHORISED' : 'CANCELLED';
    }
    const settled = await this.deps.db.transaction(async (tx) => {
      const row = await payments.settle(
        tx,
        waiting.psp_reference,
        status,
        reason,
        this.deps.now(),
        this.pagesOpenedAfter(),
      );
      if (row) await storedMethods.decideWaiting(tx, row.psp_reference, status === 'AUTHORISED');
      if (row) await this.queueNotification(tx, row);
      return row;
    });
    if (!settled) return undefined;
    const url = settled.return_url;
    const redirectResult = this.signToken('result', settled.psp_reference);
    return `${url}${url.includes('?') ? '&' : '?'}redirectResult=${encodeURIComponent(redirectResult)}`;
  }

  private answer(
    row: Pick<
      SandboxPaymentRow,
      'psp_reference' | 'merchant_reference' | 'status' | 'refusal_reason' | 'card_summary'
    >,
  ): PaymentResponse {
    const answer: PaymentResponse = {
      pspReference: row.psp_reference,
      resultCode: RESULT_OF[row.status],
      merchantReference: row.merchant_reference,
    };
    if (row.refusal_reason) answer.refusalReason = row.refusal_reason;
    if (row.card_summary)
      answer.additionalData = { paymentMethod: row.card_summary.brand, cardSummary: row.card_summary.last4 };
    const page = PAGE_PATHS[row.status as keyof typeof PAGE_PATHS];
    if (page)
      answer.action = {
        type: page === 'challenge' ? 'threeDS2' : 'redirect',
        url: `${SANDBOX_PREFIX}/${page}/${this.signToken(page, row.psp_reference)}`,
        method: 'GET',
      };
    return answer;
  }

  private queueNotification(tx: Queryable, row: Omit<SandboxPaymentRow, 'result_redeemed_at'>) {
    return queueAuthorisationNotification(tx, row, this.deps.settings.hmacKeyHex, this.deps.now());
  }

  private signToken(kind: SandboxTokenKind, pspReference: string): string {
    return signToken(this.deps.settings.tokenSecret, kind, pspReference);
  }

  private verifyToken(kind: SandboxTokenKind, token: string): string | undefined {
    return verifyToken(this.deps.settings.tokenSecret, kind, token);
  }
}

const RESULT_OF: Record<SandboxStatus, ResultCode> = {
  AWAITING_APPROVAL: 'RedirectShopper',
  AWAITING_CHALLENGE: 'ChallengeShopper',
  RECEIVED: 'Received',
  AUTHORISED: 'Authorised',
  REFUSED: 'Refused',
  CANCELLED: 'Cancelled',
};
