import { createRouter } from '../router';

export const messageRoutes = createRouter();
