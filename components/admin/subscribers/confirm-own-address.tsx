'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CodeField } from '@/components/admin/form/code-field';
import { errorAt } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { Button } from '@/components/admin/ui/button';
import { api } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { notifySuccess } from '@/lib/admin/notify';
import { confirmEmailSchema } from '@/lib/validation/auth';

type Values = z.input<typeof confirmEmailSchema>;

/**
 * The code mailed to the signed-in member of staff's unconfirmed address, which confirms it
 * (POST /api/admin/modify-email/confirm), and a way to have a new one mailed.
 */
export function ConfirmOwnAddress({ email, onConfirmed }: { email: string; onConfirmed: () => Promise<unknown> }) {
  const t = useT(subscribersText);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(confirmEmailSchema),
    defaultValues: { code: '' },
  });
  const [mailing, setMailing] = useState(false);

  const submit = handleSubmit(async ({ code }) => {
    try {
      await api.post('/admin/modify-email/confirm', { json: { code } });
    } catch {
      return; // The fetcher has shown the server's message (a wrong or expired code).
    }
    notifySuccess(t.addressConfirmed);
    await onConfirmed();
  });

  const mailNewCode = async () => {
    setMailing(true);
    try {
      await api.put('/admin/modify-email', { json: { email } });
      notifySuccess(format(t.codeMailed, { email }));
      reset();
    } catch {
      // The fetcher has shown the server's message.
    } finally {
      setMailing(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-x-3">
      <CodeField label={t.emailCode} error={errorAt(formState.errors, 'code')} registration={register('code')} />
      <SubmitButton className="mb-5" saving={formState.isSubmitting}>
        {t.confirmAddress}
      </SubmitButton>
      <Button className="mb-5" loading={mailing} onClick={() => void mailNewCode()}>
        {t.newCode}
      </Button>
    </form>
  );
}
