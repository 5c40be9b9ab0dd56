import { runInAction } from 'mobx';
import type { Clock } from '../../../kernel/types/index.ts';
import type { CaptchaToken, PaymentService } from '../../../kernel/types/payment.ts';

/**
 * Keeps the payment session's captcha fresh while the checkout is open: a new token every `everyMs`, handed to
 * `onCaptcha`; a failed refresh keeps the last one. Kept apart from the payment store, which only starts and stops it.
 */
export class CaptchaRefresh {
  private timer: unknown = null;

  constructor(
    private readonly clock: Clock,
    private readonly service: PaymentService,
    private readonly everyMs: number,
    private readonly onCaptcha: (captcha: CaptchaToken) => void,
  ) {}

  /** Start refreshing, unless already running. */
  start(): void {
    if (this.timer !== null) return;
    const tick = () => {
      this.timer = this.clock.setTimeout(() => {
        void this.service.captcha().then(
          (captcha) => runInAction(() => this.onCaptcha(captcha)),
          () => undefined,
        );
        tick();
      }, this.everyMs);
    };
    tick();
  }

  /** Stop refreshing (the checkout was left). */
  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
