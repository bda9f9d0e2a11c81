import { ChevronDown, LogIn, Menu, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { menuGroups, primaryNavItems, signInItem, type NavGroup } from '@/content/navigation';
import { Tooltip } from '@/components/ui/tooltip';
import { Link } from '@/i18n/navigation';
import { LanguageList, LanguageSwitcher } from './language-switcher';

const MENU_ID = 'site-menu';
const linkClass = 'block rounded-xl px-3 py-2.5 text-[0.95rem] hover:bg-white/8 focus-visible:bg-white/8';

/** A menu group expands on click (native disclosure); a group of one link is that link. */
async function MenuGroup({ group }: { group: NavGroup }) {
  const t = await getTranslations('common');
  const [only] = group.items;
  if (group.items.length === 1 && only) {
    return (
      <li>
        <Link href={only.href} className={`${linkClass} font-medium`}>
          {t(group.labelKey)}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <details data-menu-group={group.id} className="group/menu-group">
        <summary
          className={`${linkClass} flex cursor-pointer list-none items-center justify-between font-medium [&::-webkit-details-marker]:hidden`}
        >
          {t(group.labelKey)}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/menu-group:rotate-180" />
        </summary>
        <ul className="ms-3 border-s border-white/10 ps-2">
          {group.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={`${linkClass} text-muted hover:text-fg`}>
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The hamburger menu: a modal `<dialog>` in the server HTML (after the header), opened by the header's
 * button's `commandfor` (SiteMenuButton) and closed
 * by its close button, Escape or a click outside (`closedby`), with no script of its own
 * (src/lib/first-touch/controls.ts adds what older browsers lack, and closes it when a link inside is
 * followed). 320 px wide, all groups, the language switcher and the sign-in. Focus starts on the first
 * link and returns to the menu button when it closes.
 */
export async function SiteMenu({ languageLabel }: { languageLabel: string }) {
  const t = await getTranslations('common');
  return (
    <dialog
      id={MENU_ID}
      data-site-menu
      closedby="any"
      aria-labelledby={`${MENU_ID}-title`}
      aria-describedby={`${MENU_ID}-description`}
      className="site-menu"
    >
      <div className="flex h-[68px] shrink-0 items-center justify-between px-4">
        <h2 id={`${MENU_ID}-title`} className="text-base font-semibold">
          {t('header.menuTitle')}
        </h2>
        <Tooltip content={t('header.closeMenu')}>
          <button
            type="button"
            commandfor={MENU_ID}
            command="close"
            aria-label={t('header.closeMenu')}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </Tooltip>
      </div>
      <p id={`${MENU_ID}-description`} className="sr-only">
        {t('header.menuDescription')}
      </p>
      <nav aria-label={t('header.menuTitle')} className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="mb-3 grid grid-cols-2 gap-1 border-b border-white/10 pb-3">
          {primaryNavItems.map((item, index) => (
            <li key={item.href}>
              {/* The dialog starts on the first link, not on the close button. */}
              <Link href={item.href} autoFocus={index === 0} className={`${linkClass} text-sm`}>
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="space-y-0.5">
          {menuGroups.map((group) => (
            <MenuGroup key={group.id} group={group} />
          ))}
        </ul>
      </nav>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-white/10 p-4">
        <LanguageSwitcher listId={`${MENU_ID}-languages`} label={languageLabel} />
        <LanguageList id={`${MENU_ID}-languages`} above />
        <Link
          href={signInItem.href}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium hover:bg-white/10"
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t(signInItem.labelKey)}
        </Link>
      </div>
    </dialog>
  );
}

/** The header's menu button: opens the menu dialog by its id, no script needed. */
export async function SiteMenuButton() {
  const t = await getTranslations('common.header');
  return (
    <button
      type="button"
      commandfor={MENU_ID}
      command="show-modal"
      aria-label={t('openMenu')}
      aria-haspopup="dialog"
      data-menu-button
      className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 bg-white/5 hover:bg-white/10"
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
