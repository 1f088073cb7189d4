import type { Db } from '../db/client';

export function listRoles(db: Db) {
  return db.selectFrom('adminRole').select(['id', 'code', 'roleName']).orderBy('id').execute();
}

export function findRole(db: Db, id: number) {
  return db.selectFrom('adminRole').select(['id', 'code', 'roleName']).where('id', '=', id).executeTakeFirst();
}
