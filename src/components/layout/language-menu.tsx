'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { languageOption, languageOptions, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { Flag } from './flag';
import { SwitcherButtonContent, switcherButtonClass } from './switcher-button';
import { useSwitchLanguage } from './use-switch-language';

/**
 * A dropdown of the language options (flag and native name); choosing closes it.
 * Loaded on first use by LanguageSwitcher; it opens as soon as it mounts.
 */
export function LanguageMenu({ label, className }: { label: string; className?: string }) {
  const t = useTranslations('common.language');
  const locale = useLocale() as Locale;
  const switchLanguage = useSwitchLanguage();
  const current = languageOption(locale);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger data-language-switcher aria-label={label} className={cn(switcherButtonClass, className)}>
        <SwitcherButtonContent option={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-[70] min-w-44 rounded-2xl border border-white/10 bg-surface-2/95 p-1.5 shadow-2xl backdrop-blur-xl"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
            {t('label')}
          </DropdownMenu.Label>
          {languageOptions.map((option) => (
            <DropdownMenu.Item
              key={option.code}
              lang={option.code}
              data-language-option={option.code}
              onSelect={() => switchLanguage(option.code)}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-white/10"
            >
              <Flag country={option.flag} />
              <span className="flex-1">{option.nativeName}</span>
              {option.code === locale ? <Check aria-hidden="true" className="size-4 text-accent" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
