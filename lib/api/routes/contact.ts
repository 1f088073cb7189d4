import { createRouter } from '../router';

export const contactRoutes = createRouter();
