'use client';

import { useId, useState } from 'react';
import { Switch } from '@/components/admin/form/field';
import { Card } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { useT } from '@/lib/admin/i18n/dictionary';
import { staffText } from '@/lib/admin/i18n/staff';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';

/** The site setting that requires two-factor sign-in of every account (PUT /api/admin/security-config). */
export function RequireTwoFactor() {
  const t = useT(staffText);
  const id = useId();
  const config = useApi('/admin/security-config');
  const [saving, setSaving] = useState(false);

  const change = async (required: boolean) => {
    setSaving(true);
    try {
      await api.put('/admin/security-config', { json: { totpRequired: required ? 1 : 0 } });
      notifySuccess(t.requirementSaved);
      await config.mutate();
    } catch {
      // The fetcher has shown the server's message (e.g. the administrator has no second factor yet).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="mb-4">
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={config.data?.totpRequired === 1}
          onCheckedChange={(checked) => void change(checked)}
          disabled={!config.data || saving}
        />
        <div>
          <label htmlFor={id} className="font-medium">
            {t.requireTwoFactor}
          </label>
          <p className="mt-1 text-ink-3">{t.requireTwoFactorHint}</p>
        </div>
      </div>
    </Card>
  );
}
