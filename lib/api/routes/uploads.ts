import { createRouter } from '../router';

export const uploadRoutes = createRouter();
