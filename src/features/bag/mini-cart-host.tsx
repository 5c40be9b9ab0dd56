import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../renderer/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { cartStore } from './bag-stores.ts';

// The drawer's code loads with its first opening, not with the page.
const MiniCart = lazyComponent(
  () => import('./mini-cart.tsx'),
  (module) => module.MiniCart,
);

/**
 * Opens the mini cart when an add or an update changes the bag's count, except during the checkout (whose pages
 * show the bag already). The cart as it was when the page opened never opens it.
 */
export const MiniCartHost = observer(function MiniCartHost() {
  const cart = useStores().get(cartStore);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const current = cart.current;
  const action = current?.lastAction;
  const count = current?.itemCount ?? 0;
  const seen = useRef<{ time: number | undefined; count: number } | null>(null);
  useEffect(() => {
    const previous = seen.current;
    seen.current = { time: action?.time, count };
    if (!previous || !action || action.time === previous.time) return;
    if (
      (action.type === 'add' || action.type === 'update') &&
      count !== previous.count &&
      !pathname.includes('/checkout')
    ) {
      setMounted(true);
      setOpen(true);
    }
  }, [action, count, pathname]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
});
