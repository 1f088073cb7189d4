'use client';

import type { ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { Button } from '../ui/button';
import { useBarClearance } from './use-bar-clearance';

/**
 * The form's actions (`children`: Save and the workflow's) and Cancel under a long form, kept in
 * view at the bottom of the window while the form scrolls. `onCancel` should ask first when
 * there are unsaved changes (`confirmLeave`).
 */
export function FormActions({
  onCancel,
  before,
  children,
}: {
  onCancel: () => void;
  /** A line above the buttons (which language versions they act on). */
  before?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT(commonText);
  const bar = useBarClearance<HTMLDivElement>();
  return (
    <div
      ref={bar}
      data-testid="editor-actions"
      className="sticky bottom-0 z-10 flex flex-wrap gap-2 rounded-lg border border-line-soft bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.04)] backdrop-blur sm:px-6"
    >
      {before}
      {children}
      <Button onClick={onCancel}>{t.cancel}</Button>
    </div>
  );
}
