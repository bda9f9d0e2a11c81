import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * A page with one thing to do or to read (unsubscribing, the newsletter's confirmation, the answer
 * to a form sent without JavaScript, the offline page): one narrow column in the middle of the
 * screen, and with `backHome` the way back to the start page under it.
 */
export function NarrowPage({
  backHome,
  after,
  children,
  ...data
}: {
  backHome?: string;
  /** What follows the way back (the closing call to action). */
  after?: ReactNode;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | boolean | undefined }) {
  return (
    <div className="mx-auto grid min-h-[80vh] max-w-xl content-center gap-6 px-5 py-28" {...data}>
      {children}
      {backHome ? (
        <Link
          href="/"
          className="inline-flex items-center gap-2 justify-self-start text-sm text-muted underline-offset-4 hover:text-fg hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backHome}
        </Link>
      ) : null}
      {after}
    </div>
  );
}
