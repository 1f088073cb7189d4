'use client';

import { useId, useState } from 'react';
import { Switch } from '@/components/admin/form/field';
import { Card } from '@/components/admin/ui/card';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { notifySuccess } from '@/lib/admin/notify';
import { saveWorkflowConfig, useWorkflowConfig } from '@/lib/admin/workflow/calls';

/** The administrators' switch "approval required": whether editors may publish themselves. */
export function ApprovalSetting() {
  const t = useT(workflowText);
  const id = useId();
  const config = useWorkflowConfig();
  const [saving, setSaving] = useState(false);

  const change = async (on: boolean) => {
    setSaving(true);
    try {
      await saveWorkflowConfig({ approvalRequired: on ? 1 : 0 });
      notifySuccess(t.configSaved);
    } catch {
      // Reported by the fetcher.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t.workflowTitle}>
      <div className="flex flex-wrap items-center gap-3">
        <Switch id={id} checked={config.approvalRequired} disabled={saving || !config.data} onCheckedChange={(on) => void change(on)} />
        <label htmlFor={id} className="text-ink">
          {t.approvalRequired}
        </label>
      </div>
      <p className="mt-2 text-ink-3">{t.approvalHint}</p>
    </Card>
  );
}
