'use client';

import { useState } from 'react';
import { Field, TextInput } from '@/components/admin/form/field';
import { Button } from '@/components/admin/ui/button';
import { api } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import { ConfirmOwnAddress } from './confirm-own-address';

/**
 * The signed-in member of staff's own address and whether it is confirmed: saving one mails it a
 * code, asked for below until it is entered; test-sends go only to a confirmed address.
 */
export function OwnAddress() {
  const t = useT(subscribersText);
  const summary = useApi('/admin/subscribers/summary');
  const [email, setEmail] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!summary.data) return null;
  const { testSendTo, unconfirmedEmail } = summary.data;
  const current = testSendTo ?? unconfirmedEmail ?? '';
  const shown = email ?? current;
  const state = testSendTo
    ? format(t.testSendTo, { email: testSendTo })
    : unconfirmedEmail
      ? format(t.needsConfirming, { email: unconfirmedEmail })
      : t.noOwnAddress;

  const save = async () => {
    const next = shown.trim();
    setSaving(true);
    try {
      await api.put('/admin/modify-email', { json: { email: next } });
      notifySuccess(next ? format(t.codeMailed, { email: next.toLowerCase() }) : t.addressSaved);
      await summary.mutate();
      setEmail(null);
    } catch {
      // The fetcher has shown the server's message (an address it does not take, no mail server).
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-x-3">
        <Field label={t.ownAddress} hint={<span data-testid="own-address-state">{state}</span>} className="min-w-0 flex-1 basis-64">
          {(id) => (
            <TextInput
              id={id}
              type="email"
              dir="ltr"
              autoComplete="email"
              value={shown}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Button className="mb-5" loading={saving} disabled={shown.trim() === current} onClick={() => void save()}>
          {t.saveAddress}
        </Button>
      </div>
      {unconfirmedEmail && <ConfirmOwnAddress key={unconfirmedEmail} email={unconfirmedEmail} onConfirmed={() => summary.mutate()} />}
    </>
  );
}
