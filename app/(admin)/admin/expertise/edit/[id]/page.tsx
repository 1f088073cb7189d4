'use client';

import { useParams } from 'next/navigation';
import { ExpertiseEditor } from '@/components/admin/expertise/expertise-editor';

export default function EditExpertisePage() {
  const { id } = useParams<{ id: string }>();
  return <ExpertiseEditor key={id} id={Number(id)} />;
}
