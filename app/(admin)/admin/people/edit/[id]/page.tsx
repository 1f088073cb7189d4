'use client';

import { useParams } from 'next/navigation';
import { PeopleEditor } from '@/components/admin/people/people-editor';

export default function EditPersonPage() {
  const { id } = useParams<{ id: string }>();
  return <PeopleEditor key={id} id={Number(id)} />;
}
