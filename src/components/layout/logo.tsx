import { cn } from '@/lib/cn';

/** The brand mark and name; the mark is decorative, the link around it carries the label. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-7">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#22d3ee" />
            <stop offset="1" stopColor="#a78bfa" />
          </linearGradient>
        </defs>
        <path d="M16 3 4.5 28h5.2L16 13.6 22.3 28h5.2Z" fill="url(#logo-gradient)" />
        <path d="M9.5 22.5c4.2-2.6 8.8-2.6 13 0" stroke="#05070f" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-lg max-[379px]:text-base">Aitheria</span>
    </span>
  );
}
