import { createRouter } from '../router';

export const catalogRoutes = createRouter();
