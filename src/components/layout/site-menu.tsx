'use client';

import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

const loadSheet = () => import('./menu-sheet');
const MenuSheet = dynamic(() => loadSheet().then((module) => module.MenuSheet), { ssr: false });

/** The menu button; the menu itself (a Radix dialog) is fetched on intent and shown on click. */
export function SiteMenu({ languageLabel }: { languageLabel: string }) {
  const t = useTranslations('common.header');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-menu-button
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 bg-white/5 hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {requested ? (
        <MenuSheet languageLabel={languageLabel} open={open} onOpenChange={setOpen} returnFocus={() => buttonRef.current?.focus()} />
      ) : null}
    </>
  );
}
