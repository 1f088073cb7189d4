'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { Button } from './ui/button';
import { cx } from './ui/cx';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** The button that completes the dialog (e.g. Save), shown after Cancel; Cancel asks `onOpenChange(false)`. */
  action: ReactNode;
  width?: string;
}

/** Whether a dialog is open, and how it asks to open or close: what its opener hands it. */
export type DialogState = Pick<FormDialogProps, 'open' | 'onOpenChange'>;

/** A modal (Radix Dialog) for create/edit forms that fit on one card, e.g. banners, with Cancel and its action below. */
export function FormDialog({ open, onOpenChange, title, children, action, width = 'w-[min(560px,calc(100vw-32px))]' }: FormDialogProps) {
  const common = useT(commonText);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cx('fixed top-[10vh] left-1/2 z-40 flex max-h-[80vh] -translate-x-1/2 flex-col rounded-lg bg-white shadow-xl', width)}
        >
          <div className="flex items-center justify-between px-6 pt-5 pb-3">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-ink-3 hover:bg-black/[0.06] hover:text-ink" aria-label="Close">
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-2">{children}</div>
          <div className="flex flex-wrap justify-end gap-2 px-6 pt-3 pb-5">
            <Button onClick={() => onOpenChange(false)}>{common.cancel}</Button>
            {action}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
