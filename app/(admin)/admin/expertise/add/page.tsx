'use client';

import { ExpertiseEditor } from '@/components/admin/expertise/expertise-editor';

export default function AddExpertisePage() {
  return <ExpertiseEditor />;
}
