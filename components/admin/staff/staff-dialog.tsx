'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt, Field, SelectInput, TextInput } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { FormDialog } from '@/components/admin/form-dialog';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { staffText } from '@/lib/admin/i18n/staff';
import { notifySuccess } from '@/lib/admin/notify';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { minPasswordLength } from '@/lib/validation/password';
import { createStaffSchema, updateStaffSchema } from '@/lib/validation/staff';
import type { Role, StaffAccount } from '@/lib/validation/staff';
import { TranslatorLanguages } from './translator-languages';

type CreateValues = z.input<typeof createStaffSchema>;
type UpdateValues = z.input<typeof updateStaffSchema>;

export interface StaffDialogProps {
  /** The account to edit; null creates one. */
  account: StaffAccount | null;
  open: boolean;
  roles: Role[];
  roleLabel: (role: Role) => string;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates an account (account, name, password, role) or edits one (name, role). */
export function StaffDialog({ account, open, roles, roleLabel, onClose, onSaved }: StaffDialogProps) {
  const t = useT(staffText);
  const c = useT(commonText);
  const creating = account === null;
  const form = useForm<CreateValues | UpdateValues>({
    resolver: zodResolver(creating ? createStaffSchema : updateStaffSchema) as never,
  });
  const { register, handleSubmit, reset, formState, control, setError } = form;
  const roleId = useWatch({ control, name: 'roleId' });
  const { errors, isSubmitting, isDirty } = formState;
  const { confirmLeave, markSaved } = useUnsavedChangesGuard(open && isDirty);

  useEffect(() => {
    if (!open) return;
    reset(
      account
        ? { userName: account.userName, roleId: account.roleId, languages: account.languages }
        : {
            loginAccount: '',
            userName: '',
            password: '',
            roleId: roles.find((role) => role.code === 'editor')?.id ?? roles[0]?.id,
            languages: [],
          },
    );
  }, [open, account, roles, reset]);

  const translating = roles.find((role) => role.id === Number(roleId))?.code === 'translator';

  const close = async () => {
    if (await confirmLeave()) onClose();
  };

  const submit = handleSubmit(async (values) => {
    // Which role translates is the server's data, so the schema cannot require the languages.
    if (translating && !values.languages?.length) return setError('languages', { message: t.languagesRequired });
    try {
      // The resolver has checked the values against the schema of what the dialog does.
      if (creating) await api.post('/admin/staff', { json: values as CreateValues });
      else await api.put('/admin/staff/:id', { param: { id: account.id }, json: values });
    } catch {
      return; // The fetcher has shown the server's message.
    }
    markSaved();
    notifySuccess(creating ? t.created : t.updated);
    onSaved();
  });

  const roleOptions = roles.map((role) => ({ value: role.id, label: roleLabel(role) }));

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && void close()}
      title={creating ? t.createTitle : t.editTitle}
      action={<SubmitButton form="staff-form" saving={isSubmitting} />}
    >
      <form id="staff-form" onSubmit={submit} noValidate>
        {creating ? (
          <Field label={t.loginAccount} required error={errorAt(errors, 'loginAccount')} hint={t.accountHint}>
            {(id) => <TextInput id={id} autoComplete="off" invalid={!!errorAt(errors, 'loginAccount')} {...register('loginAccount')} />}
          </Field>
        ) : (
          <Field label={t.loginAccount}>{(id) => <TextInput id={id} value={account.loginAccount} disabled readOnly />}</Field>
        )}
        <Field label={t.userName} required error={errorAt(errors, 'userName')}>
          {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'userName')} {...register('userName')} />}
        </Field>
        {creating && (
          <Field
            label={t.password}
            required
            error={errorAt(errors, 'password')}
            hint={format(c.passwordHint, { min: minPasswordLength(false) })}
          >
            {(id) => (
              <TextInput
                id={id}
                type="password"
                autoComplete="new-password"
                invalid={!!errorAt(errors, 'password')}
                {...register('password')}
              />
            )}
          </Field>
        )}
        <Field label={t.role} required error={errorAt(errors, 'roleId')}>
          {(id) => (
            <SelectInput
              id={id}
              options={roleOptions}
              invalid={!!errorAt(errors, 'roleId')}
              {...register('roleId', { valueAsNumber: true })}
            />
          )}
        </Field>
        {translating && (
          <Field label={t.languages} required error={errorAt(errors, 'languages')} hint={t.languagesHint}>
            {(id) => (
              <Controller
                control={control}
                name="languages"
                render={({ field }) => (
                  <TranslatorLanguages value={field.value ?? []} onChange={field.onChange} id={id} label={t.languages} />
                )}
              />
            )}
          </Field>
        )}
      </form>
    </FormDialog>
  );
}
