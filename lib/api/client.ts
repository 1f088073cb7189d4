import type { Context } from 'hono';
import type { Client } from '../services/auth';

/**
 * The client's address as the nearest proxy saw it: the last entry of X-Forwarded-For
 * (nginx appends the peer it saw; Next.js sets it for direct connections).
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || c.req.header('x-real-ip') || 'unknown';
}

export function requestClient(c: Context): Client {
  return { address: clientAddress(c), userAgent: c.req.header('user-agent') };
}
