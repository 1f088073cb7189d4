import { createRouter } from '../router';

export const lawyerRoutes = createRouter();
