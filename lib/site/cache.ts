import { ApiError } from '@/lib/api/errors';

/** A service read that answers "not found" with an ApiError, giving null instead. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
