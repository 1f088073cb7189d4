'use client';

import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { latestSaved } from '@/lib/admin/workflow/calls';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { Button } from '../ui/button';
import { FieldDifferences } from './field-differences';

/** The language versions a refused save carried. */
export type UnsavedItems = ({ id?: number; lang: string } & Record<string, unknown>)[];

interface Comparison {
  lang: string;
  stored: Record<string, unknown>;
  mine: Record<string, unknown>;
}

/**
 * A save refused because someone else saved the item meanwhile (409): Reload takes the latest
 * version (dropping the unsaved edits); Compare shows the edits against it, field by field.
 */
export function ConflictDialog({
  entity,
  items,
  onClose,
  onReload,
}: {
  entity: WorkflowEntity;
  items: UnsavedItems | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const t = useT(workflowText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const [comparisons, setComparisons] = useState<Comparison[] | null>(null);
  const [comparing, setComparing] = useState(false);

  const compare = async () => {
    setComparing(true);
    try {
      const saved = (items ?? []).filter((item) => item.id);
      setComparisons(
        await Promise.all(saved.map(async (item) => ({ lang: item.lang, stored: await latestSaved(entity, item.id!), mine: item }))),
      );
    } catch {
      // Reported by the fetcher.
    } finally {
      setComparing(false);
    }
  };

  const close = () => {
    setComparisons(null);
    onClose();
  };

  return (
    <Dialog.Root open={!!items} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-[8vh] left-1/2 z-50 flex max-h-[84vh] w-[min(860px,calc(100vw-32px))] -translate-x-1/2 flex-col rounded-lg bg-white shadow-xl"
        >
          <Dialog.Title className="px-6 pt-5 pb-2 text-base font-semibold">{t.conflictTitle}</Dialog.Title>
          <div className="overflow-y-auto px-6 py-2">
            <Dialog.Description className="mb-4 text-ink-2">{t.conflictText}</Dialog.Description>
            {comparisons?.map((comparison) => (
              <div key={comparison.lang} className="mb-4">
                <h3 className="mb-2 font-semibold">{languageName(comparison.lang)}</h3>
                <FieldDifferences
                  before={comparison.stored}
                  after={comparison.mine}
                  beforeLabel={t.storedLatest}
                  afterLabel={t.yourChanges}
                />
              </div>
            ))}
          </div>
          <div className="flex flex-wrap justify-end gap-2 px-6 pt-3 pb-5">
            <Button onClick={close}>{c.cancel}</Button>
            <Button loading={comparing} onClick={() => void compare()}>
              {comparing ? t.comparing : t.compare}
            </Button>
            <Button variant="primary" onClick={onReload}>
              {t.reload}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
