'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, LogIn, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { menuGroups, primaryNavItems, signInItem, type NavGroup } from '@/content/navigation';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { Link } from '@/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';

const linkClass = 'block rounded-xl px-3 py-2.5 text-[0.95rem] hover:bg-white/8 focus-visible:bg-white/8';

/** A menu group expands on click; a group of one link is that link. */
function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [only] = group.items;
  if (group.items.length === 1 && only) {
    return (
      <li>
        <Link href={only.href} onClick={onNavigate} className={`${linkClass} font-medium`}>
          {t(group.labelKey)}
        </Link>
      </li>
    );
  }
  return (
    <li data-menu-group={group.id}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${linkClass} flex w-full items-center justify-between text-left font-medium`}
      >
        {t(group.labelKey)}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!open} className="ms-3 border-s border-white/10 ps-2">
        {group.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} onClick={onNavigate} className={`${linkClass} text-muted hover:text-fg`}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The hamburger menu: 320 px, all groups, outside click and Escape close it, holds the
 * switcher. Loaded on first use (site-menu.tsx), so pages do not ship the dialog up front.
 */
export function MenuSheet({
  open,
  onOpenChange,
  returnFocus,
  languageLabel,
}: {
  languageLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const t = useTranslations('common');
  const close = () => onOpenChange(false);
  return (
    <TooltipProvider>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms_ease-out]" />
          <Dialog.Content
            data-site-menu
            onOpenAutoFocus={(event) => {
              // Start on the first link, not on the close button (whose tooltip would take the first Escape).
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('nav a')?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus();
            }}
            className="fixed inset-y-0 right-0 z-[65] flex w-[320px] max-w-full flex-col border-s border-white/10 bg-surface/95 shadow-2xl backdrop-blur-xl data-[state=open]:animate-[slide-in-right_300ms_var(--ease-spring)]"
          >
            <div className="flex h-[68px] items-center justify-between px-4">
              <Dialog.Title className="text-base font-semibold">{t('header.menuTitle')}</Dialog.Title>
              <Tooltip content={t('header.closeMenu')}>
                <Dialog.Close
                  aria-label={t('header.closeMenu')}
                  className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </Tooltip>
            </div>
            <Dialog.Description className="sr-only">{t('header.menuDescription')}</Dialog.Description>
            <nav aria-label={t('header.menuTitle')} className="flex-1 overflow-y-auto px-3 pb-4">
              <ul className="mb-3 grid grid-cols-2 gap-1 border-b border-white/10 pb-3">
                {primaryNavItems.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} onClick={close} className={`${linkClass} text-sm`}>
                      {t(item.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="space-y-0.5">
                {menuGroups.map((group) => (
                  <MenuGroup key={group.id} group={group} onNavigate={close} />
                ))}
              </ul>
            </nav>
            <div className="flex items-center justify-between gap-3 border-t border-white/10 p-4">
              <LanguageSwitcher label={languageLabel} />
              <Link
                href={signInItem.href}
                onClick={close}
                className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium hover:bg-white/10"
              >
                <LogIn aria-hidden="true" className="size-4" />
                {t(signInItem.labelKey)}
              </Link>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </TooltipProvider>
  );
}
