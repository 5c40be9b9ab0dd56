import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { colors, fonts, media } from '../../../ui/index.ts';
import { ListingWrapper } from '../../listing/index.ts';
import { useBrandsPath } from './brand-page.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import type { CategoryCrumb } from '../../../kernel/navigation/match-route.ts';
import { brandIndexStore, BRAND_LETTERS } from '../stores/brand-index-store.ts';

const Heading = styled.h1`
  margin: 0 0 24px;
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(28px, 1.4rem + 1.6vw, 44px);
`;

const Letters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  & a,
  & span {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 6px;
    border: 1px solid ${colors.line};
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  & a:hover {
    border-color: ${colors.ink};
  }
  & span {
    color: ${colors.muted};
    border-style: dashed;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: 32px;
  ${media.tabletSmall} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktopSmall} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & h2 {
    margin: 0 0 12px;
    padding-block-end: 8px;
    border-block-end: 1px solid ${colors.line};
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: 28px;
    scroll-margin-top: 24px;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li a {
    display: flex;
    min-height: 44px;
    align-items: center;
    text-decoration: none;
  }
  & li a:hover {
    text-decoration: underline;
  }
`;

/** The brand index (`/{l1?}/brands`): letters A-Z and 0-9 to jump to, then every brand with products here. */
export const BrandIndexPage = observer(function BrandIndexPage({ crumbs }: { crumbs: CategoryCrumb[] }) {
  const { site, build } = useStores();
  const t = useT();
  const brandsPath = useBrandsPath(crumbs);
  const top = crumbs[0];
  const [store] = useState(() =>
    build(
      brandIndexStore({
        siteId: site.site?.siteId ?? '',
        language: site.language,
        ...(top?.node.filters ? { routeFilters: top.node.filters } : {}),
      }),
    ),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  const present = new Set(store.groups.map((group) => group.letter));
  const anchor = (letter: string) => `brands-${letter === '0-9' ? 'digits' : letter.toLowerCase()}`;
  const letterLabel = (letter: string) => (letter === '0-9' ? t('WEB.BRANDS.NUMBERS') : letter);
  return (
    <ListingWrapper>
      <Breadcrumbs
        crumbs={crumbs}
        tail={[{ key: 'brands', label: t('WEB.BRANDS.TITLE'), path: brandsPath }]}
      />
      <Heading>{t('WEB.BRANDS.INDEX')}</Heading>
      <nav aria-label={t('WEB.BRANDS.LETTERS')}>
        <Letters>
          {BRAND_LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${anchor(letter)}`}>{letterLabel(letter)}</a>
              ) : (
                <span aria-disabled="true">{letterLabel(letter)}</span>
              )}
            </li>
          ))}
        </Letters>
      </nav>
      {store.loading ? (
        <p role="status">{t('WEB.SHELL.LOADING')}</p>
      ) : store.failed ? (
        <p role="alert">{t('WEB.LISTING.FAILED')}</p>
      ) : (
        <Groups>
          {store.groups.map((group) => (
            <section key={group.letter} aria-labelledby={anchor(group.letter)}>
              <h2 id={anchor(group.letter)}>{letterLabel(group.letter)}</h2>
              <ul>
                {group.brands.map((brand) => (
                  <li key={brand.tag}>
                    <SiteLink href={`${brandsPath}/${brand.tag}`}>{brand.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Groups>
      )}
    </ListingWrapper>
  );
});
