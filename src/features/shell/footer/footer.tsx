import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useStores, type ShellContent } from '../../../kernel/stores/index.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { shellIds } from '../shell-constants.ts';
import { breakpoints } from '../../../ui/index.ts';
import { FooterColumn, FooterLinkItems } from './footer-column.tsx';
import * as styles from './footer.styles.ts';
import { PaymentMarks } from './payment-marks.tsx';
import { lazyComponent } from '../../../renderer/index.ts';

interface Props {
  /** Null while the shell loads: only the copyright line shows. */
  shell: ShellContent | null;
  /** The clock the copyright year comes from (tests pin it). */
  now?: () => Date;
}

const WIDE = `(min-width: ${breakpoints.tabletSmall}px)`;

// The icons sit at the bottom of every page: their drawings load after the first screen.
const SocialLinks = lazyComponent(
  () => import('./social-links.tsx'),
  (module) => module.SocialLinks,
);

/**
 * The site footer (skip-link target): newsletter teaser, link columns (accordions on phones), social links,
 * payment marks, the footerNav legal links and the copyright line with the brand name from header.json.
 */
export const Footer = observer(function Footer({ shell, now = () => new Date() }: Props) {
  const { site } = useStores();
  const t = useT();
  const wide = useMediaQuery(WIDE);
  const footer = shell?.footer;
  const name = shell?.header?.logo.text ?? site.site?.name ?? '';
  return (
    <footer id={shellIds.footer} tabIndex={-1} className={styles.footer}>
      <div className={styles.inner}>
        {footer && (
          <div className={styles.top}>
            {footer.newsletter && (
              <div className={styles.newsletter}>
                <h2>{footer.newsletter.title}</h2>
                {footer.newsletter.text && <p>{footer.newsletter.text}</p>}
              </div>
            )}
            <ul className={styles.columns}>
              {footer.columns.map((column) => (
                <FooterColumn key={column.title} column={column} accordion={!wide} />
              ))}
            </ul>
          </div>
        )}
        {(!!footer?.social?.length || !!footer?.paymentMethods?.length) && (
          <div className={styles.middle}>
            <Suspense fallback={<span />}>
              <SocialLinks links={footer.social ?? []} />
            </Suspense>
            <PaymentMarks methods={footer.paymentMethods ?? []} />
          </div>
        )}
        <div className={styles.bottom}>
          {!!shell?.footerNav?.links.length && (
            <nav aria-label={t('WEB.SHELL.FOOTER')}>
              <ul className={styles.legalLinks}>
                <FooterLinkItems links={shell.footerNav.links} />
              </ul>
            </nav>
          )}
          <p>{t('WEB.SHELL.COPYRIGHT', { year: now().getFullYear(), name })}</p>
          {footer?.legal && <p className={styles.legalText}>{footer.legal}</p>}
        </div>
      </div>
    </footer>
  );
});
