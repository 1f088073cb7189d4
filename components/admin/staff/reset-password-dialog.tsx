'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { FormDialog } from '@/components/admin/form-dialog';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { staffText } from '@/lib/admin/i18n/staff';
import { notifySuccess } from '@/lib/admin/notify';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { minPasswordLength, newPasswordField } from '@/lib/validation/password';
import { resetPasswordSchema } from '@/lib/validation/staff';
import type { StaffAccount } from '@/lib/validation/staff';

type Values = z.input<typeof resetPasswordSchema>;

/** Sets a new password for an account (PUT /api/admin/staff/{id}/reset-password). */
export function ResetPasswordDialog({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const t = useT(staffText);
  const c = useT(commonText);
  // The policy asks more of a password that is the account's only factor.
  const hasSecondFactor = account?.totpEnabled === 1;
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema.extend({ newPassword: newPasswordField(hasSecondFactor) })),
    defaultValues: { newPassword: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const { confirmLeave, markSaved } = useUnsavedChangesGuard(!!account && isDirty);

  useEffect(() => reset({ newPassword: '' }), [account, reset]);

  const close = async () => {
    if (await confirmLeave()) onClose();
  };

  const submit = handleSubmit(async ({ newPassword }) => {
    if (!account) return;
    try {
      await api.put('/admin/staff/:id/reset-password', { param: { id: account.id }, json: { newPassword } });
    } catch {
      return;
    }
    markSaved();
    notifySuccess(t.passwordReset);
    onClose();
  });

  return (
    <FormDialog
      open={!!account}
      onOpenChange={(next) => !next && void close()}
      title={format(t.resetTitle, { name: account?.userName ?? '' })}
      action={<SubmitButton form="reset-password-form" saving={isSubmitting} />}
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <p className="mb-4 text-ink-2">{t.resetHint}</p>
        <Field
          label={t.newPassword}
          required
          error={errorAt(errors, 'newPassword')}
          hint={format(c.passwordHint, { min: minPasswordLength(hasSecondFactor) })}
        >
          {(id) => (
            <TextInput
              id={id}
              type="password"
              autoComplete="new-password"
              invalid={!!errorAt(errors, 'newPassword')}
              {...register('newPassword')}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
