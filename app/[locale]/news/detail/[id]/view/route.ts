import { viewRoute } from '@/components/site/articles/view-route';
import { CatalogType } from '@/lib/db/schema';

export const POST = viewRoute({ type: CatalogType.NEWS });
