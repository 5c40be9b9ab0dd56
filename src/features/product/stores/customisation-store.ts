import { compareStructural, makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { Clock, CustomisationInput } from '../../../kernel/types/index.ts';
import type {
  CustomisationOption,
  CustomisationRule,
  CustomiseService,
  Product,
  ProductCustomisation,
} from '../../../kernel/types/product.ts';
import { characterCount, normaliseText } from '../../../../shared/customisation-text.ts';
import { checkValue, keepWithin, typingLimit } from '../rules/customisation-rules.ts';
import type { BagPersonalisation, PersonalisationForBag } from './product-page-store.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';
import { PersonalisationCheck, type CustomisationStatus } from './personalisation-check.ts';

export type { CustomisationStatus } from './personalisation-check.ts';

/** How long typing must pause before the personalisation is checked: one call per word, not per key. */
export const CUSTOMISE_DEBOUNCE_MS = 1000;

export interface CustomisationStoreOptions {
  product: Product;
  customisation: ProductCustomisation;
  /** The shopper's choice on the page, followed as it changes: the sku once complete, and the colour shown. */
  choice: () => { sku?: string; colour?: string };
  /** Fetches a picture before it is shown, so the preview never appears half drawn; the browser's loader by default. */
  preload?: (src: string) => Promise<void>;
}

const PLAIN: BagPersonalisation = { kind: 'plain' };
const BLOCKED: BagPersonalisation = { kind: 'blocked' };

/**
 * A customisable product's personalisation: whether the shopper wants one, the value of each option, the rules
 * each breaks, the API's check (after a pause in typing) and the preview picture it draws. While the shopper wants
 * personalisation, the bag takes the line only once the values pass and a preview was drawn, with the values as the
 * API cleaned them. The check's scheduling and its outcome are a collaborator beside this file (`PersonalisationCheck`).
 */
export class CustomisationStore implements PersonalisationForBag {
  /** The "Add personalisation" switch: off until the shopper turns it on. */
  wanted = false;
  /** Values as the shopper entered them, by option id. */
  values: Record<string, string>;
  /** Options the shopper changed: their rule messages show from then on. */
  touched: Record<string, true> = {};
  /** After an add held back by the personalisation, every option's messages show. */
  showAllErrors = false;
  /** Changes on every held-back add, so the page points at the problem again. */
  flagCount = 0;
  /** An add was held back and no check has passed since: the shopper is told to wait for the preview. */
  heldBack = false;
  status: CustomisationStatus = 'idle';
  /** The API's messages by option id, from its last refusal. */
  serverErrors: Record<string, string[]> = {};
  /** The check that passed, current while `status` is ready: the bag line's inputs. */
  accepted: CustomisationInput[] | undefined = undefined;
  /** The accepted preview once its picture loaded; kept while the next check runs, so the picture does not flicker. */
  preview: string | undefined = undefined;

  private readonly checking: PersonalisationCheck;
  private readonly stopFollowingChoice: IReactionDisposer;

  constructor(
    private readonly options: CustomisationStoreOptions,
    service: () => Promise<CustomiseService>,
    clock: Clock,
  ) {
    this.values = Object.fromEntries(
      options.customisation.options.map((option) => [
        option.id,
        option.applyDefault && option.defaultValue !== undefined ? option.defaultValue : '',
      ]),
    );
    this.checking = new PersonalisationCheck(this, options, service, clock);
    makeAutoObservable<CustomisationStore, 'options' | 'checking' | 'stopFollowingChoice'>(this, {
      options: false,
      checking: false,
      stopFollowingChoice: false,
    });
    this.stopFollowingChoice = reaction(
      () => [this.previewSku, this.excluded] as const,
      () => this.followChoice(),
      { equals: compareStructural },
    );
  }

  get customisationOptions(): CustomisationOption[] {
    return this.options.customisation.options;
  }

  /** The chosen sku is sold plain only, or every sku of the colour shown is. */
  get excluded(): boolean {
    const { sku } = this.options.choice();
    const plain = this.options.customisation.excludeSkus;
    if (sku) return plain.includes(sku);
    const skus = this.colourSkus;
    return skus.length > 0 && skus.every((candidate) => plain.includes(candidate));
  }

  /** Personalisation applies: the shopper wants it and the sku takes it. */
  get active(): boolean {
    return this.wanted && !this.excluded;
  }

  /** The sku a check is made for: the chosen one, or before a size is chosen any personalisable sku of the colour. */
  get previewSku(): string | undefined {
    const { sku } = this.options.choice();
    const plain = this.options.customisation.excludeSkus;
    if (sku) return plain.includes(sku) ? undefined : sku;
    return this.colourSkus.find((candidate) => !plain.includes(candidate));
  }

  /** The rules each option breaks now, by option id (options that pass are left out). */
  get ruleErrors(): Record<string, CustomisationRule[]> {
    const errors: Record<string, CustomisationRule[]> = {};
    for (const option of this.customisationOptions) {
      const { broken } = checkValue(option, this.values[option.id] ?? '');
      if (broken.length) errors[option.id] = broken;
    }
    return errors;
  }

  get valid(): boolean {
    return Object.keys(this.ruleErrors).length === 0;
  }

  /** What to tell the shopper about one option: the rules it breaks (once shown) and the API's messages. */
  errorsOf(optionId: string): { rules: CustomisationRule[]; messages: string[] } {
    const shown = this.showAllErrors || this.touched[optionId] === true;
    return {
      rules: shown ? (this.ruleErrors[optionId] ?? []) : [],
      messages: this.serverErrors[optionId] ?? [],
    };
  }

  /** The first option, in the page's order, with something to tell: where a held-back add points. */
  get firstFailing(): string | undefined {
    return this.customisationOptions.find((option) => {
      const errors = this.errorsOf(option.id);
      return errors.rules.length > 0 || errors.messages.length > 0;
    })?.id;
  }

  /**
   * Characters a text option still takes (negative when over): what the field holds as a reader counts it (an emoji
   * is one, though the maker drops it), or the cleaned text where that is longer (ß made capitals is SS).
   */
  remaining(optionId: string): number | undefined {
    const option = this.option(optionId);
    if (option?.type !== 'text' || option.rules.maxLength === undefined) return undefined;
    const typed = this.values[optionId] ?? '';
    const cleaned = normaliseText(typed, option.uppercase);
    return option.rules.maxLength - Math.max(characterCount(typed), characterCount(cleaned));
  }

  /** The picture shown in place of the main one while personalising. */
  get shownPreview(): string | undefined {
    return this.active ? this.preview : undefined;
  }

  get forBag(): BagPersonalisation {
    if (!this.active) return PLAIN;
    if (this.status === 'ready' && this.accepted) return { kind: 'personalised', inputs: this.accepted };
    return BLOCKED;
  }

  setWanted(wanted: boolean): void {
    this.wanted = wanted;
    this.checking.schedule(0);
  }

  /** Typed text (or a typed colour code): kept to the field's length in characters, checked once typing pauses. */
  type(optionId: string, text: string): void {
    const option = this.option(optionId);
    const kept =
      option?.type === 'text' ? keepWithin(this.values[optionId] ?? '', text, typingLimit(option)) : text;
    this.change(optionId, kept);
    this.checking.schedule(CUSTOMISE_DEBOUNCE_MS);
  }

  /** A swatch or a choice picked: checked at once. */
  choose(optionId: string, value: string): void {
    this.change(optionId, value);
    this.checking.schedule(0);
  }

  /** Ask again after a check that got no answer. */
  retry(): void {
    this.checking.schedule(0);
  }

  /** An add was held back: show every message, and let the page point at the first problem. */
  flagProblems(): void {
    this.showAllErrors = true;
    this.heldBack = true;
    this.flagCount += 1;
  }

  dispose(): void {
    this.stopFollowingChoice();
    this.checking.cancel();
  }

  private option(optionId: string): CustomisationOption | undefined {
    return this.customisationOptions.find((candidate) => candidate.id === optionId);
  }

  private get colourSkus(): string[] {
    const { colour } = this.options.choice();
    return this.options.product.skus
      .filter((sku) => colour === undefined || sku.options.color === colour)
      .map((sku) => sku.sku);
  }

  /** Another colour draws another picture, and another size may not be personalisable: check again. */
  private followChoice(): void {
    this.preview = undefined;
    this.checking.schedule(0);
  }

  private change(optionId: string, value: string): void {
    this.values[optionId] = value;
    this.touched[optionId] = true;
    delete this.serverErrors[optionId];
  }
}

/** The recipe for a customisable product page's personalisation. */
export const customisationStore =
  (options: CustomisationStoreOptions): StoreRecipe<CustomisationStore> =>
  (services) =>
    new CustomisationStore(options, services.customise, services.clock);
