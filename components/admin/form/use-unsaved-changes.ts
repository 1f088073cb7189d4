'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { basePath } from '@/lib/base-path';
import { guardHistory } from './history-guard';

// Whether each guarded form on screen has unsaved changes, for ways out that no form owns (signing out).
const guardedForms = new Set<{ current: boolean }>();

/** Asks "leave this page?" in the confirm dialog when `dirty`; true when there is nothing to lose or the user agrees. */
function useLeaveQuestion() {
  const confirm = useConfirm();
  const t = useT(commonText);
  return useCallback(
    async (dirty: boolean) =>
      !dirty || confirm({ title: t.leaveTitle, description: t.leaveText, confirmText: t.leave, cancelText: t.stay, danger: true }),
    [confirm, t],
  );
}

/**
 * For a way out that is no form's own (signing out): asks first when any form on screen has
 * unsaved changes; once agreed, no form asks again on the way.
 */
export function useConfirmLeavingForms() {
  const ask = useLeaveQuestion();
  return useCallback(async () => {
    if (!(await ask([...guardedForms].some((form) => form.current)))) return false;
    for (const form of guardedForms) form.current = false;
    return true;
  }, [ask]);
}

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab (the
 * browser's own prompt), following any in-app link, and the browser's Back and Forward (our
 * confirm dialog). Returns `confirmLeave()` for navigation the form starts itself (a Cancel button).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const router = useRouter();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
  useEffect(() => {
    guardedForms.add(dirtyRef);
    return () => void guardedForms.delete(dirtyRef);
  }, []);

  const ask = useLeaveQuestion();
  const confirmLeave = useCallback(() => ask(dirtyRef.current), [ask]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture phase on the document runs before React's own click handling of <Link>.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmLeave().then((leave) => {
        if (!leave) return;
        dirtyRef.current = false;
        const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
        router.push(`${path}${url.search}${url.hash}`);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    const stopGuardingHistory = guardHistory(
      () => dirtyRef.current,
      confirmLeave,
      () => (dirtyRef.current = false),
    );
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      stopGuardingHistory();
    };
  }, [confirmLeave, router]);

  /** Call after a successful save so the navigation that follows is not questioned. */
  const markSaved = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  /** Drops the unsaved changes by loading the page afresh, without asking (the user chose to). */
  const reload = useCallback(() => {
    markSaved();
    window.location.reload();
  }, [markSaved]);

  return { confirmLeave, markSaved, reload };
}

/**
 * An editor that is a page of its own: after a save it says so and stays (a new item moves to
 * its own address, `editHref`, so preview and the next save find it); Cancel goes back to the
 * list, asking first when there are unsaved changes.
 */
export function useEditorExit(listHref: string, dirty: boolean) {
  const router = useRouter();
  const { confirmLeave, markSaved, reload } = useUnsavedChangesGuard(dirty);
  return {
    reload,
    saved(message: string, editHref?: string) {
      markSaved();
      notifySuccess(message);
      if (editHref) router.replace(editHref);
    },
    async cancel() {
      if (!(await confirmLeave())) return;
      markSaved();
      router.push(listHref);
    },
  };
}
