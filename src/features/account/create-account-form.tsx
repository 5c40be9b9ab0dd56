import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ContentOf } from '../../content/index.ts';
import {
  isInterestChosen,
  toggledInterest,
  vendorsOf,
  type InterestSelection,
} from '../../kernel/marketing/interest-selection.ts';
import { Choices, InterestChoices } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { AccountStore } from './stores/account-store.ts';
import { useSiteContext } from '../../sites/site-context.tsx';
import { SiteLink } from '../../sites/site-link.tsx';
import { AccountForm, type AccountField } from './account-form.tsx';
import { AccountLinks } from './account.styles.ts';

const FIELDS: AccountField[] = [
  { name: 'email', label: 'WEB.ACCOUNT.EMAIL', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'WEB.ACCOUNT.PASSWORD',
    type: 'password',
    autoComplete: 'new-password',
    newPassword: true,
  },
  { name: 'givenName', label: 'WEB.ACCOUNT.GIVEN_NAME', type: 'text', autoComplete: 'given-name' },
  { name: 'familyName', label: 'WEB.ACCOUNT.FAMILY_NAME', type: 'text', autoComplete: 'family-name' },
];

/**
 * Create an account: e-mail, password (its policy shown), names, and marketing consent with the site's interests
 * (shown once consent is given), ticked per vendor so each vendor is told only its own. `onCreated` with the e-mail,
 * to verify it.
 */
export const CreateAccountForm = observer(function CreateAccountForm(props: {
  account: AccountStore;
  interestGroups: ContentOf<'interestGroups'> | null;
  onCreated: (email: string) => void;
}) {
  const t = useT();
  const { language } = useSiteContext();
  const { account, interestGroups } = props;
  const [consent, setConsent] = useState(false);
  const [interests, setInterests] = useState<InterestSelection>({});
  return (
    <AccountForm
      title="WEB.ACCOUNT.CREATE.TITLE"
      fields={FIELDS}
      submitLabel="WEB.ACCOUNT.CREATE.SUBMIT"
      pending={account.pending}
      code={account.code}
      onSubmit={async ({ email = '', password = '', givenName = '', familyName = '' }) => {
        const created = await account.signUp(
          {
            email: email.trim(),
            password,
            givenName: givenName.trim(),
            familyName: familyName.trim(),
            marketingConsent: consent,
          },
          {
            interests: consent ? interests : {},
            vendors: vendorsOf(interestGroups?.groups ?? []),
            language,
            requireInterest: interestGroups?.requireInterest === true,
          },
        );
        if (created) props.onCreated(email.trim());
      }}
      after={
        <AccountLinks>
          <SiteLink href="/account/sign-in">{t('WEB.ACCOUNT.CREATE.HAVE_ACCOUNT')}</SiteLink>
        </AccountLinks>
      }
    >
      <Choices as="div">
        <label>
          <input
            type="checkbox"
            name="marketingConsent"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              // Withdrawing consent withdraws the interests with it.
              if (!event.target.checked) setInterests({});
            }}
          />
          {t('WEB.ACCOUNT.MARKETING_CONSENT')}
        </label>
      </Choices>
      {consent && interestGroups && (
        <InterestChoices
          groups={interestGroups.groups}
          isChosen={(vendor, id) => isInterestChosen(interests, vendor, id)}
          legend={t('WEB.ACCOUNT.INTERESTS')}
          onToggle={(vendor, id) => setInterests((chosen) => toggledInterest(chosen, vendor, id))}
        />
      )}
    </AccountForm>
  );
});
