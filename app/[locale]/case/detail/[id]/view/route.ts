import { viewRoute } from '@/lib/site/view-route';

export const POST = viewRoute('deal');
