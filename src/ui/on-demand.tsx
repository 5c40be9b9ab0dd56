import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its children (a lazily loaded drawer or dialog) the first time `when` is true and keeps them mounted after,
 * so their code is fetched only when a shopper opens them and their closing animation can still run.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(when);
  if (when && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
