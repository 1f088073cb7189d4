import type { Db } from '../../db/client';
import { factsOfGroup, hasGroupFacts, readFacts, sameFacts, shareFacts, writeFacts, type Facts } from '../../repositories/group-facts';
import { refuseTranslator } from '../translator';
import type { WorkflowKind } from './kinds';

type FactsKind = Pick<WorkflowKind, 'table' | 'refreshSearch'>;

/**
 * A version just published gives every version of its group its facts (photo, office, order,
 * years… lib/repositories/group-facts.ts): visitors of every language see them at once.
 */
export async function publishFacts(db: Db, kind: FactsKind, id: number): Promise<void> {
  if (hasGroupFacts(kind.table)) await shareFacts(db, kind.table, id, kind.refreshSearch);
}

/**
 * The facts of the groups one save touches. A save may carry several versions of a group (the
 * editor sends every language's tab), each with the facts it was opened with: the facts of the
 * one that changes them are given to all of them, and a version new to its group takes the
 * group's. What the save leaves waiting waits in each version's draft, published with it.
 */
export class SavedFacts {
  /** Each group's facts before the request, by `no`. */
  private readonly before = new Map<string, Facts>();

  /** `keep`: the user may not change facts (a translator); a save that would is refused. */
  constructor(
    private readonly db: Db,
    private readonly kind: FactsKind,
    private readonly rules: { keep: boolean } = { keep: false },
  ) {}

  /** Notes the facts of version `id`'s group; call it before the version is opened for editing. */
  async remember(no: string | null, id: number): Promise<void> {
    if (!hasGroupFacts(this.kind.table) || !no || this.before.has(no)) return;
    const facts = await readFacts(this.db, this.kind.table, id);
    if (facts) this.before.set(no, facts);
  }

  /** Gives the saved versions (`groups`: id → no; `opened`: those that existed) their group's facts. */
  async align(saved: { id: number; lang: string }[], groups: Map<number, string | null>, opened: Set<number>): Promise<void> {
    const table = this.kind.table;
    if (!hasGroupFacts(table)) return;
    const byGroup = new Map<string, { id: number; lang: string }[]>();
    for (const view of saved) {
      const no = groups.get(view.id);
      if (no) byGroup.set(no, [...(byGroup.get(no) ?? []), view]);
    }
    for (const [no, versions] of byGroup) {
      const before =
        this.before.get(no) ??
        (await factsOfGroup(
          this.db,
          table,
          no,
          versions.map((version) => version.id),
        ));
      if (!before) continue;
      let chosen = before;
      for (const version of versions.filter((one) => opened.has(one.id))) {
        const facts = (await readFacts(this.db, table, version.id))!;
        if (sameFacts(facts, before)) continue;
        if (this.rules.keep) refuseTranslator();
        chosen = facts;
      }
      for (const version of versions) await writeFacts(this.db, table, version.id, version.lang, chosen);
    }
  }
}
