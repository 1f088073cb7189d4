'use client';

import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { openPreview } from '@/lib/admin/workflow/calls';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { Button } from '../ui/button';

/**
 * A list row's way to the page of its version: the public page (`href`) while visitors see it,
 * else (scheduled, a draft, unpublished) its preview, as the public address would be not found.
 */
export function ViewLink({
  entity,
  version,
  href,
  label,
}: {
  entity: WorkflowEntity;
  version: { id: number; published: number };
  href: string;
  label: string;
}) {
  const t = useT(workflowText);
  const [opening, setOpening] = useState(false);
  const icon = <ExternalLink aria-hidden className="size-3" />;
  if (version.published === 1) {
    return (
      <a href={href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 text-primary hover:text-primary-hover">
        {label}
        {icon}
      </a>
    );
  }
  const preview = async () => {
    setOpening(true);
    try {
      await openPreview(entity, version.id);
    } catch {
      // Reported by the fetcher.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant="link" size="sm" loading={opening} onClick={() => void preview()} className="gap-0.5">
      {t.preview}
      {icon}
    </Button>
  );
}
