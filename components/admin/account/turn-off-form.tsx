'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { Button } from '@/components/admin/ui/button';
import { api } from '@/lib/admin/fetcher';
import { accountText } from '@/lib/admin/i18n/account';
import { useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { totpDisableSchema } from '@/lib/validation/two-factor';

type Values = z.input<typeof totpDisableSchema>;

/** Turns two-factor sign-in off with the current password (POST /api/admin/totp/disable). */
export function TurnOffForm({ onDone }: { onDone: () => void }) {
  const t = useT(accountText);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(totpDisableSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await api.post('/admin/totp/disable', { json: { password } });
    } catch {
      return;
    }
    notifySuccess(t.turnedOff);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md">
      <p className="mb-3 text-ink-2">{t.turnOffText}</p>
      <Field label={t.password} required error={errorAt(formState.errors, 'password')}>
        {(id) => (
          <TextInput
            id={id}
            type="password"
            autoComplete="current-password"
            invalid={!!formState.errors.password}
            {...register('password')}
          />
        )}
      </Field>
      <Button type="submit" variant="danger" loading={formState.isSubmitting}>
        {t.turnOff}
      </Button>
    </form>
  );
}
