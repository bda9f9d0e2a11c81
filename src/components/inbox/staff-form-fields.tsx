import { CSRF_FIELD } from '@/lib/inbox/csrf-field';

/** The hidden fields of every state-changing inbox form: the session's CSRF token and the page language. */
export function StaffFormFields({ csrfToken, locale }: { csrfToken: string; locale: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}
