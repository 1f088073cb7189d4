import { createMigrator, migrateToLatest } from '@/lib/db/migrate';
import { log } from '@/lib/log';
import { useTestContext } from '../support/context';

/**
 * Upgrading a database whose language versions disagree on facts: each group ends with its
 * source version's (its first), labels of the same place in each language's list become one
 * entry, and a lawyer gets the Latin name a version of it was written in.
 */
const ctx = useTestContext({ signIn: false });

test('the source version’s facts win, in each version’s own words', async () => {
  const down = await (await createMigrator(ctx.db)).migrateTo('2026-12-15-alert-privacy');
  expect(down.error).toBeUndefined();
  const db = ctx.db as any;
  const now = new Date().toISOString();
  const label = async (table: string, lang: string, name: string, sort: number) =>
    (await db.insertInto(table).values({ lang, name, sort }).returning('id').executeTakeFirstOrThrow()).id as number;
  const singapore = await label('office', 'en_US', 'Singapore', 1);
  await label('office', 'en_US', 'Hong Kong', 2);
  await label('office', 'zh_CN', '新加坡', 1);
  await label('office', 'zh_CN', '香港', 2);
  const partner = await label('job', 'en_US', 'Partner', 1);
  const partnerZh = await label('job', 'zh_CN', '合伙人', 1);
  const lawyer = (lang: string, name: string, photoUrl: string, office: string) =>
    db
      .insertInto('lawyer')
      .values({ no: 'group-1', lang, name, photoUrl, office, top: 0, sort: 1, createTime: now, updateTime: now, published: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const english = await lawyer('en_US', 'Daniel Koh', '/api/upload/new.jpg', 'Hong Kong');
  const chinese = await lawyer('zh_CN', '许伟杰', '/api/upload/old.jpg', '新加坡');
  await db.insertInto('lawyerJob').values({ lawyerTeamId: english.id, jobId: partner }).execute();

  const logged = jest.spyOn(log, 'info').mockImplementation(() => undefined);
  await migrateToLatest(ctx.db);
  const settled = logged.mock.calls.map(([entry]) => entry as unknown as Record<string, unknown>).filter((entry) => entry.fact);
  logged.mockRestore();
  // Each difference settled is logged: what the version had and what it was given.
  expect(settled).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        table: 'lawyer',
        id: chinese.id,
        fact: 'photoUrl',
        had: '/api/upload/old.jpg',
        given: '/api/upload/new.jpg',
      }),
      expect.objectContaining({ table: 'lawyer', id: chinese.id, fact: 'office' }),
    ]),
  );

  const rows = await ctx.db.selectFrom('lawyer').select(['id', 'photoUrl', 'office', 'latinName']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: english.id, photoUrl: '/api/upload/new.jpg', office: 'Hong Kong', latinName: 'Daniel Koh' },
    { id: chinese.id, photoUrl: '/api/upload/new.jpg', office: '香港', latinName: 'Daniel Koh' },
  ]);
  const jobs = await ctx.db.selectFrom('lawyerJob').select(['lawyerTeamId', 'jobId']).orderBy('lawyerTeamId').execute();
  expect(jobs).toEqual([
    { lawyerTeamId: english.id, jobId: partner },
    { lawyerTeamId: chinese.id, jobId: partnerZh },
  ]);
  const offices = await ctx.db.selectFrom('office').select(['id', 'no']).orderBy('id').execute();
  expect(offices[0].id).toBe(singapore);
  expect(new Set(offices.map((office) => office.no)).size).toBe(2);
});
