import type { ReactNode } from 'react';

/** The actions cell of a table row: its links and buttons side by side, wrapping in a narrow column. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-3 gap-y-1">{children}</div>;
}
