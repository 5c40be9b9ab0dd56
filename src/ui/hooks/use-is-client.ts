import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False on the server and while hydrating, true after: browser-only state must not change the first render. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
