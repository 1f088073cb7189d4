/** A path with broken percent-encoding (`/%c0`): Next.js would answer it with a 500. */
export function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const malformedPathAnswer = 'Bad Request: malformed URL encoding';
