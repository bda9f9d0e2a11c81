'use client';

import { OPEN_CONSENT_EVENT } from '@/lib/consent';

/** Footer "cookie settings": shows the cookie banner again. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-cookie-settings
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
      className="text-muted underline-offset-4 hover:text-fg hover:underline"
    >
      {label}
    </button>
  );
}
