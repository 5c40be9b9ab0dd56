import { byType, type CartMessage } from '../rules/cart-rules.ts';

/**
 * The cart store's message list, shared by the store (messages from a cart answer) and the add (its refusal): the
 * add's own messages carry an `add:` id, survive a new answer and are replaced by the next add.
 */

/** Sorted: errors before warnings. */
export function sortedMessages(messages: readonly CartMessage[]): CartMessage[] {
  return [...messages].sort((a, b) => byType(a) - byType(b));
}

export const isAddMessage = (message: CartMessage): boolean => message.id.startsWith('add:');
