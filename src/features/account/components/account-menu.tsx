import { cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT, type CatalogKey } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { AccountIcon } from '../../../ui/icons.tsx';
import { colors } from '../../../ui/index.ts';
import { iconLink } from '../../../ui/chrome.styles.ts';
import { accountStatus, accountStore, loadAccountSettings } from '../account-stores.ts';

/** Where the account's pages are, in the menu's order. */
export const ACCOUNT_MENU_LINKS: { href: string; label: CatalogKey }[] = [
  { href: '/account', label: 'WEB.ACCOUNT.MENU.CHANGE_PASSWORD' },
  { href: '/orders', label: 'WEB.ACCOUNT.MENU.ORDERS' },
  { href: '/account/addresses', label: 'WEB.ACCOUNT.MENU.ADDRESSES' },
  { href: '/account/payment-methods', label: 'WEB.ACCOUNT.MENU.PAYMENT_METHODS' },
];

const Menu = styled.ul`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-end: 0;
  z-index: 20;
  min-width: 220px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  & a,
  & button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 16px;
    border: 0;
    background: none;
    color: ${colors.ink};
    font: inherit;
    font-size: 14px;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & a:hover,
  & button:hover {
    background: ${colors.canvas};
  }
  /* On the account page the list is part of the page, not a layer over it. */
  &[data-placement='page'] {
    position: static;
    max-width: 464px;
    margin-block: 24px;
    box-shadow: none;
  }
`;

/**
 * The account's list of pages and the sign-out: in the header's menu, and on the account page. Signing out goes to
 * the site's home.
 */
export const AccountMenuList = observer(function AccountMenuList(props: {
  onChoose?: () => void;
  id?: string;
  /** In the header's dropdown (the default) or laid out in the page. */
  placement?: 'dropdown' | 'page';
}) {
  const t = useT();
  const stores = useStores();
  const navigate = useNavigate();
  const { href } = useSiteContext();
  // Home first: a page that needs the customer (a checkout step, an order) must not react to the sign-out by
  // sending the shopper somewhere else on the way.
  const signOut = async () => {
    props.onChoose?.();
    await navigate(href('/'));
    await (await stores.get(accountStore).ready()).signOut();
  };
  return (
    <Menu id={props.id} data-placement={props.placement ?? 'dropdown'}>
      {ACCOUNT_MENU_LINKS.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} onClick={props.onChoose}>
            {t(link.label)}
          </SiteLink>
        </li>
      ))}
      <li>
        <button type="button" onClick={() => void signOut()}>
          {t('WEB.ACCOUNT.MENU.SIGN_OUT')}
        </button>
      </li>
    </Menu>
  );
});

/**
 * The header's account icon, only where the shop has accounts: signed out, a link to sign in; signed in, a button
 * that opens the account menu (Escape or a click elsewhere closes it).
 */
export const AccountEntry = observer(function AccountEntry() {
  const t = useT();
  const stores = useStores();
  const account = stores.get(accountStatus);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => loadAccountSettings(stores), [stores]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        button.current?.focus();
      } else if (root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  if (!account.available) return null;
  if (!account.signedIn) {
    return (
      <SiteLink href="/account/sign-in" className={iconLink}>
        <AccountIcon />
        <span className="visually-hidden">{t('WEB.SHELL.SIGN_IN')}</span>
      </SiteLink>
    );
  }
  return (
    <div ref={root} style={{ position: 'relative', display: 'inline-grid' }}>
      <button
        ref={button}
        type="button"
        className={cx(iconLink)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <AccountIcon />
        <span className="visually-hidden">{t('WEB.ACCOUNT.MENU.LABEL')}</span>
      </button>
      {open && <AccountMenuList id={menuId} onChoose={() => setOpen(false)} />}
    </div>
  );
});
