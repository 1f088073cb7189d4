'use client';

import { PracticeAreaEditor } from '@/components/admin/practice-areas/practice-area-editor';

export default function AddPracticeAreaPage() {
  return <PracticeAreaEditor />;
}
