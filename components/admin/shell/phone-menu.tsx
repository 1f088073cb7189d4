'use client';

import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { SideNav } from './side-nav';

/** On a narrow screen the side bar does not fit beside the screen: a menu button opens it as a drawer (focus kept inside, Escape closes). */
export function PhoneMenu() {
  const t = useT(shellText);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t.openMenu} className="rounded p-1.5 text-ink-2 hover:bg-black/[0.06] md:hidden">
        <Menu aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/45 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-40 flex w-64 max-w-[85vw] flex-col bg-sider text-white/65 shadow-xl md:hidden"
        >
          <Dialog.Title className="sr-only">{t.navigation}</Dialog.Title>
          <SideNav onNavigate={() => setOpen(false)} />
          <Dialog.Close
            aria-label={t.closeMenu}
            className="absolute top-3.5 right-3 rounded p-1 text-white/65 hover:text-white focus-visible:outline-white"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
