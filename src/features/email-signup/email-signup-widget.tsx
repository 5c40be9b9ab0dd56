import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ContentOf } from '../../content/index.ts';
import { isInterestChosen } from '../../kernel/marketing/interest-selection.ts';
import { InterestChoices } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { CatalogKey } from '../../i18n/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { colors, fonts, layout, media } from '../../ui/index.ts';
import { emailSignupStore } from './stores/email-signup-store.ts';

const Section = styled.section`
  background: ${colors.sand};
  padding: 56px ${layout.gutter};
  margin: 48px 0;
`;

const Inner = styled.div`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(24px, 3vw, 34px);
  }
  p {
    margin: 0 0 24px;
    color: ${colors.inkSoft};
  }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${media.tabletSmall} {
    flex-direction: row;
  }
  input[type='email'] {
    flex: 1;
    min-height: 48px;
    padding: 0 16px;
    border: 1px solid ${colors.inkSoft};
    background: ${colors.surface};
    font: inherit;
  }
  button {
    min-height: 48px;
    padding: 0 32px;
    border: 0;
    background: ${colors.ink};
    color: ${colors.surface};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    font-size: 13px;
    cursor: pointer;
  }
  button[disabled] {
    opacity: 0.6;
  }
`;

const Consent = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin-top: 16px;
  text-align: start;
  font-size: 13px;
  color: ${colors.inkSoft};
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
`;

const Message = styled.p`
  margin: 12px 0 0 !important;
  font-size: 14px;
  &[data-kind='error'] {
    color: ${colors.sale} !important;
  }
  &[data-kind='success'] {
    color: ${colors.success} !important;
  }
`;

const Interests = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
`;

/**
 * The newsletter signup a `widget-slot` mounts: its own store, fed by the marketing service. Once the shopper
 * consents, the site's interests (interestGroups.json) are offered, and one is asked for when the file says so;
 * withdrawing consent clears them. Each marketing vendor's interests are ticked apart and sent in its own signup.
 */
export const EmailSignupWidget = observer(function EmailSignupWidget({
  title,
  settings,
}: {
  title?: string;
  settings: Record<string, unknown>;
}) {
  const { build, site, content } = useStores();
  const t = useT();
  const id = useId();
  const [store] = useState(() =>
    build(emailSignupStore({ language: site.language, requireInterest: false, alwaysShow: true })),
  );
  const [interestGroups, setInterestGroups] = useState<ContentOf<'interestGroups'> | null>(null);
  const siteId = site.site?.siteId;
  if (siteId) content.plan(siteId, 'interestGroups', { language: site.language });
  useEffect(() => {
    if (!siteId) return;
    let current = true;
    void content
      .loadOptional(siteId, 'interestGroups', site.language)
      .catch(() => null)
      .then((groups) => {
        if (!current) return;
        setInterestGroups(groups);
        store.setInterestGroups(groups);
      });
    return () => {
      current = false;
    };
  }, [content, siteId, site.language, store]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const text = typeof settings.text === 'string' ? settings.text : undefined;
  // Read here, where this observer tracks it: the choices' boxes are drawn by a plain component.
  const chosen = store.interests;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <Inner>
        <h2 id={`${id}-title`}>{title || t('WEB.EMAILLIST.TITLE')}</h2>
        {text && <p>{text}</p>}
        <form noValidate onSubmit={onSubmit}>
          <Row>
            <label htmlFor={`${id}-email`} className="visually-hidden">
              {t('WEB.EMAILLIST.EMAIL_LABEL')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder={t('WEB.EMAILLIST.EMAIL_LABEL')}
              value={store.email}
              aria-invalid={
                store.error === 'REQUIRED' || store.error === 'FORMAT' || store.error === 'EXISTS'
              }
              aria-describedby={`${id}-message`}
              onChange={(event) => store.setEmail(event.target.value)}
            />
            <button type="submit" disabled={store.pending}>
              {t('WEB.EMAILLIST.SUBMIT')}
            </button>
          </Row>
          <Consent>
            <input
              type="checkbox"
              checked={store.consent}
              onChange={(event) => store.setConsent(event.target.checked)}
            />
            <span>{interestGroups?.consentText || t('WEB.EMAILLIST.CONSENT')}</span>
          </Consent>
          {store.consent && interestGroups && interestGroups.groups.length > 0 && (
            <Interests>
              <InterestChoices
                groups={interestGroups.groups}
                isChosen={(vendor, interest) => isInterestChosen(chosen, vendor, interest)}
                legend={t('WEB.EMAILLIST.INTERESTS')}
                onToggle={(vendor, interest) => store.toggleInterest(vendor, interest)}
              />
            </Interests>
          )}
          <div id={`${id}-message`} aria-live="polite">
            {store.error && (
              <Message data-kind="error">{t(`WEB.EMAILLIST.ERROR.${store.error}` as CatalogKey)}</Message>
            )}
            {store.hasSubmitted && <Message data-kind="success">{t('WEB.EMAILLIST.SUCCESS')}</Message>}
          </div>
        </form>
      </Inner>
    </Section>
  );
});
