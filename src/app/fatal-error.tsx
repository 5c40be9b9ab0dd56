import { styled } from '@linaria/react';
import { useI18n } from '../i18n/index.ts';
import { colors, fonts } from '../ui/index.ts';

const Screen = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: 12px;
  padding: 48px 24px;
  text-align: center;
  h1 {
    margin: 0;
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(26px, 4vw, 40px);
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  code {
    font-size: 13px;
    color: ${colors.muted};
  }
  button {
    justify-self: center;
    margin-top: 16px;
    min-height: 48px;
    padding: 0 32px;
    border: 0;
    background: ${colors.ink};
    color: ${colors.surface};
    cursor: pointer;
  }
`;

/** Fixed English wording, for when the catalogues are what failed. */
const copy = {
  FATAL_TITLE: 'Sorry, something went wrong.',
  FATAL_DESCRIPTION: 'Please check back soon.',
  SUPPORT_CODE: 'Support code: {{code}}',
  RELOAD: 'Reload',
} as const;

/** 'Sorry, something went wrong.' with the shopping session id as support code; works even without catalogues. */
export function FatalError({ supportCode }: { supportCode: string }) {
  const i18n = useI18n();
  const text = (key: keyof typeof copy, values?: Record<string, string>) => {
    const fullKey = `WEB.ERROR.${key}`;
    return i18n.exists(fullKey)
      ? (i18n.t(fullKey, values) as string)
      : copy[key].replace('{{code}}', values?.code ?? '');
  };
  return (
    <Screen role="alert">
      <h1>{text('FATAL_TITLE')}</h1>
      <p>{text('FATAL_DESCRIPTION')}</p>
      <code>{text('SUPPORT_CODE', { code: supportCode })}</code>
      <button type="button" onClick={() => window.location.reload()}>
        {text('RELOAD')}
      </button>
    </Screen>
  );
}
