import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '../../../kernel/stores/index.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import { NotFoundPage } from '../../content-pages/index.ts';
import { accountStatus, loadAccountSettings } from '../account-stores.ts';

/**
 * A page of a customer's own records (addresses, saved cards): where the shop has no accounts it does not exist, so
 * it turns into the not-found page once the site's settings say so.
 */
export const AccountsOnly = observer(function AccountsOnly(props: { path: string; children: ReactNode }) {
  const stores = useStores();
  const isClient = useIsClient();
  useEffect(() => loadAccountSettings(stores), [stores]);
  if (isClient && stores.get(accountStatus).available === false) return <NotFoundPage path={props.path} />;
  return <>{props.children}</>;
});
