import type { ComponentProps, ReactNode } from 'react';

type ItemListProps<T> = Omit<ComponentProps<'ul'>, 'children'> & {
  items: T[];
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
};

/** A list of cards or entries, one `li` each, or the line that says there are none yet. */
export function ItemList<T extends { id: number }>({ items, empty, children, ...list }: ItemListProps<T>) {
  if (!items.length) return empty;
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
