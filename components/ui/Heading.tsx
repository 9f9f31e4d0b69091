import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3;

type Props = { level: HeadingLevel; id?: string; className?: string; children: ReactNode };

/** A heading whose level the page chooses, so a section can open one page (h1) and sit lower on another (h2). */
export function Heading({ level, id, className, children }: Props) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** A section that carries the page's h1 is at the top of the page: its first picture is in the first view. */
export const leadsPage = (level: HeadingLevel) => level === 1;

export const nextLevel = (level: HeadingLevel): HeadingLevel => (level === 1 ? 2 : 3);
