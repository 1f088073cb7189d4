import { createRouter } from '../router';

export const articleRoutes = createRouter();
