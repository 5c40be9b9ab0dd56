import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useSiteContext } from './site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A link to a site-relative path ("/women/dresses") or an external URL; inside links stay in the single-page app. */
export function SiteLink({ href, children, ...rest }: Props) {
  const { href: siteHref } = useSiteContext();
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
    <Link to={siteHref(href)} {...rest}>
      {children}
    </Link>
  );
}
