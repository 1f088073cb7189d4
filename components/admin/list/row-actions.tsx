import type { ReactNode } from 'react';

/** The actions cell of a table row: its links and buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center gap-3">{children}</div>;
}
