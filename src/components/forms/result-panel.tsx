import { CheckCircle2, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  success: { icon: CheckCircle2, role: 'status', panel: 'border-success/30 bg-success/10', iconColour: 'text-success' },
  failure: { icon: TriangleAlert, role: 'alert', panel: 'border-danger/40 bg-danger/10', iconColour: 'text-danger' },
} as const;

/**
 * How a submission or a link went, in place of the form or as the page's answer: the icon of its
 * tone, the title, the text and what may follow (a way on). A success is announced as a status, a
 * failure as an alert. `as` is the title's element: `h1` where the panel answers the page (larger),
 * a heading one below the section's, or `p` in a section whose heading already names it.
 */
export function ResultPanel({
  tone,
  as: Title,
  title,
  text,
  icon,
  marker,
  children,
}: {
  tone: keyof typeof tones;
  as: 'h1' | 'h2' | 'h3' | 'p';
  title: string;
  text?: string;
  /** Instead of the tone's icon (the newsletter sign-up points to the mail). */
  icon?: LucideIcon;
  /** `data-<marker>` on the panel, for tests. */
  marker?: string;
  children?: ReactNode;
}) {
  const { role, panel, iconColour, icon: toneIcon } = tones[tone];
  const Icon = icon ?? toneIcon;
  const page = Title === 'h1';
  return (
    <div
      role={role}
      className={cn('grid gap-3 rounded-2xl border', panel, page ? 'p-6 md:p-8' : 'p-5 md:p-6')}
      {...(marker ? { [`data-${marker}`]: true } : {})}
    >
      <Icon aria-hidden="true" className={cn('shrink-0', page ? 'size-9' : 'size-8', iconColour)} />
      <Title className={page ? 'text-2xl font-bold tracking-tight md:text-3xl' : 'text-xl font-semibold'}>{title}</Title>
      {text ? <p className="text-muted">{text}</p> : null}
      {children}
    </div>
  );
}
