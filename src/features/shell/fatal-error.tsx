import { useEffect, useState } from 'react';
import { styled } from '@linaria/react';
import { useI18n } from '../../i18n/index.ts';
import { colors, fonts } from '../../ui/index.ts';

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
  RETRY: 'Try again',
  UPDATE_TITLE: 'A new version is available',
  UPDATE_DESCRIPTION: 'Reload the page to get the latest version of the shop.',
} as const;

/** Whether the server now serves a newer build than this page's, and the reload that fetches it. */
export interface BuildCheck {
  newerBuildOut(): Promise<boolean>;
  reload(): void;
}

interface Props {
  supportCode: string;
  /** Absent (the server's render) or failing: the generic screen. */
  builds?: BuildCheck;
  /** Render the page again. */
  onRetry: () => void;
}

/**
 * The shell's error screen. A page that broke is often one whose code changed under it, so the screen first asks
 * the server for a newer build and, when there is one, offers a reload. Otherwise (and while asking) it shows
 * 'Sorry, something went wrong.' with the shopping session id as support code and a retry. Works even without
 * catalogues.
 */
export function FatalError({ supportCode, builds, onRetry }: Props) {
  const i18n = useI18n();
  const newer = useNewerBuild(builds);
  const text = (key: keyof typeof copy, values?: Record<string, string>) => {
    const fullKey = `WEB.ERROR.${key}`;
    return i18n.exists(fullKey)
      ? (i18n.t(fullKey, values) as string)
      : copy[key].replace('{{code}}', values?.code ?? '');
  };
  if (newer && builds) {
    return (
      <Screen role="alert" data-error-screen="update">
        <h1>{text('UPDATE_TITLE')}</h1>
        <p>{text('UPDATE_DESCRIPTION')}</p>
        <button type="button" onClick={() => builds.reload()}>
          {text('RELOAD')}
        </button>
      </Screen>
    );
  }
  return (
    <Screen role="alert" data-error-screen="generic">
      <h1>{text('FATAL_TITLE')}</h1>
      <p>{text('FATAL_DESCRIPTION')}</p>
      <code>{text('SUPPORT_CODE', { code: supportCode })}</code>
      <button type="button" onClick={onRetry}>
        {text('RETRY')}
      </button>
    </Screen>
  );
}

/** True once the server confirmed a newer build; false while asking, without a check, or when the check fails. */
function useNewerBuild(builds: BuildCheck | undefined): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    if (!builds) return;
    let current = true;
    builds.newerBuildOut().then(
      (found) => current && setNewer(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [builds]);
  return newer;
}
