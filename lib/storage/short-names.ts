// A picture's short name is the first 16 of its hash's 64 hex digits and its extension: the name
// its resized versions are asked for by (lib/site/resized-upload.ts), 48 characters shorter each
// time a page names it. 64 bits tell thousands of uploads apart, and a stored file cannot be made
// to share them short of 2^64 tries. Imports nothing: next.config.ts reads it through the rewrite.

const digits = 16;

/** A picture's short name, e.g. `ab12…(16)….webp`, as a pattern for the rewrite and the lookup. */
export const shortImageName = `[0-9a-f]{${digits}}\\.(?:jpg|png|gif|webp|avif)`;

/** The short name of a stored picture's fileId. */
export function shortNameOf(fileId: string): string {
  return `${fileId.slice(0, digits)}${fileId.slice(fileId.lastIndexOf('.'))}`;
}
