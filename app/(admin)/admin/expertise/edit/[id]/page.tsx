'use client';

import { useParams } from 'next/navigation';
import { PracticeAreaEditor } from '@/components/admin/practice-areas/practice-area-editor';

export default function EditPracticeAreaPage() {
  const { id } = useParams<{ id: string }>();
  return <PracticeAreaEditor key={id} id={Number(id)} />;
}
