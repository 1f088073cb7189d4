import { InvalidInputError } from '../../errors';
import type { WorkflowStateRow } from '../../repositories/workflow-rows';
import type { WorkflowInput, WorkflowStatus } from '../../validation/workflow';
import { refuseWithoutApproval } from './approval';

/** Where a save takes a version: its status and times, and the note the author sees. */
export interface NextState {
  status: WorkflowStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  comment: string | null;
}

const liveStatuses: WorkflowStatus[] = ['published', 'scheduled', 'archived'];

/** Whether a version in `status` waits to be published: visitors do not see it yet. */
export const waits = (status: WorkflowStatus) => status === 'draft' || status === 'review' || status === 'scheduled';

const toUtc = (instant: string | null | undefined) => (instant ? new Date(instant).toISOString() : instant);

/**
 * The state a save of `item` leads to. Without a status a create is published (a draft when
 * the user needs approval) and an update keeps its status; a user who needs approval may not
 * publish, schedule or unpublish, nor change a scheduled version, and their change to
 * published content becomes a draft.
 */
export function nextState(
  item: WorkflowInput,
  current: WorkflowStateRow | undefined,
  rules: { needsApproval: boolean; now: string; field: (name: string) => string },
): NextState {
  if (rules.needsApproval && item.status && liveStatuses.includes(item.status)) refuseWithoutApproval();
  // A scheduled version is an administrator's decision about what visitors will see.
  if (rules.needsApproval && current?.status === 'scheduled') refuseWithoutApproval();
  let status: WorkflowStatus = item.status ?? (current?.status as WorkflowStatus | undefined) ?? 'published';
  if (!item.status && rules.needsApproval && liveStatuses.includes(status)) status = 'draft';

  const publishAt = item.publishAt === undefined ? (current?.publishAt ?? null) : toUtc(item.publishAt)!;
  const unpublishAt = item.unpublishAt === undefined ? (current?.unpublishAt ?? null) : toUtc(item.unpublishAt)!;
  if (status === 'published' && publishAt && publishAt > rules.now) status = 'scheduled';
  if (status === 'scheduled' && !publishAt) throw new InvalidInputError(rules.field('publishAt'), '{field} is required to schedule');
  if (status === 'scheduled' && publishAt! <= rules.now) status = 'published';
  if (unpublishAt && publishAt && unpublishAt <= publishAt)
    throw new InvalidInputError(rules.field('unpublishAt'), '{field} must be later than publishAt');
  if (unpublishAt && unpublishAt <= rules.now && (status === 'published' || status === 'scheduled'))
    throw new InvalidInputError(rules.field('unpublishAt'), '{field} must be in the future');

  return { status, publishAt, unpublishAt, comment: item.comment || null };
}
