'use client';

import type { Locale } from '@/i18n/locales';

/** What a language switch must restore once the new language has rendered. */
type PendingSwitch = { to: Locale; scrollY: number; hash: string };

let pending: PendingSwitch | null = null;

export function rememberLanguageSwitch(to: Locale): void {
  pending = { to, scrollY: window.scrollY, hash: window.location.hash };
}

/** Takes the pending switch if it was to `locale`; it is handed out once. */
export function takeLanguageSwitch(locale: Locale): PendingSwitch | null {
  if (!pending || pending.to !== locale) return null;
  const taken = pending;
  pending = null;
  return taken;
}

export const LANGUAGE_CHANGED_EVENT = 'languageChanged';
