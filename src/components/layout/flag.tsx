import type { LanguageOption } from '@/i18n/locales';

/** A language's flag (its module's `flag`, static shapes of our own), beside its name. */
export function Flag({ language, className }: { language: LanguageOption; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 18"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'h-3.5 w-[1.167rem] rounded-[2px]'}
      dangerouslySetInnerHTML={{ __html: language.flag }}
    />
  );
}
