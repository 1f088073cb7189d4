'use client';

import { ChevronDown, ImageUp, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { notifySuccess } from '@/lib/admin/notify';
import { LOGIN_PATH, SECURITY_PATH } from '@/lib/admin/paths';
import { signOut, useMine } from '@/lib/admin/session';
import { useConfirmLeavingForms } from '../form/use-unsaved-changes';
import { Avatar } from './avatar';
import { ChangePasswordDialog } from './change-password-dialog';
import { HeadImageDialog } from './head-image-dialog';

const itemClass = 'flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 data-[highlighted]:bg-black/[0.04]';

/** The signed-in user with head image, and the account actions. */
export function UserMenu() {
  const t = useT(shellText);
  const router = useRouter();
  const { data: mine } = useMine();
  const [dialog, setDialog] = useState<'password' | 'head' | null>(null);

  const confirmLeavingForms = useConfirmLeavingForms();

  const quit = async () => {
    if (!(await confirmLeavingForms())) return;
    await signOut();
    notifySuccess(t.signedOut);
    router.replace(LOGIN_PATH);
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t.userMenu}
          className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-black/[0.04]"
          data-testid="user-menu"
        >
          <Avatar src={mine?.headImg} name={mine?.userName} />
          <span className="hidden max-w-40 truncate sm:inline">{mine?.userName ?? '…'}</span>
          <ChevronDown aria-hidden className="size-3.5 text-ink-3" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-black/5">
            {mine && (
              <DropdownMenu.Label className="px-3 py-1.5 text-xs text-ink-3">
                {mine.loginAccount} · {mine.roleName}
              </DropdownMenu.Label>
            )}
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('head')}>
              <ImageUp aria-hidden className="size-4" /> {t.changeHeadImg}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('password')}>
              <KeyRound aria-hidden className="size-4" /> {t.changePassword}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => router.push(SECURITY_PATH)}>
              <ShieldCheck aria-hidden className="size-4" /> {t.signInSecurity}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-line-soft" />
            <DropdownMenu.Item className={itemClass} onSelect={() => void quit()}>
              <LogOut aria-hidden className="size-4" /> {t.signOut}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={(open) => setDialog(open ? 'password' : null)} />
      <HeadImageDialog open={dialog === 'head'} onOpenChange={(open) => setDialog(open ? 'head' : null)} current={mine?.headImg ?? ''} />
    </>
  );
}
