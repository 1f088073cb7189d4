'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ContactFormFields } from './contact-form-fields';

const Fields = lazy(() => import('./contact-form-fields').then((module) => ({ default: module.ContactFormFields })));

/**
 * The contact form, at the foot of the home page, split from the page's first scripts: the
 * browser fetches its code while the rest of the page hydrates, and hydrates the form when it
 * arrives. The server renders it whole; React sends it after the page, as a boundary of its own
 * (shown by React's inline script once the page above it is on screen).
 */
export function ContactFormLoader(props: ComponentProps<typeof ContactFormFields>) {
  return (
    <Suspense>
      <Fields {...props} />
    </Suspense>
  );
}
