import type { ReactNode } from 'react';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Tailwind grid columns for wider screens, e.g. "sm:grid-cols-2 lg:grid-cols-4". */
  columns: string;
  children: (item: T, index: number) => ReactNode;
};

/** A responsive list of cards of equal height. */
export function CardGrid<T>({ items, keyOf, columns, children }: Props<T>) {
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className="flex">
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
