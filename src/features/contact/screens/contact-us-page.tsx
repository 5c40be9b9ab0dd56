import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { contactStore } from '../stores/contact-store.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { TitledPage } from '../../content-pages/index.ts';
import { accountStore } from '../../account/index.ts';
import { ContactForm } from '../contact-form.tsx';

const Column = styled.div`
  max-width: 720px;
`;

/**
 * `/contact-us`: the site's contact form, from its per-language schema, labels and layout (loaded with the route, so
 * the server renders the form). A signed-in customer's e-mail address is filled in.
 */
export const ContactUsScreen = observer(function ContactUsScreen(_props: ScreenProps<true>) {
  const stores = useStores();
  const t = useT();
  const [store] = useState(() => stores.build(contactStore));
  const { site, content } = stores;
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  const schema = content.keptFile(siteId, 'contactUsSchema', language);
  const labels = content.keptFile(siteId, 'contactUsWebLabels', language);
  const layout = content.keptFile(siteId, 'contactUsForm', language);
  const [email, setEmail] = useState<string | undefined>();
  useEffect(() => {
    const account = stores.get(accountStore).current;
    if (account?.isUserSignedIn && account.userEmail) setEmail(account.userEmail);
  }, [stores]);
  return (
    <TitledPage>
      <Column>
        <h1>{labels?.title ?? t('WEB.CONTACT_US.TITLE')}</h1>
        {labels?.intro && <p>{labels.intro}</p>}
        {schema && labels && layout ? (
          <ContactForm
            key={email ?? ''}
            store={store}
            schema={schema}
            labels={labels}
            layout={layout}
            language={language}
            locale={site.locale}
            email={email}
          />
        ) : (
          <p role="status">{t(schema === undefined ? 'WEB.SHELL.LOADING' : 'WEB.CONTACT_US.UNAVAILABLE')}</p>
        )}
      </Column>
    </TitledPage>
  );
});
