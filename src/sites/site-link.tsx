import { observer } from 'mobx-react-lite';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useStores } from '../stores/index.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A link to a site-relative path ("/women/dresses") or an external URL; inside links stay in the single-page app. */
export const SiteLink = observer(function SiteLink({ href, children, ...rest }: Props) {
  const { site } = useStores();
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    const external = href.startsWith('http')
      ? { target: rest.target ?? '_blank', rel: 'noopener noreferrer' }
      : {};
    return (
      <a href={href} {...rest} {...external}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={site.href(href)} {...rest}>
      {children}
    </Link>
  );
});
