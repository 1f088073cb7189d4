/** A staff account as GET /api/admin/staff lists it. */
export interface StaffAccount {
  id: number;
  loginAccount: string;
  userName: string;
  headImg: string | null;
  roleId: number;
  roleName: string;
  disabled: number;
  lastLoginTime: string | null;
  createTime: string;
}

export interface Role {
  id: number;
  code: string;
  roleName: string;
}
