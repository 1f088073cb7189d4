import { createRouter } from '../router';

export const honourRoutes = createRouter();
