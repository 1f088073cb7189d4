import type { Db } from '../../db/client';
import { linksOfGroups, restoreLinks, type GroupLink } from '../../repositories/content-links';
import { readStates, versionsOfGroup } from '../../repositories/workflow-rows';
import type { WorkflowStatus } from '../../validation/workflow';
import { targetsSent, type LinkInput } from '../content-links';
import type { WorkflowKind } from './kinds';
import { waits } from './plan';
import type { RevisionData } from './versions';

/** The links a revision holds; none for a kind without links, nor for a waiting version that did not change them. */
export const linksIn = (data: RevisionData | undefined) => data?.rows.children.contentLink as GroupLink[] | undefined;

// Links of different targets share sort numbers, so the database may list them in either order.
const inOrder = (links: GroupLink[]) => JSON.stringify(links.map(({ target, sort, targetNo }) => [target, sort, targetNo]).sort());

/** Whether two sets of links name the same lawyers and practice areas, in the same order. */
export const sameLinks = (before: GroupLink[], after: GroupLink[]) => inOrder(before) === inOrder(after);

/**
 * The lawyers and practice areas of the translation groups one save or restore touches. They
 * are the group's, and visitors see them on its every live version, so only a version published
 * (or unpublished) changes them. A version left waiting with other links than its group's holds
 * them in its revision, whatever its language, until it is published. A kind without links
 * makes every call a no-op.
 */
export class GroupLinks {
  /** Each group's links before the request: what visitors see. */
  private readonly live = new Map<string, GroupLink[]>();
  /** What the kind's save wrote to each group. */
  private readonly written = new Map<string, GroupLink[]>();
  /** The links a version published (or unpublished) by the request gives its group. */
  private readonly given = new Map<string, GroupLink[]>();

  constructor(
    private readonly db: Db,
    private readonly kind: Pick<WorkflowKind, 'links' | 'table' | 'type' | 'refreshSearch'>,
  ) {}

  /** Notes group `no`'s links; call it before anything of the request can change them. */
  async remember(no: string | null | undefined): Promise<void> {
    if (!this.kind.links || !no || this.live.has(no)) return;
    this.live.set(no, await this.read(no));
  }

  /** The links a version of group `no` is edited with: its waiting draft's, else the group's. */
  working(no: string | null, draft: RevisionData | undefined): GroupLink[] {
    return linksIn(draft) ?? this.live.get(no ?? '') ?? [];
  }

  /** Notes what the kind's save wrote to the groups of versions `ids`; answers each version's group. */
  async saved(ids: number[]): Promise<Map<number, string | null>> {
    if (!this.kind.links) return new Map();
    const states = await readStates(this.db, this.kind.table, ids);
    for (const no of new Set(states.map((state) => state.no))) if (no) this.written.set(no, await this.read(no));
    return new Map(states.map((state) => [state.id, state.no]));
  }

  /** A version's links after the save: the lists its item sent, as written; the others as it had them. */
  afterSave(no: string | null, working: GroupLink[], item: LinkInput): GroupLink[] {
    const sent = targetsSent(item);
    const written = this.written.get(no ?? '') ?? [];
    return [...written.filter((link) => sent.includes(link.target)), ...working.filter((link) => !sent.includes(link.target))];
  }

  /**
   * Notes that a version of group `no` leaves the request in `status` with `links`: published
   * (or unpublished) with others than visitors saw, it gives them to the group.
   */
  decided(no: string | null, status: WorkflowStatus, links: GroupLink[]): void {
    if (no && !waits(status) && !sameLinks(links, this.live.get(no) ?? [])) this.given.set(no, links);
  }

  /** The links group `no` is left with: those a version gave it, else those visitors saw. */
  final(no: string | null): GroupLink[] {
    return this.given.get(no ?? '') ?? this.live.get(no ?? '') ?? [];
  }

  /** The links a version in `status` is recorded with: its own while it waits, else its group's. */
  recordedWith(no: string | null, status: WorkflowStatus, own: GroupLink[]): GroupLink[] {
    return waits(status) ? own : this.final(no);
  }

  /** Whether a version waits with links of its own: other than its group is left with. */
  holds(no: string | null, status: WorkflowStatus, links: GroupLink[]): boolean {
    return waits(status) && !sameLinks(links, this.final(no));
  }

  /** Puts `links` on group `no` while a version is recorded: its revision and view read them there. */
  async show(no: string | null, links: GroupLink[]): Promise<void> {
    if (this.kind.links && no) await restoreLinks(this.db, this.kind.links, no, links);
  }

  /**
   * Leaves each group the links it ends the request with, and its versions' search entries in
   * line with them: an entry holds the names of the lawyers its group names.
   */
  async close(): Promise<void> {
    for (const no of new Set([...this.live.keys(), ...this.written.keys()])) {
      await this.show(no, this.final(no));
      for (const id of await versionsOfGroup(this.db, this.kind.table, no, this.kind.type)) await this.kind.refreshSearch?.(this.db, id);
    }
  }

  private async read(no: string): Promise<GroupLink[]> {
    return (await linksOfGroups(this.db, this.kind.links!, [no])).map(({ no: _no, ...link }) => link);
  }
}
