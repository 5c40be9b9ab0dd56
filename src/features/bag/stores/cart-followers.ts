import type { Cart } from '../../../kernel/types/index.ts';

/** Someone who follows the cart's answers: the checkout store keeps its delivery and tax state from them. */
export interface CartFollower {
  applied(cart: Cart): void;
  reset(): void;
}

/**
 * The cart store's followers and the last answer they were given. Kept apart from the store so that the store holds
 * the cart itself, and this the fan-out of its answers to stores that depend on them.
 */
export class CartFollowers {
  private readonly followers: CartFollower[] = [];
  /** The last answer applied, for a follower that comes after it (a page that opens the checkout later). */
  private lastAnswer: Cart | null = null;

  /**
   * Follow every cart answer and reset (the checkout store does), starting with the answer already in hand: a cart
   * loaded before the follower came (the bag in the header of the page before) is not read again.
   */
  follow(follower: CartFollower): void {
    this.followers.push(follower);
    if (this.lastAnswer) follower.applied(this.lastAnswer);
  }

  /** Pass a new answer on, and keep it for followers still to come. */
  applied(cart: Cart): void {
    this.lastAnswer = cart;
    for (const follower of this.followers) follower.applied(cart);
  }

  /** The cart was emptied: forget the answer and tell every follower. */
  reset(): void {
    this.lastAnswer = null;
    for (const follower of this.followers) follower.reset();
  }
}
