import { handle } from 'hono/vercel';
import { api } from '@/lib/api/app';

export const dynamic = 'force-dynamic';

const handler = handle(api);

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };
