'use client';

import { useState } from 'react';
import { Button } from '@/components/admin/ui/button';
import { Card, Placeholder, Tag } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { accountText } from '@/lib/admin/i18n/account';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useTotpStatus } from '@/lib/admin/two-factor';
import type { TotpSetup } from '@/lib/validation/two-factor';
import { RecoveryCodeList } from './recovery-code-list';
import { TotpSetupForm } from './totp-setup-form';
import { TurnOffForm } from './turn-off-form';

/** Two-factor sign-in: set it up (QR code, then a code), see the recovery codes once, or turn it off. */
export function TwoFactorCard() {
  const t = useT(accountText);
  const c = useT(commonText);
  const status = useTotpStatus();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await api.post('/admin/totp/setup'));
    } catch {
      // The fetcher has shown the server's message.
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    if (!status.data) return <Placeholder>{c.loading}</Placeholder>;
    if (recoveryCodes) return <RecoveryCodeList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (status.data.enabled) {
      return (
        <>
          <p className="mb-4 text-ink-2">{format(t.recoveryCodesLeft, { count: status.data.recoveryCodesLeft })}</p>
          <TurnOffForm onDone={() => void status.mutate()} />
        </>
      );
    }
    if (setup) {
      return (
        <TotpSetupForm
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            void status.mutate();
          }}
        />
      );
    }
    return (
      <Button variant="primary" loading={starting} onClick={() => void start()}>
        {t.setUp}
      </Button>
    );
  };

  return (
    <Card
      title={t.twoFactor}
      extra={status.data && (status.data.enabled ? <Tag tone="green">{t.twoFactorOn}</Tag> : <Tag>{t.twoFactorOff}</Tag>)}
    >
      <p className="mb-4 text-ink-2">{t.twoFactorIntro}</p>
      {body()}
    </Card>
  );
}
