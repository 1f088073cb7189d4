'use client';

import type { ReactNode } from 'react';
import { cx } from '../ui/cx';

// 44 px on phones, where a finger presses it (the back office's rem is 14 px, so in pixels).
export const toolClass =
  'inline-flex size-[44px] items-center justify-center rounded text-ink-2 hover:bg-black/[0.06] md:size-7 [&>svg]:size-4';

/** A toolbar button: named by `label`, pressed while `active`; it leaves the focus in the text. */
export function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      // A click leaves the focus in the text, so what is typed right after it goes there (the
      // editor taking the focus back after the click would lose the first keys).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(toolClass, 'disabled:opacity-30', active && 'bg-primary-soft! text-primary')}
    >
      {children}
    </button>
  );
}

/** A line between groups of toolbar buttons. */
export function Divider() {
  return <span aria-hidden className="mx-1 h-4 w-px bg-line" />;
}
