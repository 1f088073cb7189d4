'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { format } from '@/lib/admin/i18n/dictionary';
import { BackLink } from '../ui/back-link';
import { PageHeader } from '../ui/card';
import { FormActions } from './form-actions';

/**
 * The page of a `useGroupEditor` form: the heading (naming the group's `no` when editing) with
 * the way back to the list, the cards given as children, then Save and Cancel.
 */
export function GroupEditorPage({
  editor,
  onSubmit,
  text,
  no,
  editing,
  children,
}: {
  editor: { listPath: string; saving: boolean; cancel: () => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `groupNo` names the group, with `{no}`. */
  text: { editTitle: string; addTitle: string; backToList: string; groupNo: string };
  no?: string;
  editing: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader
        title={editing ? text.editTitle : text.addTitle}
        subtitle={no ? format(text.groupNo, { no }) : undefined}
        extra={<BackLink href={editor.listPath}>{text.backToList}</BackLink>}
      />
      <div className="flex flex-col gap-4">
        {children}
        <FormActions saving={editor.saving} onCancel={editor.cancel} />
      </div>
    </form>
  );
}
