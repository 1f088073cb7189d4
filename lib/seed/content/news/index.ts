import type { ArticleDef } from '../catalogs';
import { eventNews } from './events';
import { firmNews } from './firm';
import { insightNews } from './insights';

/** Every news article in the order content/links.ts counts them: the firm's news, insights, events. */
export const news: ArticleDef[] = [...firmNews, ...insightNews, ...eventNews];
