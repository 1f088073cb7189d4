import { Suspense } from 'react';
import { LoginForm } from '@/components/admin/login/login-form';

export default function AdminLoginPage() {
  return (
    <Suspense>
      <LoginForm />
    </Suspense>
  );
}
