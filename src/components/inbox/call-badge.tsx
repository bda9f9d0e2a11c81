import type { CallStatus } from '@/lib/inbox/call-vocabulary';
import { cn } from '@/lib/cn';

const tones: Record<CallStatus, string> = {
  waiting: 'border-white/20 text-muted',
  handed_over: 'border-accent/50 text-accent',
  dialling: 'border-accent/50 text-accent',
  held: 'border-danger/60 text-danger',
  placed: 'border-accent/50 text-accent',
  ringing: 'border-accent-2/50 text-accent-2',
  in_progress: 'border-accent-2/50 text-accent-2',
  connected: 'border-success/40 text-success',
  no_answer: 'border-white/20 text-fg',
  busy: 'border-white/20 text-fg',
  voicemail: 'border-white/20 text-fg',
  failed: 'border-danger/60 text-danger',
  suppressed: 'border-danger/60 text-danger',
};

/** A callback's call status as a badge (lib/inbox/call-vocabulary.ts). */
export function CallBadge({ status, label }: { status: CallStatus; label: string }) {
  return (
    <span
      data-call-status={status}
      className={cn('inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}
    >
      {label}
    </span>
  );
}
