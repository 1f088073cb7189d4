'use client';

import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/admin/ui/card';
import { accountText } from '@/lib/admin/i18n/account';
import { useT } from '@/lib/admin/i18n/dictionary';
import { useTotpStatus } from '@/lib/admin/two-factor';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The signed-in user's sign-in security: two-factor sign-in, then the devices signed in. */
export function SecurityScreen() {
  const t = useT(accountText);
  const { data: status } = useTotpStatus();

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {status?.required === 1 && status.enabled === 0 && (
        <div role="alert" className="mb-4 flex items-start gap-2 rounded-md border border-[#ffd591] bg-[#fff7e6] px-4 py-3 text-[#873800]">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.requiredNotice}
        </div>
      )}
      <div className="grid grid-cols-1 gap-4">
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </>
  );
}
