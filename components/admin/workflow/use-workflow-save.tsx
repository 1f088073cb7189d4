'use client';

import { useState } from 'react';
import { RequestError } from '@/lib/admin/fetcher';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { refreshReviewQueue, stampItems, type WorkflowAction, type VersionState } from '@/lib/admin/workflow/calls';
import { sideBySideItems, useSideBySide } from '@/lib/admin/side-by-side';
import { refreshTranslations } from '@/lib/admin/translations';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { ConflictDialog, type UnsavedItems } from './conflict-dialog';

const doneTexts = {
  draft: 'savedDraft',
  review: 'submitted',
  published: 'publishedDone',
  scheduled: 'scheduledDone',
  archived: 'unpublishedDone',
} as const;

/**
 * Saves an editor's language versions under a workflow action, which acts on the version of the
 * language shown; the others are sent only when new or changed, in a state that does not show
 * them. Each carries the version it was loaded at, and a save someone else made meanwhile (409)
 * opens the conflict dialog (`dialog`, to render), whose Reload calls `reload`. Translating side
 * by side, the target is the version shown, and only it is saved, with the language it is
 * translated from.
 */
export function useWorkflowSave(entity: WorkflowEntity, stored: readonly (VersionState | undefined)[], reload: () => void) {
  const t = useT(workflowText);
  const [conflict, setConflict] = useState<UnsavedItems | null>(null);
  const sideBySide = useSideBySide();

  /** True once saved; false when refused (the fetcher has reported why, or the dialog is open). */
  const save = async <Item extends { id?: number; lang: string }>(
    items: Item[],
    action: WorkflowAction,
    write: (items: Item[]) => Promise<unknown>,
    versions: { shown: string; changed: (item: Item) => boolean },
  ): Promise<boolean> => {
    const shown = sideBySide?.target ?? versions.shown;
    const sent = sideBySideItems(items, sideBySide).filter(
      (item) => !item.id || versions.changed(item) || (item.lang === shown && action.status),
    );
    if (!sent.length) return true;
    const stamped = stampItems(
      sent,
      stored.filter((state): state is VersionState => !!state),
      action,
      shown,
    );
    try {
      await write(stamped);
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) setConflict(stamped as unknown as UnsavedItems);
      return false;
    }
    await Promise.all([refreshReviewQueue(), refreshTranslations()]);
    return true;
  };

  /** What the notification says after a save under `action`; `plain` for a save that keeps the state. */
  const doneText = (action: WorkflowAction, plain: string) => {
    if (action.comment) return t.returned;
    return action.status ? t[doneTexts[action.status]] : plain;
  };

  const dialog = <ConflictDialog entity={entity} items={conflict} onClose={() => setConflict(null)} onReload={reload} />;
  return { save, doneText, dialog };
}
