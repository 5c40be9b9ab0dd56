import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../../kernel/stores/index.ts';
import { Pullout } from '../../../ui/pullout/pullout.tsx';

interface Props {
  /** The drawer heading, e.g. "Filters" (the listing page owns the wording). */
  title: ReactNode;
  /** The filter controls; listing pages fill them in. */
  children?: ReactNode;
  /** Sticky bottom area, e.g. Apply and Clear all. */
  footer?: ReactNode;
}

/**
 * The phone filter drawer (`ui.pullout === 'mobileFilters'`). The shell owns the drawer; a listing page renders it
 * with its filters as children and opens it with `ui.openPullout('mobileFilters')`.
 */
export const MobileFiltersPullout = observer(function MobileFiltersPullout({
  title,
  children,
  footer,
}: Props) {
  const { ui, site } = useStores();
  return (
    <Pullout
      direction={site.direction}
      id="mobile-filters"
      open={ui.pullout === 'mobileFilters'}
      onClose={() => ui.closePullout()}
      title={title}
      footer={footer}
    >
      {children}
    </Pullout>
  );
});
