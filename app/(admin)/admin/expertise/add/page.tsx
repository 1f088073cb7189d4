'use client';

import { ExpertiseEditor } from '../expertise-editor';

export default function AddExpertisePage() {
  return <ExpertiseEditor />;
}
