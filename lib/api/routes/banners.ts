import { createRouter } from '../router';

export const bannerRoutes = createRouter();
