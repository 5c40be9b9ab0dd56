import { makeAutoObservable, runInAction } from 'mobx';
import {
  initialSelection,
  levelOptions,
  levelsOf,
  missingLevels,
  selectedSku,
  selectOption,
  shownColour,
  type LevelOption,
  type Selection,
} from '../rules/product-options.ts';
import { addButtonState, ADDED_LABEL_MS, stockNote } from '../rules/purchase-state.ts';
import type { CustomisationInput } from '../../../kernel/types/index.ts';
import type { OptionLevel, Product } from '../../../kernel/types/product.ts';
import type { AddOutcome, AddToCartRequest } from '../../bag/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

/** What the product page needs of the bag: adding a line, and whether the bag takes changes now. */
export interface BagForProductPage {
  add(request: AddToCartRequest): Promise<AddOutcome>;
  readonly isUpdatePending: boolean;
}

/** The site's switches the product page follows (config.json `features` and `product`, the shop's integrations). */
export interface ProductPageFeatures {
  /** Sold-out sizes offer "notify me": the site's back-in-stock feature and the shop's marketing integration are on. */
  backInStock: boolean;
  lowStockMessage: boolean;
  outOfStockBadge: boolean;
  /** The most sizes offered as buttons; more are offered in a dropdown. */
  maxSizeButtons: number;
}

/** What a personalisation adds to the line: nothing, its inputs, or a hold until it is valid and previewed. */
export type BagPersonalisation =
  { kind: 'plain' } | { kind: 'personalised'; inputs: CustomisationInput[] } | { kind: 'blocked' };

/** The personalisation of a customisable product, as the add to bag needs it. */
export interface PersonalisationForBag {
  readonly forBag: BagPersonalisation;
  /** An add was held back: show the shopper what stops it. */
  flagProblems(): void;
}

/** Up to this many sizes show as buttons where the site's config sets no other number. */
export const DEFAULT_MAX_SIZE_BUTTONS = 10;

/**
 * The page's switches from the site's config and the shop's integrations: back-in-stock only where the site turns it
 * on and the marketing integration (which takes the requests) is on too, the stock notes unless off.
 */
export function productPageFeatures(
  config:
    | { features?: Readonly<Record<string, boolean>>; product?: { maxSizeButtons?: number } }
    | null
    | undefined,
  integrations: Readonly<Record<string, boolean>>,
): ProductPageFeatures {
  const features = config?.features ?? {};
  return {
    backInStock: features.backInStock === true && integrations.marketing === true,
    lowStockMessage: features.lowStockMessage !== false,
    outOfStockBadge: features.outOfStockBadge !== false,
    maxSizeButtons: config?.product?.maxSizeButtons ?? DEFAULT_MAX_SIZE_BUTTONS,
  };
}

export interface ProductPageOptions {
  product: Product;
  query: { color?: string; sku?: string };
  bag: () => Promise<BagForProductPage>;
  features: ProductPageFeatures;
  /** For a product the shopper may personalise (a function, as that store follows this one's choice). */
  personalisation?: () => PersonalisationForBag | undefined;
  timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

/**
 * One product page's state: the shopper's choice of colour, size range and size, what each option offers with the
 * rest of the choice, the chosen sku's stock, and adding it to the bag. A missing level is flagged (and shaken) when
 * the shopper tries to add without it.
 */
export class ProductPageStore {
  readonly product: Product;
  selection: Selection;
  /** Levels flagged as missing after an add without them; `flagCount` changes on every flag, to shake again. */
  flagged: OptionLevel[] = [];
  flagCount = 0;
  adding = false;
  justAdded = false;
  /** Why the last add failed (a cart code, and the limit it broke), shown under the button. */
  addError: { code: string; max?: number } | null = null;
  private bag: BagForProductPage | undefined;
  private addedTimer: unknown;
  private readonly timers: NonNullable<ProductPageOptions['timers']>;

  constructor(private readonly options: ProductPageOptions) {
    this.product = options.product;
    this.selection = initialSelection(options.product, options.query);
    this.timers = options.timers ?? globalTimers;
    makeAutoObservable<ProductPageStore, 'options' | 'bag' | 'addedTimer' | 'timers'>(this, {
      options: false,
      bag: false,
      addedTimer: false,
      timers: false,
      product: false,
    });
  }

  get levels(): OptionLevel[] {
    return levelsOf(this.product);
  }

  /** The options of a level for the rest of the choice. */
  optionsOf(level: OptionLevel): LevelOption[] {
    return levelOptions(this.product, this.selection, level);
  }

  get sku() {
    return selectedSku(this.product, this.selection);
  }

  get missing(): OptionLevel[] {
    return missingLevels(this.product, this.selection);
  }

  get colour() {
    return shownColour(this.product, this.selection);
  }

  /** The chosen sku's price, else the product's. */
  get price() {
    return this.sku?.price ?? this.product.price;
  }

  get stock() {
    const sku = this.sku;
    return stockNote(sku?.availability ?? this.colour?.availability ?? this.product.availability, sku);
  }

  get button() {
    const complete = this.missing.length === 0;
    return addButtonState({
      availability: complete ? this.sku?.availability : undefined,
      noSuchSku: complete && !this.sku,
      pending: this.adding,
      justAdded: this.justAdded,
      notifyMe: this.options.features.backInStock,
      cartDisabled: this.bag?.isUpdatePending === true && !this.adding,
    });
  }

  get features(): ProductPageFeatures {
    return this.options.features;
  }

  select(level: OptionLevel, slug: string): void {
    this.selection = selectOption(this.product, this.selection, level, slug);
    this.flagged = this.flagged.filter((flag) => this.selection[flag] === undefined);
    this.addError = null;
  }

  /**
   * Add the chosen sku to the bag: a missing level is flagged instead, and so is a personalisation not yet valid
   * and previewed. Resolves with the outcome; "added" shows for three seconds after a success.
   */
  async addToBag(): Promise<AddOutcome> {
    const missing = this.missing;
    if (missing.length > 0) {
      this.flagged = missing;
      this.flagCount += 1;
      return { ok: false, code: 'MISSING_OPTION_LEVELS', missingLevels: missing };
    }
    const sku = this.sku;
    if (!sku) return { ok: false, code: 'ADD_CART_FAILURE' };
    const personaliser = this.options.personalisation?.();
    const personalisation = personaliser?.forBag ?? { kind: 'plain' };
    if (personalisation.kind === 'blocked') {
      personaliser?.flagProblems();
      return { ok: false, code: 'CUSTOMISATION_INVALID' };
    }
    this.adding = true;
    this.addError = null;
    try {
      const bag = await this.options.bag();
      this.bag = bag;
      const outcome = await bag.add({
        productId: this.product.productId,
        sku: sku.sku,
        quantity: 1,
        optionLevels: this.levels,
        skuOptions: sku.options,
        ...(sku.stockQty !== undefined ? { stockQty: sku.stockQty } : {}),
        ...(personalisation.kind === 'personalised'
          ? { customisation: { inputs: personalisation.inputs } }
          : {}),
      });
      runInAction(() => {
        if (outcome.ok) this.showAdded();
        else
          this.addError = { code: outcome.code, ...(outcome.max === undefined ? {} : { max: outcome.max }) };
      });
      return outcome;
    } catch {
      runInAction(() => (this.addError = { code: 'ADD_CART_FAILURE' }));
      return { ok: false, code: 'ADD_CART_FAILURE' };
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  dispose(): void {
    if (this.addedTimer !== undefined) this.timers.clearTimeout(this.addedTimer);
  }

  private showAdded(): void {
    this.justAdded = true;
    if (this.addedTimer !== undefined) this.timers.clearTimeout(this.addedTimer);
    this.addedTimer = this.timers.setTimeout(
      () => runInAction(() => (this.justAdded = false)),
      ADDED_LABEL_MS,
    );
  }
}

const globalTimers = {
  setTimeout: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The recipe for a product page's store. */
export const productPageStore =
  (options: ProductPageOptions): StoreRecipe<ProductPageStore> =>
  () =>
    new ProductPageStore(options);
