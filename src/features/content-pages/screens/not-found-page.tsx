import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { colors, fonts, layout } from '../../../ui/index.ts';

const Wrapper = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 96px ${layout.gutter};
  text-align: center;
  h1 {
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(28px, 4vw, 44px);
    margin: 0 0 16px;
  }
  p {
    color: ${colors.inkSoft};
    margin: 0 0 32px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 32px;
    background: ${colors.ink};
    color: ${colors.surface};
    text-decoration: none;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    font-size: 13px;
  }
`;

/** The not-found template; reports a page-not-found event once per path. */
export const NotFoundPage = observer(function NotFoundPage({ path }: { path: string }) {
  const { pageEvents } = useStores();
  const t = useT();
  useEffect(() => {
    pageEvents.notFound(path);
  }, [pageEvents, path]);
  return (
    <Wrapper>
      <h1>{t('WEB.NOT_FOUND.TITLE')}</h1>
      <p>{t('WEB.NOT_FOUND.TEXT')}</p>
      <SiteLink href="/">{t('WEB.NOT_FOUND.HOME')}</SiteLink>
    </Wrapper>
  );
});
