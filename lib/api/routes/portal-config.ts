import { createRouter } from '../router';

export const portalConfigRoutes = createRouter();
