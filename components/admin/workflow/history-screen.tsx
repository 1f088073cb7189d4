'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { formatDateTime } from '@/lib/admin/format';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { historyText } from '@/lib/admin/i18n/history';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { notifySuccess } from '@/lib/admin/notify';
import { restoreRevision, useRevision, useRevisions } from '@/lib/admin/workflow/calls';
import { adminKinds, useKindLabel } from '@/lib/admin/kinds';
import { useFieldLabels } from '@/lib/admin/workflow/field-labels';
import { isWorkflowEntity, kindOfEntity, type RevisionSummary, type WorkflowEntity } from '@/lib/validation/workflow';
import { useConfirm } from '../confirm-dialog';
import { DataTable, type Column } from '../data-table';
import { LanguageTag } from '../list/language';
import { BackLink } from '../ui/back-link';
import { Button } from '../ui/button';
import { Card, PageHeader, Placeholder } from '../ui/card';
import { Loading } from '../ui/loading';
import { FieldDifferences } from './field-differences';
import { StatusBadge } from './status-badge';

/** The revisions of one language version (`?entity=&id=`), any two compared field by field, and Restore. */
export function HistoryScreen() {
  const params = useSearchParams();
  const entity = params.get('entity');
  const id = params.get('id');
  const t = useT(workflowText);
  if (!isWorkflowEntity(entity) || !id) return <Placeholder>{t.historyEmpty}</Placeholder>;
  return <History key={`${entity}-${id}`} entity={entity} id={id} />;
}

function History({ entity, id }: { entity: WorkflowEntity; id: string }) {
  const t = useT(workflowText);
  const h = useT(historyText);
  const c = useT(commonText);
  const confirm = useConfirm();
  const revisions = useRevisions(entity, id);
  const [picked, setPicked] = useState<{ older?: number; newer?: number }>({});
  const [restoring, setRestoring] = useState<number | null>(null);
  const rows = revisions.data ?? [];
  // Until two are picked, the newest revision is compared with the one before it.
  const newer = picked.newer ?? rows[0]?.id;
  const older = picked.older ?? rows.find((row) => row.id !== newer)?.id;
  const versionOf = (revisionId: number | undefined) => rows.find((row) => row.id === revisionId)?.version;

  const restore = async (revision: RevisionSummary) => {
    const agreed = await confirm({
      title: t.restoreTitle,
      description: format(t.restoreText, { version: revision.version }),
      confirmText: t.restore,
    });
    if (!agreed) return;
    setRestoring(revision.id);
    try {
      await restoreRevision(revision, adminKinds[kindOfEntity[entity]].apiPath);
      setPicked({});
      notifySuccess(t.restored);
    } catch {
      // Reported by the fetcher.
    } finally {
      setRestoring(null);
    }
  };

  const pickColumn = (side: 'older' | 'newer', title: string, label: string): Column<RevisionSummary> => ({
    key: side,
    title,
    align: 'center',
    render: (row) => (
      // A 44-pixel target on a phone, as every touch target there.
      <label className="inline-flex min-h-[44px] min-w-[44px] cursor-pointer items-center justify-center md:min-h-0 md:min-w-0">
        <input
          type="radio"
          name={side}
          className="size-4 accent-primary"
          aria-label={`${label} ${format(t.versionNumber, { version: row.version })}`}
          checked={(side === 'older' ? older : newer) === row.id}
          onChange={() => setPicked({ older, newer, [side]: row.id })}
        />
      </label>
    ),
  });

  const columns: Column<RevisionSummary>[] = [
    {
      key: 'version',
      title: t.version,
      phone: 'head',
      render: (row) => <span className="whitespace-nowrap">{format(t.versionNumber, { version: row.version })}</span>,
    },
    { key: 'status', title: t.status, render: (row) => <StatusBadge state={row} /> },
    { key: 'user', title: t.savedBy, render: (row) => (row.bySchedule ? h.bySchedule : (row.userName ?? '—')) },
    { key: 'time', title: t.savedAt, render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createTime)}</span> },
    {
      key: 'comment',
      title: t.comment,
      render: (row) => (
        <div className="flex flex-col gap-0.5">
          {row.restoredFrom !== null && <span>{format(h.restoredFrom, { version: row.restoredFrom })}</span>}
          {row.approved === 1 && <span>{format(h.approvedBy, { name: row.userName ?? '—' })}</span>}
          {row.bySchedule === 1 && <span>{row.status === 'archived' ? h.byScheduleUnpublished : h.bySchedulePublished}</span>}
          {row.comment && <span>{row.comment}</span>}
        </div>
      ),
    },
    pickColumn('older', t.older, t.pickOlder),
    pickColumn('newer', t.newer, t.pickNewer),
    {
      key: 'actions',
      title: c.actions,
      render: (row) => (
        <Button
          variant="link"
          loading={restoring === row.id}
          aria-label={`${t.restore} ${format(t.versionNumber, { version: row.version })}`}
          onClick={() => void restore(row)}
        >
          {t.restore}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={rows[0] ? `${t.historyTitle} · ${rows[0].title}` : t.historyTitle}
        subtitle={<ItemFacts entity={entity} newest={rows[0]} />}
        extra={<BackLink href={adminKinds[kindOfEntity[entity]].editHref(Number(id))}>{t.backToEditor}</BackLink>}
      />
      <div className="flex flex-col gap-4">
        <Card>
          <DataTable
            label={t.historyTitle}
            columns={columns}
            rows={revisions.data}
            rowKey={(row) => row.id}
            loading={revisions.isLoading}
            empty={t.historyEmpty}
          />
        </Card>
        {older && newer ? (
          <Comparison entity={entity} older={older} newer={newer} olderVersion={versionOf(older)} newerVersion={versionOf(newer)} />
        ) : (
          rows.length > 0 && <p className="text-ink-2">{t.pickTwo}</p>
        )}
      </div>
    </>
  );
}

/** Which item the history is of: its kind, its language and the key of its translation group. */
function ItemFacts({ entity, newest }: { entity: WorkflowEntity; newest?: RevisionSummary }) {
  const kindLabel = useKindLabel();
  const h = useT(historyText);
  const detail = useRevision(newest?.id);
  const groupKey = detail.data?.data.no;
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span>
        {h.item}: {kindLabel(kindOfEntity[entity])}
      </span>
      {newest && (
        <span className="inline-flex items-center gap-1">
          {h.language}: <LanguageTag lang={newest.lang} />
        </span>
      )}
      {typeof groupKey === 'string' && groupKey && (
        <span>
          {h.groupKey}: <code className="text-xs">{groupKey}</code>
        </span>
      )}
    </span>
  );
}

/** Two revisions' words field by field, named as their editor names them; an approval that changed nothing says so. */
function Comparison({
  entity,
  older,
  newer,
  olderVersion,
  newerVersion,
}: {
  entity: WorkflowEntity;
  older: number;
  newer: number;
  olderVersion?: number;
  newerVersion?: number;
}) {
  const t = useT(workflowText);
  const h = useT(historyText);
  const c = useT(commonText);
  const labels = useFieldLabels(kindOfEntity[entity]);
  const before = useRevision(older);
  const after = useRevision(newer);
  const title = `${format(t.versionNumber, { version: olderVersion ?? '' })} → ${format(t.versionNumber, { version: newerVersion ?? '' })}`;
  // Yes or no in the screen's language, so that a flag compares as words.
  const readable = (words: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(words).map(([field, value]) => [field, typeof value === 'boolean' ? (value ? c.yes : c.no) : value]));
  const approval = after.data?.approved === 1 && newerVersion === (olderVersion ?? 0) + 1;
  return (
    <Card title={title}>
      {before.data && after.data ? (
        <FieldDifferences
          before={readable(before.data.words)}
          after={readable(after.data.words)}
          beforeLabel={format(t.versionNumber, { version: olderVersion ?? '' })}
          afterLabel={format(t.versionNumber, { version: newerVersion ?? '' })}
          labels={labels}
          same={approval ? format(h.approvedAsSubmitted, { name: after.data.userName ?? '—', version: olderVersion ?? '' }) : undefined}
        />
      ) : (
        <Loading />
      )}
    </Card>
  );
}
