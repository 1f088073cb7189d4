import { Suspense, type ReactNode } from 'react';
import { AuthGuard } from '@/components/admin/auth-guard';
import { AdminShell } from '@/components/admin/shell/admin-shell';

/** Every /admin screen: only with a token, inside the navigation frame. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AuthGuard>
      <AdminShell>
        <Suspense>{children}</Suspense>
      </AdminShell>
    </AuthGuard>
  );
}
