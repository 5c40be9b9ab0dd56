import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocalize, useT } from '../../i18n/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { useStores } from '../../stores/index.ts';
import { colors, fonts, layout, media, radius } from '../../ui/index.ts';
import type { CategoryCrumb } from './match-route.ts';
import { navContextKey } from './nav-context.ts';

const Wrapper = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 24px ${layout.gutter} 64px;
`;

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

const Heading = styled.h1`
  margin: 0 0 24px;
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(28px, 4vw, 44px);
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.pill};
    text-decoration: none;
    background: ${colors.surface};
  }
  a:hover {
    border-color: ${colors.ink};
  }
  ${media.tabletSmall} {
    gap: 12px;
  }
`;

/** A category path matched against the navigation tree: heading, breadcrumbs and its subcategories. */
export const CategoryPage = observer(function CategoryPage({ crumbs }: { crumbs: CategoryCrumb[] }) {
  const { site, services } = useStores();
  const localize = useLocalize();
  const t = useT();
  const current = crumbs[crumbs.length - 1] as CategoryCrumb;
  const top = crumbs[0] as CategoryCrumb;
  const siteId = site.site?.siteId ?? '';
  useEffect(() => {
    services.storage.set(navContextKey(siteId), top.key);
  }, [services, siteId, top.key]);
  const children = (current.node.children ?? []).filter((child) => !child.hide);
  return (
    <Wrapper>
      <nav aria-label={t('WEB.SHELL.BREADCRUMB')}>
        <Crumbs>
          <li>
            <SiteLink href="/">{t('WEB.SHELL.HOME')}</SiteLink>
          </li>
          {crumbs.map((crumb, index) => (
            <li key={crumb.key}>
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{localize(crumb.label)}</span>
              ) : (
                <SiteLink href={crumb.path}>{localize(crumb.label)}</SiteLink>
              )}
            </li>
          ))}
        </Crumbs>
      </nav>
      <Heading>{localize(current.label)}</Heading>
      {children.length > 0 && (
        <nav aria-label={t('WEB.CATEGORY.SUBCATEGORIES')}>
          <Chips>
            {children.map((child) => (
              <li key={child.key}>
                <SiteLink href={`${current.path}/${child.path}`}>{localize(child.label)}</SiteLink>
              </li>
            ))}
          </Chips>
        </nav>
      )}
    </Wrapper>
  );
});
