import { observer } from 'mobx-react-lite';
import { useLocalize } from '../../i18n/index.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import * as styles from './site-overlays.styles.ts';
import type { SplashStore } from './splash-store.ts';

/** The splash modal from content; a link inside counts as seen, like closing it. */
export const SplashModal = observer(function SplashModal({
  splash,
  href,
}: {
  splash: SplashStore;
  /** A content link inside the current site. */
  href: (link: string) => string;
}) {
  const localize = useLocalize();
  const content = splash.splash;
  if (!content) return null;
  return (
    <Modal open onClose={() => splash.close()} title={content.title}>
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
        {content.html ? (
          <div
            className={styles.splashText}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(content.html) }}
          />
        ) : null}
        {content.ctas?.length ? (
          <nav className={styles.splashLinks} aria-label={content.title} onClick={() => splash.close()}>
            {content.ctas.map((cta) => (
              <a key={cta.href} href={href(cta.href)}>
                {localize(cta.label)}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </Modal>
  );
});
