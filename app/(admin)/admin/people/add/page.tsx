'use client';

import { PeopleEditor } from '../people-editor';

export default function AddPersonPage() {
  return <PeopleEditor />;
}
