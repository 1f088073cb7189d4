'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, KeyRound, Lock, User, type LucideIcon } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { api, RequestError } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { notifySuccess } from '@/lib/admin/notify';
import { safeRedirect } from '@/lib/admin/paths';
import { setToken } from '@/lib/admin/token';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { errorAt, Field, TextInput } from '../form/field';
import { LocaleToggle } from '../shell/locale-toggle';
import { TabTitle } from '../shell/screen-title';
import { Button } from '../ui/button';

const resultEnumOf = (error: RequestError) => (error.body as { resultEnum?: unknown } | undefined)?.resultEnum;

/**
 * POST /api/admin/login, keep the token, go back where the user was going. An account with
 * two-factor sign-in is asked for its code (401 TOTP_REQUIRED) and signs in with it.
 */
export function LoginForm() {
  const t = useT(shellText);
  const common = useT(commonText);
  const router = useRouter();
  const params = useSearchParams();
  const expired = params.get('expired') === '1';
  const [failure, setFailure] = useState<string | null>(null);
  const [askingCode, setAskingCode] = useState(false);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { loginAccount: '', password: '', code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const token = await api.post('/admin/login', { json: values });
      setToken(token);
      notifySuccess(t.signedIn);
      router.replace(safeRedirect(params.get('redirect')));
    } catch (error) {
      if (!(error instanceof RequestError)) return setFailure(common.network);
      const reason = resultEnumOf(error);
      if (reason === 'TOTP_REQUIRED') setAskingCode(true);
      else setFailure(reason === 'TOTP_INVALID' ? t.codeWrong : error.message);
    }
  });

  const notice = failure ?? (expired ? common.sessionExpired : null);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-[linear-gradient(160deg,#f0f5ff_0%,#f5f5f5_60%)] px-4">
      <TabTitle screen={t.signInTitle} />
      <div className="absolute top-4 right-4">
        <LocaleToggle />
      </div>
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <div
            aria-hidden
            className="mx-auto mb-3 inline-flex size-11 items-center justify-center rounded-lg bg-primary text-lg font-semibold text-white"
          >
            律
          </div>
          <h1 className="text-2xl font-semibold">{t.signInTitle}</h1>
          <p className="mt-1 text-ink-3">{t.signInSubtitle}</p>
        </div>
        <form onSubmit={submit} noValidate className="rounded-lg bg-white p-8 shadow-sm">
          {notice && (
            <div
              role="alert"
              className="mb-5 flex items-start gap-2 rounded-md border border-[#ffccc7] bg-danger-soft px-3 py-2 text-[#cf1322]"
              data-testid="login-notice"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {notice}
            </div>
          )}
          <IconField
            label={t.loginAccount}
            icon={User}
            error={errorAt(errors, 'loginAccount')}
            autoComplete="username"
            autoFocus
            placeholder={t.accountPlaceholder}
            {...form.register('loginAccount')}
          />
          <IconField
            label={t.password}
            icon={Lock}
            error={errorAt(errors, 'password')}
            type="password"
            autoComplete="current-password"
            placeholder={t.passwordPlaceholder}
            {...form.register('password')}
          />
          {askingCode && (
            <IconField
              label={t.code}
              icon={KeyRound}
              hint={t.codeNeeded}
              autoComplete="one-time-code"
              autoFocus
              placeholder={t.codePlaceholder}
              {...form.register('code')}
            />
          )}
          <Button type="submit" variant="primary" loading={isSubmitting} className="mt-2 h-10 w-full">
            {isSubmitting ? t.signingIn : t.signIn}
          </Button>
        </form>
      </div>
    </main>
  );
}

/** A required field of the login card: a tall input with its icon inside. */
function IconField({
  label,
  icon: Icon,
  error,
  hint,
  ...input
}: ComponentProps<typeof TextInput> & { label: string; icon: LucideIcon; error?: string; hint?: string }) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {(id) => (
        <div className="relative">
          <Icon aria-hidden className="pointer-events-none absolute top-3 left-2.5 size-4 text-ink-3" />
          <TextInput id={id} invalid={!!error} className="h-10 pl-8" {...input} />
        </div>
      )}
    </Field>
  );
}
