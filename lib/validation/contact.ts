import { z } from 'zod';
import { contactLimits } from './contact-limits';

/** The one message for a missing or malformed address, as the contact form shows it. */
export const invalidEmailMessage = 'Please enter a valid email address';

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(contactLimits.name),
  email: z
    .string({ error: invalidEmailMessage })
    .trim()
    .max(contactLimits.email, { error: invalidEmailMessage })
    .pipe(z.email({ error: invalidEmailMessage })),
  phone: z.string().trim().max(contactLimits.phone).optional().nullable(),
  content: z.string().trim().min(1).max(contactLimits.content),
  /** Accepted for compatibility and ignored: messages only ever go to the firm. */
  to: z.string().max(254).optional().nullable(),
  /** Hidden from people; a value means a bot filled the form in. */
  website: z.string().max(500).optional().nullable(),
});

export type ContactInput = z.infer<typeof contactSchema>;
