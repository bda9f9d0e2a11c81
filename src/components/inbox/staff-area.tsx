import type { ComponentProps } from 'react';

/**
 * The frame of a staff page (sign-in, inbox): a work screen, so the contact button, the marketing
 * footer and the cookie banner (staff pages set no optional cookies) are hidden while it is shown.
 * A style element of its own rather than `body:has(...)` in the site's CSS, which would make every
 * DOM change on every public page re-check the selector.
 */
export function StaffArea({ children, ...props }: ComponentProps<'div'>) {
  return (
    <div data-staff-area {...props}>
      <style>{'[data-floating-contact],[data-site-footer],[data-cookie-banner]{display:none}'}</style>
      {children}
    </div>
  );
}
