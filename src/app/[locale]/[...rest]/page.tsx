import { notFound } from 'next/navigation';

/** Any path no page claims renders the localized not-found screen (spec §2). */
export default function CatchAll() {
  notFound();
}
