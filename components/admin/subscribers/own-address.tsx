'use client';

import { useState } from 'react';
import { Field, TextInput } from '@/components/admin/form/field';
import { Button } from '@/components/admin/ui/button';
import { api } from '@/lib/admin/fetcher';
import { useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';

/** Where the signed-in member of staff's test-sends go, and the way to set their own address. */
export function OwnAddress() {
  const t = useT(subscribersText);
  const summary = useApi('/admin/subscribers/summary');
  const [email, setEmail] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!summary.data) return null;
  const current = summary.data.testSendTo ?? '';
  const shown = email ?? current;

  const save = async () => {
    setSaving(true);
    try {
      await api.put('/admin/modify-email', { json: { email: shown.trim() } });
      notifySuccess(t.addressSaved);
      await summary.mutate();
      setEmail(null);
    } catch {
      // The fetcher has shown the server's message (an address it does not take).
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-x-3">
      <Field label={t.ownAddress} hint={current ? undefined : t.noOwnAddress} className="min-w-0 flex-1 basis-64">
        {(id) => (
          <TextInput id={id} type="email" dir="ltr" autoComplete="email" value={shown} onChange={(event) => setEmail(event.target.value)} />
        )}
      </Field>
      <Button className="mb-5" loading={saving} disabled={shown.trim() === current} onClick={() => void save()}>
        {t.saveAddress}
      </Button>
    </div>
  );
}
