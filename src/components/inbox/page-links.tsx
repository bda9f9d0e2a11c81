import { buttonVariants } from '@/components/ui/button';
import { formatCursor, type LeadCursor } from '@/lib/inbox/lead-filter';

/**
 * The keyset pagination of an inbox list: back to the newest page when not on it, on to the older
 * rows when there are more. `query(extra)` is the list's filter as a query string.
 */
export function PageLinks({
  here,
  query,
  paged,
  next,
  label,
  newestLabel,
  olderLabel,
}: {
  here: string;
  query: (extra?: Record<string, string>) => string;
  paged: boolean;
  next?: LeadCursor;
  label: string;
  newestLabel: string;
  olderLabel: string;
}) {
  return (
    <nav className="mt-6 flex gap-3" aria-label={label}>
      {paged ? (
        <a href={`${here}?${query()}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {newestLabel}
        </a>
      ) : null}
      {next ? (
        <a
          href={`${here}?${query({ after: formatCursor(next) })}`}
          rel="next"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {olderLabel}
        </a>
      ) : null}
    </nav>
  );
}
