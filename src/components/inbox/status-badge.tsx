import type { LeadStatus } from '@/lib/inbox/lead-vocabulary';
import { cn } from '@/lib/cn';

const tones: Record<LeadStatus, string> = {
  new: 'border-accent/50 text-accent',
  in_progress: 'border-accent-2/50 text-accent-2',
  done: 'border-success/40 text-success',
  spam: 'border-white/20 text-muted',
};

export function StatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}
    >
      {label}
    </span>
  );
}
