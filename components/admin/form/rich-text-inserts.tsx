'use client';

import type { Editor } from '@tiptap/react';
import { ImagePlus, Link2, LoaderCircle } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { assetUrl } from '@/lib/admin/paths';
import { uploadFile } from '@/lib/admin/upload';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import { Tool, toolClass } from './rich-text-tool';

/** Sets the link of the selection (or the word at the cursor) from a box that opens under its button; empty removes it. */
export function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const t = useT(commonText);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');

  const apply = () => {
    const href = url.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href: /^(https?:|mailto:|\/)/i.test(href) ? href : `https://${href}` }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          title={t.link}
          aria-label={t.link}
          aria-pressed={active}
          className={cx(toolClass, active && 'bg-primary-soft text-primary')}
        >
          <Link2 />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={4}
          align="start"
          className="z-50 flex w-80 gap-2 rounded-lg bg-white p-3 shadow-lg ring-1 ring-black/5"
        >
          <input
            autoFocus
            type="url"
            value={url}
            aria-label={t.linkUrl}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
            className="h-[44px] flex-1 rounded-md border border-line px-2 focus:border-primary md:h-8"
          />
          <Button variant="primary" onClick={apply}>
            {t.confirm}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Uploads an image chosen from the device and puts it where the cursor is. */
export function ImageTool({ editor }: { editor: Editor }) {
  const t = useT(commonText);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const insert = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const url = await uploadFile(file);
      editor
        .chain()
        .focus()
        .setImage({ src: assetUrl(url) })
        .run();
    } catch {
      // The fetcher has shown the server's refusal.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Tool label={t.image} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <LoaderCircle className="animate-spin" /> : <ImagePlus />}
      </Tool>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="hidden"
        aria-label={t.image}
        data-testid="rich-text-image-input"
        onChange={(event) => void insert(event.target.files?.[0])}
      />
    </>
  );
}
