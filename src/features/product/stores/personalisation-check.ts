import { runInAction } from 'mobx';
import type { Clock, CustomisationInput } from '../../../kernel/types/index.ts';
import type { CustomisationOption, CustomiseService } from '../../../kernel/types/product.ts';
import { checkPersonalisation, type CheckOutcome } from '../rules/customisation-check.ts';
import { checkValue } from '../rules/customisation-rules.ts';

/**
 * Where the check stands: nothing to check (off, or a value the rules refuse), checking, checked with its preview
 * shown, or no answer to rely on (the page keeps the normal picture).
 */
export type CustomisationStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The customisation store's state the check reads (what to check) and sets (its outcome). */
export interface PersonalisationCheckHost {
  readonly active: boolean;
  readonly valid: boolean;
  readonly previewSku: string | undefined;
  readonly customisationOptions: CustomisationOption[];
  readonly values: Record<string, string>;
  status: CustomisationStatus;
  serverErrors: Record<string, string[]>;
  accepted: CustomisationInput[] | undefined;
  preview: string | undefined;
  heldBack: boolean;
}

/** What the check asks about (the store's options): the product, and how its preview picture is fetched. */
export interface PersonalisationCheckTarget {
  product: { productId: string };
  preload?: (src: string) => Promise<void>;
}

/**
 * The customisation store's side of the API's check: scheduled after a pause in typing (or at once), any check under
 * way dropped by the next change, and the outcome settled into the store. Kept apart from the store, which holds the
 * options and their validity; `schedule` and `cancel` run inside the store's actions.
 */
export class PersonalisationCheck {
  private timer: unknown;
  /** Bumped by every change, so an answer to an earlier check is dropped. */
  private sequence = 0;

  constructor(
    private readonly host: PersonalisationCheckHost,
    private readonly target: PersonalisationCheckTarget,
    private readonly service: () => Promise<CustomiseService>,
    private readonly clock: Clock,
  ) {}

  /** Drop any check under way and, when there is something valid to check, check it after `delay`. */
  schedule(delay: number): void {
    const host = this.host;
    this.cancel();
    host.accepted = undefined;
    if (!host.active || !host.valid || !host.previewSku) {
      host.status = 'idle';
      host.preview = undefined;
      return;
    }
    host.status = 'loading';
    if (delay === 0) void this.check();
    else this.timer = this.clock.setTimeout(() => void this.check(), delay);
  }

  cancel(): void {
    this.sequence += 1;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async check(): Promise<void> {
    const sequence = this.sequence;
    const skuId = this.host.previewSku;
    if (!skuId) return;
    const outcome = await checkPersonalisation(
      this.service,
      this.target.product.productId,
      { selectedOptions: this.cleanedValues(), skuId },
      this.target.preload,
    );
    if (sequence === this.sequence) runInAction(() => this.settle(outcome));
  }

  /**
   * The values as the rules cleaned them: the API cleans them the same way, and stripped emoji never count against
   * its cap on raw length.
   */
  private cleanedValues(): Record<string, string> {
    return Object.fromEntries(
      this.host.customisationOptions.map((option) => [
        option.id,
        checkValue(option, this.host.values[option.id] ?? '').value,
      ]),
    );
  }

  private settle(outcome: CheckOutcome): void {
    const host = this.host;
    if (outcome.kind === 'accepted') {
      host.serverErrors = {};
      host.accepted = outcome.inputs;
      host.preview = outcome.preview;
      host.status = 'ready';
      host.heldBack = false;
      return;
    }
    if (outcome.kind === 'refused') host.serverErrors = outcome.errors;
    host.status = outcome.kind === 'refused' ? 'idle' : 'error';
    host.preview = undefined;
  }
}
