import { handle } from 'hono/vercel';
import { api } from '@/lib/api/app';
import { publishApi } from '@/lib/api/published';

export const dynamic = 'force-dynamic';

const handler = handle(api);
publishApi(api.fetch);

export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT };
