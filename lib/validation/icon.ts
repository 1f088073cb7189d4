import { z } from 'zod';

export const iconSchema = z.object({
  /** An uploaded image: `/api/upload/<fileId>` as the upload call's fileId makes it. */
  iconUrl: z.string().trim().min(1).max(500),
  name: z.string().trim().max(100).optional().nullable(),
});

export type IconInput = z.infer<typeof iconSchema>;

/** An icon of the library as the API returns it. */
export const iconView = z.object({ id: z.number(), name: z.string().nullable(), iconUrl: z.string(), createTime: z.string() });

export type Icon = z.infer<typeof iconView>;
