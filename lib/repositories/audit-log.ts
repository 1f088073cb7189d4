import type { Db } from '../db/client';

export interface AuditFilter {
  entity?: string;
  action?: string;
  userId?: number;
}

export async function listAuditLog(db: Db, filter: AuditFilter, offset: number, limit: number) {
  let query = db.selectFrom('auditLog');
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'userId', 'userName', 'action', 'entity', 'entityKey', 'createTime'])
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.count) };
}
