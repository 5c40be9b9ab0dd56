import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyComponent } from '../../renderer/index.ts';
import { QuickBuyContext, type QuickBuyRequest } from '../../ui/product/quick-buy-context.ts';

// The dialog's code (options, add to bag) loads with the first quick buy, not with the page.
const QuickBuyModal = lazyComponent(
  () => import('./quick-buy-modal.tsx'),
  (module) => module.QuickBuyModal,
);

/** Lets every product card open quick buy, and shows the dialog once one does. */
export function QuickBuyHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<QuickBuyRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: QuickBuyRequest) => {
    setOpened(true);
    setRequest(next);
  }, []);
  return (
    <QuickBuyContext.Provider value={open}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <QuickBuyModal request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </QuickBuyContext.Provider>
  );
}
