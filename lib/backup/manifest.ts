import { z } from 'zod';

export const manifestName = 'backup.json';

/** The first entry of every archive: what it holds, and the schema version it was taken at. */
export const manifestSchema = z.object({
  format: z.literal('lawfirm-backup'),
  version: z.literal(1),
  database: z.enum(['sqlite', 'postgres']),
  /** The migrations applied to the database when it was backed up, in order. */
  migrations: z.array(z.string()).min(1),
  createTime: z.string(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function manifestBytes(database: Manifest['database'], migrations: string[]): Buffer {
  const manifest: Manifest = { format: 'lawfirm-backup', version: 1, database, migrations, createTime: new Date().toISOString() };
  return Buffer.from(JSON.stringify(manifest));
}
