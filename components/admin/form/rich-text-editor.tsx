'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { basePath } from '@/lib/base-path';
import { cx } from '../ui/cx';
import { useContentLanguageAttributes } from './content-language';
import { Toolbar } from './rich-text-toolbar';

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
