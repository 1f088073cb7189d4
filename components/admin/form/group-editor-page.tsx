'use client';

import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import { format } from '@/lib/admin/i18n/dictionary';
import type { WorkflowAction, VersionState } from '@/lib/admin/workflow/calls';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { BackLink } from '../ui/back-link';
import { PageHeader } from '../ui/card';
import { WorkflowActions } from '../workflow/workflow-actions';
import { FormActions } from './form-actions';
import { LanguageVersionTabs, useShownVersion, VersionsActedOn } from './language-version';
import { VersionFields } from './translator-lock';
import { VersionHeader } from './version-header';

/**
 * The page of a `useGroupEditor` form: the heading (naming the group's `no` when editing) with
 * the way back to the list, the cards given as children, then Save, the workflow's actions on
 * the version shown and Cancel, saying which language version they act on. `onSave(action)` is the submit handler of each (`editor.save(…)`).
 */
export function GroupEditorPage<Form extends FieldValues, Output>({
  editor,
  onSave,
  text,
  no,
  editing,
  children,
}: {
  editor: {
    form: { control: Control<Form, unknown, Output> };
    listPath: string;
    saving: boolean;
    cancel: () => void;
    stored: readonly VersionState[];
    shown: LangCode;
    conflictDialog: ReactNode;
  };
  onSave: (action?: WorkflowAction) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** `groupNo` names the group, with `{no}`. */
  text: { editTitle: string; addTitle: string; backToList: string; groupNo: string };
  no?: string;
  editing: boolean;
  children: ReactNode;
}) {
  const shownVersion = useShownVersion(editor.form.control, editor.shown, editor.stored);
  return (
    <form onSubmit={onSave()} noValidate>
      <PageHeader
        title={editing ? text.editTitle : text.addTitle}
        subtitle={no ? format(text.groupNo, { no }) : undefined}
        extra={<BackLink href={editor.listPath}>{text.backToList}</BackLink>}
      />
      <div className="flex flex-col gap-4">
        {children}
        <FormActions onCancel={editor.cancel} before={<VersionsActedOn control={editor.form.control} shown={editor.shown} />}>
          <WorkflowActions shown={shownVersion} saving={editor.saving} onAction={(action) => void onSave(action)()} />
        </FormActions>
      </div>
      {editor.conflictDialog}
    </form>
  );
}

/**
 * The language tabs of a `useGroupEditor` form, opening on the language it starts in: a stored
 * version's tab is topped by its workflow state, and the tab shown is the one the workflow's
 * buttons act on. `onAdd(index)` fills a version being added from those written.
 */
export function GroupVersionTabs<Form extends FieldValues, Output>({
  editor,
  onAdd,
  children,
}: {
  editor: {
    form: Pick<UseFormReturn<Form, unknown, Output>, 'control' | 'formState'>;
    entity: WorkflowEntity;
    stored: readonly VersionState[];
    start: LangCode;
    show: (lang: LangCode) => void;
  };
  onAdd?: (index: number) => void;
  children: (lang: LangCode, index: number) => ReactNode;
}) {
  const stateOf = (lang: LangCode) => editor.stored.find((version) => version.lang === lang);
  return (
    <LanguageVersionTabs
      form={editor.form}
      saved={(lang) => !!stateOf(lang)}
      initial={editor.start}
      entity={editor.entity}
      onShow={editor.show}
      onAdd={onAdd}
      header={(lang) => <VersionHeader entity={editor.entity} state={stateOf(lang)} />}
    >
      {(lang, index) => <VersionFields lang={lang}>{children(lang, index)}</VersionFields>}
    </LanguageVersionTabs>
  );
}
