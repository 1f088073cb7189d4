'use client';

import { Eye, History } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useSideBySide } from '@/lib/admin/side-by-side';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { openPreview, type VersionState } from '@/lib/admin/workflow/calls';
import { formatSingaporeTime } from '@/lib/admin/workflow/singapore-time';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { Button } from '../ui/button';
import { StatusBadge } from './status-badge';

function historyHref(entity: WorkflowEntity, id: number): string {
  return `/admin/history?entity=${entity}&id=${id}`;
}

/**
 * The state of one saved language version at the top of its tab: status, planned times, the
 * reviewer's comment for the author, and the ways to its preview and its history. Translating
 * side by side, where no tab names the version, it names its language: the target's.
 */
export function VersionWorkflow({ entity, state }: { entity: WorkflowEntity; state: VersionState | undefined }) {
  const t = useT(workflowText);
  const languageName = useLanguageName();
  const sideBySide = useSideBySide();
  const [opening, setOpening] = useState(false);
  if (!state?.id) return null;

  const preview = async () => {
    setOpening(true);
    try {
      await openPreview(entity, state.id);
    } catch {
      // Reported by the fetcher.
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="mb-5 flex flex-col gap-2 rounded-md border border-line-soft bg-black/[0.02] px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="inline-flex items-center gap-2">
          <span className="text-ink-2">{sideBySide ? format(t.statusOf, { lang: languageName(state.lang) }) : t.status}</span>
          <StatusBadge state={state} />
        </span>
        {state.publishAt && <span className="text-ink-2">{format(t.publishAtText, { time: formatSingaporeTime(state.publishAt) })}</span>}
        {state.unpublishAt && (
          <span className="text-ink-2">{format(t.unpublishAtText, { time: formatSingaporeTime(state.unpublishAt) })}</span>
        )}
        <span className="ml-auto flex flex-wrap items-center gap-3">
          <Button variant="link" loading={opening} icon={<Eye aria-hidden className="size-4" />} onClick={() => void preview()}>
            {t.preview}
          </Button>
          <Link href={historyHref(entity, state.id)} className="inline-flex items-center gap-1 text-primary hover:text-primary-hover">
            <History aria-hidden className="size-4" />
            {t.history}
          </Link>
        </span>
      </div>
      {state.reviewNote && state.status === 'draft' && (
        <p role="note" className="rounded border border-[#ffd591] bg-[#fff7e6] px-2 py-1 text-[#ad4e00]">
          <span className="font-medium">{t.reviewNote}: </span>
          {state.reviewNote}
        </p>
      )}
    </div>
  );
}
