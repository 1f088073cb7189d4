import type { Db } from '../db/client';

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  await db
    .insertInto('adminRecoveryCode')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/** Deletes the code and says whether it was there: of two requests racing with one code, one wins. */
export async function consumeRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const result = await db.deleteFrom('adminRecoveryCode').where('userId', '=', userId).where('codeHash', '=', codeHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('adminRecoveryCode')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('adminRecoveryCode').where('userId', '=', userId).execute();
}
