'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { languageOption } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { SwitcherButtonContent, switcherButtonClass } from './switcher-button';

const loadMenu = () => import('./language-menu');
const LanguageMenu = dynamic(() => loadMenu().then((module) => module.LanguageMenu), {
  ssr: false,
  loading: () => <span className={cn(switcherButtonClass, 'w-[84px]')} aria-hidden="true" />,
});

/**
 * The language switcher in the header and the menu. Until it is used it is a plain button;
 * the dropdown (Radix) is fetched on intent and opens on click. `label` ("Choose language:
 * Deutsch") is formatted on the server (layout), so hydration parses no ICU message.
 */
export function LanguageSwitcher({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  const [requested, setRequested] = useState(false);
  const current = languageOption(locale);
  const button = (
    <button
      type="button"
      data-language-switcher
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setRequested(true)}
      className={cn(switcherButtonClass, className)}
    >
      <SwitcherButtonContent option={current} />
    </button>
  );
  if (!requested) return button;
  return <LanguageMenu label={label} className={className} />;
}
