import { notFound } from 'next/navigation';

/** Any path no page answers: the not-found page, with HTTP 404. */
export default function UnknownPage(): never {
  notFound();
}
