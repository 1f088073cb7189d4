import { z } from 'zod';

/** The answer to an upload: the file is served at `/api/upload/<fileId>`. */
export const uploadedFileView = z.object({ fileId: z.string() });
