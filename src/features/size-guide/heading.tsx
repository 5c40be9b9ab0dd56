import type { ReactNode } from 'react';

/** The heading levels the guide uses: its page title at 1, and in a modal its sections below the modal's own title. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/** A heading whose level follows where the guide is shown, so the page outline stays whole. */
export function Heading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
