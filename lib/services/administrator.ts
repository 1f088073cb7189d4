import { ForbiddenError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';

export const ADMIN_ROLE_ID = 1;

export function requireAdministrator(profile: AdminProfile): void {
  if (profile.roleId !== ADMIN_ROLE_ID) throw new ForbiddenError('Only an administrator can manage staff accounts');
}
