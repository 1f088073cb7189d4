import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { useTestContext } from '../support/context';
import { migrateToLatest } from '@/lib/db/migrate';

const ctx = useTestContext({ signIn: false });

test('the tables the migrations made are listed with their columns', async () => {
  const tables = await ctx.db.introspection.getTables();
  const article = tables.find((table) => table.name === 'article');
  expect(article?.isView).toBe(false);
  const id = article?.columns.find((column) => column.name === 'id');
  expect(id).toMatchObject({ isAutoIncrementing: true });
  expect(article?.columns.find((column) => column.name === 'title')).toMatchObject({ isAutoIncrementing: false });
});

if (process.env.TEST_TARGET === 'postgres') {
  const admin = () => {
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    return client.connect().then(() => client);
  };

  test("another schema's tables are not ours", async () => {
    const client = await admin();
    const other = `other_${randomBytes(4).toString('hex')}`;
    try {
      await client.query(`create schema ${other}; create table ${other}."stranger" (id int)`);
      const names = (await ctx.db.introspection.getTables()).map((table) => table.name);
      expect(names).toContain('article');
      expect(names).not.toContain('stranger');
    } finally {
      await client.query(`drop schema ${other} cascade`);
      await client.end();
    }
  });

  test('migrating and reading the tables go on while other schemas of the database are made and dropped', async () => {
    const clients = await Promise.all([admin(), admin()]);
    let churning = true;
    const churn = clients.map(async (client) => {
      while (churning) {
        const other = `churn_${randomBytes(4).toString('hex')}`;
        const tables = Array.from({ length: 40 }, (_, n) => `create table ${other}.t${n} (id serial primary key, name text, note text)`);
        await client.query(`create schema ${other}; ${tables.join('; ')}`);
        await client.query(`drop schema ${other} cascade`);
      }
    });
    try {
      await migrateToLatest(ctx.db);
      for (let round = 0; round < 100; round += 1) {
        expect((await ctx.db.introspection.getTables()).length).toBeGreaterThan(10);
      }
    } finally {
      churning = false;
      await Promise.all(churn);
      await Promise.all(clients.map((client) => client.end()));
    }
  });
}
