import type { LanguageOption } from '@/i18n/locales';

/**
 * Flags as inline SVG: emoji flags do not render on Windows and many Linux systems.
 */
const flags: Record<LanguageOption['flag'], React.ReactNode> = {
  DE: (
    <>
      <rect width="24" height="6" fill="#000" />
      <rect y="6" width="24" height="6" fill="#dd0000" />
      <rect y="12" width="24" height="6" fill="#ffce00" />
    </>
  ),
  GB: (
    <>
      <rect width="24" height="18" fill="#012169" />
      <path d="M0 0l24 18M24 0L0 18" stroke="#fff" strokeWidth="3.6" />
      <path d="M0 0l24 18M24 0L0 18" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M12 0v18M0 9h24" stroke="#fff" strokeWidth="6" />
      <path d="M12 0v18M0 9h24" stroke="#c8102e" strokeWidth="3.6" />
    </>
  ),
  GR: (
    <>
      <rect width="24" height="18" fill="#0d5eaf" />
      {[2, 6, 10, 14].map((y) => (
        <rect key={y} y={y} width="24" height="2" fill="#fff" />
      ))}
      <rect width="10" height="10" fill="#0d5eaf" />
      <path d="M5 0v10M0 5h10" stroke="#fff" strokeWidth="2" />
    </>
  ),
};

export function Flag({ country, className }: { country: LanguageOption['flag']; className?: string }) {
  return (
    <svg viewBox="0 0 24 18" aria-hidden="true" focusable="false" className={className ?? 'h-3.5 w-[1.167rem] rounded-[2px]'}>
      {flags[country]}
    </svg>
  );
}
