'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { notifySuccess } from '@/lib/admin/notify';
import { useTotpStatus } from '@/lib/admin/two-factor';
import { modifyPasswordSchema } from '@/lib/validation/auth';
import { minPasswordLength, newPasswordField } from '@/lib/validation/password';
import { errorAt, Field, TextInput } from '../form/field';
import { SubmitButton } from '../form/submit-button';
import { FormDialog, type DialogState } from '../form-dialog';

const FORM_ID = 'change-password-form';

/** PUT /api/admin/modify-password; the user's other sessions end, this one stays. */
export function ChangePasswordDialog(dialog: DialogState) {
  const t = useT(shellText);
  const common = useT(commonText);
  // The policy asks more of a password that is the account's only factor.
  const hasSecondFactor = useTotpStatus().data?.enabled === 1;
  const schema = modifyPasswordSchema
    .extend({ newPassword: newPasswordField(hasSecondFactor), confirmPassword: z.string() })
    .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: t.passwordsDiffer });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!dialog.open) form.reset();
  }, [dialog.open, form]);

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await api.put('/admin/modify-password', { json: { oldPassword, newPassword } });
    } catch {
      return;
    }
    notifySuccess(t.passwordChanged);
    dialog.onOpenChange(false);
  });

  return (
    <FormDialog
      {...dialog}
      title={t.changePassword}
      width="w-[min(440px,calc(100vw-32px))]"
      action={<SubmitButton form={FORM_ID} saving={isSubmitting} />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Field label={t.oldPassword} required error={errorAt(errors, 'oldPassword')}>
          {(id) => (
            <TextInput
              id={id}
              type="password"
              autoComplete="current-password"
              invalid={!!errors.oldPassword}
              {...form.register('oldPassword')}
            />
          )}
        </Field>
        <Field
          label={t.newPassword}
          required
          error={errorAt(errors, 'newPassword')}
          hint={format(common.passwordHint, { min: minPasswordLength(hasSecondFactor) })}
        >
          {(id) => (
            <TextInput
              id={id}
              type="password"
              autoComplete="new-password"
              invalid={!!errors.newPassword}
              {...form.register('newPassword')}
            />
          )}
        </Field>
        <Field label={t.confirmPassword} required error={errorAt(errors, 'confirmPassword')}>
          {(id) => (
            <TextInput
              id={id}
              type="password"
              autoComplete="new-password"
              invalid={!!errors.confirmPassword}
              {...form.register('confirmPassword')}
            />
          )}
        </Field>
      </form>
    </FormDialog>
  );
}
