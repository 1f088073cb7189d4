import { z } from 'zod';
import { zeroOrOne } from './translation-group';

const deliveryStates = ['pending', 'sent', 'failed', 'not-configured'] as const;

/** A contact message as staff see it, with the state of its delivery by mail. */
export const contactMessageView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  content: z.string(),
  lang: z.string(),
  deliveryState: z.enum(deliveryStates),
  deliveryError: z.string().nullable(),
  handled: z.number(),
  createTime: z.string(),
});

export type ContactMessage = z.infer<typeof contactMessageView>;

/** Marks a contact message handled (1) or not (0). */
export const messageHandledSchema = z.object({ handled: zeroOrOne });
