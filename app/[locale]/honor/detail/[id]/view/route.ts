import { viewRoute } from '@/components/site/articles/view-route';

export const POST = viewRoute('honour');
