'use client';

import { Copy } from 'lucide-react';
import { Button } from '@/components/admin/ui/button';
import { accountText } from '@/lib/admin/i18n/account';
import { useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';

/** The ten recovery codes, shown once, right after two-factor sign-in is turned on. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(accountText);

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    notifySuccess(t.copied);
  };

  return (
    <section aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="mb-2 font-semibold">
        {t.recoveryTitle}
      </h3>
      <p className="mb-4 text-ink-2">{t.recoveryText}</p>
      <ol className="mb-4 grid max-w-md grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-black/[0.04] px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button icon={<Copy aria-hidden className="size-4" />} onClick={() => void copy()}>
          {t.copyCodes}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t.savedCodes}
        </Button>
      </div>
    </section>
  );
}
