import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { SERVER_SPLASH_ID } from '../../../schemas/server-render.ts';
import { useLocalize } from '../../i18n/index.ts';
import { useSafeHtml } from '../../ui/safe-html.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { ServerModal } from '../../ui/modal/server-modal.tsx';
import * as styles from './site-overlays.styles.ts';
import type { SplashContent, SplashStore } from './splash-store.ts';

interface BodyProps {
  content: SplashContent;
  /** A content link inside the current site. */
  href: (link: string) => string;
  onFollow?: () => void;
}

function SplashText({ html }: { html: string }) {
  return <div className={styles.splashText} dangerouslySetInnerHTML={{ __html: useSafeHtml(html) }} />;
}

/** The splash's picture, text and links. */
function SplashBody({ content, href, onFollow }: BodyProps) {
  const localize = useLocalize();
  return (
    <div data-splash-modal={content.id}>
      {content.image ? (
        <img
          className={styles.splashImage}
          src={content.image.src}
          alt={localize(content.image.alt)}
          width={content.image.width}
          height={content.image.height}
        />
      ) : null}
      {content.html ? <SplashText html={content.html} /> : null}
      {content.ctas?.length ? (
        <nav className={styles.splashLinks} aria-label={content.title} onClick={onFollow}>
          {content.ctas.map((cta) => (
            <a key={cta.href} href={href(cta.href)}>
              {localize(cta.label)}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

/** The splash modal from content; a link inside counts as seen, like closing it. */
export const SplashModal = observer(function SplashModal({
  splash,
  href,
}: {
  splash: SplashStore;
  href: (link: string) => string;
}) {
  const content = splash.splash;
  if (!content) return null;
  return (
    // Whole, once its text is safe to show (the first HTML the server did not vouch for loads the sanitiser).
    <Suspense fallback={null}>
      <Modal open onClose={() => splash.close()} title={content.title}>
        <SplashBody content={content} href={href} onFollow={() => splash.close()} />
      </Modal>
    </Suspense>
  );
});

/**
 * The splash as the server sends it to a first visitor: in the page from its first paint rather than popping up once
 * the app has started, and closable before that.
 */
export function ServerSplash({ content, href }: Omit<BodyProps, 'onFollow'>) {
  return (
    <ServerModal id={SERVER_SPLASH_ID} title={content.title}>
      <SplashBody content={content} href={href} />
    </ServerModal>
  );
}
