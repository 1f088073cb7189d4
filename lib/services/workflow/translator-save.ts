import type { AdminProfile } from '../../repositories/admin-users';
import type { WorkflowInput } from '../../validation/workflow';
import { assertMayTranslateInto, isTranslator, refuseTranslator } from '../translator';

const translatorStatuses = new Set([undefined, 'draft', 'review']);

/** Refuses a translator's save that asks to publish or schedule (403, naming the role). */
export function assertTranslatorStatus(user: AdminProfile, item: WorkflowInput): void {
  if (isTranslator(user) && !translatorStatuses.has(item.status ?? undefined)) refuseTranslator();
}

/**
 * Refuses what a translator's save may not do with a version it changes (403, naming the role):
 * a language not theirs, an item of their own making (a version not of an existing group), or a
 * change to the group's links. Facts are kept by SavedFacts.
 */
export function assertTranslatorChange(
  user: AdminProfile,
  change: { item: WorkflowInput & { no?: string }; lang: string; existed: boolean; sameLinks: boolean },
): void {
  if (!isTranslator(user)) return;
  if (!change.existed && !change.item.no) refuseTranslator();
  if (!change.sameLinks) refuseTranslator();
  assertMayTranslateInto(user, change.lang);
}
