'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, Link2Off, List, ListOrdered, Pilcrow, Quote, Redo2, Strikethrough, Undo2 } from 'lucide-react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { ImageTool, LinkTool } from './rich-text-inserts';
import { Divider, Tool } from './rich-text-tool';

/** The rich text editor's toolbar: each button shows whether its format applies where the cursor is. */
export function Toolbar({ editor }: { editor: Editor }) {
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
