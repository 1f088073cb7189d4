'use client';

import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { api } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { notifySuccess } from '@/lib/admin/notify';
import { assetUrl } from '@/lib/admin/paths';
import type { VersionState } from '@/lib/admin/workflow/calls';
import { formatSingaporeTime } from '@/lib/admin/workflow/singapore-time';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { Button } from '../ui/button';
import { VersionWorkflow } from '../workflow/version-workflow';

/** "Copy preview link" for a saved version: copies the signed link, then shows it and until when it works. */
function CopyPreviewLink({ entity, id }: { entity: WorkflowEntity; id: number }) {
  const t = useT(versionsText);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    setBusy(true);
    try {
      const { url, expiresAt } = await api.get('/admin/preview-link', { query: { entity, id } });
      const absolute = new URL(assetUrl(url), window.location.origin).href;
      setLink({ url: absolute, expiresAt });
      // Without the clipboard (a browser refusing it) the link is shown, selected on focus, to copy by hand.
      await navigator.clipboard.writeText(absolute).then(
        () => notifySuccess(t.previewCopied),
        () => undefined,
      );
    } catch {
      // Reported by the fetcher.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="-mt-3 mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="link" loading={busy} icon={<Link2 aria-hidden className="size-4" />} onClick={() => void copy()}>
        {t.copyPreviewLink}
      </Button>
      {link && (
        <>
          <input
            readOnly
            dir="ltr"
            aria-label={t.previewLinkLabel}
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-[44px] min-w-0 flex-1 basis-64 rounded-md md:h-8 border border-line bg-black/[0.02] px-2 text-sm text-ink-2"
          />
          <span className="text-ink-3" data-testid="preview-expiry">
            {format(t.previewExpires, { time: formatSingaporeTime(link.expiresAt) })}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * The top of a saved version's tab: its workflow state (status, times, preview, history) and
 * "Copy preview link", available from the first save. Nothing for a version not saved yet.
 */
export function VersionHeader({ entity, state }: { entity: WorkflowEntity; state: VersionState | undefined }) {
  if (!state?.id) return null;
  return (
    <>
      <VersionWorkflow entity={entity} state={state} />
      <CopyPreviewLink key={state.id} entity={entity} id={state.id} />
    </>
  );
}
