'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  LoaderCircle,
  Pilcrow,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { assetUrl } from '@/lib/admin/paths';
import { uploadFile } from '@/lib/admin/upload';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import { useContentLanguageAttributes } from './content-language';
import { basePath } from '@/lib/base-path';

export interface RichTextEditorProps {
  /** HTML; empty string for no content. */
  value: string | null | undefined;
  onChange: (html: string) => void;
  id?: string;
  invalid?: boolean;
  /** The accessible name of the editing area. */
  label?: string;
}

// Stored HTML keeps site-relative upload URLs; the editor shows them under the base path.
const toStored = (html: string) => (basePath ? html.split(`src="${basePath}/api/upload/`).join('src="/api/upload/') : html);
const toShown = (html: string) => (basePath ? html.split('src="/api/upload/').join(`src="${basePath}/api/upload/`) : html);

/**
 * Tiptap with headings, bold, italic, strike, lists, quote, link, image upload and
 * undo/redo. Use with a Controller: `render={({ field }) => <RichTextEditor value={field.value} onChange={field.onChange} />}`.
 */
export function RichTextEditor({ value, onChange, id, invalid, label }: RichTextEditorProps) {
  // An Arabic version is typed right to left; the toolbar stays as the back office is.
  const language = useContentLanguageAttributes();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: toShown(value ?? ''),
    editorProps: {
      attributes: {
        class: 'admin-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(label ? { 'aria-label': label } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...language,
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : toStored(current.getHTML())),
  });

  // A value set from outside (the form loading or resetting) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : toStored(editor.getHTML());
    if ((value ?? '') !== current) editor.commands.setContent(toShown(value ?? ''), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cx('overflow-hidden rounded-md border bg-white focus-within:border-primary', invalid ? 'border-danger' : 'border-line')}
      data-testid="rich-text-editor"
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-[52px] border-b border-line-soft md:h-10" />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useT(commonText);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      paragraph: e.isActive('paragraph'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label={t.formatting}
      className="flex flex-wrap items-center gap-0.5 border-b border-line-soft bg-black/[0.02] px-1.5 py-1"
    >
      <Tool label={t.paragraph} active={state.paragraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow />
      </Tool>
      <Tool label={t.heading2} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </Tool>
      <Tool label={t.heading3} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </Tool>
      <Divider />
      <Tool label={t.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </Tool>
      <Tool label={t.italic} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </Tool>
      <Tool label={t.strike} active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough />
      </Tool>
      <Divider />
      <Tool label={t.bulletList} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </Tool>
      <Tool label={t.orderedList} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </Tool>
      <Tool label={t.blockquote} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote />
      </Tool>
      <Divider />
      <LinkTool editor={editor} active={state.link} />
      {state.link && (
        <Tool label={t.unlink} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <Link2Off />
        </Tool>
      )}
      <ImageTool editor={editor} />
      <Divider />
      <Tool label={t.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 />
      </Tool>
      <Tool label={t.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 />
      </Tool>
    </div>
  );
}

// 44 px on phones, where a finger presses it (the back office's rem is 14 px, so in pixels).
const toolClass = 'inline-flex size-[44px] items-center justify-center rounded text-ink-2 hover:bg-black/[0.06] md:size-7 [&>svg]:size-4';

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      // A click leaves the focus in the text, so what is typed right after it goes there (the
      // editor taking the focus back after the click would lose the first keys).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(toolClass, 'disabled:opacity-30', active && 'bg-primary-soft! text-primary')}
    >
      {children}
    </button>
  );
}

function Divider() {
  return <span aria-hidden className="mx-1 h-4 w-px bg-line" />;
}

function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
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

function ImageTool({ editor }: { editor: Editor }) {
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
