import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import { colors } from '../../../ui/index.ts';
import { Icon } from '../../../ui/icons.tsx';

type Social = NonNullable<NonNullable<ShellContent['footer']>['social']>[number];
type Network = Social['network'];

const list = css`
  display: flex;
  gap: 4px;
  margin: 0;
  margin-inline-start: -11px;
  padding: 0;
  list-style: none;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    color: ${colors.ink};
    transition: opacity 150ms ease;
  }
  a:hover {
    opacity: 0.6;
  }
`;

/** Brand names are not translated. */
const NAMES: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  x: 'X',
  line: 'LINE',
};

const GLYPHS: Record<Network, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5c0-.6.4-1 1-1h2z" />,
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.3 2.7 2.2 4.6 5 4.8" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9.3 4.8 2.7-4.8 2.7z" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m10.6 13.4-2 7M9 11.8a3.7 3.7 0 1 1 2.6 3.1" />
    </>
  ),
  x: <path d="M4 4l6.6 8.8L4.3 20M20 4l-6.2 7M9.5 4H4l10.5 16H20z" />,
  line: (
    <>
      <path d="M21 10.7C21 6.5 17 3 12 3s-9 3.5-9 7.7c0 3.8 3.2 7 7.5 7.6 1 .2.9.6.7 2.1 0 .3-.2.9.8.5s5.2-3.2 7.1-5.5c1.3-1.5 1.9-3 1.9-4.7z" />
    </>
  ),
};

/** The footer's social network links: an inline icon each, named for screen readers, opening in a new tab. */
export function SocialLinks({ links }: { links: readonly Social[] }) {
  const t = useT();
  if (!links.length) return null;
  return (
    <ul className={list} aria-label={t('WEB.SHELL.SOCIAL')}>
      {links.map((link) => (
        <li key={link.network}>
          <SiteLink href={link.href}>
            <Icon>{GLYPHS[link.network]}</Icon>
            <span className="visually-hidden">{NAMES[link.network]}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
