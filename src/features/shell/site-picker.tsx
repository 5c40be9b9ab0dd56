import { styled } from '@linaria/react';
import { basePath } from '../../sites/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { colors, fonts } from '../../ui/index.ts';

const Page = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: 96px 24px;
  h1 {
    font-family: ${fonts.display};
    font-weight: 400;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  a {
    display: flex;
    justify-content: space-between;
    padding: 16px 0;
    border-bottom: 1px solid ${colors.line};
    text-decoration: none;
  }
`;

/** A path that belongs to no site: list every site (in its own default language) so nobody is stuck. */
export function SitePicker() {
  const { site } = useStores();
  return (
    <Page id="main-content">
      <h1>Choose your country</h1>
      <ul>
        {site.sites.map((entry) =>
          entry.languages.map((language) => (
            <li key={`${entry.siteId}-${language}`}>
              <a href={basePath(entry, language)} lang={language}>
                <span>{entry.name}</span>
                <span>{language.toUpperCase()}</span>
              </a>
            </li>
          )),
        )}
      </ul>
    </Page>
  );
}
