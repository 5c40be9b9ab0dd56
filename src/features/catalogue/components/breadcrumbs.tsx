import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { colors } from '../../../ui/index.ts';
import type { CategoryCrumb } from '../../../kernel/navigation/match-route.ts';

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${colors.muted};
  li + li::before {
    content: '/';
    margin-inline-end: 8px;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** Home, the matched navigation levels, then optional further steps; the last one is the current page. */
export function Breadcrumbs({
  crumbs,
  tail = [],
}: {
  crumbs: readonly CategoryCrumb[];
  /** Steps after the navigation levels (the brand index, a brand), each a label and a site path. */
  tail?: readonly { key: string; label: ReactNode; path: string }[];
}) {
  const t = useT();
  const localize = useLocalize();
  const steps = [
    ...crumbs.map((crumb) => ({
      key: crumb.key,
      label: localize(crumb.label) as ReactNode,
      path: crumb.path,
    })),
    ...tail,
  ];
  return (
    <nav aria-label={t('WEB.SHELL.BREADCRUMB')}>
      <Crumbs>
        <li>
          <SiteLink href="/">{t('WEB.SHELL.HOME')}</SiteLink>
        </li>
        {steps.map((step, index) => (
          <li key={step.key}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <SiteLink href={step.path}>{step.label}</SiteLink>
            )}
          </li>
        ))}
      </Crumbs>
    </nav>
  );
}
