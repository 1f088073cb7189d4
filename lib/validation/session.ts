import { z } from 'zod';

/** One of the signed-in user's sessions, as the sessions list shows it. */
export const sessionView = z.object({
  id: z.string(),
  /** Browser and system, read from the User-Agent: `Chrome · Windows`; null when unknown. */
  device: z.string().nullable(),
  address: z.string().nullable(),
  createTime: z.string(),
  lastUsedAt: z.string(),
  /** 1 for the session making this request. */
  current: z.number(),
});

export type SessionView = z.infer<typeof sessionView>;
