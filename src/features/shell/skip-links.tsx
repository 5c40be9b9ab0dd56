import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { colors } from '../../ui/index.ts';
import { shellIds } from './shell-constants.ts';

const list = css`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  z-index: 300;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const link = css`
  position: absolute;
  inset-block-start: 8px;
  inset-inline-start: 8px;
  padding: 12px 20px;
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: 14px;
  white-space: nowrap;
  text-decoration: underline;
  text-underline-offset: 3px;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * Skip links, the first thing in the page, visible only when focused: to the main content, the main navigation and
 * the footer. They move focus themselves (no hash in the address); where the navigation is hidden (phones), the
 * navigation link opens the menu drawer instead.
 */
export const SkipLinks = observer(function SkipLinks({ navigation }: { navigation: boolean }) {
  const { ui } = useStores();
  const t = useT();
  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    if (id === shellIds.navigation && target.getClientRects().length === 0) {
      ui.openPullout('menuPullout');
      return;
    }
    target.focus();
  };
  const links = [
    { id: shellIds.main, label: t('WEB.SHELL.SKIP_TO_CONTENT') },
    ...(navigation ? [{ id: shellIds.navigation, label: t('WEB.SHELL.SKIP_TO_NAVIGATION') }] : []),
    { id: shellIds.footer, label: t('WEB.SHELL.SKIP_TO_FOOTER') },
  ];
  return (
    <ul className={list}>
      {links.map(({ id, label }) => (
        <li key={id}>
          <a href={`#${id}`} className={link} onClick={go(id)}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
});
