import { sql } from 'kysely';

/** A lawyer's job title as their language names it: its feminine form where the lawyer takes it and the title has one. */
export const jobTitle = sql<string>`coalesce(case when ${sql.ref('lawyer.feminineTitles')} = 1 then ${sql.ref('job.feminineName')} end, ${sql.ref('job.name')})`;
