'use client';

import { AlertDialog } from 'radix-ui';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { Button, type ButtonProps } from './ui/button';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A red confirm button (deleting, discarding). */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** Renders the one confirmation dialog of the back office; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const t = useT(commonText);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => (resolver.current = resolve));
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && answer(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
          <AlertDialog.Content className="fixed top-1/3 left-1/2 z-50 w-[min(416px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-base font-semibold">{options?.title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-ink-2">{options?.description ?? ''}</AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button onClick={() => answer(false)}>{options?.cancelText ?? t.cancel}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant={options?.danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
                  {options?.confirmText ?? t.confirm}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title: '…', danger: true })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider> (the admin providers include it)');
  return confirm;
}

/**
 * A button that asks first, then runs `onConfirm` (showing its progress). Defaults to the
 * delete wording and a red confirm button.
 */
export function ConfirmButton({
  onConfirm,
  title,
  description,
  confirmText,
  danger = true,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'title'> & Partial<ConfirmOptions> & { onConfirm: () => Promise<unknown> | unknown }) {
  const confirm = useConfirm();
  const t = useT(commonText);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const yes = await confirm({
      title: title ?? t.confirmDeleteTitle,
      description: description ?? t.confirmDeleteText,
      confirmText: confirmText ?? (danger ? t.delete : t.confirm),
      danger,
    });
    if (!yes) return;
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The fetcher has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="link-danger" size="sm" {...button} loading={busy} onClick={onClick}>
      {children ?? t.delete}
    </Button>
  );
}
