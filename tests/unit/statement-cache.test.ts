import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from '@/lib/db/statement-cache';

describe('SQLite statement cache', () => {
  const sqlite = new BetterSqlite3(':memory:');
  const db = withStatementCache(sqlite);
  afterAll(() => db.close());

  it('hands back the compiled statement of a query it has seen', () => {
    const first = db.prepare('select 1 as one');
    expect(db.prepare('select 1 as one')).toBe(first);
    expect(db.prepare('select 2 as two')).not.toBe(first);
  });

  it('compiles afresh while the kept statement is still being read', () => {
    sqlite.exec('create table item (id integer primary key); insert into item values (1), (2)');
    const reading = db.prepare('select id from item') as BetterSqlite3.Statement;
    const rows = reading.iterate();
    rows.next();
    const other = db.prepare('select id from item') as BetterSqlite3.Statement;
    expect(other).not.toBe(reading);
    expect(other.all()).toEqual([{ id: 1 }, { id: 2 }]);
    rows.return?.();
  });

  it('still answers after the schema changes under a kept statement', () => {
    sqlite.exec('create table note (text text)');
    expect((db.prepare('select * from note') as BetterSqlite3.Statement).all()).toEqual([]);
    sqlite.exec("alter table note add column author text; insert into note values ('a', 'b')");
    expect((db.prepare('select * from note') as BetterSqlite3.Statement).all()).toEqual([{ text: 'a', author: 'b' }]);
  });
});
