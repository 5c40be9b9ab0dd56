import { styled } from '@linaria/react';
import type { WidgetComponent, WidgetRegistry } from '../src/renderer/index.ts';
import { useT } from '../src/i18n/index.ts';
import { colors, fonts, layout, media } from '../src/ui/tokens.ts';

/**
 * Stand-ins for the commerce widgets (the real ones live in features and need live stores), so `widget-slot` stories
 * show what a shopper would see in that place. They only use interface strings of the catalogue.
 */
const Section = styled.section`
  max-width: ${layout.maxWidth};
  margin: clamp(40px, 7vw, 88px) auto;
  padding-inline: ${layout.gutter};
`;

const Heading = styled.h2`
  margin: 0 0 24px;
  font-family: ${fonts.display};
  font-size: clamp(1.6rem, 1.25rem + 1.6vw, 2.5rem);
  font-weight: 400;
  text-align: center;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletSmall} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Swatch = styled.div`
  aspect-ratio: 3 / 4;
  margin-bottom: 10px;
  background: linear-gradient(160deg, ${colors.sand}, ${colors.line});
`;

const Meta = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${colors.muted};
`;

const ProductTray: WidgetComponent = ({ title, settings }) => {
  const t = useT();
  const count = Math.min(Number(settings.hitsPerPage ?? 4), 4);
  return (
    <Section aria-label={title}>
      {title && <Heading>{title}</Heading>}
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Swatch />
            <p style={{ margin: 0 }}>{t('WEB.TRAY.SHOP_NOW')}</p>
            <Meta>{String(settings.filters ?? settings.collection ?? '')}</Meta>
          </li>
        ))}
      </Grid>
    </Section>
  );
};

const Form = styled.form`
  display: grid;
  /* The column follows the page, not the input's default width (which pushed a phone's page sideways). */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  max-width: 28rem;
  margin-inline: auto;
  & input {
    min-height: 48px;
    padding: 0 14px;
    border: 1px solid ${colors.ink};
    font: inherit;
  }
  & button {
    min-height: 48px;
    border: 0;
    background: ${colors.ink};
    color: ${colors.surface};
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
  & label {
    font-size: 14px;
  }
`;

const EmailSignup: WidgetComponent = ({ title }) => {
  const t = useT();
  return (
    <Section style={{ background: colors.canvas, paddingBlock: 48 }}>
      <Heading>{title || t('WEB.EMAILLIST.TITLE')}</Heading>
      <Form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="demo-email">{t('WEB.EMAILLIST.EMAIL_LABEL')}</label>
        <input id="demo-email" type="email" autoComplete="email" />
        <button type="submit">{t('WEB.EMAILLIST.SUBMIT')}</button>
      </Form>
    </Section>
  );
};

const Offer = styled.div`
  display: grid;
  gap: 6px;
  padding: 20px 24px;
  background: ${colors.accent};
  color: ${colors.accentInk};
`;

/** Campaign messages come from the site's campaign files by date; the stand-in shows what one looks like. */
const CampaignMessages: WidgetComponent = ({ title }) => {
  const t = useT();
  return (
    <Section aria-label={title || t('WEB.SITE.CAMPAIGNS')}>
      <Offer>
        <strong>{title || t('WEB.SITE.CAMPAIGNS')}</strong>
        <span>{t('WEB.SITE.CAMPAIGN_ENDS', { date: '6 January' })}</span>
      </Offer>
    </Section>
  );
};

export const demoWidgets: WidgetRegistry = {
  'campaign-messages': CampaignMessages,
  'product-tray': ProductTray,
  'email-signup': EmailSignup,
  'recently-viewed': ProductTray,
};
