'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CodeField } from '@/components/admin/form/code-field';
import { errorAt } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { api } from '@/lib/admin/fetcher';
import { accountText } from '@/lib/admin/i18n/account';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { notifySuccess } from '@/lib/admin/notify';
import { totpEnableSchema, type RecoveryCodes, type TotpSetup } from '@/lib/validation/two-factor';

type Values = z.input<typeof totpEnableSchema>;

/** The QR code and key of a new secret, and the code that confirms the app has it (POST /api/admin/totp/enable). */
export function TotpSetupForm({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (recoveryCodes: string[]) => void }) {
  const t = useT(accountText);
  const shell = useT(shellText);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(totpEnableSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    let result: RecoveryCodes;
    try {
      result = await api.post('/admin/totp/enable', { json: { code } });
    } catch {
      return;
    }
    notifySuccess(t.turnedOn);
    onEnabled(result.recoveryCodes);
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md">
      <p className="mb-3">{t.scanQr}</p>
      {/* A data: URL made by the server; next/image has nothing to optimise in it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={setup.qrCode} alt={t.qrAlt} width={180} height={180} className="mb-3 rounded border border-line-soft" />
      <p className="mb-5 text-ink-2">
        {t.secretLabel}:{' '}
        <code className="rounded bg-black/[0.04] px-1.5 py-0.5 break-all" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <p className="mb-3">{t.enterCode}</p>
      <CodeField label={shell.code} error={errorAt(formState.errors, 'code')} registration={register('code')} />
      <SubmitButton saving={formState.isSubmitting}>{t.turnOn}</SubmitButton>
    </form>
  );
}
