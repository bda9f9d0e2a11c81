/** The cookie consent, stored in localStorage. */
export type CookieConsent = {
  accepted: boolean;
  analytics: boolean;
  marketing: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
};

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/**
 * Fired on window whenever consent is saved (src/lib/first-touch/controls.ts), so embeds and the analytics react
 * without a reload; `detail` is the choice, with `reopened` when it was changed from the footer's cookie settings.
 */
export const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { accepted, analytics, marketing, timestamp } = value as Record<string, unknown>;
    if (
      typeof accepted !== 'boolean' ||
      typeof analytics !== 'boolean' ||
      typeof marketing !== 'boolean' ||
      typeof timestamp !== 'number'
    ) {
      return null;
    }
    return { accepted, analytics, marketing, timestamp };
  } catch {
    return null;
  }
}

export function readConsent(storage: ConsentStorage): CookieConsent | null {
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Accept with the chosen optional categories; necessary cookies are always on. */
export function acceptConsent(choice: { analytics: boolean; marketing: boolean }, now = Date.now()): CookieConsent {
  return { accepted: true, analytics: choice.analytics, marketing: choice.marketing, timestamp: now };
}

/** Reject: every optional category off. */
export function rejectConsent(now = Date.now()): CookieConsent {
  return { accepted: false, analytics: false, marketing: false, timestamp: now };
}

export function saveConsent(storage: ConsentStorage, consent: CookieConsent): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Without storage the choice holds for this page view only.
  }
}

/** Saves a choice in the browser and tells listening embeds (the booking calendar) at once. */
export function storeConsent(consent: CookieConsent): void {
  saveConsent(window.localStorage, consent);
  document.documentElement.dataset.consent = 'stored';
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
}
