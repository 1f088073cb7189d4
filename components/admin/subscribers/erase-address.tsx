'use client';

import { useState } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { Field, TextInput } from '@/components/admin/form/field';
import { Card } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { notifySuccess } from '@/lib/admin/notify';

/** Erases any address the site may hold, one that never confirmed included (a reader's request to be forgotten). */
export function EraseAddress({ onErased }: { onErased: () => void }) {
  const t = useT(subscribersText);
  const [email, setEmail] = useState('');
  const address = email.trim();

  const erase = async () => {
    await api.post('/admin/subscribers/erase', { json: { email: address } });
    notifySuccess(t.erased);
    setEmail('');
    onErased();
  };

  return (
    <Card title={t.eraseAddress} className="mt-4">
      <p className="mb-3 text-ink-3">{t.eraseAddressHint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t.email} className="min-w-0 flex-1 basis-64">
          {(id) => <TextInput id={id} type="email" dir="ltr" value={email} onChange={(event) => setEmail(event.target.value)} />}
        </Field>
        <ConfirmButton
          variant="danger"
          size="md"
          disabled={!address}
          onConfirm={erase}
          title={format(t.eraseTitle, { email: address })}
          description={t.eraseText}
          confirmText={t.erase}
          className="mb-5"
        >
          {t.erase}
        </ConfirmButton>
      </div>
    </Card>
  );
}
