import { Icon } from './icons.tsx';

export { ChevronIcon, CloseIcon, HeartIcon } from './icons.tsx';

type Props = Parameters<typeof Icon>[0];

/** Chevron pointing to the inline start (Previous); mirrored by CSS in right-to-left pages. */
export function ChevronStartIcon(props: Omit<Props, 'children'>) {
  return (
    <Icon {...props}>
      <path d="m14.5 6-6 6 6 6" />
    </Icon>
  );
}

/** Chevron pointing to the inline end (Next); mirrored by CSS in right-to-left pages. */
export function ChevronEndIcon(props: Omit<Props, 'children'>) {
  return (
    <Icon {...props}>
      <path d="m9.5 6 6 6-6 6" />
    </Icon>
  );
}

/** Two sliders, for the phone Filter button. */
export function FilterIcon(props: Omit<Props, 'children'>) {
  return (
    <Icon {...props}>
      <path d="M4 8h9M17 8h3M4 16h3M11 16h9" />
      <circle cx="15" cy="8" r="2" />
      <circle cx="9" cy="16" r="2" />
    </Icon>
  );
}
