'use client';

import { PeopleEditor } from '@/components/admin/people/people-editor';

export default function AddPersonPage() {
  return <PeopleEditor />;
}
