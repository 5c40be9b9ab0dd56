import { SiteLink } from '../../../sites/site-link.tsx';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import * as styles from './header.styles.ts';

type HeaderLogo = NonNullable<ShellContent['header']>['logo'];

/** The brand wordmark linking home: a display-serif text logo, or the editor's image with the text as its name. */
export function Logo({ text, image }: { text: string; image?: HeaderLogo }) {
  return (
    <SiteLink href="/" className={styles.logo}>
      {image?.src ? <img src={image.src} alt={text} width={image.width} height={image.height} /> : text}
    </SiteLink>
  );
}
