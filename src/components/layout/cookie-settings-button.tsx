/** Footer "cookie settings": shows the cookie banner again with the stored choice (src/lib/first-touch/controls.ts). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-cookie-settings
      aria-controls="cookie-banner"
      className="text-muted underline-offset-4 hover:text-fg hover:underline"
    >
      {label}
    </button>
  );
}
