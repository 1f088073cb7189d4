'use client';

import { api } from '../fetcher';
import { assetUrl } from '../paths';
import { revalidateApi } from '../revalidate';
import { useMine } from '../session';
import { useApi } from '../use-api';
import type { RevisionSummary, WorkflowConfig, WorkflowEntity, WorkflowState, WorkflowStatus } from '@/lib/validation/workflow';

const REVIEW_QUEUE = '/admin/review-queue';
const WORKFLOW_CONFIG = '/admin/workflow-config';

/** A saved language version and its workflow state. */
export type VersionState = WorkflowState & { id: number; lang: string };

/** What a workflow button asks of a save, on top of the form's values. */
export interface WorkflowAction {
  status?: WorkflowStatus;
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** An administrator's comment when returning a version in review to draft. */
  comment?: string;
}

/**
 * The state a plain Save gives a version: never one that shows it. A change to a published
 * version waits over it as a draft; one in review stays there; a scheduled one keeps its time.
 */
function plainSave(state: WorkflowStatus | undefined): WorkflowStatus {
  if (state === 'review' || state === 'scheduled') return state;
  return 'draft';
}

/**
 * The items of a save as the API takes them: the version of `shown`'s language takes `action`,
 * every other one the state of a plain Save (`action` without a status is a plain Save); each
 * saved version carries the `version` the editor loaded, so a save made meanwhile by someone
 * else is refused (409).
 */
export function stampItems<Item extends { id?: number; lang: string }>(
  items: Item[],
  stored: readonly Pick<VersionState, 'id' | 'version' | 'status'>[],
  action: WorkflowAction,
  shown: string,
) {
  return items.map((item) => {
    const row = item.id ? stored.find((state) => state.id === item.id) : undefined;
    const state = item.lang === shown && action.status ? action : { status: plainSave(row?.status) };
    return { ...item, ...(row ? { version: row.version } : {}), ...state };
  });
}

/** The versions waiting for review (its length is the navigation's count). */
export function useReviewQueue() {
  return useApi(REVIEW_QUEUE);
}

/** After a save: the review queue and its count are read afresh. */
export function refreshReviewQueue(): Promise<unknown> {
  return revalidateApi(REVIEW_QUEUE);
}

/** The site's workflow setting, and whether the signed-in user may publish, schedule and unpublish. */
export function useWorkflowConfig() {
  const config = useApi(WORKFLOW_CONFIG);
  const { isAdministrator, isTranslator } = useMine();
  const approvalRequired = config.data?.approvalRequired === 1;
  return { ...config, approvalRequired, isAdministrator, canPublish: isAdministrator || (!approvalRequired && !isTranslator) };
}

export async function saveWorkflowConfig(config: WorkflowConfig): Promise<void> {
  await api.post(WORKFLOW_CONFIG, { json: config });
  await revalidateApi(WORKFLOW_CONFIG);
}

/** Opens the signed preview of a language version in a new tab. */
export async function openPreview(entity: WorkflowEntity, id: number): Promise<void> {
  const { url } = await api.get('/admin/preview-link', { query: { entity, id } });
  window.open(/^https?:\/\//.test(url) ? url : assetUrl(url), '_blank', 'noopener');
}

export function useRevisions(entity: WorkflowEntity, id: string) {
  return useApi('/admin/revisions', { query: { entity, id } });
}

export function useRevision(id: number | undefined) {
  return useApi(id ? '/admin/revisions/:revisionId' : null, { param: { revisionId: id } });
}

/** The content of a language version as last saved (the newest revision's). */
export async function latestSaved(entity: WorkflowEntity, id: number): Promise<Record<string, unknown>> {
  const [newest] = await api.get('/admin/revisions', { query: { entity, id } });
  if (!newest) return {};
  return (await api.get('/admin/revisions/:revisionId', { param: { revisionId: newest.id } })).data;
}

/** Makes a revision's content the current draft; every read of the item's kind is then stale. */
export async function restoreRevision(revision: RevisionSummary, apiPath: string): Promise<void> {
  await api.post('/admin/revisions/:revisionId/restore', { param: { revisionId: revision.id } });
  await Promise.all([revalidateApi('/admin/revisions'), revalidateApi(apiPath), refreshReviewQueue()]);
}
