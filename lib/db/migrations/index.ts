import type { Migration } from 'kysely';
import * as initial from './2026-11-22-initial';

/** Every migration, by dated name. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-initial': initial,
};
