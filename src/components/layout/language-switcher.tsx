import { Check } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { languageOption, languageOptions } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { cn } from '@/lib/cn';
import { Flag } from './flag';
import { SwitcherButtonContent, switcherButtonClass } from './switcher-button';

/**
 * The language switcher of the header and the menu: a button that opens the `popover` list of the languages
 * (LanguageList, by its id), native from the first frame. `label` ("Choose language: Deutsch") is formatted
 * on the server; the page a switch leads to reads its announcement from here (src/lib/first-touch/controls.ts).
 */
export async function LanguageSwitcher({ listId, label }: { listId: string; label: string }) {
  const locale = await getLocale();
  const t = await getTranslations('common.a11y');
  return (
    <button
      type="button"
      popoverTarget={listId}
      data-language-switcher
      data-language-changed={t('languageChanged')}
      aria-label={label}
      className={switcherButtonClass}
    >
      <SwitcherButtonContent option={languageOption(locale)} />
    </button>
  );
}

/**
 * The list a LanguageSwitcher opens: the languages with flag and native name. Each option links to the
 * same page in its language (src/lib/first-touch/controls.ts points it at the page's own alternate; without
 * JavaScript it leads to that language's home page), and choosing stores the choice first. While a list is
 * open its options also carry `data-language-option`, so that name means the options the visitor sees (the
 * menu has a list of its own: a modal dialog leaves everything outside it inert). Anchored to the
 * button that opened it: below it, or above it with `above` (the menu's switcher sits at its bottom).
 */
export async function LanguageList({ id, above = false }: { id: string; above?: boolean }) {
  const locale = await getLocale();
  const t = await getTranslations('common.language');
  return (
    <div id={id} popover="auto" data-language-menu className={cn('language-menu', above && 'language-menu-above')}>
      <p className="px-3 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{t('label')}</p>
      <ul>
        {languageOptions.map((option) => (
          <li key={option.code}>
            <a
              href={localizePathname('/', option.code)}
              hrefLang={option.code}
              lang={option.code}
              data-language={option.code}
              aria-current={option.code === locale ? 'true' : undefined}
              className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm outline-none hover:bg-white/10 focus-visible:bg-white/10"
            >
              <Flag language={option} />
              <span className="flex-1">{option.nativeName}</span>
              {option.code === locale ? <Check aria-hidden="true" className="size-4 text-accent" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
