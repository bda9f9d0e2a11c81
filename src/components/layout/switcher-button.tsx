import { ChevronDown } from 'lucide-react';
import type { LanguageOption } from '@/i18n/locales';
import { Flag } from './flag';

export const switcherButtonClass =
  'inline-flex h-10 items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 text-sm font-medium hover:bg-white/10';

/** What the switcher button shows: the current language's flag and code. */
export function SwitcherButtonContent({ option }: { option: LanguageOption }) {
  return (
    <>
      <Flag language={option} />
      <span>{option.code.toUpperCase()}</span>
      <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
    </>
  );
}
