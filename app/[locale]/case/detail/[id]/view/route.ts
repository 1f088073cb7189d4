import { viewBeacon } from '@/lib/api/view-beacon';

export const POST = viewBeacon('deal');
