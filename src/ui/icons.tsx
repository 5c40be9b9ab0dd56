import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame of every shell icon: a 24-unit outline drawing in the text colour, hidden from screen readers. */
export function Icon({ size = 22, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `glyph` in the shared frame. */
const icon = (glyph: ReactNode) =>
  function ShellIcon(props: IconProps) {
    return <Icon {...props}>{glyph}</Icon>;
  };

/** Magnifier for the search link. */
export const SearchIcon = icon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>,
);

/** Person outline for the account link. */
export const AccountIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </>,
);

/** Heart outline for favourites. */
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />,
);

/** Shopping bag for the basket link. */
export const BagIcon = icon(
  <>
    <path d="M5 8h14l-1 13H6L5 8z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </>,
);

/** Two-line burger for the phone menu button. */
export const MenuIcon = icon(<path d="M3.5 8.5h17M3.5 15.5h17" />);

/** Cross for close buttons. */
export const CloseIcon = icon(<path d="m6 6 12 12M18 6 6 18" />);

/** Chevron pointing down (menus) or, rotated by CSS, to the inline end. */
export const ChevronIcon = icon(<path d="m7 10 5 5 5-5" />);

/** Arrow up for the scroll-up button. */
export const ArrowUpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6" />);
